/** The e2e Chromium's switches: ours repeat Playwright's disabled features, since Chromium keeps only the last list. */
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, featuresDroppedFrom } from '../e2e/helpers/chromium.ts';

describe('the e2e Chromium command line', () => {
  it('disables the unseen address-bar popup in one --disable-features switch', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'PaintHolding']));
  });

  it('finds what Playwright disables that the last switch no longer does', () => {
    const launched = ['/usr/bin/chromium', '--disable-features=PaintHolding,LensOverlay,SomethingNew', '--enable-features=X', ...CHROMIUM_ARGS];
    expect(featuresDroppedFrom(launched)).toEqual(['SomethingNew']);
    expect(featuresDroppedFrom(['/usr/bin/chromium', '--disable-features=PaintHolding,LensOverlay', ...CHROMIUM_ARGS])).toEqual([]);
    expect(featuresDroppedFrom(['/usr/bin/chromium', '--no-sandbox'])).toEqual([]);
  });
});
