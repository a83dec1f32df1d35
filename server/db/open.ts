/**
 * Opens the configured database for a long-running process: takes the data
 * folder lock (PGlite), connects, migrates, and writes the roles; the demo
 * data is written when the database is new, and the family files changed
 * since their last import are imported.
 */
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { familyFiles, importFamilyFiles, type ImportReport } from '../catalogue/load-family-files.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './lock.ts';
import { ensureRoles, isEmpty, seedDemoData } from './seed.ts';
import { withoutTransactionLimit } from './transaction-scope.ts';

export interface OpenedDatabase {
  database: DatabaseHandle;
  seeded: boolean;
  catalogue: ImportReport;
  close(): Promise<void>;
}

export async function openConfiguredDatabase(
  config: ServerConfig,
  options: { seedWhenNew: boolean; importFamilies?: boolean } = { seedWhenNew: true },
): Promise<OpenedDatabase> {
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const limits = { transactionTimeoutMs: config.transactionTimeoutSeconds * 1000 };
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, ...limits }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata'), ...limits },
    );
    await database.migrate();
    // what runs once at start (a new database's demo data, a changed family file) has no time limit
    const { seeded, catalogue } = await withoutTransactionLimit(async () => {
      const seeded = options.seedWhenNew && (await isEmpty(database.db));
      if (seeded) await seedDemoData(database.db);
      else await ensureRoles(database.db);
      const catalogue =
        options.importFamilies === false
          ? { imported: [], unchanged: [], refused: [] }
          : await importFamilyFiles(database.db, await familyFiles(), { onlyChanged: true });
      return { seeded, catalogue };
    });
    return {
      database,
      seeded,
      catalogue,
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
