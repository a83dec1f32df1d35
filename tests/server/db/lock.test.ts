/** The data-folder lock that keeps a second server process off a PGlite folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../server/db/lock.ts';

const folders: string[] = [];
const releases: (() => void)[] = [];

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-lock-'));
  folders.push(folder);
  return folder;
}

function take(folder: string) {
  const release = lockDataDir(folder);
  releases.push(release);
  return release;
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes server.lock with this process id and host', () => {
    const folder = tempFolder();
    take(folder);
    const content = JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')) as Record<string, unknown>;
    expect(content).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(Number.isNaN(Date.parse(String(content.since)))).toBe(false);
  });

  it('creates a missing folder', () => {
    const folder = path.join(tempFolder(), 'nested', 'data');
    take(folder);
    expect(fs.existsSync(path.join(folder, 'server.lock'))).toBe(true);
  });

  it('refuses a second lock with DataDirLockedError naming the folder', () => {
    const folder = tempFolder();
    take(folder);
    let caught: unknown;
    try {
      lockDataDir(folder);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as Error).message).toContain(folder);
    expect((caught as Error).message).toContain(`pid ${process.pid}`);
    expect((caught as Error).message).toMatch(/in use/);
  });

  it('can be taken again after release, and releasing twice is harmless', () => {
    const folder = tempFolder();
    const release = take(folder);
    release();
    expect(fs.existsSync(path.join(folder, 'server.lock'))).toBe(false);
    release();
    const again = take(folder);
    expect(fs.existsSync(path.join(folder, 'server.lock'))).toBe(true);
    again();
  });

  it('takes over a lock left by a dead process on this host', () => {
    const folder = tempFolder();
    const stale = { pid: 999_999, host: os.hostname(), since: '2020-01-01T00:00:00.000Z' };
    fs.writeFileSync(path.join(folder, 'server.lock'), JSON.stringify(stale));
    take(folder);
    const content = JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')) as { pid: number };
    expect(content.pid).toBe(process.pid);
  });

  it('does not take over a lock held by a live process, nor one from another host', () => {
    const live = tempFolder();
    fs.writeFileSync(path.join(live, 'server.lock'), JSON.stringify({ pid: process.ppid, host: os.hostname() }));
    expect(() => lockDataDir(live)).toThrow(DataDirLockedError);

    const remote = tempFolder();
    fs.writeFileSync(path.join(remote, 'server.lock'), JSON.stringify({ pid: 999_999, host: `not-${os.hostname()}` }));
    expect(() => lockDataDir(remote)).toThrow(DataDirLockedError);
    expect(JSON.parse(fs.readFileSync(path.join(remote, 'server.lock'), 'utf8'))).toMatchObject({ pid: 999_999 });
  });

  it('refuses an unreadable lock file rather than deleting it', () => {
    const folder = tempFolder();
    fs.writeFileSync(path.join(folder, 'server.lock'), 'garbage');
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    expect(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')).toBe('garbage');
  });
});
