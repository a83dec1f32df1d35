/**
 * Brings a backup of server/db/backup.ts back into an EMPTY data folder
 * (`npm run db:restore -- FILE`): a folder that holds anything is refused,
 * so that nothing is ever overwritten. The folder is locked as a server
 * would lock it (no server can start on it meanwhile); the tar is read as a
 * stream into a staging folder and checked against its manifest (every
 * entry, its size) before PGlite loads the data folder; the stored files
 * and mails are then moved into place. On any failure the folder is left
 * as empty as it was found.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createReadStream } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_FORMAT, type BackupManifest } from './backup.ts';
import { PGLITE_DURABLE } from './client.ts';
import { lockDataDir } from './lock.ts';
import { tarReader, type EntrySink } from './tar.ts';

export class RestoreRefusedError extends Error {}

export interface RestoreReport {
  manifest: BackupManifest;
  rows: { companies: number; users: number; quotes: number; orders: number; storedFiles: number; outbox: number };
  /** stored_files rows whose file is not in the backup (0 for a consistent backup). */
  missingFiles: number;
}

async function isEmptyOrMissing(dir: string): Promise<'missing' | 'empty' | 'used'> {
  try {
    return (await fs.readdir(dir)).length === 0 ? 'empty' : 'used';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

function memorySink(into: Buffer[]): EntrySink {
  return { write: async (chunk) => void into.push(chunk), close: async () => undefined };
}

function fileSink(file: string): EntrySink {
  const stream = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  return {
    write: async (chunk) => {
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    close: async () => {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

export async function restoreBackup(file: string, dataDirInput: string): Promise<RestoreReport> {
  const dataDir = path.resolve(dataDirInput);
  const state = await isEmptyOrMissing(dataDir);
  if (state === 'used') throw new RestoreRefusedError(`DATA_DIR ${dataDir} is not empty: a backup is restored only into an empty folder (nothing is overwritten)`);
  await fs.access(file).catch(() => {
    throw new RestoreRefusedError(`no backup file at ${file}`);
  });
  await fs.mkdir(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  const staging = path.join(dataDir, '.restoring');
  try {
    await fs.mkdir(path.join(staging, 'files'), { recursive: true });
    await fs.mkdir(path.join(staging, 'mail'), { recursive: true });
    const pgdata: Buffer[] = [];
    const manifestBytes: Buffer[] = [];
    const received: Record<string, number> = {};
    await pipeline(
      createReadStream(file),
      tarReader(async (name, size) => {
        if (name in received) throw new RestoreRefusedError(`the backup holds ${name} twice`);
        received[name] = size;
        if (name === 'pgdata.tar.gz') return memorySink(pgdata);
        if (name === 'manifest.json') return memorySink(manifestBytes);
        const match = /^(files\/[0-9a-f]{32}|mail\/[\w.-]+\.eml)$/.exec(name);
        if (!match) throw new RestoreRefusedError(`unexpected entry in the backup: ${name}`);
        return fileSink(path.join(staging, name));
      }),
    );
    if (manifestBytes.length === 0) throw new RestoreRefusedError('the backup has no manifest.json: it was cut short');
    const manifest = JSON.parse(Buffer.concat(manifestBytes).toString('utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.database !== 'pglite') throw new RestoreRefusedError(`not a backup this version can restore (format ${manifest.format}, ${manifest.database})`);
    const { ['manifest.json']: _manifestSize, ...entries } = received;
    const expected = Object.entries(manifest.entries);
    if (expected.length !== Object.keys(entries).length || expected.some(([name, size]) => entries[name] !== size)) {
      throw new RestoreRefusedError('the backup does not match its manifest (an entry is missing or of another size)');
    }

    const client = new PGlite(path.join(dataDir, 'pgdata'), { ...PGLITE_DURABLE, loadDataDir: new Blob([Buffer.concat(pgdata)]) });
    let rows: RestoreReport['rows'];
    let ids: string[];
    try {
      await client.waitReady;
      const counted = await client.query<RestoreReport['rows']>(
        `select (select count(*) from companies)::int as companies, (select count(*) from users)::int as users,
                (select count(*) from quotes)::int as quotes, (select count(*) from orders)::int as orders,
                (select count(*) from stored_files)::int as "storedFiles", (select count(*) from outbox)::int as outbox`,
      );
      rows = counted.rows[0]!;
      ids = (await client.query<{ id: string }>('select id from stored_files')).rows.map((row) => row.id);
    } finally {
      await client.close();
    }
    const restoredFiles = new Set(await fs.readdir(path.join(staging, 'files')));
    const missingFiles = ids.filter((id) => !restoredFiles.has(id)).length;

    await fs.rename(path.join(staging, 'files'), path.join(dataDir, 'files'));
    await fs.rename(path.join(staging, 'mail'), path.join(dataDir, 'mail'));
    await fs.rm(staging, { recursive: true, force: true });
    return { manifest, rows, missingFiles };
  } catch (error) {
    // leave the folder as it was found: empty (or absent)
    for (const name of await fs.readdir(dataDir).catch(() => [] as string[])) {
      if (name !== 'server.lock') await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    throw error;
  } finally {
    release();
    if (state === 'missing' || state === 'empty') {
      // the lock file is the only thing left after a failure: remove it too
      const left = await fs.readdir(dataDir).catch(() => [] as string[]);
      if (left.length === 1 && left[0] === 'server.lock') await fs.rm(path.join(dataDir, 'server.lock'), { force: true });
    }
  }
}
