/**
 * French e-mails and purchase order as typeset (issue 16, item 16): "de
 * Aquaterra" was printed where French elides ("d’Aquaterra"), and : ; ! ?
 * came after a plain space (or none), so that they could start a line.
 */
import { describe, expect, it } from 'vitest';
import type { Calculation } from '../../../engine/index.ts';
import { subscriptionMail, type Recipient } from '../../../server/outbox/account-mails.ts';
import { renderOrderMail, type OrderFacts } from '../../../server/outbox/order-mails.ts';
import { purchaseOrderDocument } from '../../../server/pdf/purchase-order.ts';
import { elidesBefore, frenchSpacing } from '../../../server/i18n/french-typography.ts';
import { text } from '../../../server/i18n/text.ts';
import { PURCHASE_ORDER_TEXTS } from '../../../server/i18n/purchase-order-texts.ts';
import type { ServerConfig } from '../../../server/config.ts';
import type { CompanyRow } from '../../../server/quotes/quote-repository.ts';

/** A high mark ending a word without a no-break space before it. */
const BADLY_SPACED = /(?:^|[^\u00a0\u202f])[:;!?](?=\s|$)/m;

const order: OrderFacts = {
  id: 12, number: 'O-2026-000012', quoteId: 7, quoteReference: 'Q-2026-000007', projectNumber: 'P-2026-000005', quoteName: 'Bassin Martin', familyTitle: { fr: 'Bâche à bulles', en: 'Bubble cover' },
  clientName: 'Aqua Loisirs', externalName: null, groupName: 'Hexa Piscines', customerReference: 'MARTIN-12', currency: 'EUR', totalExVatCents: 123_456, totalInclVatCents: 148_147, installerTotalCents: 80_246,
  status: 'in_progress', awaitingConfirmation: true, createdAt: new Date('2026-11-26T10:00:00Z'), requestedDeliveryDate: '2027-03-01', manufactureDate: null, exWorksDate: null, shippingDate: null,
};
const recipient = { userId: 3, name: 'Jeanne Martin', email: 'jeanne@example.test', locale: 'fr' as const, external: false };

describe('French elision', () => {
  it('elides "de" before a vowel or a mute h, not before a consonant or an aspirated h', () => {
    expect(['Aquaterra', 'Évian Piscines', 'Hélios', 'Yverdon'].map(elidesBefore)).toEqual([true, true, true, true]);
    expect(['Piscines du Soleil', 'Hollande Pools', 'Hauts-de-France', 'yaourt'].map(elidesBefore)).toEqual([false, false, false, false]);
    expect(text(PURCHASE_ORDER_TEXTS, 'to_order_desk', 'fr', { supplier: 'Aquaterra' })).toBe('Cette commande est transmise au service commandes d’Aquaterra.');
    expect(text(PURCHASE_ORDER_TEXTS, 'to_order_desk', 'fr', { supplier: 'Piscines Sud' })).toBe('Cette commande est transmise au service commandes de Piscines Sud.');
    expect(text(PURCHASE_ORDER_TEXTS, 'to_order_desk', 'es', { supplier: 'Aquaterra' })).toContain('de Aquaterra');
  });

  it('says "d’Aquaterra" in the footer of a French order e-mail', () => {
    const mail = renderOrderMail({ change: 'validated', audience: 'author', order, events: [{ id: 1, kind: 'validated', fromValue: null, toValue: null, reason: null }], recipient, companyName: 'Aquaterra', publicUrl: 'https://configurateur.example' });
    expect(mail.text).toContain('configurateur d’Aquaterra');
    expect(mail.html).toContain('configurateur d’Aquaterra');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\bde Aquaterra/);
  });
});

describe('French no-break spaces before : ; ! ?', () => {
  it('puts a full one before a colon, a narrow one before ; ! ?, and leaves URLs and times alone', () => {
    expect(frenchSpacing('Votre identifiant : jean ; merci ! Prêt ? Oui')).toBe('Votre identifiant\u00a0: jean\u202f; merci\u202f! Prêt\u202f? Oui');
    expect(frenchSpacing('Motif:\nabc')).toBe('Motif\u00a0:\nabc');
    expect(frenchSpacing('https://x.test/fr/order/1?a=1 à 12:30')).toBe('https://x.test/fr/order/1?a=1 à 12:30');
  });

  it('has them in a French order e-mail (subject, text and HTML), its details and its reason', () => {
    const mail = renderOrderMail({
      change: 'sent_back', audience: 'author', order: { ...order, awaitingConfirmation: false },
      events: [{ id: 2, kind: 'rejected', fromValue: null, toValue: null, reason: 'Largeur à revoir' }], recipient, companyName: 'Aquaterra', publicUrl: 'https://configurateur.example',
    });
    const plain = mail.text.replace(/https:\S+/g, '');
    expect(plain).toContain('Numéro de commande\u00a0: O-2026-000012');
    expect(plain).toContain('Motif donné par Hexa Piscines\u00a0:\nLargeur à revoir');
    expect(plain).not.toMatch(BADLY_SPACED);
    expect(mail.html).not.toMatch(/[^\u00a0\u202f>][:;!?](?=\s|<)/);
  });

  it('has them in a French account e-mail', () => {
    const config = { publicUrl: 'https://configurateur.example' } as ServerConfig;
    const to: Recipient = { email: 'jean@example.test', firstName: 'Jean', lastName: 'Dupont', login: 'jean.dupont', locale: 'fr' };
    const mail = subscriptionMail(config, to, { link: { token: 'abc', expiresAt: new Date('2026-12-03T10:00:00Z') } as never, company: 'Aqua Loisirs' });
    expect(mail.subject).toBe('Votre compte sur le configurateur Aquaterra\u00a0: terminez votre inscription');
    expect(mail.text).toContain('Votre identifiant\u00a0: jean.dupont');
    expect(mail.text.replace(/https:\S+/g, '')).not.toMatch(BADLY_SPACED);
    expect(mail.html).not.toMatch(/[^\u00a0\u202f>][:;!?](?=\s|<)/);
  });

  it('has them in a French purchase order', () => {
    const company = (name: string, kind: CompanyRow['kind']): CompanyRow => ({
      id: 1, kind, name, email: null, vatNumber: 'FR55111222333', address1: '240 rue de la Méditerranée', address2: null, address3: null, address4: null,
      zipcode: '34000', city: 'Montpellier', countryCode: 'FR', phone: null, fax: null, groupId: null, installerId: null, discountBp: 3500, createdAt: new Date('2026-01-05T10:00:00Z'),
    });
    const line = { code: 'BUB-400', designation: { fr: 'Bâche à bulles 400 µm' }, kind: 'product' as const, quantity: 1, unit_cents: 100_000, amount_cents: 100_000, discountable: true };
    const calculation = { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 2000, discount_bp: 3500, reverse_charge: true, lines: [line], total_ex_vat_cents: 100_000, vat_cents: 20_000, total_incl_vat_cents: 120_000, installer_total_with_discount_cents: 65_000 } as Calculation;
    const document = purchaseOrderDocument({
      number: 'O-2026-000012', date: new Date('2026-11-26T10:00:00Z'), locale: 'fr',
      quote: { reference: 'Q-2026-000007', projectNumber: 'P-1', name: 'Bassin Martin' }, customerReference: null, validatedBy: 'Jeanne Martin',
      familyTitle: 'Bâche à bulles', configuration: [{ title: 'Dimensions', items: [{ title: 'Longueur', value: '8 m' }] }] as never, calculation,
      supplier: company('Aquaterra', 'manufacturer'), orderedBy: company('Piscines du Soleil', 'installer'), billedTo: null, withTerms: true, awaitingGroup: null, documents: [],
    });
    const strings = JSON.stringify(document.content).match(/"(?:[^"\\]|\\.)*"/g)!.map((quoted) => JSON.parse(quoted) as string);
    expect(strings).toContain('Longueur\u00a0: 8 m');
    expect(strings.some((s) => s.startsWith('Autoliquidation\u00a0:'))).toBe(true);
    expect(strings.filter((s) => BADLY_SPACED.test(s))).toEqual([]);
    expect(strings.some((s) => s.includes('d’Aquaterra'))).toBe(true);
  });
});
