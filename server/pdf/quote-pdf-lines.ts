/**
 * The priced part of the quote PDF: the lines (detailed, or one per product
 * when simplified) with the header row repeated on every page, then the
 * totals (subtotal, trade discount, total ex VAT, VAT, total incl VAT) and the
 * eco-participation note, in the document's language and the quote's currency.
 */
import type { CustomisedLine, CustomisedQuote, Locale } from '../../engine/index.ts';
import type { PdfContent } from './pdf-printer.ts';
import { text } from '../i18n/text.ts';
import { QUOTE_PDF_TEXTS } from './quote-pdf-texts.ts';
import { keepMeasuresWhole } from './keep-measures-whole.ts';

export const BRAND = '#0b5cab';
export const MUTED = '#6b7280';
const RULE = '#d0d7e2';
const ZEBRA = '#f4f7fb';

/**
 * Intl's currency and number formats, with the narrow no-break space of some
 * languages (fr: "1 234,50 €") as a plain no-break space, which every font has.
 */
export function documentFormats(locale: Locale, currency: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const plain = (text: string) => text.replace(/\u202f/g, '\u00a0');
  return {
    money: (cents: number) => plain(money.format(cents / 100)),
    quantity: (value: number) => plain(quantity.format(value)),
    percent: (bp: number) => plain(percent.format(bp / 10_000)),
  };
}

type Formats = ReturnType<typeof documentFormats>;

const th = (text: string, alignment: 'left' | 'right' = 'left') => ({ text, style: 'th', alignment });

function lineRow(line: CustomisedLine, detailed: boolean, formats: Formats): PdfContent[] {
  const designation = { text: keepMeasuresWhole(line.designation), color: line.kind === 'extra' ? BRAND : undefined };
  const amount = { text: formats.money(line.amountCents), alignment: 'right', noWrap: true };
  if (!detailed) return [designation, amount];
  return [
    { text: line.code ?? '', style: 'code', noWrap: true },
    designation,
    { text: line.quantity === null ? '' : formats.quantity(line.quantity), alignment: 'right' },
    { text: line.unitCents === null ? '' : formats.money(line.unitCents), alignment: 'right', noWrap: true },
    amount,
  ];
}

export function linesTable(offer: CustomisedQuote, locale: Locale, formats: Formats): PdfContent {
  const detailed = !offer.simplified;
  const label = (key: 'code' | 'designation' | 'quantity' | 'unit_price' | 'amount') => text(QUOTE_PDF_TEXTS, key, locale);
  const header = detailed
    ? [th(label('code')), th(label('designation')), th(label('quantity'), 'right'), th(label('unit_price'), 'right'), th(label('amount'), 'right')]
    : [th(label('designation')), th(label('amount'), 'right')];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: detailed ? ['auto', '*', 'auto', 'auto', 'auto'] : ['*', 'auto'],
      body: [header, ...offer.lines.map((line) => lineRow(line, detailed, formats))],
    },
    layout: {
      hLineWidth: (i: number) => (i === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i === 1 ? BRAND : RULE),
      fillColor: (row: number) => (row === 0 ? '#e8eff8' : row % 2 === 0 ? ZEBRA : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 12, 0, 0],
  };
}

export function totalsBlock(offer: CustomisedQuote, locale: Locale, formats: Formats): PdfContent[] {
  const row = (label: string, cents: number, options: { strong?: boolean } = {}) => [
    { text: label, bold: options.strong ?? false },
    { text: formats.money(cents), alignment: 'right', bold: options.strong ?? false, noWrap: true },
  ];
  const lines = offer.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const rows = [
    ...(offer.tradeDiscountCents !== 0
      ? [
          row(text(QUOTE_PDF_TEXTS, 'subtotal', locale), lines),
          row(text(QUOTE_PDF_TEXTS, 'trade_discount', locale, { percent: formats.percent(offer.tradeDiscountBp), base: formats.money(offer.discountBaseCents) }), -offer.tradeDiscountCents),
        ]
      : []),
    row(text(QUOTE_PDF_TEXTS, 'total_ex_vat', locale), offer.totalExVatCents, { strong: true }),
    row(text(QUOTE_PDF_TEXTS, 'vat', locale, { rate: formats.percent(offer.vatRateBp) }), offer.vatCents),
  ];
  const total = row(text(QUOTE_PDF_TEXTS, 'total_incl_vat', locale), offer.totalInclVatCents, { strong: true }).map((cell) => ({ ...cell, color: '#ffffff', fontSize: 12 }));
  return [
    {
      columns: [
        { width: '*', text: text(QUOTE_PDF_TEXTS, 'amounts_in', locale, { currency: offer.currency }), style: 'muted', margin: [0, 6, 0, 0] },
        {
          width: 250,
          table: { widths: ['*', 'auto'], body: [...rows, total] },
          layout: {
            hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length - 1 ? 1 : 0),
            vLineWidth: () => 0,
            hLineColor: () => BRAND,
            fillColor: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length - 1 ? BRAND : null),
            paddingTop: () => 3,
            paddingBottom: () => 3,
          },
        },
      ],
      margin: [0, 10, 0, 0],
      unbreakable: true,
    },
    ...(offer.ecoCents > 0 ? [{ text: text(QUOTE_PDF_TEXTS, 'eco_note', locale, { amount: formats.money(offer.ecoCents) }), style: 'note', margin: [0, 8, 0, 0] }] : []),
  ];
}
