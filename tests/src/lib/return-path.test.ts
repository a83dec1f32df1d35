import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/lib/return-path.ts';

describe('return path after sign-in', () => {
  it('follows paths inside the app', () => {
    expect(safeReturnPath('/de/order')).toBe('/de/order');
    expect(safeReturnPath('/quote/3?step=2')).toBe('/quote/3?step=2');
  });

  it('refuses other sites and empty values', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('//evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
  });
});
