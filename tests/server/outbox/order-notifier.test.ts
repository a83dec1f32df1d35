/**
 * Order events to messages: each change (the events of one transaction) is
 * told once, to the right people, each in their own language, with one ERP
 * event per order event; the events are marked notified in the same
 * transaction.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { orderEvents, outbox } from '../../../server/db/schema.ts';
import type { components } from '../../../openapi/generated/api.ts';
import { loadContract } from '../../../server/http/contract.ts';
import { formatAmount, formatDay } from '../../../server/outbox/order-mails.ts';
import { queueOrderEventMessages } from '../../../server/outbox/order-notifier.ts';
import type { MailMessage } from '../../../server/outbox/outbox.ts';
import { createTestDatabase } from '../helpers/test-server.ts';
import { insertOrder, recordChange, userId } from './order-fixture.ts';

type OrderWebhookEvent = components['schemas']['OrderWebhookEvent'];

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  db = created.database.db;
  dispose = created.dispose;
});
afterAll(() => dispose());

async function notify(): Promise<number> {
  return queueOrderEventMessages(db, { publicUrl: 'https://pool.example', now: new Date(), maxOrders: 50, log: silent });
}

/** The contract's description of an ERP event (openapi.yaml, webhooks: orderEvent). */
const webhookSchema = (() => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(loadContract().document, 'contract');
  return ajv.getSchema('contract#/components/schemas/OrderWebhookEvent')!;
})();

async function messagesOf(orderId: number) {
  const rows = await db.select().from(outbox).where(eq(outbox.orderId, orderId)).orderBy(asc(outbox.id));
  return {
    mails: rows.filter((r) => r.kind === 'mail').map((r) => ({ key: r.idempotencyKey, ...(r.payload as unknown as MailMessage) })),
    hooks: rows.filter((r) => r.kind === 'webhook').map((r) => ({ key: r.idempotencyKey, ...(r.payload as unknown as OrderWebhookEvent) })),
  };
}

describe('order events to messages', () => {
  it('tells a validation billed through a group to its author and the group’s confirmers, each in their language', async () => {
    const order = await insertOrder(db, { billing: 'group' });
    expect(await notify()).toBe(3);
    const { mails, hooks } = await messagesOf(order.orderId);
    expect(mails.map((m) => m.locale).sort()).toEqual(['en', 'nl']);
    const author = mails.find((m) => m.locale === 'en')!;
    expect(author.subject).toBe(`Your order ${order.number} is recorded`);
    expect(author.text).toContain('Hello Emma Peeters,');
    expect(author.text).toContain('It now awaits the confirmation of Benelux Pool Inkoop');
    expect(author.text).toContain(`${order.reference} · Bassin <Dupont> & fils`);
    expect(author.html).toContain(`${order.reference} · Bassin &lt;Dupont&gt; &amp; fils`);
    expect(author.text).toContain('Bubble cover');
    expect(author.text).toContain(formatAmount(123456, 'EUR', 'en'));
    expect(author.text).toContain(formatAmount(149382, 'EUR', 'en'));
    expect(author.text).toContain(formatAmount(86419, 'EUR', 'en'));
    expect(formatAmount(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(author.text).toContain(`Requested delivery date: ${formatDay('2026-03-02', 'en')}`);
    expect(author.text).toContain(`https://pool.example/en/order/${order.orderId}`);
    expect(author.html).toContain('Aquaterra Pool Systems');
    const confirmer = mails.find((m) => m.locale === 'nl')!;
    expect(confirmer.subject).toBe(`Bestelling ${order.number} wacht op uw bevestiging`);
    expect(confirmer.text).toContain('Beste Pieter Janssens,');
    expect(confirmer.text).toContain(formatAmount(123456, 'EUR', 'nl'));
    expect(confirmer.text).toContain(`https://pool.example/nl/order/${order.orderId}`);
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ type: 'validated', order: { number: order.number, status: 'in_progress', awaiting_confirmation: true, type: 'group' } });
    expect(hooks[0]!.key).toBe(hooks[0]!.id);
    expect(hooks[0]!.order.lines).toEqual([
      expect.objectContaining({ code: 'BUB-400', quantity: 32.5, unit_amount_cents: 890, amount_cents: 28925, eco_participation: false }),
      expect.objectContaining({ code: 'ECO-BUB', eco_participation: true }),
    ]);
    const unnotified = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.orderId), isNull(orderEvents.notifiedAt)));
    expect(unnotified).toEqual([]);
    expect(await notify()).toBe(0);
  });

  it('follows the order through confirmation, acceptance, a new date, shipping: one e-mail per change', async () => {
    const order = await insertOrder(db, { billing: 'group' });
    await notify();
    await recordChange(db, order.orderId, 'demo.group', [{ kind: 'confirmed', fromValue: 'pending_confirmation', toValue: 'ordered' }], { awaitingConfirmation: false, confirmedAt: new Date() });
    await notify();
    let { mails, hooks } = await messagesOf(order.orderId);
    const confirmed = mails.slice(2);
    expect(confirmed.map((m) => [m.locale, m.subject])).toEqual([
      ['en', `Your order ${order.number} is confirmed`],
      ['fr', `Commande ${order.number} confirmée par Benelux Pool Inkoop`],
    ]);
    expect(hooks.at(-1)).toMatchObject({ type: 'confirmed', change: { field: 'confirmation', from: 'pending_confirmation', to: 'ordered' }, by: { name: 'Pieter Janssens' } });

    await recordChange(
      db,
      order.orderId,
      'demo.staff',
      [
        { kind: 'manufacture_date', fromValue: null, toValue: '2026-03-10' },
        { kind: 'ex_works_date', fromValue: null, toValue: '2026-03-12' },
      ],
      { manufactureDate: '2026-03-10', exWorksDate: '2026-03-12' },
    );
    await notify();
    ({ mails, hooks } = await messagesOf(order.orderId));
    const accepted = mails.at(-1)!;
    expect(mails).toHaveLength(5);
    expect(accepted.subject).toBe(`Your order ${order.number} is accepted`);
    expect(accepted.text).toContain(`Manufacture date: ${formatDay('2026-03-10', 'en')}`);
    expect(accepted.text).toContain(`Ex-works date: ${formatDay('2026-03-12', 'en')}`);
    const acceptHooks = hooks.slice(-2);
    expect(acceptHooks.map((h) => [h.type, h.change.field, h.change.to])).toEqual([
      ['accepted', 'manufacture_date', '2026-03-10'],
      ['accepted', 'ex_works_date', '2026-03-12'],
    ]);
    expect(acceptHooks[0]!.change_event_ids).toEqual(acceptHooks.map((h) => h.event_id));

    await recordChange(db, order.orderId, 'demo.staff', [{ kind: 'ex_works_date', fromValue: '2026-03-12', toValue: '2026-03-16' }], { exWorksDate: '2026-03-16' });
    await notify();
    ({ mails, hooks } = await messagesOf(order.orderId));
    expect(mails.at(-1)!.subject).toBe(`New dates for your order ${order.number}`);
    expect(mails.at(-1)!.text).toContain(`${formatDay('2026-03-16', 'en')} (previously ${formatDay('2026-03-12', 'en')})`);
    expect(hooks.at(-1)).toMatchObject({ type: 'dates_changed', order: { ex_works_date: '2026-03-16' } });

    await recordChange(
      db,
      order.orderId,
      'demo.staff',
      [
        { kind: 'status', fromValue: 'in_progress', toValue: 'shipped' },
        { kind: 'shipping_date', fromValue: null, toValue: '2026-03-17' },
      ],
      { status: 'shipped', shippingDate: '2026-03-17' },
    );
    await notify();
    ({ mails, hooks } = await messagesOf(order.orderId));
    expect(mails).toHaveLength(7);
    expect(mails.at(-1)!.subject).toBe(`Your order ${order.number} has shipped`);
    expect(mails.at(-1)!.text).toContain('Status:');
    expect(mails.at(-1)!.text).toContain('Shipped');
    expect(hooks.slice(-2).map((h) => h.type)).toEqual(['shipped', 'dates_changed']);
    expect(new Set(hooks.map((h) => h.key)).size).toBe(hooks.length);
    for (const hook of hooks) {
      const { key, ...payload } = hook;
      expect(webhookSchema(payload), JSON.stringify(webhookSchema.errors)).toBe(true);
      expect(payload.id).toBe(key);
    }
  });

  it('tells a direct order to its author and the order desk; a sent-back order links to the quote with the reason', async () => {
    const direct = await insertOrder(db, { billing: 'direct', author: 'demo.admin' });
    await notify();
    const { mails } = await messagesOf(direct.orderId);
    expect(mails.map((m) => [m.locale, m.subject])).toEqual([
      ['de', `Ihre Bestellung ${direct.number} ist eingegangen`],
      ['fr', `Nouvelle commande ${direct.number} de Schwimmbad Müller GmbH`],
    ]);
    expect(mails[0]!.text).toContain(formatAmount(123456, 'EUR', 'de'));

    const group = await insertOrder(db, { billing: 'group' });
    await notify();
    await recordChange(db, group.orderId, 'demo.group', [
      { kind: 'rejected', fromValue: 'pending_confirmation', toValue: 'draft', reason: 'Wrong colour:\nthe client wants sand.' },
      { kind: 'status', fromValue: 'in_progress', toValue: 'cancelled', reason: 'Wrong colour:\nthe client wants sand.' },
    ], { status: 'cancelled' });
    await notify();
    const sentBack = (await messagesOf(group.orderId)).mails.at(-1)!;
    expect(sentBack.subject).toBe(`Your order ${group.number} was sent back`);
    expect(sentBack.text).toContain('Reason given by Benelux Pool Inkoop:\nWrong colour:\nthe client wants sand.');
    expect(sentBack.text).toContain(`https://pool.example/en/quote/${group.quoteId}`);
    // the status names what happened, as the screen does, not the cancellation that records it (issue 30 item 1)
    expect(sentBack.text).toMatch(/Status:\s+Sent back by Benelux Pool Inkoop/);
    expect(sentBack.text).not.toContain('Cancelled');
    const hooks = (await messagesOf(group.orderId)).hooks.slice(-2);
    expect(hooks.map((h) => h.type)).toEqual(['sent_back', 'cancelled']);
  });

  it('tells a cancellation with its reason, and hides the installer’s net total from an external client’s user', async () => {
    const order = await insertOrder(db, { billing: 'direct', author: 'demo.external', currency: 'CHF' });
    await notify();
    await recordChange(db, order.orderId, 'demo.staff', [{ kind: 'status', fromValue: 'in_progress', toValue: 'cancelled', reason: 'Prodotto fuori catalogo' }], { status: 'cancelled' });
    await notify();
    const { mails } = await messagesOf(order.orderId);
    const italian = mails.filter((m) => m.locale === 'it');
    expect(italian.map((m) => m.subject)).toEqual([`Il Suo ordine ${order.number} è stato registrato`, `Il Suo ordine ${order.number} è stato annullato`]);
    expect(italian[1]!.text).toContain('Motivo:\nProdotto fuori catalogo');
    for (const mail of italian) {
      expect(mail.text).toContain(formatAmount(123456, 'CHF', 'it'));
      expect(mail.text).not.toContain(formatAmount(86419, 'CHF', 'it'));
      expect(mail.text).not.toContain('Totale netto');
    }
    const desk = mails.find((m) => m.locale === 'fr')!;
    expect(desk.text).toContain(formatAmount(86419, 'CHF', 'fr'));
  });

  it('names the external client that validated, not its installer, in the order desk’s e-mail (issue 16 item 16)', async () => {
    const byExternal = await insertOrder(db, { billing: 'direct', author: 'demo.external' });
    const byInstaller = await insertOrder(db, { billing: 'direct', author: 'demo.admin' });
    await notify();
    const desk = (await messagesOf(byExternal.orderId)).mails.find((m) => m.locale === 'fr')!;
    expect(desk.text).toContain(`Verde Acqua Giardini, client externe de Piscine Lago Blu S.r.l., a validé la commande ${byExternal.number}`);
    expect(desk.html).toContain('Verde Acqua Giardini, client externe de Piscine Lago Blu S.r.l., a validé');
    const own = (await messagesOf(byInstaller.orderId)).mails.find((m) => m.locale === 'fr')!;
    expect(own.text).toContain(`Schwimmbad Müller GmbH a validé la commande ${byInstaller.number}`);
  });

  it('leaves inactive users out and never writes two messages to one person for one change', async () => {
    const staff = await userId(db, 'demo.staff');
    const order = await insertOrder(db, { billing: 'direct', author: 'demo.staff' });
    await notify();
    const { mails } = await messagesOf(order.orderId);
    expect(mails.filter((m) => m.key.endsWith(`-mail-${staff}`))).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre commande ${order.number} est enregistrée`);
  });
});
