/**
 * The quote PDF, the purchase order and the order e-mails say the same words for the same
 * terms (issue 29: "Total ex VAT / Gesamt netto" in the PDF, "Total excl. VAT / Summe netto"
 * in the e-mails): each table's entry for a shared term is the glossary's, in every language.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../engine/index.ts';
import { GLOSSARY } from '../../../server/i18n/glossary.ts';
import { PURCHASE_ORDER_TEXTS } from '../../../server/i18n/purchase-order-texts.ts';
import { text } from '../../../server/i18n/text.ts';
import { ORDER_MAIL_TEXTS } from '../../../server/outbox/order-mail-texts.ts';
import { QUOTE_PDF_TEXTS } from '../../../server/pdf/quote-pdf-texts.ts';

describe('the glossary of the server’s documents', () => {
  it('words the totals alike in the quote PDF, the purchase order and the order e-mails, in every language', () => {
    for (const locale of LOCALES) {
      const exVat = text(GLOSSARY, 'total_ex_vat', locale);
      const inclVat = text(GLOSSARY, 'total_incl_vat', locale);
      expect([text(QUOTE_PDF_TEXTS, 'total_ex_vat', locale), text(ORDER_MAIL_TEXTS, 'label_total_ex_vat', locale)], locale).toEqual([exVat, exVat]);
      expect(
        [text(QUOTE_PDF_TEXTS, 'total_incl_vat', locale), text(PURCHASE_ORDER_TEXTS, 'total_incl_vat', locale), text(ORDER_MAIL_TEXTS, 'label_total_incl_vat', locale)],
        locale,
      ).toEqual([inclVat, inclVat, inclVat]);
      const vat = text(GLOSSARY, 'vat', locale, { rate: '20 %' });
      expect([text(QUOTE_PDF_TEXTS, 'vat', locale, { rate: '20 %' }), text(PURCHASE_ORDER_TEXTS, 'vat', locale, { rate: '20 %' })], locale).toEqual([vat, vat]);
    }
  });

  it('says the German totals as the quote PDF did, and the English one as the screens do', () => {
    expect(text(ORDER_MAIL_TEXTS, 'label_total_ex_vat', 'de')).toBe('Gesamt netto');
    expect(text(PURCHASE_ORDER_TEXTS, 'total_incl_vat', 'de')).toBe('Gesamt brutto');
    expect(text(ORDER_MAIL_TEXTS, 'label_total_ex_vat', 'en')).toBe('Total ex VAT');
  });

  it('has every term in the six languages, none left in English', () => {
    for (const [key, entry] of Object.entries(GLOSSARY)) {
      for (const locale of LOCALES) expect(entry[locale], `${key} ${locale}`).toBeTruthy();
      expect(new Set(Object.values(entry)).size, key).toBeGreaterThanOrEqual(5);
    }
  });
});
