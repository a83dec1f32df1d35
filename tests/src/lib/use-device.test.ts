import { describe, expect, it } from 'vitest';
import { deviceForWidth } from '../../../src/lib/use-device.ts';

describe('device widths (spec section 9)', () => {
  it('phone at 768 px or less', () => {
    expect(deviceForWidth(768)).toEqual({ isPhone: true, isTablet: false, isMobile: true });
    expect(deviceForWidth(375).isPhone).toBe(true);
  });

  it('tablet above 768 up to 1024', () => {
    expect(deviceForWidth(769)).toEqual({ isPhone: false, isTablet: true, isMobile: true });
    expect(deviceForWidth(1024)).toEqual({ isPhone: false, isTablet: true, isMobile: true });
  });

  it('desktop above 1024', () => {
    expect(deviceForWidth(1025)).toEqual({ isPhone: false, isTablet: false, isMobile: false });
  });
});
