/**
 * The browser's data layer (src/api/queries.ts): which cached reads a change
 * invalidates, which keys are the API's reads (reloaded on a change of client
 * or language) and which are snapshots kept apart (the builder's), and the
 * retry policy.
 */
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { $api, createQueryClient, invalidate, isApiQuery, NETWORK_RETRIES, retryPolicy } from '../../../src/api/queries.ts';
import { changed, CHANGES, type Change } from '../../../src/api/changes.ts';
import { InvalidResponseFormatError } from '../../../src/api/errors.ts';
import { builderQuoteKey, builderDefinitionKey } from '../../../src/features/builder/builder-data.ts';
import { calculationQuery } from '../../../src/features/builder/use-quote-calculation.ts';

const quote = $api.queryOptions('get', '/quote/{id}', { params: { path: { id: 7 } } }).queryKey;
const otherQuote = $api.queryOptions('get', '/quote/{id}', { params: { path: { id: 8 } } }).queryKey;
const quotes = $api.queryOptions('get', '/quote', { params: { query: { page: 2 } } }).queryKey;
const calculation = calculationQuery(7).queryKey;
const presets = $api.queryOptions('get', '/quote/{id}/presets', { params: { path: { id: 7 } } }).queryKey;
const orders = $api.queryOptions('get', '/order', { params: { query: { awaiting_confirmation: true, per_page: 1 } } }).queryKey;
const order = $api.queryOptions('get', '/order/{id}', { params: { path: { id: 3 } } }).queryKey;
const users = $api.queryOptions('get', '/account/clients', { params: { query: {} } }).queryKey;
const countries = $api.queryOptions('get', '/country').queryKey;
const settings = $api.queryOptions('get', '/settings').queryKey;
const ALL = [quote, otherQuote, quotes, calculation, presets, orders, order, users, countries, settings, builderQuoteKey(7), builderDefinitionKey(3)];

describe('query keys', () => {
  it('a read of the API is keyed by method, path and its parameters', () => {
    expect(quote).toEqual(['get', '/quote/{id}', { params: { path: { id: 7 } } }]);
    expect(calculation).toEqual(['get', '/quote/{id}/calculate', { params: { path: { id: 7 } } }]);
  });

  it("the builder's snapshots live under their own keys, apart from the API's reads", () => {
    expect(builderQuoteKey(7)).toEqual(['builder', 'get', '/quote/{id}', { params: { path: { id: 7 } } }]);
    expect(builderDefinitionKey(3)).toEqual(['builder', 'get', '/family/{id}/definition', { params: { path: { id: 3 } } }]);
    expect(builderQuoteKey(7)).not.toEqual(quote);
  });
});

describe('invalidate(client, ...paths)', () => {
  let client: QueryClient;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    client = createQueryClient();
    for (const key of ALL) {
      client.setQueryData(key, { data: {} });
    }
  });

  it('marks a resource and the paths below it stale, and nothing else', async () => {
    await invalidate(client, '/quote');
    expect(stale(quotes)).toBe(true);
    expect(stale(quote)).toBe(true);
    expect(stale(otherQuote)).toBe(true);
    expect(stale(calculation)).toBe(true);
    expect(stale(orders)).toBe(false);
    expect(stale(countries)).toBe(false);
  });

  it('a path that only starts alike is another resource', async () => {
    await invalidate(client, '/quote/{id}/presets-save-answers-other-steps', '/quote/{id}/calculation');
    expect(stale(presets)).toBe(false);
    expect(stale(calculation)).toBe(false);
  });

  it("never touches the builder's snapshots, even for the quote they hold", async () => {
    await invalidate(client, '/quote', '/family');
    expect(stale(quote)).toBe(true);
    expect(stale(builderQuoteKey(7))).toBe(false);
    expect(stale(builderDefinitionKey(3))).toBe(false);
  });

  it('takes several resources at once', async () => {
    await invalidate(client, '/order', '/account/clients');
    expect(stale(orders)).toBe(true);
    expect(stale(order)).toBe(true);
    expect(stale(users)).toBe(true);
    expect(stale(quote)).toBe(false);
  });

  it("a change of client or language (isApiQuery) reloads the API's reads and leaves the snapshots", async () => {
    await client.invalidateQueries({ predicate: isApiQuery });
    expect(stale(quote)).toBe(true);
    expect(stale(countries)).toBe(true);
    expect(stale(builderQuoteKey(7))).toBe(false);
  });
});

describe('retry policy', () => {
  it('retries a call without answer twice, never a server answer nor a cancelled or malformed one', () => {
    const network = new TypeError('Failed to fetch');
    expect(NETWORK_RETRIES).toBe(2);
    expect(retryPolicy(0, network)).toBe(true);
    expect(retryPolicy(1, network)).toBe(true);
    expect(retryPolicy(2, network)).toBe(false);
    expect(retryPolicy(0, { error: { code: 'not_found', message: 'Not found' } })).toBe(false);
    expect(retryPolicy(0, new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(retryPolicy(0, new InvalidResponseFormatError())).toBe(false);
  });
});

describe('what each change makes stale (CHANGES)', () => {
  let client: QueryClient;
  const staleAfter = async (change: Change) => {
    client = createQueryClient();
    for (const key of ALL) client.setQueryData(key, { data: {} });
    await changed(client, change);
    return ALL.filter((key) => client.getQueryState(key)?.isInvalidated);
  };

  it("a change of a quote: the quotes' lists and everything read about a quote, not orders nor users", async () => {
    expect(await staleAfter('quote')).toEqual([quote, otherQuote, quotes, calculation, presets]);
  });

  it('a validation and a change of an order: the quotes and the orders', async () => {
    const both = [quote, otherQuote, quotes, calculation, presets, orders, order];
    expect(await staleAfter('validation')).toEqual(both);
    expect(await staleAfter('order')).toEqual(both);
  });

  it('a change of a user: the user lists only', async () => {
    expect(await staleAfter('user')).toEqual([users]);
  });

  it("no change touches the builder's snapshots, the settings or the countries", async () => {
    for (const change of Object.keys(CHANGES) as Change[]) {
      const stale = await staleAfter(change);
      expect(stale).not.toContainEqual(builderQuoteKey(7));
      expect(stale).not.toContainEqual(settings);
      expect(stale).not.toContainEqual(countries);
    }
  });
});
