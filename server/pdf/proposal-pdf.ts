/**
 * A pool project's proposal to the pool owner (issue 32, item 3): a cover
 * (the installer's logo and company as on the quote PDF, the project's number
 * and name, the end customer, the site, the pool, the introduction), then each
 * chosen quote in the proposal's order, detailed (its lines, totals and plan
 * as the quote PDF prints them) or summarised (its totals), the options apart
 * under their own heading, one total of the quotes that are not options, the
 * conditions and the validity, and the owner's acceptance (proposal-acceptance.ts).
 * Data in, pdfmake document out: no I/O.
 */
import type { CustomisedQuote, Locale, PoolPlan } from '../../engine/index.ts';
import { text } from '../i18n/text.ts';
import type { PdfContent, PdfDocument } from './pdf-printer.ts';
import { aboutBesideCustomer, documentFrame, formatDate, partyLines, planSection, sellerStack, type PdfParty, type QuotePdfInput } from './quote-pdf.ts';
import { BRAND, documentFormats, linesTable, totalsBlock } from './quote-pdf-lines.ts';
import { QUOTE_PDF_TEXTS } from './quote-pdf-texts.ts';
import { acceptanceBlock } from './proposal-acceptance.ts';
import { PROPOSAL_PDF_TEXTS } from './proposal-pdf-texts.ts';

export interface ProposalQuote {
  reference: string;
  name: string;
  /** The family's title and the chosen model, as on the quote PDF. */
  product: string;
  detail: 'detailed' | 'summary';
  offer: CustomisedQuote;
  plan: PoolPlan | null;
}

export interface ProposalPdfInput {
  locale: Locale;
  number: string;
  name: string;
  /** `YYYY-MM-DD`: the day printed, and the last day the proposal holds. */
  date: string;
  validUntil: string;
  seller: PdfParty;
  logo: QuotePdfInput['logo'];
  customer: PdfParty;
  site: PdfParty;
  poolSummary: string;
  introduction: string | null;
  conditions: string | null;
  /** The quotes in the proposal's order, options apart (same order). */
  quotes: ProposalQuote[];
  options: ProposalQuote[];
  /** The sum of `quotes` (never the options), in their one currency. */
  total: { currency: string; exVatCents: number; vatCents: number; inclVatCents: number; vatRateBp: number | null };
}

const labelled = (label: string, value: string, locale: Locale): PdfContent => ({
  text: [{ text: text(QUOTE_PDF_TEXTS, 'labelled', locale, { label }), style: 'muted' }, { text: value }],
  margin: [0, 0, 0, 2],
});

function cover(input: ProposalPdfInput): PdfContent[] {
  const { locale } = input;
  const title = [
    // smaller than the quote's title: 'PROJEKTANGEBOT' holds on one line
    { text: text(PROPOSAL_PDF_TEXTS, 'title', locale).toUpperCase(), style: 'title', fontSize: 18, alignment: 'right' },
    { text: text(QUOTE_PDF_TEXTS, 'number', locale, { reference: input.number }), bold: true, alignment: 'right', fontSize: 11 },
    { text: text(QUOTE_PDF_TEXTS, 'date', locale, { date: formatDate(input.date, locale) }), alignment: 'right', margin: [0, 4, 0, 0] },
    { text: text(QUOTE_PDF_TEXTS, 'valid_until', locale, { date: formatDate(input.validUntil, locale) }), alignment: 'right', style: 'muted' },
  ];
  const customer = input.customer.name
    ? [{ text: input.customer.name, bold: true, fontSize: 11 }, ...partyLines(input.customer, locale).map((line) => ({ text: line }))]
    : [{ text: text(QUOTE_PDF_TEXTS, 'no_customer', locale), style: 'muted' }];
  const site = partyLines(input.site, locale);
  const about = [
    labelled(text(QUOTE_PDF_TEXTS, 'project', locale), input.name, locale),
    labelled(text(PROPOSAL_PDF_TEXTS, 'pool', locale), input.poolSummary, locale),
    ...(site.length > 0 ? [labelled(text(PROPOSAL_PDF_TEXTS, 'site', locale), site.join(', '), locale)] : []),
  ];
  return [
    { columns: [{ width: '*', stack: sellerStack(input.seller, input.logo, locale) }, { width: 200, stack: title }], columnGap: 16 },
    aboutBesideCustomer(about, customer, locale),
    ...(input.introduction ? [{ text: input.introduction, margin: [0, 18, 0, 0] }] : []),
  ];
}

/** One quote: its name, family and number, then its lines and plan when detailed, and its own totals. */
function quoteBlock(quote: ProposalQuote, locale: Locale, option: boolean): PdfContent[] {
  const formats = documentFormats(locale, quote.offer.currency);
  const heading = option ? `${text(PROPOSAL_PDF_TEXTS, 'option', locale)} · ${quote.name}` : quote.name;
  return [
    {
      stack: [
        { text: heading, fontSize: 12, bold: true, color: '#1f2937', margin: [0, 16, 0, 2] },
        { text: `${quote.product} · ${text(QUOTE_PDF_TEXTS, 'number', locale, { reference: quote.reference })}`, style: 'muted' },
      ],
      unbreakable: true,
    },
    ...(quote.detail === 'detailed' ? [linesTable(quote.offer, locale, formats)] : []),
    ...totalsBlock(quote.offer, locale, formats),
    ...(quote.detail === 'detailed' ? planSection(quote.plan, locale) : []),
  ];
}

function proposalTotal(input: ProposalPdfInput): PdfContent {
  const { locale, total } = input;
  const formats = documentFormats(locale, total.currency);
  const row = (label: string, cents: number, strong = false) => [
    { text: label, bold: strong },
    { text: formats.money(cents), alignment: 'right', bold: strong, noWrap: true },
  ];
  const rate = total.vatRateBp === null ? '' : formats.percent(total.vatRateBp);
  const last = row(text(QUOTE_PDF_TEXTS, 'total_incl_vat', locale), total.inclVatCents, true).map((cell) => ({ ...cell, color: '#ffffff', fontSize: 12 }));
  return {
    stack: [
      { text: text(PROPOSAL_PDF_TEXTS, 'proposal_total', locale), style: 'section' },
      {
        columns: [
          { width: '*', stack: [{ text: text(PROPOSAL_PDF_TEXTS, 'total_of', locale, { count: input.quotes.length }) }, { text: text(QUOTE_PDF_TEXTS, 'amounts_in', locale, { currency: total.currency }), style: 'muted' }] },
          {
            width: 250,
            table: { widths: ['*', 'auto'], body: [row(text(QUOTE_PDF_TEXTS, 'total_ex_vat', locale), total.exVatCents, true), row(text(QUOTE_PDF_TEXTS, 'vat', locale, { rate }).trim(), total.vatCents), last] },
            layout: { hLineWidth: (i: number) => (i === 2 ? 1 : 0), vLineWidth: () => 0, hLineColor: () => BRAND, fillColor: (i: number) => (i === 2 ? BRAND : null), paddingTop: () => 3, paddingBottom: () => 3 },
          },
        ],
      },
    ],
    unbreakable: true,
  };
}

export function proposalPdf(input: ProposalPdfInput): PdfDocument {
  const { locale } = input;
  const title = `${text(PROPOSAL_PDF_TEXTS, 'title', locale)} ${input.number}`;
  const options: PdfContent[] = input.options.length === 0
    ? []
    : [
        { text: text(PROPOSAL_PDF_TEXTS, 'options', locale), style: 'section', fontSize: 14, margin: [0, 22, 0, 2] },
        { text: text(PROPOSAL_PDF_TEXTS, 'options_apart', locale), style: 'muted' },
        ...input.options.flatMap((quote) => quoteBlock(quote, locale, true)),
      ];
  return {
    ...documentFrame(title, input.seller.name, input.name, locale),
    content: [
      ...cover(input),
      ...(input.quotes.length === 0
        ? []
        : [
            { text: text(PROPOSAL_PDF_TEXTS, 'quotes', locale), style: 'section', fontSize: 14, margin: [0, 22, 0, 0] },
            ...input.quotes.flatMap((quote) => quoteBlock(quote, locale, false)),
            proposalTotal(input),
          ]),
      ...options,
      {
        stack: [
          ...(input.conditions ? [{ text: text(PROPOSAL_PDF_TEXTS, 'conditions', locale), style: 'section' }, { text: input.conditions }] : []),
          { text: text(PROPOSAL_PDF_TEXTS, 'validity', locale, { date: formatDate(input.validUntil, locale) }), margin: [0, 14, 0, 0], bold: true },
        ],
        unbreakable: true,
      },
      acceptanceBlock(input),
    ],
  };
}
