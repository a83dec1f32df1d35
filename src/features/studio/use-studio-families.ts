/**
 * The studio's reads: every family with its draft (listFamilies with the
 * inactive ones, as a CATALOGUE_ADMIN sees them) and each family's published
 * versions (listFamilyVersions), through the query cache.
 */
import { useQueries } from '@tanstack/react-query';
import { $api } from '../../api/queries.ts';
import type { Schemas } from '../../api/types.ts';
import { useApiList } from '../../lib/use-api-list.ts';

export type StudioFamily = Schemas['Family'];
export type FamilyVersion = Schemas['FamilyVersion'];

/** The version production reads now, and the next one scheduled, of a history (newest first). */
export function versionSummary(versions: readonly FamilyVersion[] | undefined) {
  const inForce = versions?.find((version) => version.in_force) ?? null;
  // newest first: the last scheduled one in the list takes effect first
  const scheduled = versions?.filter((version) => version.scheduled).at(-1) ?? null;
  return { inForce, scheduled, count: versions?.length ?? 0 };
}

export const familyVersionsQuery = (id: number) => $api.queryOptions('get', '/family/{id}/version', { params: { path: { id } } });

export function useStudioFamilies() {
  const list = useApiList($api.queryOptions('get', '/family', { params: { query: { include_inactive: true } } }));
  const versions = useQueries({ queries: list.rows.map((family) => familyVersionsQuery(family.id)) });
  const versionsOf = (id: number): FamilyVersion[] | undefined => versions[list.rows.findIndex((family) => family.id === id)]?.data?.data;
  return { list, versionsOf };
}
