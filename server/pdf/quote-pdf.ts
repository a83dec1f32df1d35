/**
 * The customised quote as the installer hands it to the end customer: the
 * installer's logo and company, the quote's number, date and validity end,
 * the customer, the introduction and body, the priced lines and totals
 * (quote-pdf-lines.ts), the plan of the pool, the payment conditions, the
 * parameters and conditions, a place for the customer's agreement, and
 * "page x of y" under every page. Data in, pdfmake document out: no I/O.
 */
import type { CustomisedQuote, Locale, PoolPlan } from '../../engine/index.ts';
import { countryName } from '../i18n/countries.ts';
import { text } from '../i18n/text.ts';
import type { PdfContent, PdfDocument } from './pdf-printer.ts';
import { BRAND, documentFormats, linesTable, MUTED, totalsBlock } from './quote-pdf-lines.ts';
import { QUOTE_PDF_TEXTS } from './quote-pdf-texts.ts';

export interface PdfParty {
  name: string | null;
  addressLines: Array<string | null>;
  zipcode: string | null;
  city: string | null;
  countryCode: string | null;
  phone: string | null;
  email: string | null;
  vatNumber?: string | null;
}

export interface QuotePdfInput {
  locale: Locale;
  reference: string;
  name: string;
  /** The family's title and the chosen model, e.g. "Bubble cover · Blue 400 µm". */
  product: string;
  /** `YYYY-MM-DD`. */
  date: string;
  validUntil: string;
  seller: PdfParty;
  customer: PdfParty;
  createdBy: string | null;
  introduction: string | null;
  body: string | null;
  paymentConditions: string | null;
  parametersAndConditions: string | null;
  offer: CustomisedQuote;
  /** PNG or JPEG as a data URL, or a sanitised SVG document. */
  logo: { kind: 'image'; dataUrl: string } | { kind: 'svg'; svg: string } | null;
  plan: PoolPlan | null;
}

export const present = (values: Array<string | null | undefined>) => values.filter((value): value is string => Boolean(value?.trim()));

export function partyLines(party: PdfParty, locale: Locale): string[] {
  return present([
    ...party.addressLines,
    present([party.zipcode, party.city]).join(' '),
    party.countryCode ? countryName(party.countryCode, locale) : null,
    party.phone ? text(QUOTE_PDF_TEXTS, 'phone', locale, { phone: party.phone }) : null,
    party.email,
    party.vatNumber ? text(QUOTE_PDF_TEXTS, 'vat_number', locale, { number: party.vatNumber }) : null,
  ]);
}

export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The installer's logo, name and address, as the top left of the quote and proposal PDFs. */
export function sellerStack(seller: PdfParty, logoData: QuotePdfInput['logo'], locale: Locale): PdfContent[] {
  const logo = logoData?.kind === 'image' ? { image: logoData.dataUrl, fit: [170, 70] } : logoData?.kind === 'svg' ? { svg: logoData.svg, fit: [170, 70] } : null;
  return [
    ...(logo ? [logo] : []),
    { text: seller.name ?? '', style: 'seller', margin: [0, logo ? 6 : 0, 0, 2] },
    ...partyLines(seller, locale).map((text) => ({ text, style: 'small' })),
  ];
}

function header(input: QuotePdfInput): PdfContent {
  const { locale } = input;
  const seller = sellerStack(input.seller, input.logo, locale);
  const title = [
    { text: text(QUOTE_PDF_TEXTS, 'title', locale).toUpperCase(), style: 'title', alignment: 'right' },
    { text: text(QUOTE_PDF_TEXTS, 'number', locale, { reference: input.reference }), bold: true, alignment: 'right', fontSize: 11 },
    { text: text(QUOTE_PDF_TEXTS, 'date', locale, { date: formatDate(input.date, locale) }), alignment: 'right', margin: [0, 4, 0, 0] },
    { text: text(QUOTE_PDF_TEXTS, 'valid_until', locale, { date: formatDate(input.validUntil, locale) }), alignment: 'right', style: 'muted' },
  ];
  return { columns: [{ width: '*', stack: seller }, { width: 200, stack: title }], columnGap: 16 };
}

function parties(input: QuotePdfInput): PdfContent {
  const { locale } = input;
  const customer = input.customer.name
    ? [{ text: input.customer.name, bold: true, fontSize: 11 }, ...partyLines(input.customer, locale).map((text) => ({ text }))]
    : [{ text: text(QUOTE_PDF_TEXTS, 'no_customer', locale), style: 'muted' }];
  const about = [
    [text(QUOTE_PDF_TEXTS, 'project', locale), input.name],
    [text(QUOTE_PDF_TEXTS, 'product', locale), input.product],
    ...(input.createdBy ? [[text(QUOTE_PDF_TEXTS, 'created_by', locale), input.createdBy]] : []),
  ].map(([label, value]) => ({ text: [{ text: text(QUOTE_PDF_TEXTS, 'labelled', locale, { label: label ?? '' }), style: 'muted' }, { text: value ?? '' }], margin: [0, 0, 0, 2] }));
  return aboutBesideCustomer(about, customer, locale);
}

/** What the document is about on the left, the customer's box on the right (the quote's and the proposal's first page). */
export function aboutBesideCustomer(about: PdfContent[], customer: PdfContent[], locale: Locale): PdfContent {
  return {
    columns: [
      { width: '*', stack: about, margin: [0, 8, 0, 0] },
      {
        width: 230,
        table: { widths: ['*'], body: [[{ stack: [{ text: text(QUOTE_PDF_TEXTS, 'customer', locale).toUpperCase(), style: 'label' }, ...customer], margin: [8, 6, 8, 8] }]] },
        layout: { hLineColor: () => '#c9d6e8', vLineColor: () => '#c9d6e8', fillColor: () => '#f7f9fc' },
      },
    ],
    columnGap: 16,
    margin: [0, 18, 0, 0],
  };
}

const section = (title: string, text: string | null): PdfContent[] =>
  text ? [{ text: title, style: 'section' }, { text, margin: [0, 0, 0, 2] }] : [];

export function planSection(plan: PoolPlan | null, locale: Locale): PdfContent[] {
  if (!plan) return [];
  const width = Math.min(420, plan.width);
  return [
    {
      stack: [
        { text: text(QUOTE_PDF_TEXTS, 'plan', locale), style: 'section' },
        { svg: plan.svg, width, alignment: 'center' },
      ],
      unbreakable: true,
    },
  ];
}

function acceptance(locale: Locale): PdfContent {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 230,
        table: { widths: ['*'], heights: [70], body: [[{ stack: [{ text: text(QUOTE_PDF_TEXTS, 'acceptance', locale), bold: true }, { text: text(QUOTE_PDF_TEXTS, 'acceptance_hint', locale), style: 'small' }], margin: [6, 4, 6, 4] }]] },
        layout: { hLineColor: () => '#9aa5b1', vLineColor: () => '#9aa5b1' },
      },
    ],
    margin: [0, 18, 0, 0],
    unbreakable: true,
  };
}

export function quotePdf(input: QuotePdfInput): PdfDocument {
  const { locale, offer } = input;
  const formats = documentFormats(locale, offer.currency);
  const title = `${text(QUOTE_PDF_TEXTS, 'title', locale)} ${input.reference}`;
  return {
    ...documentFrame(title, input.seller.name, input.name, locale),
    content: [
      header(input),
      parties(input),
      ...(input.introduction ? [{ text: input.introduction, margin: [0, 18, 0, 0], bold: true }] : []),
      ...(input.body ? [{ text: input.body, margin: [0, 6, 0, 0] }] : []),
      linesTable(offer, locale, formats),
      ...totalsBlock(offer, locale, formats),
      ...planSection(input.plan, locale),
      ...section(text(QUOTE_PDF_TEXTS, 'payment_conditions', locale), input.paymentConditions),
      ...section(text(QUOTE_PDF_TEXTS, 'parameters_and_conditions', locale), input.parametersAndConditions),
      acceptance(locale),
    ],
  };
}

/**
 * What every document of a seller has around its content (the quote's and the proposal's): its title, author and
 * subject, language, margins, the footer, and the styles.
 */
export function documentFrame(title: string, sellerName: string | null, subject: string, locale: Locale): Omit<PdfDocument, 'content'> {
  return {
    info: { title, author: sellerName ?? undefined, subject },
    language: locale,
    pageMargins: [40, 40, 40, 50],
    footer: pageFooter(sellerName, title, locale),
    styles: DOCUMENT_STYLES,
    defaultStyle: DEFAULT_STYLE,
  };
}

/** "Seller · title" and "page x of y" under every page. */
function pageFooter(sellerName: string | null, title: string, locale: Locale): PdfDocument['footer'] {
  return (page: number, pages: number) => ({
    columns: [
      { text: present([sellerName, title]).join(' · '), alignment: 'left' },
      { text: text(QUOTE_PDF_TEXTS, 'page_of', locale, { page, pages }), alignment: 'right' },
    ],
    fontSize: 8,
    color: MUTED,
    margin: [40, 18, 40, 0],
  });
}

const DOCUMENT_STYLES = {
  title: { fontSize: 22, bold: true, color: BRAND, characterSpacing: 1 },
  seller: { fontSize: 13, bold: true, color: '#1f2937' },
  section: { fontSize: 11, bold: true, color: BRAND, margin: [0, 14, 0, 4] },
  label: { fontSize: 8, bold: true, color: BRAND, characterSpacing: 0.5, margin: [0, 0, 0, 4] },
  th: { bold: true, fontSize: 9, color: '#1f2937' },
  code: { fontSize: 8, color: MUTED },
  small: { fontSize: 8.5, color: '#374151' },
  muted: { color: MUTED },
  note: { fontSize: 8.5, color: MUTED },
};

const DEFAULT_STYLE = { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15, color: '#111827' };

