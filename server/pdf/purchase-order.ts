/**
 * The purchase order written at validation: the order to the manufacturer
 * (through the trading group when it bills the installer), with its parties,
 * references, the configured product, the frozen lines with quantities and
 * prices, the client's discount and the net totals in the quote's currency,
 * and what happens to the delivery; in the language of the user who
 * validates.
 */
import { localize, percentOf, type Calculation, type Locale, type SummaryStep } from '../../engine/index.ts';
import { DOCUMENT_TEXTS } from '../i18n/document-texts.ts';
import { typesetTree } from '../i18n/french-typography.ts';
import { PURCHASE_ORDER_TEXTS } from '../i18n/purchase-order-texts.ts';
import { text } from '../i18n/text.ts';
import type { CompanyRow } from '../quotes/quote-repository.ts';
import type { PdfContent, PdfDocument } from './pdf-printer.ts';
import { keepMeasuresWhole } from './keep-measures-whole.ts';

const BRAND = '#0b5cab';

export interface PurchaseOrderInput {
  number: string;
  date: Date;
  locale: Locale;
  quote: { reference: string; projectNumber: string; name: string };
  customerReference: string | null;
  validatedBy: string;
  familyTitle: string;
  configuration: SummaryStep[];
  calculation: Calculation;
  supplier: CompanyRow | null;
  orderedBy: CompanyRow;
  billedTo: CompanyRow | null;
  /** false when an external client's user validates: public prices only, the installer's terms stay its own. */
  withTerms: boolean;
  /** The trading group whose confirmation the order awaits, if any. */
  awaitingGroup: string | null;
  documents: string[];
}

function address(company: CompanyRow, countryName: (code: string) => string, locale: Locale, withVat = true): string {
  const lines = [company.address1, company.address2, company.address3, company.address4, [company.zipcode, company.city].filter(Boolean).join(' '), countryName(company.countryCode)];
  return [company.name, ...lines.filter((line): line is string => Boolean(line && line.trim())), withVat && company.vatNumber ? text(PURCHASE_ORDER_TEXTS, 'vat_number', locale, { number: company.vatNumber }) : null]
    .filter(Boolean)
    .join('\n');
}

function party(title: string, company: CompanyRow | null, countryName: (code: string) => string, locale: Locale): PdfContent {
  return { stack: [{ text: title, style: 'label' }, { text: company ? address(company, countryName, locale) : '—' }] };
}

function linesTable(calculation: Calculation, locale: Locale, money: (cents: number) => string): PdfContent {
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const header = (['code', 'designation', 'quantity', 'unit_price', 'amount'] as const).map((key, index) => ({ text: text(PURCHASE_ORDER_TEXTS, key, locale), style: 'th', alignment: index >= 2 ? 'right' : 'left' }));
  const rows = calculation.lines.map((line) => [
    { text: line.code, noWrap: true },
    { text: keepMeasuresWhole(localize(line.designation, locale)) },
    { text: quantity.format(line.quantity), alignment: 'right', noWrap: true },
    { text: money(line.unit_cents), alignment: 'right', noWrap: true },
    { text: money(line.amount_cents), alignment: 'right', noWrap: true },
  ]);
  // codes and amounts on one line each (the code column as wide as its longest code), a row never split across pages
  return { table: { headerRows: 1, dontBreakRows: true, widths: ['auto', '*', 'auto', 'auto', 'auto'], body: [header, ...rows] }, layout: 'lightHorizontalLines', margin: [0, 4, 0, 8] };
}

function totals(calculation: Calculation, locale: Locale, money: (cents: number) => string, withTerms: boolean): PdfContent {
  const percent = (bp: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const discountCents = calculation.total_ex_vat_cents - calculation.installer_total_with_discount_cents;
  // the discount applies to the discountable lines: their sum is printed when it is not the list total, so that the figures check out
  const baseCents = calculation.lines.filter((line) => line.discountable).reduce((sum, line) => sum + line.amount_cents, 0);
  const discountLabel =
    baseCents === calculation.total_ex_vat_cents
      ? text(PURCHASE_ORDER_TEXTS, 'discount', locale, { percent: percent(calculation.discount_bp) })
      : text(PURCHASE_ORDER_TEXTS, 'discount_on', locale, { percent: percent(calculation.discount_bp), base: money(baseCents) });
  const net = calculation.installer_total_with_discount_cents;
  const vat = percentOf(net, calculation.vat_rate_bp);
  const row = (label: string, amount: string, bold = false) => [{ text: label, bold }, { text: amount, alignment: 'right', bold }];
  // the totals stay together on one page
  return {
    unbreakable: true,
    columns: [
      { width: '*', text: '' },
      {
        width: 260,
        table: {
          widths: ['*', 90],
          body: withTerms
            ? [
                row(text(PURCHASE_ORDER_TEXTS, 'list_total', locale), money(calculation.total_ex_vat_cents)),
                row(discountLabel, discountCents > 0 ? `− ${money(discountCents)}` : money(0)),
                row(text(PURCHASE_ORDER_TEXTS, 'net_total', locale), money(net), true),
                row(text(PURCHASE_ORDER_TEXTS, 'vat', locale, { rate: percent(calculation.vat_rate_bp) }), money(vat)),
                row(text(PURCHASE_ORDER_TEXTS, 'net_total_incl_vat', locale), money(net + vat), true),
              ]
            : [
                row(text(PURCHASE_ORDER_TEXTS, 'list_total', locale), money(calculation.total_ex_vat_cents), true),
                row(text(PURCHASE_ORDER_TEXTS, 'vat', locale, { rate: percent(calculation.vat_rate_bp) }), money(calculation.vat_cents)),
                row(text(PURCHASE_ORDER_TEXTS, 'total_incl_vat', locale), money(calculation.total_incl_vat_cents), true),
              ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

export function purchaseOrderDocument(input: PurchaseOrderInput): PdfDocument {
  const { locale, calculation } = input;
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: calculation.currency });
  const money = (cents: number) => currency.format(cents / 100);
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const countryName = (code: string) => countries.of(code) ?? code;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(input.date);
  const reference = (label: string, value: string | null) => [{ text: label, style: 'label' }, value ?? '—'];
  const notes = [
    calculation.reverse_charge ? text(PURCHASE_ORDER_TEXTS, 'reverse_charge', locale) : null,
    calculation.lines.some((line) => line.kind === 'eco') ? text(PURCHASE_ORDER_TEXTS, 'eco_note', locale) : null,
    input.awaitingGroup ? text(PURCHASE_ORDER_TEXTS, 'awaiting_confirmation', locale, { group: input.awaitingGroup, date }) : text(PURCHASE_ORDER_TEXTS, 'to_order_desk', locale, { supplier: input.supplier?.name ?? '—' }),
    text(PURCHASE_ORDER_TEXTS, 'delivery_date', locale),
  ].filter((note): note is string => note !== null);
  return {
    info: { title: `${text(PURCHASE_ORDER_TEXTS, 'title', locale)} ${input.number}`, author: input.supplier?.name ?? 'Aquaterra', subject: input.quote.name },
    language: locale,
    pageMargins: [40, 48, 40, 48],
    footer: (page, pages) => ({ text: `${input.number} · ${text(DOCUMENT_TEXTS, 'page_of', locale, { page, pages })}`, alignment: 'center', fontSize: 8, color: '#6b7280', margin: [0, 16, 0, 0] }),
    styles: {
      title: { fontSize: 18, bold: true, color: BRAND },
      section: { fontSize: 12, bold: true, color: BRAND, margin: [0, 14, 0, 4] },
      label: { bold: true, color: '#374151' },
      th: { bold: true, color: '#374151' },
      muted: { color: '#6b7280' },
    },
    // French: no-break spaces before : ; ! ? (french-typography.ts)
    content: typesetTree([
      { columns: [{ text: text(PURCHASE_ORDER_TEXTS, 'title', locale), style: 'title' }, { stack: [{ text: text(PURCHASE_ORDER_TEXTS, 'order_number', locale, { number: input.number }), bold: true }, text(PURCHASE_ORDER_TEXTS, 'order_date', locale, { date })], alignment: 'right' }] },
      {
        columns: [party(text(PURCHASE_ORDER_TEXTS, 'supplier', locale), input.supplier, countryName, locale), party(text(PURCHASE_ORDER_TEXTS, 'ordered_by', locale), input.orderedBy, countryName, locale), party(text(PURCHASE_ORDER_TEXTS, 'billed_to', locale), input.billedTo, countryName, locale)],
        columnGap: 16,
        margin: [0, 16, 0, 0],
      },
      { text: text(PURCHASE_ORDER_TEXTS, 'references', locale), style: 'section' },
      {
        table: {
          widths: [130, '*'],
          body: [
            reference(text(PURCHASE_ORDER_TEXTS, 'quote', locale), `${input.quote.reference} · ${input.quote.name}`),
            reference(text(PURCHASE_ORDER_TEXTS, 'project', locale), input.quote.projectNumber),
            reference(text(PURCHASE_ORDER_TEXTS, 'customer_reference', locale), input.customerReference),
            reference(text(PURCHASE_ORDER_TEXTS, 'validated_by', locale), input.validatedBy),
            reference(text(PURCHASE_ORDER_TEXTS, 'product_family', locale), input.familyTitle),
            reference(text(PURCHASE_ORDER_TEXTS, 'delivery_address', locale), address(input.orderedBy, countryName, locale, false)),
          ],
        },
        layout: 'noBorders',
      },
      { text: text(PURCHASE_ORDER_TEXTS, 'configuration', locale), style: 'section' },
      ...input.configuration.map((step) => ({
        stack: [{ text: step.title, bold: true, margin: [0, 4, 0, 2] }, { ul: step.items.map((item) => `${item.title}: ${item.value}`) }],
      })),
      { text: text(PURCHASE_ORDER_TEXTS, 'items', locale), style: 'section' },
      { text: text(PURCHASE_ORDER_TEXTS, 'currency', locale, { currency: calculation.currency }), style: 'muted' },
      linesTable(calculation, locale, money),
      totals(calculation, locale, money, input.withTerms),
      { text: text(PURCHASE_ORDER_TEXTS, 'documents', locale), style: 'section' },
      input.documents.length > 0 ? { ul: input.documents } : { text: text(PURCHASE_ORDER_TEXTS, 'no_documents', locale), style: 'muted' },
      { stack: notes.map((note) => ({ text: note, margin: [0, 2, 0, 2] })), margin: [0, 14, 0, 0], fontSize: 9 },
    ], locale),
  };
}
