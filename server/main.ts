/**
 * `npm start`: one process serving the built app and /api/v1.
 * Start-up failures print one line and exit non-zero.
 */
import { buildApp } from './app.ts';
import { formatFileIssue } from './catalogue/family-file.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { sweepFileStore } from './files/sweep-files.ts';
import { createRelay } from './outbox/relay.ts';
import { prepareDocuments } from './pdf/render-document.ts';
import { openBackupSocket, type BackupSocket } from './db/backup.ts';
import { prepareCatalogueAnalysis } from './catalogue/catalogue-analysis.ts';

async function main() {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  const swept = await sweepFileStore(config, opened.database.db);
  const app = await buildApp({ config, database: opened.database });
  if (swept > 0) app.log.info(`${swept} file(s) of validations that never committed removed from the file store`);
  if (opened.seeded) app.log.info('new database: demo data loaded (see README for the demo logins)');
  for (const family of opened.catalogue.imported) app.log.info(`family ${family.key} imported from ${family.file}`);
  for (const refused of opened.catalogue.refused) {
    app.log.error(`family file ${refused.file} refused, the family keeps its previous version:\n${refused.issues.map(formatFileIssue).join('\n')}`);
  }

  // every process runs the outbox relay: FOR UPDATE SKIP LOCKED shares the work between them
  const relay = createRelay({ db: opened.database.db, config, log: app.log });

  let backupSocket: BackupSocket | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    await relay.stop();
    await backupSocket?.close();
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    relay.start();
    // the embedded database's backups are made by this process, asked through DATA_DIR/admin.sock (npm run db:backup)
    if (!config.databaseUrl) {
      backupSocket = await openBackupSocket(config.dataDir, opened.database, app.log).catch((error: unknown) => {
        app.log.warn({ err: error }, 'no backup socket: npm run db:backup cannot reach this server (stop it to back up)');
        return null;
      });
    }
    prepareDocuments();
    prepareCatalogueAnalysis();
  } catch (error) {
    await opened.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError;
  const code = (error as NodeJS.ErrnoException).code;
  const message =
    code === 'EADDRINUSE'
      ? `the port is already in use (${(error as Error).message}); set PORT to another one`
      : known
        ? (error as Error).message
        : `start-up failed: ${(error as Error).stack ?? String(error)}`;
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
});
