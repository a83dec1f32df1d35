/** The quote list's query in the URL and in the listQuotes call. */
import { changeQuery } from '../../../../src/lib/list-query.ts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  hasFilters,
  listQuotesParams,
  parseQuoteListQuery,
  quoteListSearch,
} from '../../../../src/features/quotes/quote-list-query.ts';

const parse = (search: string) => parseQuoteListQuery(new URLSearchParams(search));

describe('quote list query', () => {
  it('reads every filter, the sort and the page from the URL and writes them back', () => {
    const search = 'state=draft&q=Becken&family=3&from=2026-01-01&to=2026-01-31&sort=name&page=2&per_page=50';
    const query = parse(search);
    expect(query).toEqual({
      q: 'Becken',
      state: 'draft',
      familyId: 3,
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      sort: 'name',
      page: 2,
      perPage: 50,
    });
    expect(quoteListSearch(query).toString()).toBe(search);
  });

  it('falls back to the defaults for what is missing or malformed, and leaves defaults out of the URL', () => {
    expect(parse('')).toEqual(DEFAULT_QUERY);
    expect(parse('state=lost&family=0&from=2026-13-45&to=yesterday&sort=colour&page=-1&per_page=7')).toEqual(DEFAULT_QUERY);
    expect(parse('page=1e3').page).toBe(1);
    expect(quoteListSearch(DEFAULT_QUERY).toString()).toBe('');
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('sends only the filters that are set, trimmed', () => {
    expect(listQuotesParams({ ...DEFAULT_QUERY, q: '  pool ' })).toEqual({ page: 1, per_page: 25, sort: '-created_at', q: 'pool' });
    expect(listQuotesParams({ ...DEFAULT_QUERY, q: '   ', familyId: 2, createdTo: '2026-02-01' })).toEqual({
      page: 1,
      per_page: 25,
      sort: '-created_at',
      family_id: 2,
      created_to: '2026-02-01',
    });
  });

  it('goes back to page 1 when a filter, the sort or the page size changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_QUERY, page: 3 };
    expect(changeQuery(onPage3, { q: 'x' }).page).toBe(1);
    expect(changeQuery(onPage3, { sort: 'name' }).page).toBe(1);
    expect(changeQuery(onPage3, { page: 4, perPage: 25 }).page).toBe(4);
    expect(changeQuery(onPage3, { page: 3, perPage: 50 })).toMatchObject({ page: 1, perPage: 50 });
  });

  it('tells whether a filter narrows the list', () => {
    expect(hasFilters(DEFAULT_QUERY)).toBe(false);
    expect(hasFilters({ ...DEFAULT_QUERY, sort: 'name', page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_QUERY, q: ' ' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_QUERY, createdFrom: '2026-01-01' })).toBe(true);
  });
});
