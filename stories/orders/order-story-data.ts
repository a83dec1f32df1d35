/** Orders for the stories: one per stage, and one with its lines, documents and timeline. */
import type { Schemas } from '../../src/api/types.ts';

type Row = Schemas['OrderListItem'];

const CLIENT = { id: 5, name: 'Zwembaden Vlaanderen', kind: 'installer' as const, country_code: 'BE' };
const FAMILY = { id: 3, key: 'bubble', title: 'Bubble cover' };

const row = (id: number, values: Partial<Row>): Row => ({
  id,
  number: `O-2026-00000${id}`,
  type: 'group',
  client: CLIENT,
  customer_reference: 'Villa Janssens',
  product: '400 µm blue',
  manufacture_date: null,
  family: FAMILY,
  status: 'in_progress',
  awaiting_confirmation: false,
  sent_back: false,
  requested_delivery_date: null,
  created_at: '2026-11-20T09:30:00Z',
  shipping_date: null,
  ex_works_date: null,
  purchase_order_path: `${'a'.repeat(31)}${id}.pdf`,
  quote_id: 100 + id,
  ...values,
});

export const AWAITING = row(4, { awaiting_confirmation: true, customer_reference: 'Hotel Aquarius', product: '500 µm two-tone' });
export const RECEIVED = row(3, { type: 'direct', customer_reference: null, client: { id: 6, name: 'Schwimmbad Müller GmbH', kind: 'installer', country_code: 'DE' } });
export const ACCEPTED = row(2, { manufacture_date: '2026-12-03', ex_works_date: '2026-12-08', requested_delivery_date: '2026-12-15' });
export const SHIPPED = row(1, { status: 'shipped', manufacture_date: '2026-12-01', ex_works_date: '2026-12-04', shipping_date: '2026-12-05' });
export const CANCELLED = row(5, { status: 'cancelled', customer_reference: 'Camping Ter Duinen' });
/** Sent back by its trading group to its author: cancelled too, but not by the order desk. */
export const SENT_BACK = row(6, { status: 'cancelled', sent_back: true, customer_reference: 'Villa Peeters' });
export const ORDER_ROWS: Row[] = [AWAITING, RECEIVED, ACCEPTED, SHIPPED, CANCELLED, SENT_BACK];

export const FAMILIES = [{ id: 3, key: 'bubble', title: 'Bubble cover' }] as Schemas['Family'][];

export const SHIPPED_ORDER: Schemas['Order'] = {
  ...SHIPPED,
  quote_reference: 'Q-2026-000001',
  family_version: 1,
  installer: CLIENT,
  calculation: {
    lines: [
      { code: 'BUB-400', designation: { en: 'Bubble cover 400 µm blue', fr: 'Bâche à bulles 400 µm bleue' }, kind: 'product', quantity: 33.21, unit_cents: 890, amount_cents: 29557, discountable: true },
      { code: 'ROL-TEL', designation: { en: 'Telescopic roller, fixed', fr: 'Enrouleur télescopique, fixe' }, kind: 'product', quantity: 1, unit_cents: 48900, amount_cents: 48900, discountable: true },
    ],
    total_ex_vat_cents: 78457,
    vat_rate_bp: 0,
    vat_cents: 0,
    total_incl_vat_cents: 78457,
    discount_bp: 3000,
    installer_total_with_discount_cents: 54920,
    currency: 'EUR',
    exchange_rate: 1,
    reverse_charge: true,
  },
  documents: [{ name: 'plan-du-bassin.pdf', content_type: 'application/pdf', size_bytes: 48_213 }],
  confirmed_at: '2026-11-20T14:02:00Z',
  history: [
    { at: '2026-11-20T09:30:00Z', by: 'Emma Peeters', field: 'created', from: 'draft', to: 'pending_confirmation', reason: null },
    { at: '2026-11-20T14:02:00Z', by: 'Pieter Janssens', field: 'confirmation', from: 'awaiting_confirmation', to: 'confirmed', reason: null },
    { at: '2026-11-21T08:15:00Z', by: 'Claire Morel', field: 'manufacture_date', from: null, to: '2026-12-01', reason: null },
    { at: '2026-11-21T08:15:00Z', by: 'Claire Morel', field: 'ex_works_date', from: null, to: '2026-12-04', reason: null },
    { at: '2026-12-05T16:40:00Z', by: 'ERP Service', field: 'shipping_date', from: null, to: '2026-12-05', reason: null },
    { at: '2026-12-05T16:40:00Z', by: 'ERP Service', field: 'status', from: 'in_progress', to: 'shipped', reason: null },
  ],
};

export const AWAITING_ORDER: Schemas['Order'] = { ...SHIPPED_ORDER, ...AWAITING, confirmed_at: null, history: SHIPPED_ORDER.history.slice(0, 1) };
export const ACCEPTED_ORDER: Schemas['Order'] = { ...SHIPPED_ORDER, ...ACCEPTED, history: SHIPPED_ORDER.history.slice(0, 4) };
