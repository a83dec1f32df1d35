/**
 * The purchase order is written once, at validation (issue 16, item 9): an
 * order awaiting its trading group said "awaits the confirmation" for ever,
 * also once shipped. Its note now says that this was the state on the day of
 * validation, and where the current state is read.
 */
import { describe, expect, it } from 'vitest';
import type { Calculation, Locale } from '../../../engine/index.ts';
import { purchaseOrderDocument, type PurchaseOrderInput } from '../../../server/pdf/purchase-order.ts';
import type { CompanyRow } from '../../../server/quotes/quote-repository.ts';

const company = (name: string, kind: CompanyRow['kind']): CompanyRow => ({
  id: 1, kind, name, email: null, vatNumber: 'BE0123456789', address1: 'Industrieweg 12', address2: null, address3: null, address4: null,
  zipcode: '9000', city: 'Gent', countryCode: 'BE', phone: null, fax: null, groupId: null, installerId: null, discountBp: 3000, createdAt: new Date('2026-01-05T10:00:00Z'),
});

const calculation = { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 2100, discount_bp: 0, reverse_charge: false, lines: [], total_ex_vat_cents: 0, vat_cents: 0, total_incl_vat_cents: 0, installer_total_with_discount_cents: 0 } as unknown as Calculation;

function input(locale: Locale, awaitingGroup: string | null): PurchaseOrderInput {
  return {
    number: 'O-2026-000078', date: new Date('2026-11-26T10:00:00Z'), locale,
    quote: { reference: 'Q-2026-000123', projectNumber: 'P-17', name: 'Zwembad Janssens' }, customerReference: null, validatedBy: 'Pieter Janssens',
    familyTitle: 'Volet', configuration: [], calculation,
    supplier: company('Aquaterra', 'manufacturer'), orderedBy: company('Zwembaden Vlaanderen', 'installer'), billedTo: company('Benelux Pool Inkoop', 'group'),
    withTerms: false, awaitingGroup, documents: [],
  };
}

/** Every string of the document, joined. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.map(textOf).join(' ') : value && typeof value === 'object' ? Object.values(value).map(textOf).join(' ') : '');

describe('purchase order note on the trading group', () => {
  it.each([
    ['fr', 'À la validation, le 26 novembre 2026, cette commande attendait la confirmation de Benelux Pool Inkoop', 'Mes commandes'],
    ['en', 'At validation on November 26, 2026, this order awaited the confirmation of Benelux Pool Inkoop', 'My orders'],
    ['de', 'Stand bei der Freigabe am 26. November 2026: Diese Bestellung wartete auf die Bestätigung durch Benelux Pool Inkoop', 'Meine Bestellungen'],
    ['es', 'En la validación, el 26 de noviembre de 2026, este pedido esperaba la confirmación de Benelux Pool Inkoop', 'Mis pedidos'],
    ['nl', 'Deze bestelling wacht op de bevestiging van Benelux Pool Inkoop (stand bij de validatie op 26 november 2026)', 'Mijn bestellingen'],
    ['it', 'Alla convalida, il 26 novembre 2026, questo ordine attendeva la conferma di Benelux Pool Inkoop', 'I miei ordini'],
  ] as const)('in %s says the order awaited its group as of validation, and where to read its current state', (locale, note, orders) => {
    const printed = textOf(purchaseOrderDocument(input(locale, 'Benelux Pool Inkoop')).content);
    expect(printed).toContain(note);
    expect(printed).toContain(orders);
  });
});

/**
 * The person who validated is named with the word of validation, not the one
 * of the trading group's confirmation (issue 30, item 2: the German purchase
 * order said "Bestätigt von" for whoever only validated, "Freigabe").
 */
describe('purchase order: who validated', () => {
  it.each([
    ['fr', 'Validée par', /Confirmée par/],
    ['en', 'Validated by', /Confirmed by/],
    ['de', 'Freigegeben von', /Bestätigt von/],
    ['es', 'Validado por', /Confirmado por/],
    ['nl', 'Gevalideerd door', /Bevestigd door/],
    ['it', 'Convalidato da', /Confermato da/],
  ] as const)('in %s reads "%s"', (locale, label, confirmation) => {
    const printed = textOf(purchaseOrderDocument(input(locale, null)).content);
    expect(printed).toContain(label);
    expect(printed).toContain('Pieter Janssens');
    expect(printed).not.toMatch(confirmation);
  });
});
