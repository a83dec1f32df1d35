/**
 * The e-mails to an external client's user whose access its installer gives
 * or not (issue 16, item 16): an administrator created that user, who asked
 * for nothing, yet was told "Ihre Zugangsanfrage", "your request for access".
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../engine/index.ts';
import type { ServerConfig } from '../../../server/config.ts';
import { grantedMail, refusedMail, subscriptionMail, type Recipient } from '../../../server/outbox/account-mails.ts';

/** How each language names a request for access (as the installer's own e-mails still do). */
const REQUEST: Record<Locale, RegExp> = { fr: /demande/i, en: /request/i, de: /anfrage/i, es: /solicitud/i, nl: /verzoek/i, it: /richiest/i };
const config = { publicUrl: 'https://configurator.example' } as ServerConfig;
const link = { token: 'abc', expiresAt: new Date('2026-12-03T10:00:00Z') } as Parameters<typeof subscriptionMail>[2]['link'];
const to = (locale: Locale): Recipient => ({ email: 'paolo@example.test', firstName: 'Paolo', lastName: 'Verdi', login: 'paolo.verdi', locale });

describe('e-mails to a user an administrator created for an external client', () => {
  it.each(LOCALES)('in %s, speak of no request for access, and say what the installer did', (locale) => {
    const mails = [
      subscriptionMail(config, to(locale), { link, company: 'Verde Acqua Giardini', installer: 'Piscine Lago Blu' }),
      grantedMail(config, to(locale), 'Piscine Lago Blu', 'Verde Acqua Giardini'),
      refusedMail(to(locale), 'Piscine Lago Blu'),
    ];
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(REQUEST[locale]);
      expect(mail.text).toContain('Piscine Lago Blu');
    }
    expect(mails[0]!.text).toContain('Verde Acqua Giardini');
  });

  it('tells the German user that access was given, not that a request was accepted', () => {
    const mail = subscriptionMail(config, to('de'), { link, company: 'Verde Acqua Giardini', installer: 'Piscine Lago Blu' });
    expect(mail.text).toContain('Für Sie wurde im Aquaterra-Konfigurator ein Konto für Verde Acqua Giardini angelegt.');
    expect(mail.text).toContain('Piscine Lago Blu hat Ihnen Zugang zu seinem Konto gewährt');
    expect(refusedMail(to('de'), 'Piscine Lago Blu').subject).toBe('Ihr Zugang zum Konto von Piscine Lago Blu');
  });
});
