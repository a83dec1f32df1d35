/** The server's one translation function: fallback, params, and the types that check keys and params. */
import { describe, expect, it } from 'vitest';
import { placeholdersOf, text, type TextParams, type TextTable } from '../../../server/i18n/text.ts';

const TABLE = {
  hello: { fr: 'Bonjour {name},', en: 'Hello {name},', de: 'Guten Tag {name},', es: 'Hola, {name}:', nl: 'Beste {name},', it: 'Gentile {name},' },
  wait: { fr: 'Réessayez dans {seconds} s ({seconds}).', en: 'Try again in {seconds} s ({seconds}).', de: 'In {seconds} s erneut.', es: 'En {seconds} s.', nl: 'Over {seconds} s.', it: 'Tra {seconds} s.' },
  range: { fr: 'De {min} à {max}', en: 'From {min} to {max}', de: 'Von {min} bis {max}', es: 'De {min} a {max}', nl: 'Van {min} tot {max}', it: 'Da {min} a {max}' },
  plain: { fr: 'Aucun', en: 'None', de: 'Keine', es: 'Ninguno', nl: 'Geen', it: 'Nessuno' },
  // a text not (yet) written in German and Dutch, empty in Italian
  partial: { fr: 'Partiel', en: 'Partial', es: 'Parcial', it: '' },
} as const satisfies TextTable;

describe('text', () => {
  it('gives the text in the locale asked', () => {
    expect(text(TABLE, 'plain', 'nl')).toBe('Geen');
    expect(text(TABLE, 'plain', 'fr')).toBe('Aucun');
  });

  it('falls back to English for a text missing or empty in a locale, and only then', () => {
    expect(text(TABLE, 'partial', 'de')).toBe('Partial');
    expect(text(TABLE, 'partial', 'nl')).toBe('Partial');
    expect(text(TABLE, 'partial', 'it')).toBe('Partial');
    expect(text(TABLE, 'partial', 'es')).toBe('Parcial');
  });

  it('fills every occurrence of each placeholder, numbers too', () => {
    expect(text(TABLE, 'hello', 'de', { name: 'Anna' })).toBe('Guten Tag Anna,');
    expect(text(TABLE, 'wait', 'fr', { seconds: 30 })).toBe('Réessayez dans 30 s (30).');
    expect(text(TABLE, 'range', 'it', { min: 0, max: '10' })).toBe('Da 0 a 10');
  });

  it('does not read a value back as a template, nor a param from the object prototype', () => {
    expect(text(TABLE, 'hello', 'en', { name: '{name} $& $1' })).toBe('Hello {name} $& $1,');
    const runtime: TextTable = { inherited: { en: 'A {toString} and {constructor}' } };
    expect(text(runtime, 'inherited', 'en', {})).toBe('A {toString} and {constructor}');
  });

  it('keeps a placeholder that has no param as written, and ignores a param no placeholder names', () => {
    const runtime: TextTable = { greet: { en: 'Hello {name}, from {sender}', fr: 'Bonjour {name}, de la part de {sender}' } };
    expect(text(runtime, 'greet', 'fr', { name: 'Léa' })).toBe('Bonjour Léa, de la part de {sender}');
    expect(text(runtime, 'greet', 'en', { name: 'Lea', sender: 'Tom', unknown: 'x' })).toBe('Hello Lea, from Tom');
  });

  it('lists the placeholders of a template', () => {
    expect(placeholdersOf('From {min} to {max}, {min}')).toEqual(['min', 'max', 'min']);
    expect(placeholdersOf('None')).toEqual([]);
  });

  it('checks keys and params at compile time (npm run typecheck fails if these lines compile)', () => {
    const params: TextParams<typeof TABLE, 'range'> = { min: 1, max: 2 };
    expect(text(TABLE, 'range', 'en', params)).toBe('From 1 to 2');
    const expectCompileErrors = () => [
      // @ts-expect-error: not a key of the table
      text(TABLE, 'nothing', 'en'),
      // @ts-expect-error: the placeholder {name} needs its param
      text(TABLE, 'hello', 'en'),
      // @ts-expect-error: {max} is missing
      text(TABLE, 'range', 'en', { min: 1 }),
      // @ts-expect-error: unknown param
      text(TABLE, 'hello', 'en', { name: 'Anna', nmae: 'typo' }),
      // @ts-expect-error: a text without placeholders takes no param
      text(TABLE, 'plain', 'en', { name: 'Anna' }),
      // @ts-expect-error: not a locale
      text(TABLE, 'plain', 'pt'),
      // @ts-expect-error: a param is a string or a number
      text(TABLE, 'hello', 'en', { name: null }),
    ];
    expect(typeof expectCompileErrors).toBe('function');
  });
});
