/** Inactive families are seen only by CATALOGUE_ADMIN: any other caller gets 404, exactly like a missing family. */
import type { Permission } from '../auth/permissions.ts';
import { notFound } from '../http/app-error.ts';
import type { CatalogueStore, StoredFamily } from './catalogue-store.ts';

export const isCatalogueAdmin = (permissions: readonly Permission[]) => permissions.includes('CATALOGUE_ADMIN');

/** The family if the caller may see it; 404 otherwise. */
export async function visibleFamily(store: CatalogueStore, permissions: readonly Permission[], id: number): Promise<StoredFamily> {
  const family = await store.get(id);
  if (!family || (!family.row.active && !isCatalogueAdmin(permissions))) throw notFound();
  return family;
}
