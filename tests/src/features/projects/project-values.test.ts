/**
 * The project form's values and the contract, both ways: the pool sent as
 * the contract takes it (stairs without type cleared, measured dimensions
 * kept for a free form only, empty texts null), the server's refusals under
 * the form's field paths, and the list's query read from and written to the
 * URL.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_QUERY, listProjectsParams, parseProjectListQuery, projectListSearch } from '../../../../src/features/projects/project-list-query.ts';
import { fieldPathOf, NEW_PROJECT, poolInputOf, projectFailureOf, projectInputOf, type PoolFormValues } from '../../../../src/features/projects/project-values.ts';

const pool = (change: Partial<PoolFormValues>): PoolFormValues => ({ ...NEW_PROJECT.pool, length_m: 8, width_m: 4, ...change });

describe('project form values', () => {
  it('sends stairs of type none without side, width or depth, whatever the form kept', () => {
    const input = poolInputOf(pool({ stairs: { type: 'none', side: 'long_side', width_m: 2, depth_m: 1 } }));
    expect(input.stairs).toEqual({ type: 'none', side: null, width_m: null, depth_m: null });
  });

  it('keeps the measured dimensions of a free form only, their labels trimmed', () => {
    const dimensions = [{ label: ' Diagonale ', value_m: 12.4 }];
    expect(poolInputOf(pool({ shape: 'free_form', free_form_dimensions: dimensions })).free_form_dimensions).toEqual([{ label: 'Diagonale', value_m: 12.4 }]);
    expect(poolInputOf(pool({ shape: 'rectangle', free_form_dimensions: dimensions })).free_form_dimensions).toEqual([]);
  });

  it('trims the texts and sends blank ones as null', () => {
    const input = projectInputOf({ ...NEW_PROJECT, name: '  Piscine Dupont ', end_customer: { name: '  ', city: ' Avignon ' }, notes: ' ', pool: pool({ notes: '' }) });
    expect(input.name).toBe('Piscine Dupont');
    expect(input.end_customer).toMatchObject({ name: null, city: 'Avignon', email: null });
    expect(input.notes).toBeNull();
    expect(input.pool.notes).toBeNull();
  });

  it('reads the server’s paths as the form’s field paths', () => {
    expect(fieldPathOf('body.pool.stairs.width_m')).toEqual(['pool', 'stairs', 'width_m']);
    expect(fieldPathOf('body.pool.free_form_dimensions.2.value_m')).toEqual(['pool', 'free_form_dimensions', 2, 'value_m']);
    expect(fieldPathOf('body')).toEqual([]);
  });

  it('puts each detail under its field, and a refusal without detail above the form', () => {
    const refusal = { error: { code: 'invalid_pool', message: 'Bassin incohérent', details: [
      { path: 'body.pool.shallow_depth_m', code: 'depth_order', message: 'Plus profond que le grand bain' },
      { path: 'body.pool.shallow_depth_m', code: 'centimetres', message: 'Au centimètre' },
    ] } };
    expect(projectFailureOf(refusal, 'x')).toEqual({ message: 'Bassin incohérent', fields: [{ name: ['pool', 'shallow_depth_m'], errors: ['Plus profond que le grand bain', 'Au centimètre'] }] });
    expect(projectFailureOf({ error: { code: 'project_changed', message: 'Modifié entre-temps' } }, 'x')).toEqual({ message: 'Modifié entre-temps' });
    expect(projectFailureOf(undefined, 'Le projet n’a pas pu être enregistré.')).toEqual({ message: 'Le projet n’a pas pu être enregistré.' });
  });
});

describe('project list query', () => {
  it('round-trips through the URL, defaults left out', () => {
    const query = { q: 'Avignon', sort: 'city' as const, page: 3, perPage: 50 };
    expect(projectListSearch(query).toString()).toBe('q=Avignon&sort=city&page=3&per_page=50');
    expect(parseProjectListQuery(projectListSearch(query))).toEqual(query);
    expect(projectListSearch(DEFAULT_PROJECT_QUERY).toString()).toBe('');
  });

  it('falls back to the defaults on what it does not know', () => {
    expect(parseProjectListQuery(new URLSearchParams('sort=colour&page=-2&per_page=7'))).toEqual(DEFAULT_PROJECT_QUERY);
  });

  it('asks the API for the page, its size, the sort and the text when there is one', () => {
    expect(listProjectsParams({ ...DEFAULT_PROJECT_QUERY, q: ' Dupont ' })).toEqual({ page: 1, per_page: 25, sort: '-created_at', q: 'Dupont' });
    expect(listProjectsParams(DEFAULT_PROJECT_QUERY)).not.toHaveProperty('q');
  });
});
