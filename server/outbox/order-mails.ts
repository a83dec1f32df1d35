/**
 * The order e-mails: what a change on an order (the events one transaction
 * recorded) tells, to whom, and the message in the recipient's language.
 * Pure: order-notifier.ts reads the data and queues what these return.
 */
import { LOCALE_INFO, type Locale } from '../../engine/index.ts';
import type { OrderEventRow } from '../orders/order-repository.ts';
import { renderMail, type MailDetail } from './layout.ts';
import { text } from '../i18n/text.ts';
import { ORDER_MAIL_TEXTS, type OrderMailTextKey } from './order-mail-texts.ts';
import type { MailMessage } from './outbox.ts';

export type OrderChange = 'validated' | 'confirmed' | 'sent_back' | 'accepted' | 'dates_changed' | 'shipped' | 'cancelled' | 'status_changed';
/** Who a message is for: the order's author, its trading group's confirmers, the manufacturer's order desk. */
export type Audience = 'author' | 'confirmer' | 'desk';

export type OrderEventFacts = Pick<OrderEventRow, 'id' | 'kind' | 'fromValue' | 'toValue' | 'reason'>;

/** The order as its e-mails tell it. */
export interface OrderFacts {
  id: number;
  number: string;
  quoteId: number;
  quoteReference: string;
  /** The quote's project number (its pool project's, when it belongs to one). */
  projectNumber: string;
  quoteName: string;
  familyTitle: Record<string, string>;
  clientName: string;
  /** The external client whose user validated the order on the client's account; null when the client's own user did. */
  externalName: string | null;
  /** The trading group billed for the order, if any. */
  groupName: string | null;
  customerReference: string | null;
  currency: string;
  totalExVatCents: number;
  totalInclVatCents: number;
  installerTotalCents: number;
  status: 'in_progress' | 'shipped' | 'cancelled';
  awaitingConfirmation: boolean;
  createdAt: Date;
  requestedDeliveryDate: string | null;
  manufactureDate: string | null;
  exWorksDate: string | null;
  shippingDate: string | null;
}

export interface MailRecipient {
  userId: number;
  name: string;
  email: string;
  locale: Locale;
  /** A user of an external client: its installer's net terms are not shown to it. */
  external: boolean;
}

const DATE_KINDS = ['manufacture_date', 'ex_works_date', 'shipping_date', 'requested_delivery_date'] as const;
type DateKind = (typeof DATE_KINDS)[number];
const isDateKind = (kind: string): kind is DateKind => (DATE_KINDS as readonly string[]).includes(kind);

/**
 * What the events of one change tell, the strongest first: a change that
 * ships the order and sets its shipping date is "shipped". `firstSchedule`:
 * no earlier change of the order gave it a manufacture or ex-works date
 * (the order desk accepting it).
 */
export function classifyChange(events: OrderEventFacts[], firstSchedule: boolean): OrderChange {
  const has = (kind: OrderEventRow['kind'], to?: string) => events.some((e) => e.kind === kind && (to === undefined || e.toValue === to));
  if (has('validated')) return 'validated';
  if (has('rejected')) return 'sent_back';
  if (has('confirmed')) return 'confirmed';
  if (has('status', 'shipped')) return 'shipped';
  if (has('status', 'cancelled')) return 'cancelled';
  if (has('status')) return 'status_changed';
  const scheduled = events.some((e) => (e.kind === 'manufacture_date' || e.kind === 'ex_works_date') && e.fromValue === null && e.toValue !== null);
  return scheduled && firstSchedule ? 'accepted' : 'dates_changed';
}

/** The audiences of a change besides the author, who is told of every change. */
export function audiencesOf(change: OrderChange, order: Pick<OrderFacts, 'groupName' | 'awaitingConfirmation'>): Audience[] {
  if (change === 'validated') {
    if (order.groupName === null) return ['author', 'desk'];
    // already confirmed by the time the message is written: the confirmation tells the desk
    return order.awaitingConfirmation ? ['author', 'confirmer'] : ['author'];
  }
  return change === 'confirmed' ? ['author', 'desk'] : ['author'];
}

/** Cents as a decimal string, exactly (no binary floating point on the amount). */
function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatAmount(cents: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: 'currency', currency });
  return format.format(decimal(cents) as unknown as number);
}

/** A `YYYY-MM-DD` day or an instant, as a long date of the locale. */
export function formatDay(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'long', timeZone: typeof value === 'string' ? 'UTC' : 'Europe/Paris' }).format(date);
}

/**
 * The order's status as the screen names it: an order its trading group sent
 * back is recorded as cancelled, but it was sent back (the quote is a draft
 * again), and that is what its e-mail says.
 */
function statusLabel(order: OrderFacts, locale: Locale, change: OrderChange): string {
  if (change === 'sent_back') return text(ORDER_MAIL_TEXTS, 'status_sent_back', locale, { group: order.groupName ?? text(ORDER_MAIL_TEXTS, 'a_trading_group', locale) });
  if (order.status === 'in_progress' && order.awaitingConfirmation) return text(ORDER_MAIL_TEXTS, 'status_awaiting', locale);
  return text(ORDER_MAIL_TEXTS, `status_${order.status}`, locale);
}

function details(order: OrderFacts, change: OrderChange, events: OrderEventFacts[], recipient: MailRecipient): MailDetail[] {
  const { locale } = recipient;
  const day = (value: string | null) => (value ? formatDay(value, locale) : '');
  const changed = new Map(events.filter((e) => isDateKind(e.kind)).map((e) => [e.kind as DateKind, e]));
  const dateRow = (kind: DateKind, value: string | null): MailDetail => {
    const change = changed.get(kind);
    const shown = change && change.fromValue !== null ? text(ORDER_MAIL_TEXTS, 'changed_from', locale, { value: day(value) || text(ORDER_MAIL_TEXTS, 'no_date', locale), previous: day(change.fromValue) }) : day(value);
    return { label: text(ORDER_MAIL_TEXTS, `label_${kind}`, locale), value: shown };
  };
  return [
    { label: text(ORDER_MAIL_TEXTS, 'label_number', locale), value: order.number },
    { label: text(ORDER_MAIL_TEXTS, 'label_status', locale), value: statusLabel(order, locale, change) },
    { label: text(ORDER_MAIL_TEXTS, 'label_quote', locale), value: `${order.quoteReference} · ${order.quoteName}` },
    { label: text(ORDER_MAIL_TEXTS, 'label_project', locale), value: order.projectNumber },
    { label: text(ORDER_MAIL_TEXTS, 'label_family', locale), value: order.familyTitle[locale] ?? order.familyTitle.en ?? '' },
    { label: text(ORDER_MAIL_TEXTS, 'label_client', locale), value: order.clientName },
    { label: text(ORDER_MAIL_TEXTS, 'label_customer_reference', locale), value: order.customerReference ?? '' },
    { label: text(ORDER_MAIL_TEXTS, 'label_total_ex_vat', locale), value: formatAmount(order.totalExVatCents, order.currency, locale) },
    { label: text(ORDER_MAIL_TEXTS, 'label_total_incl_vat', locale), value: formatAmount(order.totalInclVatCents, order.currency, locale) },
    { label: text(ORDER_MAIL_TEXTS, 'label_net_total', locale), value: recipient.external ? '' : formatAmount(order.installerTotalCents, order.currency, locale) },
    { label: text(ORDER_MAIL_TEXTS, 'label_created', locale), value: formatDay(order.createdAt, locale) },
    dateRow('requested_delivery_date', order.requestedDeliveryDate),
    dateRow('manufacture_date', order.manufactureDate),
    dateRow('ex_works_date', order.exWorksDate),
    dateRow('shipping_date', order.shippingDate),
  ];
}

export interface OrderMailInput {
  change: OrderChange;
  audience: Audience;
  order: OrderFacts;
  events: OrderEventFacts[];
  recipient: MailRecipient;
  /** The manufacturer's name (the sender). */
  companyName: string;
  publicUrl: string;
}

export function renderOrderMail({ change, audience, order, events, recipient, companyName, publicUrl }: OrderMailInput): MailMessage {
  const { locale } = recipient;
  const group = order.groupName ?? text(ORDER_MAIL_TEXTS, 'a_trading_group', locale);
  const params = { number: order.number, quote: `${order.quoteReference} (${order.quoteName})`, group, client: order.clientName, external: order.externalName ?? '', status: statusLabel(order, locale, change) };
  // the desk and the confirmers are told who validated: the external client, when it is one of the client's external clients
  const byExternal = change === 'validated' && audience !== 'author' && order.externalName !== null ? '_external' : '';
  const bodyKey = (change === 'validated' && audience === 'author' ? `body_validated_author_${order.groupName === null ? 'direct' : 'group'}` : `body_${change}_${audience}${byExternal}`) as OrderMailTextKey;
  const reason = events.find((e) => (e.kind === 'rejected' || e.kind === 'status') && e.reason)?.reason ?? null;
  const sentBack = change === 'sent_back';
  const rendered = renderMail({
    locale,
    companyName,
    title: text(ORDER_MAIL_TEXTS, `subject_${change}_${audience}` as OrderMailTextKey, locale, params),
    greeting: text(ORDER_MAIL_TEXTS, 'greeting', locale, { name: recipient.name }),
    paragraphs: [text(ORDER_MAIL_TEXTS, bodyKey, locale, params)],
    note: reason ? { label: sentBack ? text(ORDER_MAIL_TEXTS, 'label_reason_of', locale, { group }) : text(ORDER_MAIL_TEXTS, 'label_reason', locale), text: reason } : null,
    details: details(order, change, events, recipient),
    action: sentBack
      ? { label: text(ORDER_MAIL_TEXTS, 'action_quote', locale), url: `${publicUrl}/${locale}/quote/${order.quoteId}` }
      : { label: text(ORDER_MAIL_TEXTS, 'action_order', locale), url: `${publicUrl}/${locale}/order/${order.id}` },
  });
  return { to: recipient.email, subject: rendered.subject, html: rendered.html, text: rendered.text, locale };
}
