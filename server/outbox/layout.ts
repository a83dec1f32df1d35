/**
 * The one layout of every e-mail the server sends (order and account
 * messages): a message is described once as data (title, paragraphs, detail
 * rows, an optional highlighted note and button) and rendered both as HTML
 * (table layout with inline styles, which mail clients keep) and as plain
 * text with the same content. Every value is escaped; callers pass plain text.
 * French texts get their no-break spaces before : ; ! ? (french-typography.ts).
 *
 * @example
 * const { subject, html, text } = renderMail({
 *   locale: 'fr', companyName: 'Aquaterra Pool Systems', title: 'Commande validée',
 *   greeting: 'Bonjour Jeanne Martin,', paragraphs: ['Votre commande O-2026-000012 est enregistrée.'],
 *   details: [{ label: 'Numéro', value: 'O-2026-000012' }],
 *   action: { label: 'Voir la commande', url: 'https://…/fr/order/12' },
 * });
 */
import type { Locale } from '../../engine/index.ts';
import { typeset } from '../i18n/french-typography.ts';
import { text, type Texts } from '../i18n/text.ts';

export interface MailDetail {
  label: string;
  value: string;
}

export interface MailContent {
  locale: Locale;
  /** The sender company's name: shown in the header and the footer. */
  companyName: string;
  /** The subject line and the heading of the message. */
  title: string;
  /** The opening line ("Hello Jane Doe,"); omitted when null. */
  greeting?: string | null;
  /** What happened and what to do, one paragraph each. */
  paragraphs: string[];
  /** Label and value rows (e.g. the order's details); empty values are left out. */
  details?: MailDetail[];
  /** A highlighted text, e.g. the reason given when an order is sent back. */
  note?: { label: string; text: string } | null;
  /** The button (HTML) or the link line (text). */
  action?: { label: string; url: string } | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const LAYOUT_TEXTS = {
  footer: {
    fr: 'Ce message vous est envoyé automatiquement par le configurateur de {company}. Merci de ne pas y répondre.',
    en: 'This message was sent automatically by the {company} configurator. Please do not reply to it.',
    de: 'Diese Nachricht wurde automatisch vom Konfigurator von {company} gesendet. Bitte antworten Sie nicht darauf.',
    es: 'Este mensaje lo envía automáticamente el configurador de {company}. Por favor, no responda a él.',
    nl: 'Dit bericht is automatisch verzonden door de configurator van {company}. Gelieve er niet op te antwoorden.',
    it: 'Questo messaggio è inviato automaticamente dal configuratore di {company}. Si prega di non rispondere.',
  },
} as const satisfies Record<string, Texts>;

const COLOR = { primary: '#0b5cab', text: '#1f1f1f', secondary: '#595959', border: '#d9d9d9', background: '#f5f7fa', note: '#fff7e6', noteBorder: '#d48806' };
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Escapes a plain text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The footer line of every message in `locale`. */
export function mailFooter(locale: Locale, companyName: string): string {
  return text(LAYOUT_TEXTS, 'footer', locale, { company: companyName });
}

/** Renders a message as its subject, HTML and plain text. */
export function renderMail(written: MailContent): RenderedMail {
  const content = typesetContent(written);
  const details = (content.details ?? []).filter((row) => row.value.trim() !== '');
  return { subject: oneLine(content.title), html: renderHtml(content, details), text: renderText(content, details) };
}

/** The message's texts with the typography of its language. */
function typesetContent(content: MailContent): MailContent {
  const set = (value: string) => typeset(value, content.locale);
  return {
    ...content,
    title: set(content.title),
    greeting: content.greeting ? set(content.greeting) : content.greeting,
    paragraphs: content.paragraphs.map(set),
    details: content.details?.map((row) => ({ label: set(row.label), value: set(row.value) })),
    note: content.note ? { label: set(content.note.label), text: set(content.note.text) } : content.note,
    action: content.action ? { label: set(content.action.label), url: content.action.url } : content.action,
  };
}

function renderHtml(content: MailContent, details: MailDetail[]): string {
  const e = escapeHtml;
  const paragraph = (text: string) => `<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:1.5;color:${COLOR.text}">${e(text)}</p>`;
  const rows = details
    .map(
      (row) =>
        `<tr><th scope="row" style="padding:6px 12px 6px 0;${FONT};font-size:14px;font-weight:600;color:${COLOR.secondary};text-align:left;vertical-align:top;white-space:nowrap">${e(row.label)}</th>` +
        `<td style="padding:6px 0;${FONT};font-size:14px;color:${COLOR.text}">${e(row.value)}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-top:1px solid ${COLOR.border};border-bottom:1px solid ${COLOR.border};margin:0 0 20px;border-collapse:collapse">${rows}</table>`
    : '';
  const note = content.note
    ? `<div style="margin:0 0 20px;padding:12px 16px;background:${COLOR.note};border-left:4px solid ${COLOR.noteBorder}">` +
      `<p style="margin:0 0 4px;${FONT};font-size:13px;font-weight:600;color:${COLOR.secondary}">${e(content.note.label)}</p>` +
      `<p style="margin:0;${FONT};font-size:15px;line-height:1.5;color:${COLOR.text};white-space:pre-line">${e(content.note.text)}</p></div>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 22px;background:${COLOR.primary};color:#ffffff;${FONT};font-size:15px;font-weight:600;text-decoration:none;border-radius:6px">${e(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;${FONT};font-size:12px;color:${COLOR.secondary};word-break:break-all">${e(content.action.url)}</p>`
    : '';
  return (
    `<!DOCTYPE html><html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${e(content.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${COLOR.background}">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:${COLOR.background};border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${COLOR.border};border-radius:8px;border-collapse:separate">` +
    `<tr><td style="padding:16px 24px;background:${COLOR.primary};border-radius:8px 8px 0 0;${FONT};font-size:16px;font-weight:700;color:#ffffff">${e(content.companyName)}</td></tr>` +
    `<tr><td style="padding:24px">` +
    `<h1 style="margin:0 0 20px;${FONT};font-size:21px;line-height:1.3;color:${COLOR.text}">${e(content.title)}</h1>` +
    (content.greeting ? paragraph(content.greeting) : '') +
    content.paragraphs.map(paragraph).join('') +
    note +
    table +
    action +
    `</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid ${COLOR.border};${FONT};font-size:12px;line-height:1.5;color:${COLOR.secondary}">${e(typeset(mailFooter(content.locale, content.companyName), content.locale))}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

/**
 * A value meant to hold on one line, kept on one: a line break saved before
 * the contract refused them (issue 14) never starts a line of its own in the
 * text part, where it could pass for a line of the message.
 */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ' ');
}

function renderText(content: MailContent, details: MailDetail[]): string {
  const title = oneLine(content.title);
  const blocks: string[] = [`${title}\n${'='.repeat(Math.min(title.length, 72))}`];
  if (content.greeting) blocks.push(oneLine(content.greeting));
  blocks.push(...content.paragraphs.map(oneLine));
  // the note (a reason) is the one text written on several lines
  const set = (value: string) => typeset(value, content.locale);
  if (content.note) blocks.push(`${set(`${oneLine(content.note.label)}:`)}\n${content.note.text}`);
  if (details.length > 0) blocks.push(details.map((row) => set(`${oneLine(row.label)}: ${oneLine(row.value)}`)).join('\n'));
  if (content.action) blocks.push(`${set(`${content.action.label}:`)}\n${content.action.url}`);
  blocks.push(`-- \n${content.companyName}\n${set(mailFooter(content.locale, content.companyName))}`);
  return `${blocks.join('\n\n')}\n`;
}
