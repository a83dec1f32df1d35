/**
 * The terms the server's documents share, worded once in the six languages:
 * the quote PDF (server/pdf/quote-pdf-texts.ts), the purchase order
 * (./purchase-order-texts.ts) and the order e-mails
 * (server/outbox/order-mail-texts.ts) take these entries instead of writing
 * their own, so that a reader sees the same words for the same amount in each
 * ("Total ex VAT / Gesamt netto" in the PDF and "Total excl. VAT / Summe netto"
 * in the e-mails before, issue 29). tests/server/i18n/glossary.test.ts fails
 * when a table words one of them differently.
 */
import type { Texts } from './text.ts';

export const GLOSSARY = {
  total_ex_vat: { fr: 'Total HT', en: 'Total ex VAT', de: 'Gesamt netto', es: 'Total sin IVA', nl: 'Totaal excl. btw', it: 'Totale IVA esclusa' },
  total_incl_vat: { fr: 'Total TTC', en: 'Total incl. VAT', de: 'Gesamt brutto', es: 'Total con IVA', nl: 'Totaal incl. btw', it: 'Totale IVA inclusa' },
  vat: { fr: 'TVA {rate}', en: 'VAT {rate}', de: 'MwSt. {rate}', es: 'IVA {rate}', nl: 'Btw {rate}', it: 'IVA {rate}' },
} as const satisfies Record<string, Texts>;
