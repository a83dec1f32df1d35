/**
 * Where tests put the data folders they throw away: /dev/shm, the machine's memory, when it has one. On
 * this machine's disk (ext4 in a virtual machine) creating a PGlite data folder's 1,107 files cost
 * 0.9-1.0 CPU-s of system time, in /dev/shm 0.04 s; and PGlite's fsync at each commit costs nothing
 * there (what a test kills with SIGKILL is still there, as on a disk: only a power cut would lose it).
 * TEST_DB_DIR chooses another folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function writableFolder(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export const SCRATCH_DIR = process.env.TEST_DB_DIR || (writableFolder('/dev/shm') ? '/dev/shm' : os.tmpdir());

/** A new empty folder in SCRATCH_DIR whose name starts with `prefix`. */
export function scratchFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(SCRATCH_DIR, prefix));
}
