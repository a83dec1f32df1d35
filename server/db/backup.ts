/**
 * Backups of the embedded database (issue 31, item 2): one tar file holding
 * the PGlite data folder (`pgdata.tar.gz`, PGlite's dumpDataDir), the stored
 * files (`files/<id>`), the mails written without SMTP (`mail/*.eml`) and,
 * last, `manifest.json` listing every entry and its size.
 *
 * Consistent: the data folder is dumped, and the files and mails are
 * hard-linked into a staging folder, while PGlite's transaction lock is held
 * (`DatabaseHandle.quiesced`): no transaction is half done in the dump and
 * none commits meanwhile. A stored file is written before the transaction
 * that records it commits and removed only after the one that forgets it
 * has, so every row of the dump has its file in the backup (a file written
 * for a transaction that had not committed yet comes along without a row;
 * the start-up sweep removes it after a restore). The requests wait only for
 * the dump and the links (the links are instant, and files are never
 * rewritten in place); the tar is then streamed from the staging folder.
 *
 * A second process cannot open a data folder the server holds (its lock,
 * server/db/lock.ts), so the serving process makes the backup itself: it
 * listens on `DATA_DIR/admin.sock`, a Unix socket only its own user may
 * open (mode 0600: the file system is the authentication), and answers
 * `POST /backup` with the tar. `npm run db:backup -- FILE` asks it, or, when
 * no server is running, takes the lock and makes the backup alone.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DatabaseHandle } from './client.ts';
import { tarWriter } from './tar.ts';

export const BACKUP_FORMAT = 1;
const STAGING_PREFIX = '.backup-staging-';

export interface BackupManifest {
  format: number;
  database: 'pglite';
  createdAt: string;
  /** Every entry before the manifest, with its size in bytes. */
  entries: Record<string, number>;
  files: number;
  mails: number;
}

/** The path of the server's backup socket in DATA_DIR. */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'admin.sock');
}

/** Hard-links (or, across file systems, copies) the regular files of `from` whose name passes `keep` into `to`. */
async function linkFiles(from: string, to: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await fs.readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names = entries.filter((entry) => entry.isFile() && keep(entry.name)).map((entry) => entry.name);
  if (names.length === 0) return [];
  await fs.mkdir(to, { recursive: true });
  for (const name of names) {
    try {
      await fs.link(path.join(from, name), path.join(to, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // removed meanwhile: its row was already gone from the dump
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await fs.copyFile(path.join(from, name), path.join(to, name));
    }
  }
  return names;
}

/** Removes the staging folders a backup cut short left behind (at start, when the server holds the folder alone). */
export async function removeBackupLeftovers(dataDir: string): Promise<void> {
  const names = await fs.readdir(dataDir).catch(() => [] as string[]);
  for (const name of names) if (name.startsWith(STAGING_PREFIX)) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
}

/** Writes a backup of the database of `dataDir` (open in `database`) to `out` as a tar stream. */
export async function writeBackup(out: NodeJS.WritableStream, dataDir: string, database: DatabaseHandle): Promise<BackupManifest> {
  if (!database.quiesced) throw new Error('a backup of this kind is for the embedded database; on PostgreSQL use pg_dump (docs/operations.md)');
  const staging = path.join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString('hex')}`);
  await fs.mkdir(staging, { mode: 0o700 });
  try {
    const { pgdata, files, mails } = await database.quiesced(async (dump) => {
      const pgdata = Buffer.from(await (await dump()).arrayBuffer());
      const files = await linkFiles(path.join(dataDir, 'files'), path.join(staging, 'files'), (name) => /^[0-9a-f]{32}$/.test(name));
      const mails = await linkFiles(path.join(dataDir, 'mail'), path.join(staging, 'mail'), (name) => name.endsWith('.eml'));
      return { pgdata, files, mails };
    });
    const tar = tarWriter(out);
    const entries: Record<string, number> = {};
    await tar.file('pgdata.tar.gz', pgdata.length, pgdata);
    entries['pgdata.tar.gz'] = pgdata.length;
    for (const [folder, names] of [
      ['files', files],
      ['mail', mails],
    ] as const) {
      for (const name of names) {
        const file = path.join(staging, folder, name);
        const { size, mtime } = await fs.stat(file);
        await tar.file(`${folder}/${name}`, size, createReadStream(file), mtime);
        entries[`${folder}/${name}`] = size;
      }
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, database: 'pglite', createdAt: new Date().toISOString(), entries, files: files.length, mails: mails.length };
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.file('manifest.json', text.length, text);
    await tar.end();
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/admin.sock for `POST /backup` (the serving process,
 * PGlite only). The socket is created with mode 0600 (umask), so that only
 * the server's own user can ask; one backup runs at a time (409 otherwise).
 */
export async function openBackupSocket(dataDir: string, database: DatabaseHandle, log: { info(message: string): void; error(details: object, message: string): void }): Promise<BackupSocket> {
  const socketPath = backupSocketPath(dataDir);
  await removeBackupLeftovers(dataDir);
  // a socket left by a process that was killed: this process holds the data folder's lock, so it is nobody's
  await fs.rm(socketPath, { force: true });
  let running = false;
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end('only POST /backup\n');
      return;
    }
    if (running) {
      response.writeHead(409).end('a backup is already running\n');
      return;
    }
    running = true;
    const started = Date.now();
    response.writeHead(200, { 'content-type': 'application/x-tar' });
    writeBackup(response, dataDir, database)
      .then((manifest) => {
        response.end();
        log.info(`backup written through ${socketPath}: ${manifest.files} file(s), ${manifest.mails} mail(s), ${Date.now() - started} ms`);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        // cut short: the client sees an incomplete tar and keeps nothing
        response.destroy(error as Error);
      })
      .finally(() => {
        running = false;
      });
  });
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  await fs.chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => fs.rm(socketPath, { force: true })),
  };
}

/** The serving process's backup, as a stream, or null when no server listens on DATA_DIR/admin.sock. */
export function requestBackup(dataDir: string): Promise<Readable | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => reject(new Error(`the server refused the backup (${response.statusCode}): ${body.trim()}`)));
        return;
      }
      resolve(response);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    request.end();
  });
}
