/**
 * Break opportunities in long unbroken runs of text, before layout. pdfmake
 * lays a word longer than its line out by trying ever shorter pieces of it,
 * which takes seconds for a word of some thousands of characters (issue 14,
 * case 4). A zero-width space every RUN characters of a run longer than
 * LONGEST lets the line breaker cut it at once; ordinary words (even long
 * German compounds) stay whole, and the mark prints nothing.
 */
import type { PdfContent, PdfDocument } from './pdf-printer.ts';

/** Runs of more characters than this without a space get break opportunities. */
export const LONGEST_UNBROKEN = 40;
/** Characters between two inserted break opportunities. */
const RUN = 20;
const ZERO_WIDTH_SPACE = '\u200b';
const LONG_RUN = new RegExp(`[^\\s\\u200b]{${LONGEST_UNBROKEN + 1},}`, 'gu');
const PIECE = new RegExp(`[^]{1,${RUN}}`, 'gu');

/** `text` with a zero-width space every 20 characters of each run longer than 40. */
export function breakLongWords(text: string): string {
  if (text.length <= LONGEST_UNBROKEN) return text;
  return text.replace(LONG_RUN, (run) => (run.match(PIECE) ?? [run]).join(ZERO_WIDTH_SPACE));
}

/** Keys of a pdfmake node whose values are laid out as text or hold nodes that are. */
const TEXT_KEYS = ['text', 'stack', 'columns', 'ul', 'ol'] as const;

/**
 * The node with break opportunities in every text it lays out: strings in
 * content position, `text` values and the cells of tables. Drawings, images,
 * styles and every other property are left as they are.
 */
export function breakLongWordsIn(node: PdfContent): PdfContent {
  if (typeof node === 'string') return breakLongWords(node);
  if (Array.isArray(node)) return node.map(breakLongWordsIn);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = { ...node };
  for (const key of TEXT_KEYS) {
    const value = copy[key];
    if (typeof value === 'string' || Array.isArray(value) || (value && typeof value === 'object')) copy[key] = breakLongWordsIn(value as PdfContent);
  }
  const table = copy.table as { body?: unknown } | undefined;
  if (table && Array.isArray(table.body)) copy.table = { ...table, body: table.body.map((row: unknown) => (Array.isArray(row) ? row.map((cell) => breakLongWordsIn(cell as PdfContent)) : row)) };
  return copy;
}

/** The document with break opportunities in its content and in the header and footer of every page. */
export function breakLongWordsInDocument(document: PdfDocument): PdfDocument {
  const { footer, header } = document;
  return {
    ...document,
    content: document.content.map(breakLongWordsIn),
    ...(footer ? { footer: (page: number, pages: number) => breakLongWordsIn(footer(page, pages)) } : {}),
    ...(header && typeof header !== 'function' ? { header: breakLongWordsIn(header as PdfContent) } : {}),
  };
}
