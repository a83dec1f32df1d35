/**
 * The quote and its family's catalogue, compiled in the browser by the same
 * engine as on the server (same document, same ids), so that visibility,
 * inconsistencies and prices are predicted as the user types.
 */
import { useCallback, useEffect, useState } from 'react';
import { compileFamily, type Catalogue } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';

export type Quote = Schemas['Quote'];
type FamilyDefinition = Schemas['FamilyDefinition'];

/** Compiled catalogues by family id and version: a family is compiled once per change. */
const catalogues = new Map<string, Catalogue>();

export function compileDefinition(definition: FamilyDefinition): Catalogue {
  const cacheKey = `${definition.id}:${definition.updated_at}`;
  const cached = catalogues.get(cacheKey);
  if (cached) return cached;
  const result = compileFamily(definition.document, {
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

/** Loads the quote, then its family's definition; `reload` reads both again (after a conflict). */
export function useBuilderData(quoteId: number) {
  const [data, setData] = useState<BuilderData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const quote = await api.GET('/quote/{id}', { params: { path: { id: quoteId } } });
        if (!quote.data) {
          if (current) setData({ status: 'error', message: errorMessageOf(quote.error), notFound: quote.response.status === 404 || quote.response.status === 400 });
          return;
        }
        const definition = await api.GET('/family/{id}/definition', { params: { path: { id: quote.data.data.family_id } } });
        if (!definition.data) {
          if (current) setData({ status: 'error', message: errorMessageOf(definition.error), notFound: false });
          return;
        }
        const catalogue = compileDefinition(definition.data.data);
        if (current) setData({ status: 'ready', quote: quote.data.data, catalogue });
      } catch (error) {
        if (current) setData({ status: 'error', message: error instanceof Error ? null : errorMessageOf(error), notFound: false });
      }
    })();
    return () => {
      current = false;
    };
  }, [quoteId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, reload };
}
