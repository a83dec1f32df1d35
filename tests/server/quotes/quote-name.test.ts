/**
 * The names the server gives quotes (server/quotes/quote-name.ts), at most 35
 * characters: a new quote's family title is never cut (the day is shortened,
 * then left out), only a title that alone is too long loses its last words;
 * a copy's name keeps whole words too. The six repository families' titles in
 * the six languages, and one quote created through the API in French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LOCALES, QUOTE_NAME_MAX_LENGTH, type Locale } from '../../../engine/index.ts';
import { copyName, defaultQuoteName } from '../../../server/quotes/quote-name.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { familyByKey } from './quote-helpers.ts';

const FOLDER = new URL('../../../schemas/families/', import.meta.url);
const TITLES = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.family.yaml'))
  .map((file) => (parse(readFileSync(new URL(file, FOLDER), 'utf8')) as { family: string; title: Record<Locale, string> }));

const DAY = new Date('2026-11-29T10:00:00Z');

describe('a new quote’s name', () => {
  it('keeps each family’s whole title in the six languages, with the longest day that fits', () => {
    expect(TITLES.map((family) => family.family).sort()).toEqual(['bar', 'blind', 'bubble', 'liner', 'net', 'winter']);
    const names = Object.fromEntries(TITLES.map((family) => [family.family, Object.fromEntries(LOCALES.map((locale) => [locale, defaultQuoteName(family.title[locale], locale, DAY)]))]));
    for (const family of TITLES) {
      for (const locale of LOCALES) {
        const name = names[family.family]![locale]!;
        expect(name.length, name).toBeLessThanOrEqual(QUOTE_NAME_MAX_LENGTH);
        // the whole title, then nothing or a space and the day (never an ellipsis: no title is over 35)
        expect(name.startsWith(family.title[locale]), `${family.family} ${locale}: ${name}`).toBe(true);
        expect(name.slice(family.title[locale].length), `${family.family} ${locale}`).toMatch(/^(| \d\d[/.-]\d\d(\.|[/.-]\d\d|[/.-]2026)?)$/);
      }
    }
    // the longest titles: the day shortened, then left out
    expect(names.blind).toEqual({
      fr: 'Volet roulant automatique 29/11/26',
      en: 'Automatic slatted cover 11/29/2026',
      de: 'Automatische Rollladenabdeckung',
      es: 'Cubierta automática de lamas 29/11',
      nl: 'Automatische lamellenafdekking',
      it: 'Copertura automatica a lamelle',
    });
    expect(names.liner!.de).toBe('Maßgefertigte Poolfolie 29.11.2026');
    expect(names.bubble!.fr).toBe('Bâche à bulles 29/11/2026');
  });

  it('cuts only a title that alone is too long, after a whole word', () => {
    expect(defaultQuoteName('Couverture automatique immergée à lames polycarbonate', 'fr', DAY)).toBe('Couverture automatique immergée à…');
    expect(defaultQuoteName('  Volet   roulant  ', 'fr', DAY)).toBe('Volet roulant 29/11/2026');
    // one word longer than a name is the only one cut inside
    const word = 'Schwimmbadrollladenabdeckungssystemteile';
    expect(defaultQuoteName(word, 'de', DAY)).toBe(`${word.slice(0, 34)}…`);
  });
});

describe('a copy’s name', () => {
  it('keeps whole words of the original before the label of a copy', () => {
    expect(copyName('Volet roulant automatique 29/11/26', 'fr')).toBe('Volet roulant automatique… (copie)');
    expect(copyName('Bâche à bulles 29/11/2026', 'fr')).toBe('Bâche à bulles 29/11/2026 (copie)');
    expect(copyName('Automatische Rollladenabdeckung', 'de')).toBe('Automatische… (Kopie)');
    for (const locale of LOCALES) expect(copyName('Cubierta automática de lamas 29/11', locale).length).toBeLessThanOrEqual(QUOTE_NAME_MAX_LENGTH);
  });
});

describe('through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('names a French slatted-cover quote with its whole title', async () => {
    const user = await login(server.app, 'demo.user');
    const blind = await familyByKey(server.app, user, 'blind');
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: { ...auth(user), 'x-locale': 'fr' }, payload: { family_id: blind.id } });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { data: { name: string } }).data.name).toMatch(/^Volet roulant automatique \d\d\/\d\d\/\d\d$/);
  });
});
