/**
 * The account e-mails, in the recipient's language, as text and HTML:
 * the subscription link (new user, or an external client's user once its
 * request is accepted), the password-reset link, the access request opened
 * (to the installer's administrators) and refused. Each is queued in the
 * outbox inside the transaction of the change it tells of, under a key
 * unique to that message.
 */
import { isLocale, type Locale } from '../../engine/index.ts';
import type { IssuedLink, LinkPurpose } from '../accounts/account-links.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import { countryName } from '../i18n/countries.ts';
import { typeset } from '../i18n/french-typography.ts';
import { text, type TextParams } from '../i18n/text.ts';
import { ACCOUNT_MAIL_TEXTS, type AccountMailText } from './account-mail-texts.ts';
import { enqueueMail, type MailMessage } from './outbox.ts';

export interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
  login: string;
  locale: Locale;
}

type ParamsField<P> = Readonly<Record<string, never>> extends P ? { params?: P } : { params: P };
/** A paragraph: a text of the table with its params (checked by TypeScript). */
type Paragraph = { [K in AccountMailText]: { kind: 'p'; key: K } & ParamsField<TextParams<typeof ACCOUNT_MAIL_TEXTS, K>> }[AccountMailText];
type Part = Paragraph | { kind: 'button'; key: AccountMailText; url: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page of an e-mailed link: `/{locale}/user/subscription?token=…` (`&reset=1` for a reset). */
export function linkUrl(config: ServerConfig, locale: Locale, link: IssuedLink, purpose: LinkPurpose): string {
  return `${config.publicUrl}/${locale}/user/subscription?token=${link.token}${purpose === 'reset' ? '&reset=1' : ''}`;
}

/** The manufacturer's list of the login page's requests for access. */
export function accessRequestsUrl(config: ServerConfig, locale: Locale): string {
  return `${config.publicUrl}/${locale}/access-requests`;
}

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);
}

function render(to: Recipient, written: string, parts: Part[]): MailMessage {
  const { locale } = to;
  // French texts get their no-break spaces before : ; ! ? (typeset before escaping, so that no entity is touched)
  const set = (value: string) => typeset(value, locale);
  const subject = set(written);
  const name = `${to.firstName} ${to.lastName}`.trim();
  const all: Part[] = [{ kind: 'p', key: 'greeting', params: { name } }, ...parts, { kind: 'p', key: 'signature' }];
  const plain = all
    .map((part) => (part.kind === 'p' ? set(text(ACCOUNT_MAIL_TEXTS, part.key, locale, part.params)) : `${set(`${text(ACCOUNT_MAIL_TEXTS, part.key, locale)}:`)} ${part.url}`))
    .join('\n\n');
  const body = all
    .map((part) =>
      part.kind === 'p'
        ? `<p style="margin:0 0 16px">${escapeHtml(set(text(ACCOUNT_MAIL_TEXTS, part.key, locale, part.params)))}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(part.url)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(set(text(ACCOUNT_MAIL_TEXTS, part.key, locale)))}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(part.url)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f">\n${body}\n</body></html>\n`;
  return { to: to.email, subject, text: `${plain}\n`, html, locale };
}

export interface LinkMail {
  link: IssuedLink;
  /** The company the account belongs to (subscription) or whose access was granted (external client). */
  company: string;
  /** For an external client's user: the installer that accepted its request. */
  installer?: string;
}

/** The subscription link of a new user, or of an external client's user whose request was accepted. */
export function subscriptionMail(config: ServerConfig, to: Recipient, mail: LinkMail): MailMessage {
  const url = linkUrl(config, to.locale, mail.link, 'subscription');
  const expiry: Part = { kind: 'p', key: 'valid_until', params: { date: formatDate(mail.link.expiresAt, to.locale) } };
  const login: Part = { kind: 'p', key: 'login_line', params: { login: to.login } };
  const button: Part = { kind: 'button', key: 'choose_password', url };
  if (mail.installer) {
    const params = { installer: mail.installer, company: mail.company };
    return render(to, text(ACCOUNT_MAIL_TEXTS, 'granted_subject', to.locale, params), [
      { kind: 'p', key: 'granted_created', params: { company: mail.company } },
      { kind: 'p', key: 'granted_intro', params },
      login,
      { kind: 'p', key: 'granted_link' },
      button,
      expiry,
    ]);
  }
  return render(to, text(ACCOUNT_MAIL_TEXTS, 'subscription_subject', to.locale), [
    { kind: 'p', key: 'subscription_intro', params: { company: mail.company } },
    login,
    button,
    expiry,
  ]);
}

export function resetMail(config: ServerConfig, to: Recipient, link: IssuedLink): MailMessage {
  return render(to, text(ACCOUNT_MAIL_TEXTS, 'reset_subject', to.locale), [
    { kind: 'p', key: 'reset_intro' },
    { kind: 'p', key: 'login_line', params: { login: to.login } },
    { kind: 'button', key: 'reset_button', url: linkUrl(config, to.locale, link, 'reset') },
    { kind: 'p', key: 'valid_until', params: { date: formatDate(link.expiresAt, to.locale) } },
    { kind: 'p', key: 'reset_ignore' },
  ]);
}

/** Access granted to a user who already has a password (no link needed). */
export function grantedMail(config: ServerConfig, to: Recipient, installer: string, company: string): MailMessage {
  const params = { installer, company };
  return render(to, text(ACCOUNT_MAIL_TEXTS, 'granted_subject', to.locale, params), [
    { kind: 'p', key: 'granted_intro', params },
    { kind: 'p', key: 'granted_sign_in', params: { url: `${config.publicUrl}/${to.locale}/` } },
  ]);
}

export function refusedMail(to: Recipient, installer: string): MailMessage {
  return render(to, text(ACCOUNT_MAIL_TEXTS, 'refused_subject', to.locale, { installer }), [{ kind: 'p', key: 'refused_intro', params: { installer } }]);
}

export interface OpenedRequest {
  requester: Recipient;
  external: string;
  installer: string;
  /** The recipient answers for an installer that has nobody to (its trading group's administrators, or the manufacturer's staff). */
  standIn?: boolean;
}

/** To an administrator of the installer, or to who stands in for it: an external client's user asks for access. */
export function requestOpenedMail(config: ServerConfig, to: Recipient, request: OpenedRequest): MailMessage {
  const user = `${request.requester.firstName} ${request.requester.lastName}`.trim();
  const params = { user, email: request.requester.email, external: request.external, installer: request.installer };
  const [subject, intro] = request.standIn ? (['opened_subject_stand_in', 'opened_intro_stand_in'] as const) : (['opened_subject', 'opened_intro'] as const);
  return render(to, text(ACCOUNT_MAIL_TEXTS, subject, to.locale, params), [
    { kind: 'p', key: intro, params },
    { kind: 'button', key: 'opened_button', url: `${config.publicUrl}/${to.locale}/user/external-clients` },
  ]);
}

/** A request for access of the login page, as the manufacturer's staff are told of it. */
export interface LoginAccessRequest {
  company: string;
  contactName: string;
  email: string;
  phone: string | null;
  countryCode: string;
  message: string | null;
}

/** To the manufacturer's staff who manage users: a visitor of the login page asks for access. */
export function staffAccessRequestMail(config: ServerConfig, to: Recipient, request: LoginAccessRequest): MailMessage {
  const { locale } = to;
  const parts: Part[] = [
    { kind: 'p', key: 'staff_request_intro', params: { contact: request.contactName, email: request.email, company: request.company } },
    { kind: 'p', key: 'staff_request_country', params: { country: countryName(request.countryCode, locale) } },
  ];
  if (request.phone) parts.push({ kind: 'p', key: 'staff_request_phone', params: { phone: request.phone } });
  if (request.message) parts.push({ kind: 'p', key: 'staff_request_message', params: { message: request.message } });
  parts.push({ kind: 'p', key: 'staff_request_next' });
  parts.push({ kind: 'button', key: 'opened_button', url: accessRequestsUrl(config, locale) });
  return render(to, text(ACCOUNT_MAIL_TEXTS, 'staff_request_subject', locale, { company: request.company }), parts);
}

/** To the visitor whose request of the login page is declined, in the request's language, with the reason when given. */
export function declinedAccessMail(request: { company: string; contactName: string; email: string; locale: string }, reason: string | null): MailMessage {
  const locale = isLocale(request.locale) ? request.locale : 'fr';
  const to: Recipient = { email: request.email, firstName: request.contactName, lastName: '', login: '', locale };
  const parts: Part[] = [{ kind: 'p', key: 'declined_intro', params: { company: request.company } }];
  if (reason) parts.push({ kind: 'p', key: 'declined_reason', params: { reason } });
  return render(to, text(ACCOUNT_MAIL_TEXTS, 'declined_subject', locale), parts);
}

/** Queues one account e-mail; `key` names the message uniquely (`account-link:42`, `access-request:7:refused`). */
export async function queueAccountMail(db: Queryable, message: MailMessage, key: string): Promise<void> {
  await enqueueMail(db, message, { idempotencyKey: key });
}
