/**
 * At start: removes from the file store the files that no committed row
 * names (written by a validation whose transaction failed or whose process
 * was killed). With PGlite the data folder is locked, so no other process
 * can be about to commit one: every orphan goes. With PostgreSQL other
 * processes may share the store, so only orphans older than a quarter of an
 * hour go (no transaction holds a quote's lock that long).
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { knownFileIds } from '../orders/order-repository.ts';
import { fileStore } from './file-store.ts';

export const SHARED_STORE_ORPHAN_AGE_MS = 15 * 60_000;

export function sweepFileStore(config: ServerConfig, db: Database): Promise<number> {
  return fileStore(config.dataDir).sweepOrphans((ids) => knownFileIds(db, ids), config.databaseUrl ? SHARED_STORE_ORPHAN_AGE_MS : 0);
}
