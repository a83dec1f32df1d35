/**
 * Orders for the relay's tests, written the way validation writes them (a
 * quote, its purchase-order file row, the order with its frozen engine
 * calculation), and order events recorded as the order services record
 * them: several rows in one transaction for one change.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { companies, families, orderEvents, orders, quotes, storedFiles, users } from '../../../server/db/schema.ts';

export async function userId(db: Database, login: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!user) throw new Error(`no user ${login}`);
  return user.id;
}

async function companyId(db: Database, name: string): Promise<number> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
}

export interface OrderFixture {
  orderId: number;
  quoteId: number;
  number: string;
  reference: string;
}

/** demo.user's order (Zwembaden Vlaanderen) billed through Benelux Pool Inkoop, or direct; with its `validated` event. */
export async function insertOrder(db: Database, options: { billing: 'group' | 'direct'; author?: string; currency?: string }): Promise<OrderFixture> {
  const author = await userId(db, options.author ?? 'demo.user');
  const [authorRow] = await db.select({ companyId: users.companyId, clientId: users.clientId }).from(users).where(eq(users.id, author));
  const clientId = authorRow!.clientId ?? authorRow!.companyId;
  const group = options.billing === 'group' ? await companyId(db, 'Benelux Pool Inkoop') : null;
  const [family] = await db.select({ id: families.id }).from(families).where(eq(families.key, 'bubble'));
  const unique = randomBytes(4).toString('hex');
  const reference = `Q-TEST-${unique}`;
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ clientId, familyId: family!.id, familyVersion: 1, name: 'Bassin <Dupont> & fils', reference, projectNumber: `P-${unique}`, billing: options.billing, billingClientId: group, installerId: clientId, userId: author, state: options.billing === 'group' ? 'pending_confirmation' : 'ordered' })
      .returning({ id: quotes.id });
    const fileId = randomBytes(16).toString('hex');
    await tx.insert(storedFiles).values({ id: fileId, clientId, kind: 'purchase_order', name: 'purchase-order.pdf', contentType: 'application/pdf', sizeBytes: 1000, sha256: '0'.repeat(64) });
    const number = `O-2026-${unique}`;
    const calculation = {
      version: 2,
      currency: options.currency ?? 'EUR',
      exchange_rate: 1,
      vat_rate_bp: 2100,
      discount_bp: 3000,
      reverse_charge: false,
      lines: [
        { code: 'BUB-400', designation: { en: 'Bubble cover 400 µm', fr: 'Bâche à bulles 400 µm' }, kind: 'product', quantity: 32.5, unit_cents: 890, amount_cents: 28925, discountable: true },
        { code: 'ECO-BUB', designation: { en: 'Eco-participation', fr: 'Éco-participation' }, kind: 'eco', quantity: 1, unit_cents: 50, amount_cents: 50, discountable: false },
      ],
      total_ex_vat_cents: 123456,
      vat_cents: 25926,
      total_incl_vat_cents: 149382,
      installer_total_with_discount_cents: 86419,
    };
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        quoteId: quote!.id,
        clientId,
        familyId: family!.id,
        familyVersion: 1,
        billing: options.billing,
        billingClientId: group,
        installerId: clientId,
        authorId: author,
        orderReference: 'PO-778',
        customerReference: 'PO-778',
        product: { en: 'Blue 400', fr: 'Bleu 400' },
        awaitingConfirmation: options.billing === 'group',
        calculation,
        answers: {},
        currency: calculation.currency,
        totalExVatCents: calculation.total_ex_vat_cents,
        totalInclVatCents: calculation.total_incl_vat_cents,
        installerTotalCents: calculation.installer_total_with_discount_cents,
        purchaseOrderFileId: fileId,
        purchaseOrderLocale: 'en',
        requestedDeliveryDate: '2026-03-02',
      })
      .returning({ id: orders.id });
    await tx.update(quotes).set({ orderId: order!.id }).where(eq(quotes.id, quote!.id));
    await tx.insert(orderEvents).values({ orderId: order!.id, kind: 'validated', toValue: options.billing === 'group' ? 'pending_confirmation' : 'ordered', userId: author, locale: 'en' });
    return { orderId: order!.id, quoteId: quote!.id, number, reference };
  });
}

type EventInput = Pick<typeof orderEvents.$inferInsert, 'kind' | 'fromValue' | 'toValue' | 'reason'>;

/** Records one change: its events in one transaction, with the order's columns changed as they say. */
export async function recordChange(db: Database, orderId: number, login: string, events: EventInput[], orderChanges: Partial<typeof orders.$inferInsert> = {}): Promise<void> {
  const by = await userId(db, login);
  await db.transaction(async (tx) => {
    if (Object.keys(orderChanges).length > 0) await tx.update(orders).set({ ...orderChanges, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    for (const event of events) await tx.insert(orderEvents).values({ ...event, orderId, userId: by, locale: 'en' });
  });
}
