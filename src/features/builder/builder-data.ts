/**
 * The quote and its family's catalogue, compiled in the browser by the same
 * engine as on the server (same document, same ids), so that visibility,
 * inconsistencies and prices are predicted as the user types. The server
 * checked the document against the step DSL's schema when it stored it: the
 * browser compiles it without checking that again (and without a JSON Schema
 * compiler).
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { compileCheckedFamily, type Catalogue, type FamilyDocument } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { $api } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';

export type Quote = Schemas['Quote'];
type FamilyDefinition = Schemas['FamilyDefinition'];

/** Compiled catalogues by family id and version: a family is compiled once per change. */
const catalogues = new Map<string, Catalogue>();

export function compileDefinition(definition: FamilyDefinition): Catalogue {
  const cacheKey = `${definition.id}:${definition.version}:${definition.updated_at}`;
  const cached = catalogues.get(cacheKey);
  if (cached) return cached;
  const result = compileCheckedFamily(definition.document as unknown as FamilyDocument, {
    ids: (kind, key) => {
      const id = definition.ids[kind]?.[key];
      if (id === undefined) throw new Error(`the family definition has no id for ${kind} ${key}`);
      return id;
    },
  });
  if (!result.ok) throw new Error(`the family ${definition.key} does not compile: ${result.issues[0]?.message ?? ''}`);
  catalogues.set(cacheKey, result.catalogue);
  return result.catalogue;
}

export type BuilderData =
  | { status: 'loading' }
  | { status: 'error'; message: string | null; notFound: boolean }
  | { status: 'ready'; quote: Quote; catalogue: Catalogue };

/** A refusal with its HTTP status (a missing quote is not a failure to retry). */
interface Refusal {
  body: unknown;
  status: number;
}

async function read<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!data) throw { body: error, status: response.status } satisfies Refusal;
  return data;
}

/**
 * What the builder starts on: read afresh at each opening and kept as it was
 * (the builder saves on its own; a newer version read behind its back would
 * restart it), so under its own key, out of the resources' invalidations.
 */
const SNAPSHOT = { staleTime: Infinity, gcTime: 0 } as const;

const BUILDER = 'builder';

/** The builder's snapshot of a quote: the API read's key behind 'builder'. */
export const builderQuoteKey = (quoteId: number) => [BUILDER, ...$api.queryOptions('get', '/quote/{id}', { params: { path: { id: quoteId } } }).queryKey] as const;

/** The builder's snapshot of a family's definition: the version in force, or `version` (the one pricing the quote). */
export const builderDefinitionKey = (familyId: number, version?: number) =>
  [BUILDER, ...$api.queryOptions('get', '/family/{id}/definition', { params: { path: { id: familyId }, ...(version === undefined ? {} : { query: { version } }) } }).queryKey] as const;

/**
 * Loads the quote, then its family's definition, through the query cache; `reload` reads both again (after a conflict);
 * `replace` starts again on a quote the server answered (repriced: its definition is then read at its new version).
 */
export function useBuilderData(quoteId: number) {
  const quote = useQuery({
    queryKey: builderQuoteKey(quoteId),
    ...SNAPSHOT,
    queryFn: ({ signal }) => read(api.GET('/quote/{id}', { params: { path: { id: quoteId } }, signal })),
  });
  const familyId = quote.data?.data.family_id ?? 0;
  // the quote is priced by its own family version: the builder predicts with the same one
  const version = quote.data?.data.family_version;
  const definition = useQuery({
    queryKey: builderDefinitionKey(familyId, version),
    ...SNAPSHOT,
    queryFn: quote.data ? ({ signal }) => read(api.GET('/family/{id}/definition', { params: { path: { id: familyId }, query: { version } }, signal })) : skipToken,
  });

  const data = useMemo<BuilderData>(() => {
    const failed = quote.error ?? definition.error;
    if (failed) {
      if (failed instanceof Error) return { status: 'error', message: null, notFound: false };
      const { body, status } = failed as unknown as Refusal;
      return { status: 'error', message: errorMessageOf(body), notFound: quote.isError && (status === 404 || status === 400) };
    }
    if (!quote.data || !definition.data) return { status: 'loading' };
    try {
      return { status: 'ready', quote: quote.data.data, catalogue: compileDefinition(definition.data.data) };
    } catch {
      return { status: 'error', message: null, notFound: false };
    }
  }, [quote.data, quote.error, quote.isError, definition.data, definition.error]);

  // both read again (the definition once the quote is there); what failed stays shown until then
  const client = useQueryClient();
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: [BUILDER] }), [client]);
  // the quote as the server answered a change of its family version (repricing): the builder starts again on it, with that version's definition
  const replace = useCallback((next: Quote) => client.setQueryData(builderQuoteKey(quoteId), { data: next }), [client, quoteId]);
  return { data, reload, replace };
}
