/**
 * The inconsistency report of a quote: every inconsistency of every form
 * step, grouped by step and category, blocking ones first, in the caller's
 * language. The data is gathered here (inconsistencyReportInput); the
 * document is built from it in the document worker.
 */
import { localize, type Catalogue, type Inconsistency, type Locale } from '../../engine/index.ts';
import { DOCUMENT_TEXTS } from '../i18n/document-texts.ts';
import { text } from '../i18n/text.ts';
import type { QuoteRecord } from '../quotes/quote-repository.ts';
import type { PdfContent, PdfDocument } from './pdf-printer.ts';

const BRAND = '#0b5cab';

/** What the report prints, as plain data (it crosses to the document worker). */
export interface InconsistencyReportInput {
  locale: Locale;
  reference: string;
  name: string;
  family: string;
  client: string;
  printedAt: Date;
  total: number;
  blocking: number;
  steps: Array<{ title: string; rows: Array<{ blocking: boolean; category: string; reason: string }> }>;
}

/** The report's data: the inconsistencies grouped by step in catalogue order, blocking ones first, then by category. */
export function inconsistencyReportInput(record: QuoteRecord, catalogue: Catalogue, inconsistencies: Inconsistency[], locale: Locale, now = new Date()): InconsistencyReportInput {
  const category = (id: number) => catalogue.inconsistencyCategories.find((c) => c.id === id);
  const steps = catalogue.steps
    .filter((step) => inconsistencies.some((item) => item.stepId === step.id))
    .map((step) => ({
      title: localize(step.title, locale),
      rows: inconsistencies
        .filter((item) => item.stepId === step.id)
        .sort((a, b) => Number(b.blocking) - Number(a.blocking) || (category(a.categoryId)?.key ?? '').localeCompare(category(b.categoryId)?.key ?? ''))
        .map((item) => ({ blocking: item.blocking, category: localize(category(item.categoryId)?.title ?? { en: '' }, locale), reason: localize(item.reason, locale) })),
    }));
  return {
    locale,
    reference: record.quote.reference,
    name: record.quote.name,
    family: localize(catalogue.title, locale),
    client: (record.installer ?? record.client).name,
    printedAt: now,
    total: inconsistencies.length,
    blocking: inconsistencies.filter((item) => item.blocking).length,
    steps,
  };
}

function stepSection(step: InconsistencyReportInput['steps'][number], locale: Locale): PdfContent[] {
  const rows = step.rows.map((row) => [
    { text: text(DOCUMENT_TEXTS, row.blocking ? 'blocking' : 'warning', locale), color: row.blocking ? '#b42318' : '#ad6800', bold: true },
    row.category,
    row.reason,
  ]);
  return [
    { text: step.title, style: 'step' },
    {
      table: {
        headerRows: 1,
        widths: [80, 110, '*'],
        body: [[text(DOCUMENT_TEXTS, 'kind', locale), text(DOCUMENT_TEXTS, 'category', locale), text(DOCUMENT_TEXTS, 'reason', locale)].map((text) => ({ text, style: 'th' })), ...rows],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

export function inconsistencyReport(input: InconsistencyReportInput): PdfDocument {
  const { locale, blocking } = input;
  const title = text(DOCUMENT_TEXTS, 'inconsistency_report', locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(input.printedAt);
  return {
    info: { title: `${title} ${input.reference}`, author: 'Aquaterra', subject: input.name },
    language: locale,
    pageMargins: [40, 48, 40, 48],
    footer: (page, pages) => ({ text: text(DOCUMENT_TEXTS, 'page_of', locale, { page, pages }), alignment: 'center', fontSize: 8, color: '#6b7280', margin: [0, 16, 0, 0] }),
    styles: {
      title: { fontSize: 18, bold: true, color: BRAND },
      step: { fontSize: 13, bold: true, margin: [0, 16, 0, 6], color: BRAND },
      th: { bold: true, color: '#374151' },
      muted: { color: '#6b7280' },
    },
    content: [
      { text: title, style: 'title' },
      { text: text(DOCUMENT_TEXTS, 'quote_line', locale, { reference: input.reference, name: input.name }), margin: [0, 6, 0, 0], bold: true },
      { text: text(DOCUMENT_TEXTS, 'family_line', locale, { family: input.family, client: input.client }), style: 'muted' },
      { text: text(DOCUMENT_TEXTS, 'printed_on', locale, { date }), style: 'muted', margin: [0, 0, 0, 8] },
      input.total === 0
        ? { text: text(DOCUMENT_TEXTS, 'no_inconsistency', locale), margin: [0, 12, 0, 0] }
        : { text: text(DOCUMENT_TEXTS, 'summary_counts', locale, { blocking, warnings: input.total - blocking }), bold: true },
      ...input.steps.flatMap((step) => stepSection(step, locale)),
    ],
  };
}
