/** What the quote and order lists share of their query (src/lib/list-query.ts): the URL and the API query of the common fields. */
import { describe, expect, it } from 'vitest';
import { changeQuery, listParams, listSearch, parseCommonListQuery } from '../../../src/lib/list-query.ts';

const PLAIN = { q: '', familyId: null, createdFrom: null, createdTo: null, page: 1, perPage: 25, sort: '-created_at' };

describe('list query', () => {
  it('writes the list’s own filters first, then the shared fields, leaving defaults and empty filters out', () => {
    expect(listSearch(PLAIN, '-created_at', { state: null, view: '' }).toString()).toBe('');
    const query = { q: ' Villa ', familyId: 3, createdFrom: '2026-01-01', createdTo: '2026-01-31', page: 2, perPage: 50, sort: 'name' };
    const search = listSearch(query, '-created_at', { view: 'open', status: 'shipped' });
    expect(search.toString()).toBe('view=open&status=shipped&q=Villa&family=3&from=2026-01-01&to=2026-01-31&sort=name&page=2&per_page=50');
    expect(parseCommonListQuery(search)).toEqual({ q: 'Villa', familyId: 3, createdFrom: '2026-01-01', createdTo: '2026-01-31', page: 2, perPage: 50 });
  });

  it('sends page, page size and sort always, the text, family and dates only when set', () => {
    expect(listParams({ ...PLAIN, q: '   ' })).toEqual({ page: 1, per_page: 25, sort: '-created_at' });
    expect(listParams({ ...PLAIN, q: ' Villa ', familyId: 3, createdFrom: '2026-01-01', createdTo: '2026-01-31' })).toEqual({
      page: 1, per_page: 25, sort: '-created_at', q: 'Villa', family_id: 3, created_from: '2026-01-01', created_to: '2026-01-31',
    });
  });

  it('goes back to page 1 on a change of filter or page size, not on a change of page', () => {
    const onPage3 = { ...PLAIN, page: 3 };
    expect(changeQuery(onPage3, { q: 'Villa' }).page).toBe(1);
    expect(changeQuery(onPage3, { perPage: 50 }).page).toBe(1);
    expect(changeQuery(onPage3, { page: 4 }).page).toBe(4);
  });
});
