/**
 * A lock on the data folder. PGlite does not lock its files, and two
 * processes on one folder lose data silently, so the second process must
 * refuse to start before it opens anything.
 *
 * The lock is the operating system's: an exclusive lock on the open file
 * `server.lock` (an open-file-description lock on Linux, a BSD lock on
 * macOS, LockFileEx on Windows, through fs-native-extensions). The kernel
 * drops it when the process ends, however it ends, so a crash never leaves
 * a lock behind and a restart takes it whatever pid it gets, PID 1 of a
 * container included; no pid is ever compared. The file's content (pid,
 * host, since) only names the holder in the refusal message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  // a holder releasing removes the file: the one we locked must still be the one at the path
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const fd = fs.openSync(lockFile, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
    let locked: boolean;
    try {
      locked = tryLock(fd);
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    if (!locked) {
      fs.closeSync(fd);
      const holder = readHolder(lockFile);
      throw new DataDirLockedError(
        `the data folder ${dataDir} is in use by another server process` +
          (holder ? ` (pid ${holder.pid} on ${holder.host})` : '') +
          '; stop it first, or set DATA_DIR to another folder',
      );
    }
    if (!isFileAt(fd, lockFile)) {
      unlock(fd);
      fs.closeSync(fd);
      continue;
    }
    // whatever a crashed holder left in the file is replaced
    const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, content, 0);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // removed while still held, so that no one locks a file that is no longer the lock
      if (isFileAt(fd, lockFile)) fs.rmSync(lockFile, { force: true });
      unlock(fd);
      fs.closeSync(fd);
    };
  }
  throw new DataDirLockedError(`could not lock the data folder ${dataDir}`);
}

function isFileAt(fd: number, file: string): boolean {
  try {
    const opened = fs.fstatSync(fd);
    const named = fs.statSync(file);
    return opened.ino === named.ino && opened.dev === named.dev;
  } catch {
    return false;
  }
}

function readHolder(lockFile: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? { pid: parsed.pid, host: parsed.host } : null;
  } catch {
    return null;
  }
}
