/**
 * What each catalogue command does around its work: opens the configured
 * database (PGlite's data folder or DATABASE_URL) without seeding it or
 * importing family files, runs the work, closes the database, and sets the
 * exit code the work returns (1 with the message when it throws).
 */
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open.ts';

export async function withConfiguredDatabase(work: (db: Database) => Promise<number>): Promise<void> {
  try {
    const opened = await openConfiguredDatabase(loadConfig(), { seedWhenNew: false, importFamilies: false });
    try {
      process.exitCode = await work(opened.database.db);
    } finally {
      await opened.close();
    }
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
