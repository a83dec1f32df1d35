import { describe, expect, it } from 'vitest';
import * as engine from '../../engine/index.ts';

describe('business constants (spec section 9)', () => {
  it('match the specification', () => {
    expect(engine.QUOTE_NAME_MAX_LENGTH).toBe(35);
    expect(engine.CLIENT_SEARCH_MIN_LENGTH).toBe(2);
    expect(engine.CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(engine.LOCALE_COOKIE_DAYS).toBe(365);
    expect(engine.DEFAULT_LOCALE).toBe('fr');
    expect(engine.FALLBACK_LOCALE).toBe('en');
    expect(engine.PHONE_MAX_WIDTH).toBe(768);
    expect(engine.TABLET_MAX_WIDTH).toBe(1024);
    expect(engine.MOBILE_MAX_WIDTH).toBe(1024);
    expect(engine.STEP_REFRESH_DELAY_MS).toBe(150);
    expect(engine.ERROR_TOAST_MS).toBe(5000);
    expect(engine.DIALOG_CLOSE_MS).toBe(250);
    expect(engine.FETCH_MIN_DELAY_MS).toBe(200);
    expect(engine.MAINTENANCE_MAIL_DELAY_HOURS).toBe(48);
    expect([...engine.SPECIAL_STEP_IDS].sort((a, b) => a - b)).toEqual([-1, 0, 10, 11]);
  });

  it('lists the six languages, French first, each with its own name', () => {
    expect(engine.LOCALES).toEqual(['fr', 'en', 'de', 'es', 'nl', 'it']);
    expect(engine.LOCALE_INFO.de).toEqual({ label: 'Deutsch', iso: 'de-DE' });
    expect(engine.isLocale('nl')).toBe(true);
    expect(engine.isLocale('pt')).toBe(false);
    expect(engine.isLocale(undefined)).toBe(false);
  });
});
