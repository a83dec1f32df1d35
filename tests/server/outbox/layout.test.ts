import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../engine/index.ts';
import { escapeHtml, mailFooter, renderMail, type MailContent } from '../../../server/outbox/layout.ts';

const content: MailContent = {
  locale: 'de',
  companyName: 'Aquaterra <Pool> & Co',
  title: 'Bestellung "O-1" bestätigt',
  greeting: 'Guten Tag Jürgen Müller,',
  paragraphs: ['Ihre Bestellung <b>ist</b> unterwegs.'],
  details: [
    { label: 'Nummer', value: 'O-2026-000001' },
    { label: 'Leer', value: '  ' },
    { label: 'Summe', value: '1.234,56 €' },
  ],
  note: { label: 'Grund', text: 'Zeile 1\nZeile 2 <script>' },
  action: { label: 'Bestellung ansehen', url: 'https://example.test/de/order/1?a=1&b="2"' },
};

describe('mail layout', () => {
  it('escapes every value in the HTML and keeps the plain text as written', () => {
    const { subject, html, text } = renderMail(content);
    expect(subject).toBe(content.title);
    expect(text.startsWith(`${content.title}\n${'='.repeat(content.title.length)}\n\nGuten Tag Jürgen Müller,`)).toBe(true);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Aquaterra &lt;Pool&gt; &amp; Co');
    expect(html).toContain('Ihre Bestellung &lt;b&gt;ist&lt;/b&gt; unterwegs.');
    expect(html).toContain('Zeile 2 &lt;script&gt;');
    expect(html).toContain('href="https://example.test/de/order/1?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toMatch(/<script|<b>/);
    expect(text).toContain('Ihre Bestellung <b>ist</b> unterwegs.');
    expect(text).toContain('Bestellung ansehen:\nhttps://example.test/de/order/1?a=1&b="2"');
    expect(text).toContain('Grund:\nZeile 1\nZeile 2 <script>');
  });

  it('leaves out empty detail rows, one line each in the text', () => {
    const { html, text } = renderMail(content);
    expect(html).not.toContain('Leer');
    expect(text).not.toContain('Leer');
    expect(text).toContain('Nummer: O-2026-000001\nSumme: 1.234,56 €');
  });

  it('has a footer in each language that names the company', () => {
    const footers = new Set(LOCALES.map((locale) => mailFooter(locale, 'ACME')));
    expect(footers.size).toBe(LOCALES.length);
    for (const footer of footers) expect(footer).toContain('ACME');
    const { html, text } = renderMail({ ...content, locale: 'it', details: [], note: null, action: null, greeting: null });
    expect(html).toContain(escapeHtml(mailFooter('it', content.companyName)));
    expect(text.endsWith(`${mailFooter('it', content.companyName)}\n`)).toBe(true);
    expect(html).not.toContain('<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-top');
  });

  it('keeps the one-line values on one line in the text part and the subject, even when saved with a line break', () => {
    const { subject, text } = renderMail({
      ...content,
      title: 'Commande "Bassin\nBcc: x@example.com" confirmée',
      paragraphs: ['La commande du devis Bassin\r\nTo: y@example.com est confirmée.'],
      details: [{ label: 'Référence', value: 'PO-1\nBcc: attacker@example.com' }],
    });
    expect(subject).toBe('Commande "Bassin Bcc: x@example.com" confirmée');
    expect(text).not.toMatch(/^(Bcc|To):/m);
    expect(text).toContain('Référence: PO-1 Bcc: attacker@example.com');
    expect(text).toContain('La commande du devis Bassin To: y@example.com est confirmée.');
    expect(text).toContain('Grund:\nZeile 1\nZeile 2 <script>'); // a reason keeps its lines
  });
});
