/**
 * The purchase order's table as a reader gets it (issue 16, item 8): a code
 * on one line ("BLI-TRANSFORM / ER" was wrapped in its narrow column), no row
 * split across two pages, and the totals on one page (a label was cut across
 * pages in Italian and German).
 */
import { describe, expect, it } from 'vitest';
import type { Calculation, CalculationLine, Locale } from '../../../engine/index.ts';
import { renderPdf } from '../../../server/pdf/pdf-printer.ts';
import { purchaseOrderDocument, type PurchaseOrderInput } from '../../../server/pdf/purchase-order.ts';
import { PURCHASE_ORDER_TEXTS } from '../../../server/i18n/purchase-order-texts.ts';
import { text } from '../../../server/i18n/text.ts';
import type { CompanyRow } from '../../../server/quotes/quote-repository.ts';
import { pdfPages } from '../helpers/pdf-text.ts';

const company = (name: string, kind: CompanyRow['kind']): CompanyRow => ({
  id: 1, kind, name, email: null, vatNumber: 'BE0123456789', address1: 'Industrieweg 12', address2: null, address3: null, address4: null,
  zipcode: '9000', city: 'Gent', countryCode: 'BE', phone: null, fax: null, groupId: null, installerId: null, discountBp: 3000, createdAt: new Date('2026-01-05T10:00:00Z'),
});

/** Lines whose designations take two or three lines of the table, with long codes. */
function calculation(count: number): Calculation {
  const lines: CalculationLine[] = Array.from({ length: count }, (_, i) => ({
    code: i % 3 === 0 ? 'BLI-TRANSFORM/ER' : `BLI-SLAT-PC-${String(i).padStart(3, '0')}`,
    designation: {
      en: `Line ${i + 1}: solar polycarbonate slat with double wall, reinforced profile, welded end caps and seals, cut to the pool's width`,
      de: `Zeile ${i + 1}: Solar-Polycarbonat-Lamelle mit Doppelwand, verstärktem Profil, verschweißten Endkappen und Dichtungen, auf Beckenbreite zugeschnitten`,
      it: `Riga ${i + 1}: lamella in policarbonato solare a doppia parete, profilo rinforzato, tappi saldati e guarnizioni, tagliata sulla larghezza della piscina`,
    },
    kind: 'product',
    quantity: 1 + (i % 4),
    unit_cents: 12_345,
    amount_cents: 12_345 * (1 + (i % 4)),
    discountable: true,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  return { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 2100, discount_bp: 3000, reverse_charge: false, lines, total_ex_vat_cents: total, vat_cents: Math.round(total * 0.21), total_incl_vat_cents: total + Math.round(total * 0.21), installer_total_with_discount_cents: Math.round(total * 0.7) } as Calculation;
}

function input(locale: Locale, count: number): PurchaseOrderInput {
  return {
    number: 'O-2026-000078', date: new Date('2026-11-26T10:00:00Z'), locale,
    quote: { reference: 'Q-2026-000123', projectNumber: 'P-17', name: 'Zwembad Janssens' }, customerReference: 'GENT-2026-17', validatedBy: 'Pieter Janssens',
    familyTitle: 'Volet', configuration: [], calculation: calculation(count),
    supplier: company('Aquaterra', 'manufacturer'), orderedBy: company('Zwembaden Vlaanderen', 'installer'), billedTo: company('Benelux Pool Inkoop', 'group'),
    withTerms: true, awaitingGroup: null, documents: [],
  };
}

describe('purchase-order table', () => {
  it.each([['it', 19], ['it', 32], ['de', 20], ['de', 33], ['en', 25], ['en', 26]] as const)('in %s with %i lines: codes whole, rows and totals each on one page', async (locale, count) => {
    const order = input(locale, count);
    const pages = (await pdfPages(await renderPdf(purchaseOrderDocument(order)))).map((page) => page.replace(/\s+/g, ' '));
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, line] of order.calculation.lines.entries()) {
      // the code, the start and the end of the designation on one page, the code on one line
      const page = pages.findIndex((text) => text.includes(`${line.code} `) && text.includes(`${['Line', 'Zeile', 'Riga'][['en', 'de', 'it'].indexOf(locale)]} ${i + 1}:`));
      expect(page, `row ${i + 1} (${line.code})`).toBeGreaterThanOrEqual(0);
      expect(pages[page], `row ${i + 1} split across pages`).toContain(locale === 'en' ? "pool's width" : locale === 'de' ? 'zugeschnitten' : 'piscina');
    }
    const labels = [text(PURCHASE_ORDER_TEXTS, 'list_total', locale), text(PURCHASE_ORDER_TEXTS, 'net_total_incl_vat', locale)];
    expect(pages.some((text) => labels.every((label) => text.includes(label))), 'the totals on one page').toBe(true);
  }, 60_000);
});

describe('purchase-order designations', () => {
  // issue 30, item 7: "580 g/ m²", the unit cut at the end of a line of the designation
  it('keeps a number and its unit on one line, wherever the designation wraps', async () => {
    const order = input('fr', 24);
    const lines = order.calculation.lines.map((line, i) => {
      // words that push the measures a little further each row: they fall at every place of a line's end
      const designation = `Ligne ${i + 1} ${'mot '.repeat(6 + (i % 12))}${'i'.repeat(i % 7)} couverture PVC 580 g/m² et sangles de 1,5 m (au m²)`;
      return { ...line, code: `BAR-${i}`, designation: { en: designation, fr: designation } };
    });
    const pages = await pdfPages(await renderPdf(purchaseOrderDocument({ ...order, calculation: { ...order.calculation, lines } })));
    // a line's end is a line feed in the text read back: a measure cut at one is no longer found whole
    const whole = pages.join('\n').replace(/[ \u00a0]+/g, ' ');
    expect(whole.split('580 g/m²').length - 1).toBe(lines.length);
    expect(whole.split('1,5 m').length - 1).toBe(lines.length);
  }, 60_000);
});
