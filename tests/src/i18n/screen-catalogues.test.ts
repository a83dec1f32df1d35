/**
 * The catalogues of the screens few users open (studio.po, admin.po, projects.po: lingui.config.ts), kept out of the
 * first page: their routes load them for the active language before they resolve, and a language switch
 * afterwards loads them for the new one.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../src/app/route-table.ts';
import { activateLocale, i18n } from '../../../src/i18n/i18n.ts';

// the screens themselves (CodeMirror, antd) are not what is tested here, nor antd's own texts
vi.mock('../../../src/routes/catalogue.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/catalogue-family.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/users.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/external-clients.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/access-requests.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/projects.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/project.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/project-new.tsx', () => ({ default: () => null }));
vi.mock('../../../src/routes/project-edit.tsx', () => ({ default: () => null }));
vi.mock('../../../src/i18n/antd-locales.ts', () => ({ loadAntdLocale: async () => {}, antdLocale: () => undefined }));
vi.stubGlobal('document', { documentElement: { lang: '' } });

/** The compiled messages of a catalogue, keyed by Lingui's message ids. */
const compiled = async (locale: string, name: string) =>
  ((await import(`../../../src/locales/${locale}/${name}.po`)) as { messages: Messages }).messages;

/** Lingui's text for a message id with the active language's catalogues. */
const text = (id: string) => i18n._(id);
/** The text of a message id in one catalogue alone. */
const textIn = (locale: string, messages: Messages, id: string) => setupI18n({ locale, messages: { [locale]: messages } })._(id);

const routeAt = (path: string) => ROUTES.find((candidate) => candidate.path === path)!;

describe('screen catalogues', () => {
  it.each([
    ['studio', 'catalogue/:id'],
    ['admin', 'user'],
    ['projects', 'project/:id'],
  ])('loads %s.po with the route %s, and with every language activated afterwards', async (name, path) => {
    const [ownFr, ownDe, mainFr] = await Promise.all([compiled('fr', name), compiled('de', name), compiled('fr', 'messages')]);
    // a message only this catalogue has, without placeholders, that reads differently in French and German
    const id = Object.keys(ownFr).find(
      (key) => !(key in mainFr) && !textIn('fr', ownFr, key).includes('{') && textIn('fr', ownFr, key) !== textIn('de', ownDe, key),
    )!;
    const [french, german] = [textIn('fr', ownFr, id), textIn('de', ownDe, id)];

    await activateLocale('fr');
    expect(text(id)).not.toBe(french); // the first page does not carry it

    await routeAt(path).load();
    expect(text(id)).toBe(french);
    expect(Object.keys(ownFr).every((key) => key in i18n.messages)).toBe(true);

    await activateLocale('de'); // a language switch on that screen
    expect(text(id)).toBe(german);
    expect(Object.keys(ownDe).every((key) => key in i18n.messages)).toBe(true);
  });

  it.each([
    ['studio', 'catalogue'],
    ['admin', 'user/external-clients'],
    ['admin', 'access-requests'],
    ['projects', 'project'],
    ['projects', 'project/new'],
    ['projects', 'project/:id/edit'],
  ])('loads %s.po with the route %s too', async (name, path) => {
    await activateLocale('it');
    await routeAt(path).load();
    const own = await compiled('it', name);
    expect(Object.keys(own).every((key) => key in i18n.messages)).toBe(true);
  });

  // the catalogues are merged into one set of messages: a text both write would read as the last loaded says, on every screen
  it.each(['fr', 'en', 'de', 'es', 'nl', 'it'])('gives a message the same text in every catalogue that has it (%s)', async (locale) => {
    const names = ['messages', 'studio', 'admin', 'projects'];
    const catalogues = await Promise.all(names.map((name) => compiled(locale, name)));
    const differing: string[] = [];
    catalogues.forEach((own, index) => {
      for (const other of catalogues.slice(index + 1)) {
        for (const id of Object.keys(own)) {
          if (id in other && textIn(locale, own, id) !== textIn(locale, other, id)) differing.push(`${id}: ${textIn(locale, own, id)} / ${textIn(locale, other, id)}`);
        }
      }
    });
    expect(differing).toEqual([]);
  });
});
