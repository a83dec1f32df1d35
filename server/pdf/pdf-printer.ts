/**
 * pdfmake on the server with its URL and local-file access policies closed
 * except the font folder, so no document content can make the server fetch a
 * URL or read a file (images come as data URLs, drawings as SVG text).
 * Roboto carries every character of the six interface languages.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rememberParsedFonts } from './parsed-fonts.ts';

/** The part of a pdfmake document definition this project writes (see pdfmake's docs). */
export type PdfContent = Record<string, unknown> | string | PdfContent[];

export interface PdfDocument {
  content: PdfContent[];
  info?: { title?: string; author?: string; subject?: string };
  pageSize?: string;
  pageMargins?: [number, number, number, number];
  header?: unknown;
  footer?: (currentPage: number, pageCount: number) => PdfContent;
  styles?: Record<string, Record<string, unknown>>;
  defaultStyle?: Record<string, unknown>;
  images?: Record<string, string>;
  language?: string;
}

interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(document: PdfDocument): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let printer: PdfMake | undefined;

function loadPrinter(): PdfMake {
  rememberParsedFonts(require);
  const pdfmake = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
  const names = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf', italics: 'Roboto-Italic.ttf', bolditalics: 'Roboto-MediumItalic.ttf' };
  // Fonts are named by their real path and read from the font folder, the one
  // folder the local access policy lets through: the text and the SVG
  // drawings (svg-to-pdfkit asks pdfkit for the font by that name) then share
  // one embedded copy of each font per document.
  const files = Object.fromEntries(Object.entries(names).map(([style, name]) => [style, path.join(fontDir, name)]));
  pdfmake.setFonts({ Roboto: files });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.dirname(path.resolve(file)) === fontDir);
  return pdfmake;
}

/** Loads pdfmake and its fonts (once). */
export function loadFonts(): void {
  printer ??= loadPrinter();
}

/**
 * Renders a document to PDF bytes, on the calling thread: the server calls it
 * only in the document worker (server/pdf/document-pool.ts).
 */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  printer ??= loadPrinter();
  return printer.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 10 }, pageSize: 'A4', ...document }).getBuffer();
}
