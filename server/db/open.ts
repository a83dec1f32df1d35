/**
 * Opens the configured database for a long-running process: takes the data
 * folder lock (PGlite), connects, migrates, and writes the roles; the demo
 * data is written when the database is new.
 */
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './lock.ts';
import { ensureRoles, isEmpty, seedDemoData } from './seed.ts';

export interface OpenedDatabase {
  database: DatabaseHandle;
  seeded: boolean;
  close(): Promise<void>;
}

export async function openConfiguredDatabase(
  config: ServerConfig,
  options: { seedWhenNew: boolean } = { seedWhenNew: true },
): Promise<OpenedDatabase> {
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
    );
    await database.migrate();
    const seeded = options.seedWhenNew && (await isEmpty(database.db));
    if (seeded) await seedDemoData(database.db);
    else await ensureRoles(database.db);
    return {
      database,
      seeded,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
