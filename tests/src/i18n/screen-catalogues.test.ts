/**
 * The catalogue studio's own catalogue (studio.po, kept out of the first page): its routes load it for
 * the active language before they resolve, and a language switch afterwards loads it for the new one.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../src/app/route-table.ts';
import { activateLocale, i18n } from '../../../src/i18n/i18n.ts';

// the screens themselves (CodeMirror, antd) are not what is tested here, nor antd's own texts
vi.mock('../../../src/routes/catalogue.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/catalogue-family.tsx', () => ({ default: () => null }));
vi.mock('../../../src/i18n/antd-locales.ts', () => ({ loadAntdLocale: async () => {}, antdLocale: () => undefined }));
vi.stubGlobal('document', { documentElement: { lang: '' } });

/** The compiled messages of a catalogue, keyed by Lingui's message ids. */
const compiled = async (locale: string, name: string) =>
  ((await import(`../../../src/locales/${locale}/${name}.po`)) as { messages: Messages }).messages;

/** Lingui's text for a message id with the active language's catalogues. */
const text = (id: string) => i18n._(id);
/** The text of a message id in one catalogue alone. */
const textIn = (locale: string, messages: Messages, id: string) => setupI18n({ locale, messages: { [locale]: messages } })._(id);

describe('screen catalogues', () => {
  it('loads the studio catalogue with its routes, and with every language activated afterwards', async () => {
    const [studioFr, studioDe, mainFr] = await Promise.all([compiled('fr', 'studio'), compiled('de', 'studio'), compiled('fr', 'messages')]);
    // a message only the studio says, without placeholders
    const id = Object.keys(studioFr).find((key) => !(key in mainFr) && !textIn('fr', studioFr, key).includes('{'))!;
    const [french, german] = [textIn('fr', studioFr, id), textIn('de', studioDe, id)];
    expect(french).not.toBe(german);

    await activateLocale('fr');
    expect(text(id)).not.toBe(french); // the first page does not carry it

    const route = ROUTES.find((candidate) => candidate.path === 'catalogue/:id')!;
    await route.load();
    expect(text(id)).toBe(french);
    expect(Object.keys(studioFr).every((key) => key in i18n.messages)).toBe(true);

    await activateLocale('de'); // a language switch on the studio
    expect(text(id)).toBe(german);
    expect(Object.keys(studioDe).every((key) => key in i18n.messages)).toBe(true);
  });

  it('loads it with the family list route too', async () => {
    const studioIt = await compiled('it', 'studio');
    await activateLocale('it');
    await ROUTES.find((candidate) => candidate.path === 'catalogue')!.load();
    expect(Object.keys(studioIt).every((key) => key in i18n.messages)).toBe(true);
  });
});
