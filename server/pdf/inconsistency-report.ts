/**
 * The inconsistency report of a quote: every inconsistency of every form
 * step, grouped by step and category, blocking ones first, in the caller's
 * language.
 */
import { localize, type Catalogue, type Inconsistency, type Locale } from '../../engine/index.ts';
import { documentText } from '../i18n/document-texts.ts';
import type { QuoteRecord } from '../quotes/quote-repository.ts';
import type { PdfContent, PdfDocument } from './pdf-printer.ts';

const BRAND = '#0b5cab';

function stepSection(catalogue: Catalogue, stepId: number, found: Inconsistency[], locale: Locale): PdfContent[] {
  const step = catalogue.stepsById.get(stepId);
  const category = (id: number) => catalogue.inconsistencyCategories.find((c) => c.id === id);
  const rows = [...found]
    .sort((a, b) => Number(b.blocking) - Number(a.blocking) || (category(a.categoryId)?.key ?? '').localeCompare(category(b.categoryId)?.key ?? ''))
    .map((item) => [
      { text: documentText(item.blocking ? 'blocking' : 'warning', locale), color: item.blocking ? '#b42318' : '#ad6800', bold: true },
      localize(category(item.categoryId)?.title ?? { en: '' }, locale),
      localize(item.reason, locale),
    ]);
  return [
    { text: step ? localize(step.title, locale) : String(stepId), style: 'step' },
    {
      table: {
        headerRows: 1,
        widths: [80, 110, '*'],
        body: [[documentText('kind', locale), documentText('category', locale), documentText('reason', locale)].map((text) => ({ text, style: 'th' })), ...rows],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

export function inconsistencyReport(record: QuoteRecord, catalogue: Catalogue, inconsistencies: Inconsistency[], locale: Locale, now = new Date()): PdfDocument {
  const title = documentText('inconsistency_report', locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(now);
  const blocking = inconsistencies.filter((item) => item.blocking).length;
  const steps = catalogue.steps.filter((step) => inconsistencies.some((item) => item.stepId === step.id));
  return {
    info: { title: `${title} ${record.quote.reference}`, author: 'Aquaterra', subject: record.quote.name },
    language: locale,
    pageMargins: [40, 48, 40, 48],
    footer: (page, pages) => ({ text: documentText('page_of', locale, { page, pages }), alignment: 'center', fontSize: 8, color: '#6b7280', margin: [0, 16, 0, 0] }),
    styles: {
      title: { fontSize: 18, bold: true, color: BRAND },
      step: { fontSize: 13, bold: true, margin: [0, 16, 0, 6], color: BRAND },
      th: { bold: true, color: '#374151' },
      muted: { color: '#6b7280' },
    },
    content: [
      { text: title, style: 'title' },
      { text: documentText('quote_line', locale, { reference: record.quote.reference, name: record.quote.name }), margin: [0, 6, 0, 0], bold: true },
      { text: documentText('family_line', locale, { family: localize(catalogue.title, locale), client: (record.installer ?? record.client).name }), style: 'muted' },
      { text: documentText('printed_on', locale, { date }), style: 'muted', margin: [0, 0, 0, 8] },
      inconsistencies.length === 0
        ? { text: documentText('no_inconsistency', locale), margin: [0, 12, 0, 0] }
        : { text: documentText('summary_counts', locale, { blocking, warnings: inconsistencies.length - blocking }), bold: true },
      ...steps.flatMap((step) => stepSection(catalogue, step.id, inconsistencies.filter((item) => item.stepId === step.id), locale)),
    ],
  };
}
