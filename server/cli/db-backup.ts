/**
 * `npm run db:backup -- FILE`: a consistent backup of the embedded database
 * (PGlite), its stored files and its mails, into FILE (a tar; see
 * server/db/backup.ts). Beside a running server (same DATA_DIR) it asks that
 * server through DATA_DIR/admin.sock; with none running it takes the data
 * folder's lock and makes the backup alone. FILE is written under a
 * temporary name, flushed, and renamed only once whole; an existing FILE is
 * never overwritten. On PostgreSQL it says to use pg_dump (docs/operations.md).
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { requestBackup, writeBackup } from '../db/backup.ts';
import { lockDataDir } from '../db/lock.ts';

function fail(message: string, code = 1): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(code);
}

const file = process.argv[2];
if (!file) fail('usage: npm run db:backup -- FILE');
const config = loadConfig();
if (config.databaseUrl) {
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (or a base backup and WAL archiving), and DATA_DIR/files and DATA_DIR/mail beside it: see docs/operations.md, "Backups"', 2);
}
const target = path.resolve(file);
if (await fs.stat(target).catch(() => null)) fail(`${target} exists already: give the backup a new name`);
const partial = `${target}.partial-${process.pid}`;
const started = performance.now();
try {
  const served = await requestBackup(config.dataDir);
  let how: string;
  if (served) {
    await pipeline(served, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    how = 'from the running server';
  } else {
    // no server: this process holds the data folder while it copies it
    const release = lockDataDir(config.dataDir);
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
      try {
        const out = new PassThrough();
        const written = pipeline(out, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await writeBackup(out, config.dataDir, database);
        out.end();
        await written;
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
    how = 'with no server running';
  }
  const handle = await fs.open(partial, 'r+');
  await handle.sync();
  await handle.close();
  await fs.rename(partial, target);
  const { size } = await fs.stat(target);
  process.stdout.write(`backup written to ${target} (${(size / 1024 / 1024).toFixed(1)} MB, ${how}) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
} catch (error) {
  await fs.rm(partial, { force: true });
  fail(`no backup written: ${(error as Error).message}`);
}
