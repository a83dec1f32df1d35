/**
 * `npm run db:restore -- FILE`: brings a backup written by `npm run
 * db:backup` back into DATA_DIR, which must be empty or absent (see
 * server/db/restore.ts). Start the server on it afterwards.
 */
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { restoreBackup, RestoreRefusedError } from '../db/restore.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('error: usage: npm run db:restore -- FILE\n');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  process.stderr.write('error: DATABASE_URL is set: this restores the embedded database; restore PostgreSQL with pg_restore (docs/operations.md, "Backups")\n');
  process.exit(2);
}
const started = performance.now();
try {
  const { manifest, rows, missingFiles } = await restoreBackup(file, config.dataDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `restored into ${config.dataDir} in ${seconds} s: the backup of ${manifest.createdAt}, ` +
      `${rows.companies} companies, ${rows.users} users, ${rows.quotes} quotes, ${rows.orders} orders, ${rows.outbox} outbox messages, ` +
      `${manifest.files} stored files, ${manifest.mails} mails${missingFiles > 0 ? `; ${missingFiles} stored file(s) missing from the backup` : ''}\n`,
  );
} catch (error) {
  const known = error instanceof RestoreRefusedError || error instanceof DataDirLockedError;
  process.stderr.write(`error: ${known ? (error as Error).message : `restore failed, DATA_DIR left empty: ${(error as Error).stack}`}\n`);
  process.exit(1);
}
