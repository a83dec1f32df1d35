/**
 * The format of an attached document, read from its bytes (never from its
 * name or the type the browser declared): a PDF by its `%PDF-` header, a PNG
 * or a JPEG as the image checks of image-content.ts recognise them.
 */
import { isJpeg, isPng } from './image-content.ts';

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/**
 * The document type of the bytes, or null.
 *
 * @example
 * sniffDocumentType(Buffer.from('%PDF-1.7\n...')) // 'application/pdf'
 * sniffDocumentType(Buffer.from('<html>'))       // null
 */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return 'application/pdf';
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  return null;
}
