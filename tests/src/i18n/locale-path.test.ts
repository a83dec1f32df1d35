import { describe, expect, it } from 'vitest';
import { localePath, splitLocalePath, withLocale } from '../../../src/i18n/locale-path.ts';

describe('language prefixes', () => {
  it('splits a prefixed path', () => {
    expect(splitLocalePath('/de/order')).toEqual({ locale: 'de', rest: '/order' });
    expect(splitLocalePath('/it')).toEqual({ locale: 'it', rest: '/' });
    expect(splitLocalePath('/nl/quote/12/success')).toEqual({ locale: 'nl', rest: '/quote/12/success' });
  });

  it('leaves unprefixed paths and unknown languages alone', () => {
    expect(splitLocalePath('/order')).toEqual({ locale: null, rest: '/order' });
    expect(splitLocalePath('/pt/order')).toEqual({ locale: null, rest: '/pt/order' });
    expect(splitLocalePath('/')).toEqual({ locale: null, rest: '/' });
  });

  it('moves a page to another language', () => {
    expect(withLocale('/de/order', 'it')).toBe('/it/order');
    expect(withLocale('/home', 'es')).toBe('/es/home');
    expect(withLocale('/', 'nl')).toBe('/nl/');
    expect(withLocale('/fr/', 'en')).toBe('/en/');
  });

  it('builds app paths under the prefix in use', () => {
    expect(localePath(null, '/home')).toBe('/home');
    expect(localePath('de', '/home')).toBe('/de/home');
    expect(localePath('de', '/')).toBe('/de/');
  });
});
