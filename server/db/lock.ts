/**
 * A lock on the data folder. PGlite does not lock its files, and two
 * processes on one folder lose data silently, so the second process must
 * refuse to start before it opens anything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, content, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && holder.host === os.hostname() && !isAlive(holder.pid)) {
        fs.rmSync(lockFile, { force: true }); // left behind by a crashed process
        continue;
      }
      throw new DataDirLockedError(
        `the data folder ${dataDir} is in use by another server process` +
          (holder ? ` (pid ${holder.pid} on ${holder.host})` : '') +
          '; stop it first, or set DATA_DIR to another folder',
      );
    }
  }
  throw new DataDirLockedError(`could not lock the data folder ${dataDir}`);
}

function readHolder(lockFile: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? { pid: parsed.pid, host: parsed.host } : null;
  } catch {
    return null;
  }
}
