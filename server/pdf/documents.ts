/**
 * The documents the server prints, named by kind with their data: what the
 * services send to the document worker (plain data only, since functions such
 * as a footer cannot cross to a worker), and what the worker turns into a
 * pdfmake document there.
 */
import { breakLongWordsInDocument } from './break-long-words.ts';
import { inconsistencyReport, type InconsistencyReportInput } from './inconsistency-report.ts';
import { renderPdf, type PdfDocument } from './pdf-printer.ts';
import { purchaseOrderDocument, type PurchaseOrderInput } from './purchase-order.ts';
import { proposalPdf, type ProposalPdfInput } from './proposal-pdf.ts';
import { quotePdf, type QuotePdfInput } from './quote-pdf.ts';

export type DocumentRequest =
  | { kind: 'quote'; input: QuotePdfInput }
  | { kind: 'proposal'; input: ProposalPdfInput }
  | { kind: 'purchase_order'; input: PurchaseOrderInput }
  | { kind: 'inconsistency_report'; input: InconsistencyReportInput };

export function documentDefinition(request: DocumentRequest): PdfDocument {
  switch (request.kind) {
    case 'quote':
      return quotePdf(request.input);
    case 'proposal':
      return proposalPdf(request.input);
    case 'purchase_order':
      return purchaseOrderDocument(request.input);
    case 'inconsistency_report':
      return inconsistencyReport(request.input);
  }
}

/** The same request without the parts that may fail to draw (the quote's or proposal's stored logo), or null when it has none. */
export function withoutLogo(request: DocumentRequest): DocumentRequest | null {
  if (request.kind === 'quote' && request.input.logo) return { kind: 'quote', input: { ...request.input, logo: null } };
  if (request.kind === 'proposal' && request.input.logo) return { kind: 'proposal', input: { ...request.input, logo: null } };
  return null;
}

export interface PrintedDocument {
  bytes: Uint8Array;
  /** What was left out and why (a logo that cannot be drawn), for the caller's log. */
  warnings: string[];
}

const draw = (request: DocumentRequest) => renderPdf(breakLongWordsInDocument(documentDefinition(request)));

/**
 * Builds and renders the document (in the document worker). A stored logo
 * that cannot be drawn never fails the document: it is printed without it,
 * and a warning says so.
 */
export async function printDocument(request: DocumentRequest): Promise<PrintedDocument> {
  try {
    return { bytes: await draw(request), warnings: [] };
  } catch (error) {
    const plain = withoutLogo(request);
    if (!plain) throw error;
    return { bytes: await draw(plain), warnings: [`the logo could not be drawn and was left out: ${(error as Error).message}`] };
  }
}
