/**
 * The browser's data layer (src/api/queries.ts): which cached reads a change
 * invalidates, which keys are the API's reads (reloaded on a change of client
 * or language) and which are snapshots kept apart (the builder's), and the
 * retry policy.
 */
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { $api, createQueryClient, invalidate, isApiQuery, NETWORK_RETRIES, retryPolicy } from '../../../src/api/queries.ts';
import { changed, changedWithAnswer, CHANGES, type Change } from '../../../src/api/changes.ts';
import { InvalidResponseFormatError } from '../../../src/api/errors.ts';
import { builderQuoteKey, builderDefinitionKey } from '../../../src/features/builder/builder-data.ts';
import { calculationQuery } from '../../../src/lib/use-quote-calculation.ts';
import { logoQuery } from '../../../src/features/builder/customise-requests.ts';
import { OUTCOME_POLL_MS, outcomeKey, pollWhileWaiting } from '../../../src/features/validation/use-order-outcome.ts';

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

describe("the screens' own keys", () => {
  let client: QueryClient;
  const outcome = outcomeKey(7);
  const logo = logoQuery(7, '/api/v1/quote/7/customisation/logo?v=abc').queryKey;

  beforeEach(() => {
    client = createQueryClient();
    for (const key of [outcome, logo, countries]) client.setQueryData(key, { data: {} });
  });

  it("the order's outcome is a read of the quote, reloaded by a change of an order or a validation, not of a user", async () => {
    expect(outcome.slice(0, 3)).toEqual(quote);
    await changed(client, 'user');
    expect(client.getQueryState(outcome)?.isInvalidated).toBe(false);
    await changed(client, 'order');
    expect(client.getQueryState(outcome)?.isInvalidated).toBe(true);
    client.setQueryData(outcome, { data: {} });
    await changed(client, 'validation');
    expect(client.getQueryState(outcome)?.isInvalidated).toBe(true);
  });

  it('a new logo is a new read (its address is in the key), and a change of the quote reloads it', async () => {
    expect(logoQuery(7, 'a').queryKey).not.toEqual(logoQuery(7, 'b').queryKey);
    await changed(client, 'quote');
    expect(client.getQueryState(logo)?.isInvalidated).toBe(true);
  });

  it('moving to another step and signing out make nothing stale', async () => {
    await changed(client, 'position');
    await changed(client, 'signOut');
    for (const key of [outcome, logo, countries]) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('the outcome is polled every 20 s while the order waits for its trading group, not once it is decided', () => {
    const waiting = { quote: { state: 'pending_confirmation' }, order: null } as unknown as Parameters<typeof pollWhileWaiting>[0];
    const ordered = { quote: { state: 'ordered' }, order: null } as unknown as Parameters<typeof pollWhileWaiting>[0];
    expect(pollWhileWaiting(waiting)).toBe(OUTCOME_POLL_MS);
    expect(OUTCOME_POLL_MS).toBe(20_000);
    expect(pollWhileWaiting(ordered)).toBe(false);
    expect(pollWhileWaiting(undefined)).toBe(false);
  });
});

describe('a change answered with a fresh read (changedWithAnswer)', () => {
  it('stores the answer under its key and leaves it fresh, while the rest of the change is made stale', async () => {
    const client = createQueryClient();
    for (const key of ALL) client.setQueryData(key, { data: {} });
    const newPrice = { data: { total_ex_vat_cents: 12_345 } };
    await changedWithAnswer(client, 'quote', calculation, newPrice);
    expect(client.getQueryData(calculation)).toEqual(newPrice);
    expect(client.getQueryState(calculation)?.isInvalidated).toBe(false);
    expect(client.getQueryState(quote)?.isInvalidated).toBe(true);
    expect(client.getQueryState(quotes)?.isInvalidated).toBe(true);
    expect(client.getQueryState(orders)?.isInvalidated).toBe(false);
  });
});
