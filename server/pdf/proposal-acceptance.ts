/**
 * The pool owner's acceptance at the end of a proposal PDF, after the quote
 * PDF's "Bon pour accord" box: how to accept, what is accepted (the proposal's
 * number and total incl. VAT), a box to tick per option with its own total,
 * then the owner's name, the place and the date to write in, and a signature
 * area preceded by the handwritten "good for agreement" words of the language.
 * Kept on one page.
 */
import { text } from '../i18n/text.ts';
import type { PdfContent } from './pdf-printer.ts';
import type { ProposalPdfInput } from './proposal-pdf.ts';
import { PROPOSAL_PDF_TEXTS } from './proposal-pdf-texts.ts';
import { documentFormats } from './quote-pdf-lines.ts';
import { QUOTE_PDF_TEXTS } from './quote-pdf-texts.ts';

const BORDER = '#9aa5b1';

/**
 * A box to tick: a one-cell table (no font has to hold ☐; a canvas in a table
 * cell is drawn at the wrong place once the block moves to a new page).
 */
const tickBox: PdfContent = {
  table: { widths: [7], heights: [7], body: [[{ text: '', fontSize: 1 }]] },
  layout: { hLineWidth: () => 0.8, vLineWidth: () => 0.8, hLineColor: () => '#374151', vLineColor: () => '#374151', paddingLeft: () => 0, paddingRight: () => 0, paddingTop: () => 0, paddingBottom: () => 0 },
  margin: [0, 2, 0, 0],
};

/** "Label: ______": a label and a line to write on (the bottom rule of a one-cell table), or the label and what is known. */
function writeIn(label: string, filled: string | null = null): PdfContent {
  const line = { table: { widths: ['*'], body: [[{ text: ' ' }]] }, layout: { hLineWidth: (i: number) => (i === 1 ? 0.5 : 0), vLineWidth: () => 0, hLineColor: () => BORDER, paddingLeft: () => 0, paddingTop: () => 0, paddingBottom: () => 1 }, width: '*' };
  return {
    columns: [{ text: label, width: 56, style: 'muted' }, filled ? { text: filled, bold: true, width: '*' } : line],
    margin: [0, 0, 0, 10],
  };
}

function optionRows(input: ProposalPdfInput): PdfContent[] {
  const { locale } = input;
  if (input.options.length === 0) return [];
  const formats = documentFormats(locale, input.total.currency);
  return [
    { text: text(PROPOSAL_PDF_TEXTS, 'acceptance_options', locale), margin: [0, 6, 0, 4] },
    {
      table: {
        widths: [14, '*', 'auto'],
        body: [
          [{ text: '' }, { text: '' }, { text: text(QUOTE_PDF_TEXTS, 'total_incl_vat', locale), style: 'muted', alignment: 'right' }],
          ...input.options.map((option) => [
            tickBox,
            { text: `${text(PROPOSAL_PDF_TEXTS, 'option', locale)} · ${option.name}` },
            { text: formats.money(option.offer.totalInclVatCents), alignment: 'right', noWrap: true },
          ]),
        ],
      },
      layout: 'noBorders',
    },
  ];
}

export function acceptanceBlock(input: ProposalPdfInput): PdfContent {
  const { locale } = input;
  const total = documentFormats(locale, input.total.currency).money(input.total.inclVatCents);
  const statement = input.options.length > 0 ? 'acceptance_statement_options' : 'acceptance_statement';
  const owner: PdfContent[] = [
    writeIn(text(PROPOSAL_PDF_TEXTS, 'acceptance_name', locale), input.customer.name),
    writeIn(text(PROPOSAL_PDF_TEXTS, 'acceptance_place', locale)),
    writeIn(text(PROPOSAL_PDF_TEXTS, 'acceptance_date', locale)),
  ];
  const signature: PdfContent[] = [
    { text: text(PROPOSAL_PDF_TEXTS, 'acceptance_signature', locale), bold: true },
    { text: text(PROPOSAL_PDF_TEXTS, 'acceptance_words', locale), style: 'small' },
  ];
  return {
    stack: [
      { text: text(PROPOSAL_PDF_TEXTS, 'acceptance_title', locale), style: 'section', margin: [0, 22, 0, 4] },
      { text: text(PROPOSAL_PDF_TEXTS, 'acceptance_how', locale), style: 'muted' },
      { text: text(PROPOSAL_PDF_TEXTS, statement, locale, { number: input.number, total }), margin: [0, 6, 0, 0] },
      ...optionRows(input),
      {
        table: {
          widths: ['*', 230],
          heights: [96],
          body: [[{ stack: owner, margin: [6, 8, 6, 0] }, { stack: signature, margin: [6, 4, 6, 4] }]],
        },
        layout: { hLineColor: () => BORDER, vLineColor: () => BORDER },
        margin: [0, 10, 0, 0],
      },
    ],
    unbreakable: true,
  };
}

