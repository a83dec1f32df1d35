/** The move back from an empty page past the end of a list (quotes, orders, projects: useStayWithinPages). */
import { describe, expect, it } from 'vitest';
import { lastPageIfPastEnd } from '../../../src/lib/use-list-query.ts';

describe('lastPageIfPastEnd', () => {
  it('moves an empty page past the end to the last page there is', () => {
    // 51 rows at 25 a page: 3 pages; page 4 answered empty (its last order confirmed out of the view)
    expect(lastPageIfPastEnd('ready', 0, 51, 4, 25)).toBe(3);
    expect(lastPageIfPastEnd('ready', 0, 50, 9, 25)).toBe(2);
    expect(lastPageIfPastEnd('ready', 0, 1, 2, 100)).toBe(1);
  });

  it('leaves a page with rows, the first page, an empty list and a list not answered yet', () => {
    expect(lastPageIfPastEnd('ready', 3, 53, 3, 25)).toBeNull();
    expect(lastPageIfPastEnd('ready', 0, 0, 1, 25)).toBeNull();
    expect(lastPageIfPastEnd('ready', 0, 0, 3, 25)).toBeNull();
    expect(lastPageIfPastEnd('loading', 0, 51, 4, 25)).toBeNull();
    expect(lastPageIfPastEnd('error', 0, 51, 4, 25)).toBeNull();
  });
});
