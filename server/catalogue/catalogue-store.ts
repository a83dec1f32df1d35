/**
 * The compiled catalogue of each family, cached per process and recompiled
 * when the family's row changes (another process may have written it).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { catalogueIdKeys, type Catalogue } from '../../engine/index.ts';
import { preparedFor, type Database } from '../db/client.ts';
import { catalogueIds, families } from '../db/schema.ts';
import { compileStored, type Transaction } from './catalogue-repository.ts';

/** A family row without its document (the catalogue carries it). */
export type FamilyMeta = Omit<typeof families.$inferSelect, 'document'>;

const META = {
  id: families.id,
  key: families.key,
  position: families.position,
  active: families.active,
  sourceHash: families.sourceHash,
  createdAt: families.createdAt,
  updatedAt: families.updatedAt,
};

/** A family's row without its document, by id: prepared once per database (every catalogue read starts with it). */
const preparedMeta = preparedFor((db) => db.select(META).from(families).where(eq(families.id, sql.placeholder('id'))).prepare('family_meta'));

export interface StoredFamily {
  row: FamilyMeta;
  catalogue: Catalogue;
}

export interface CatalogueStore {
  /** Every family by position, active ones only unless asked. */
  list(options?: { includeInactive?: boolean }): Promise<StoredFamily[]>;
  get(id: number): Promise<StoredFamily | undefined>;
  /**
   * The catalogue of a family whose row the caller has just read (its
   * `updated_at`): no query when the cached one is that version; else read
   * through `via` (default: the database). Inside a transaction pass it: on
   * PGlite a read beside an open transaction waits for that transaction.
   */
  catalogueAt(id: number, updatedAt: Date, via?: Database | Transaction): Promise<Catalogue>;
  /** The ids of the family's keyed items by kind and key (those its document names). */
  idsOf(id: number): Promise<Record<string, Record<string, number>>>;
  /** The family holding a question (or other keyed item) id. */
  familyOfItem(itemId: number): Promise<StoredFamily | undefined>;
}

export function createCatalogueStore(db: Database): CatalogueStore {
  const cache = new Map<number, { stamp: string; catalogue: Catalogue }>();

  async function withCatalogue(row: FamilyMeta): Promise<StoredFamily> {
    const stamp = row.updatedAt.toISOString();
    const cached = cache.get(row.id);
    if (cached?.stamp === stamp) return { row, catalogue: cached.catalogue };
    const [full] = await db.select().from(families).where(eq(families.id, row.id));
    if (!full) throw new Error(`family ${row.id} disappeared while being read`);
    const catalogue = await compileStored(db, full);
    cache.set(row.id, { stamp, catalogue });
    return { row, catalogue };
  }

  return {
    async list(options = {}) {
      const rows = await db.select(META).from(families).orderBy(asc(families.position), asc(families.id));
      const shown = options.includeInactive ? rows : rows.filter((row) => row.active);
      return Promise.all(shown.map(withCatalogue));
    },
    async get(id) {
      const [row] = await preparedMeta(db).execute({ id });
      return row ? withCatalogue(row) : undefined;
    },
    async catalogueAt(id, updatedAt, via) {
      const cached = cache.get(id);
      if (cached?.stamp === updatedAt.toISOString()) return cached.catalogue;
      if (!via) {
        const family = await this.get(id);
        if (!family) throw new Error(`family ${id} disappeared while being read`);
        return family.catalogue;
      }
      const [full] = await via.select().from(families).where(eq(families.id, id));
      if (!full) throw new Error(`family ${id} disappeared while being read`);
      const catalogue = await compileStored(via, full);
      cache.set(id, { stamp: full.updatedAt.toISOString(), catalogue });
      return catalogue;
    },
    async idsOf(id) {
      const family = await this.get(id);
      const named = new Set(family ? catalogueIdKeys(family.catalogue.document).map((entry) => `${entry.kind}:${entry.key}`) : []);
      const rows = await db.select().from(catalogueIds).where(eq(catalogueIds.familyId, id));
      const ids: Record<string, Record<string, number>> = {};
      for (const row of rows) if (named.has(`${row.kind}:${row.key}`)) (ids[row.kind] ??= {})[row.key] = row.id;
      return ids;
    },
    async familyOfItem(itemId) {
      const [item] = await db.select({ familyId: catalogueIds.familyId }).from(catalogueIds).where(eq(catalogueIds.id, itemId));
      return item ? this.get(item.familyId) : undefined;
    },
  };
}
