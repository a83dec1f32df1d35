/**
 * The compiled catalogues of the families' published versions. Production
 * reads the version in force (the greatest `effective_from` not after now,
 * ties to the greatest number), found by the same query that reads the
 * family's row; a version is immutable, so its catalogue is cached per
 * (family, number) for the life of the process and never read again.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { catalogueIdKeys, type Catalogue } from '../../engine/index.ts';
import { preparedFor, type Database } from '../db/client.ts';
import { catalogueIds, families, familyVersions } from '../db/schema.ts';
import { compileVersionDocument, type Transaction } from './catalogue-repository.ts';
import { versionInForceOf } from './family-versions.ts';

/** A family row without its document (the draft: production never reads it). */
export type FamilyMeta = Omit<typeof families.$inferSelect, 'document'>;

/**
 * The number of the version in force of the family row being selected (null
 * while none is). Written out: Drizzle leaves a column of a single-table
 * select unqualified, which the subquery would take for its own.
 */
export const versionInForce = versionInForceOf(sql`"families"."id"`);

const META = {
  id: families.id,
  key: families.key,
  position: families.position,
  active: families.active,
  sourceHash: families.sourceHash,
  createdAt: families.createdAt,
  updatedAt: families.updatedAt,
  inForce: versionInForce,
};

/** A family's row without its document and its version in force, by id: prepared once per database (every catalogue read starts with it). */
const preparedMeta = preparedFor((db) => db.select(META).from(families).where(eq(families.id, sql.placeholder('id'))).prepare('family_meta'));

export interface StoredFamily {
  row: FamilyMeta;
  /** The number of the version in force, whose catalogue this is. */
  version: number;
  catalogue: Catalogue;
}

export interface CatalogueStore {
  /** Every family with a version in force, by position, active ones only unless asked. */
  list(options?: { includeInactive?: boolean }): Promise<StoredFamily[]>;
  /** The family with the catalogue of its version in force (undefined when there is no such family or no version in force). */
  get(id: number): Promise<StoredFamily | undefined>;
  /**
   * The catalogue of version `number` of a family: no query once cached (a
   * version never changes); else read through `via` (default: the database).
   * Inside a transaction pass it: on PGlite a read beside an open transaction
   * waits for that transaction. Undefined when there is no such version.
   */
  version(id: number, number: number, via?: Database | Transaction): Promise<Catalogue | undefined>;
  /** The ids of the family's keyed items by kind and key (those named by its version in force, or by version `number`). */
  idsOf(id: number, number?: number): Promise<Record<string, Record<string, number>>>;
  /** The family holding a question (or other keyed item) id. */
  familyOfItem(itemId: number): Promise<StoredFamily | undefined>;
}

export function createCatalogueStore(db: Database): CatalogueStore {
  const cache = new Map<string, Catalogue>();

  async function version(id: number, number: number, via: Database | Transaction = db): Promise<Catalogue | undefined> {
    const key = `${id}:${number}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const [row] = await via
      .select({ document: familyVersions.document })
      .from(familyVersions)
      .where(and(eq(familyVersions.familyId, id), eq(familyVersions.number, number)));
    if (!row) return undefined;
    const catalogue = await compileVersionDocument(via, id, row.document);
    cache.set(key, catalogue);
    return catalogue;
  }

  async function withCatalogue({ inForce, ...row }: FamilyMeta & { inForce: number | null }): Promise<StoredFamily | undefined> {
    if (inForce === null) return undefined;
    const catalogue = await version(row.id, inForce);
    return catalogue && { row, version: inForce, catalogue };
  }

  return {
    async list(options = {}) {
      const rows = await db.select(META).from(families).orderBy(asc(families.position), asc(families.id));
      const shown = options.includeInactive ? rows : rows.filter((row) => row.active);
      const stored = await Promise.all(shown.map(withCatalogue));
      return stored.filter((family) => family !== undefined);
    },
    async get(id) {
      const [row] = await preparedMeta(db).execute({ id });
      return row ? withCatalogue(row) : undefined;
    },
    version,
    async idsOf(id, number) {
      const catalogue = number === undefined ? (await this.get(id))?.catalogue : await version(id, number);
      const named = new Set(catalogue ? catalogueIdKeys(catalogue.document).map((entry) => `${entry.kind}:${entry.key}`) : []);
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

/** The catalogue that prices a quote or an order: its own family version (a foreign key guarantees it exists). */
export async function catalogueOfVersion(store: CatalogueStore, pinned: { familyId: number; familyVersion: number }, via?: Database | Transaction): Promise<Catalogue> {
  const catalogue = await store.version(pinned.familyId, pinned.familyVersion, via);
  if (!catalogue) throw new Error(`family ${pinned.familyId} has no version ${pinned.familyVersion}`);
  return catalogue;
}
