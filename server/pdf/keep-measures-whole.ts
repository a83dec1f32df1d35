/**
 * A number and its unit ("580 g/m²", "1,5 m", "0.75 mm") laid out as one
 * piece: pdfmake's line breaker may cut after the space or the slash, and
 * the purchase order printed "580 g/" at the end of one line and "m²" at the
 * start of the next (issue 30, item 7).
 */
import type { PdfContent } from './pdf-printer.ts';

const MEASURE = /\d+(?:[.,]\d+)?[ \u00a0]?(?:kg\/m²|g\/m²|m²|m³|mm|cm|kg|m|g)(?![\p{L}\p{N}])/gu;

/** `text` as it is when it has no measure, else pdfmake inline pieces, each measure one `noWrap` piece. */
export function keepMeasuresWhole(text: string): string | PdfContent[] {
  const pieces: PdfContent[] = [];
  let from = 0;
  for (const match of text.matchAll(MEASURE)) {
    if (match.index > from) pieces.push(text.slice(from, match.index));
    pieces.push({ text: match[0], noWrap: true });
    from = match.index + match[0].length;
  }
  if (pieces.length === 0) return text;
  if (from < text.length) pieces.push(text.slice(from));
  return pieces;
}
