/** What the server-paginated tables share of their sort (src/lib/list-table.ts): a column's order from the sort key, and back. */
import { describe, expect, it } from 'vitest';
import { sortableColumn, sortKeyOf, sortOrderOf } from '../../../src/lib/list-table.ts';

describe('list table sort', () => {
  it('shows a column ascending, descending or unsorted from the list’s sort key', () => {
    expect(sortOrderOf('city', 'city')).toBe('ascend');
    expect(sortOrderOf('-city', 'city')).toBe('descend');
    expect(sortOrderOf('-created_at', 'city')).toBeNull();
    // a field whose name ends another's is not taken for it
    expect(sortOrderOf('-project_number', 'number')).toBeNull();
    expect(sortableColumn('-name', 'name')).toEqual({ key: 'name', sorter: true, sortOrder: 'descend', showSorterTooltip: false });
  });

  it('turns a column and an order into the sort key, no order going back to the list’s default', () => {
    const sortOf = sortKeyOf('-created_at');
    expect(sortOf('city', 'ascend')).toBe('city');
    expect(sortOf('city', 'descend')).toBe('-city');
    expect(sortOf('city', null)).toBe('-created_at');
    expect(sortOf(undefined, 'ascend')).toBe('-created_at');
    expect(sortKeyOf('name')(undefined, undefined)).toBe('name');
  });
});
