/** Dates and counts of the quote list in each locale. */
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate } from '../../../src/lib/format.ts';

describe('quote list formats', () => {
  it('shows a calendar day as that day in every locale', () => {
    expect(formatDate('2026-03-05', 'fr')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'nl')).toBe('05-03-2026');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDate('not a date', 'fr')).toBe('');
  });

  it('groups thousands the locale’s way', () => {
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'fr')).toMatch(/^1\s234$/u);
  });
});
