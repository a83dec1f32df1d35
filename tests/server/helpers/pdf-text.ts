/** The text of a PDF, page by page, read with pdf.js (no system tool needed). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''));
  }
  await document.destroy();
  return pages;
}

/** The whole text with runs of spaces (and the no-break spaces of amounts) as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n').replace(/[ \u00a0\u202f]+/g, ' ');
}
