/**
 * The purchase order's discount checks out with a calculator (issue 16, item
 * 10): "32 %" printed −2.465,44 on 7.704,48 CHF (32 % is 2.465,43), the
 * discount taken line by line; it is now the percentage of the discountable
 * lines' sum, rounded once, and that sum is printed when it is not the list
 * total (shipping is not discounted).
 */
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../engine/index.ts';
import { renderPdf } from '../../../server/pdf/pdf-printer.ts';
import { purchaseOrderDocument } from '../../../server/pdf/purchase-order.ts';
import type { CompanyRow } from '../../../server/quotes/quote-repository.ts';
import { compileAll } from '../../engine/helpers/family-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';

const bubble = compileAll().find((family) => family.name === 'bubble')!.catalogue;
const company = (name: string, kind: CompanyRow['kind']): CompanyRow => ({
  id: 1, kind, name, email: null, vatNumber: null, address1: 'Bahnhofstrasse 1', address2: null, address3: null, address4: null,
  zipcode: '8001', city: 'Zürich', countryCode: 'CH', phone: null, fax: null, groupId: null, installerId: null, discountBp: 3200, createdAt: new Date('2026-01-05T10:00:00Z'),
});

async function purchaseOrderText(shippingCents: number): Promise<string> {
  const products = [261_777, 137_265, 371_406].map((unitCents, index) => ({ ...bubble.pricing[0]!, code: `L${index}`, unitCents, grid: null, when: null, quantity: null, discountable: true }));
  const shipping = shippingCents ? [{ ...products[0]!, code: 'SHIP', unitCents: shippingCents, discountable: false }] : [];
  const answers = bubble.presets[0]!.answers;
  const result = calculate({ ...bubble, pricing: [...products, ...shipping] }, answers, { country: 'CH', date: '2026-11-26' }, { currency: 'CHF', exchange_rate: 1, vat_rate_bp: 810, discount_bp: 3200, reverse_charge: false });
  if (result.status !== 'ok') throw new Error(result.message);
  const document = purchaseOrderDocument({
    number: 'O-2026-000079', date: new Date('2026-11-26T10:00:00Z'), locale: 'de',
    quote: { reference: 'Q-2026-000124', projectNumber: 'P-18', name: 'Pool Keller' }, customerReference: null, validatedBy: 'Anna Keller',
    familyTitle: 'Luftpolsterabdeckung', configuration: [], calculation: result.calculation,
    supplier: company('Aquaterra', 'manufacturer'), orderedBy: company('Schwimmbad Müller GmbH', 'installer'), billedTo: null,
    withTerms: true, awaitingGroup: null, documents: [],
  });
  return pdfText(await renderPdf(document));
}

describe('purchase-order discount', () => {
  it('is 32 % of the printed list total, rounded once', async () => {
    const text = await purchaseOrderText(0);
    expect(text).toContain('7.704,48 CHF');
    expect(text).toMatch(/Rabatt 32 % − 2\.465,43 CHF/);
    expect(text).toContain('5.239,05 CHF'); // 7.704,48 − 2.465,43
  }, 60_000);

  it('prints its base when shipping is not discounted', async () => {
    const text = await purchaseOrderText(5_000);
    expect(text).toContain('7.754,48 CHF');
    expect(text).toMatch(/Rabatt 32 % auf 7\.704,48 CHF − 2\.465,43 CHF/);
  }, 60_000);
});
