/**
 * Files under DATA_DIR/files, each named by an opaque random id: a client
 * never gives a name or a path that reaches the disk.
 *
 * A file is written to DATA_DIR/files/tmp, flushed (fsync), then renamed into
 * place and the folder flushed, before the transaction that records its
 * `stored_files` row commits. So a committed row always has its whole file;
 * a file whose transaction never committed (a failure, a killed process) has
 * no row and is removed by `sweepOrphans` at start.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const ID_PATTERN = /^[0-9a-f]{32}$/;

export interface WrittenFile {
  id: string;
  sizeBytes: number;
  sha256: string;
}

export interface FileStore {
  readonly dir: string;
  /** Writes the bytes durably under a new id. */
  write(bytes: Buffer): Promise<WrittenFile>;
  /** The bytes of a stored file, or null when it is missing. */
  read(id: string): Promise<Buffer | null>;
  /** Removes files (those of a transaction that did not commit); missing ones are ignored. */
  remove(ids: readonly string[]): Promise<void>;
  /**
   * Removes the temporary files and the files whose id `isKnown` does not
   * know, when they are older than `minAgeMs` (another process sharing the
   * database may be about to commit a younger one). Returns how many went.
   */
  sweepOrphans(isKnown: (ids: string[]) => Promise<Set<string>>, minAgeMs: number): Promise<number>;
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function fileStore(dataDir: string): FileStore {
  const dir = path.join(dataDir, 'files');
  const tmp = path.join(dir, 'tmp');
  const pathOf = (id: string) => {
    if (!ID_PATTERN.test(id)) throw new Error(`not a stored file id: ${id}`);
    return path.join(dir, id);
  };

  return {
    dir,

    async write(bytes) {
      await fs.mkdir(tmp, { recursive: true });
      const id = randomUUID().replaceAll('-', '');
      const temporary = path.join(tmp, id);
      const handle = await fs.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, pathOf(id));
      await syncFolder(dir);
      return { id, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    },

    async read(id) {
      if (!ID_PATTERN.test(id)) return null;
      try {
        return await fs.readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(ids) {
      await Promise.all(ids.map((id) => fs.rm(pathOf(id), { force: true })));
    },

    async sweepOrphans(isKnown, minAgeMs) {
      const now = Date.now();
      const old = async (file: string) => now - (await fs.stat(file)).mtimeMs >= minAgeMs;
      let removed = 0;
      const temporaries = await fs.readdir(tmp).catch(() => [] as string[]);
      for (const name of temporaries) {
        if (await old(path.join(tmp, name))) {
          await fs.rm(path.join(tmp, name), { force: true });
          removed += 1;
        }
      }
      const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => ID_PATTERN.test(name));
      const known = names.length > 0 ? await isKnown(names) : new Set<string>();
      for (const name of names) {
        if (!known.has(name) && (await old(path.join(dir, name)))) {
          await fs.rm(path.join(dir, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
