/** The data-folder lock that keeps a second server process off a PGlite folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../server/db/lock.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const NODE = fs.existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;
const LOCK_MODULE = path.join(ROOT, 'server/db/lock.ts');
const children: ChildProcess[] = [];
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

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

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

  it('takes a lock file left naming this very process (a restart that got the same pid, PID 1 in a container)', () => {
    const folder = tempFolder();
    const left = { pid: process.pid, host: os.hostname(), since: '2020-01-01T00:00:00.000Z' };
    fs.writeFileSync(path.join(folder, 'server.lock'), JSON.stringify(left));
    take(folder);
    const content = JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')) as { since: string };
    expect(content.since).not.toBe(left.since);
  });

  it('takes a lock file left naming a live process that is not a server (its pid reused)', async () => {
    const folder = tempFolder();
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(unrelated);
    expect(unrelated.pid).toBeGreaterThan(0);
    fs.writeFileSync(path.join(folder, 'server.lock'), JSON.stringify({ pid: unrelated.pid, host: os.hostname() }));
    take(folder);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes a lock file that a crash left unreadable or naming another host', () => {
    const garbage = tempFolder();
    fs.writeFileSync(path.join(garbage, 'server.lock'), 'garbage');
    take(garbage);
    expect(JSON.parse(fs.readFileSync(path.join(garbage, 'server.lock'), 'utf8'))).toMatchObject({ pid: process.pid });

    const renamed = tempFolder(); // a container recreated with another host name, same volume
    fs.writeFileSync(path.join(renamed, 'server.lock'), JSON.stringify({ pid: 999_999, host: `not-${os.hostname()}` }));
    take(renamed);
    expect(JSON.parse(fs.readFileSync(path.join(renamed, 'server.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('refuses while another live process holds it, naming that process, and takes it at once after that process is killed', async () => {
    const folder = tempFolder();
    const holder = await holdInChild(folder);
    let caught: unknown;
    try {
      lockDataDir(folder);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as Error).message).toContain(`pid ${holder.pid}`);
    expect(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')).toContain(`"pid":${holder.pid}`);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const startedAt = Date.now();
    take(folder);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
  });
});

/** Whether this machine lets a test run a process as PID 1 of its own pid namespace (util-linux unshare, as root). */
const canUsePidNamespace = spawnSync('unshare', ['--pid', '--fork', '--kill-child', 'sh', '-c', 'test $$ -eq 1']).status === 0;

describe.runIf(canUsePidNamespace)('lockDataDir as PID 1 of a container', () => {
  it('is taken at once by a new PID 1 after the PID 1 that held it was killed with SIGKILL, and still refuses a second live one', async () => {
    const folder = tempFolder();
    const first = await holdInChild(folder, { ownPidNamespace: true });
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8'))).toMatchObject({ pid: 1 });
    first.kill('SIGKILL'); // unshare dies, and the kernel kills its PID 1 with SIGKILL
    await new Promise((resolve) => first.once('exit', resolve));

    const startedAt = Date.now();
    const second = await holdInChild(folder, { ownPidNamespace: true }); // throws if refused
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8'))).toMatchObject({ pid: 1 });
    await expect(holdInChild(folder, { ownPidNamespace: true })).rejects.toThrow(/in use by another server process \(pid 1 on /);
    second.kill('SIGKILL');
  }, 60_000);
});

/** A separate node process (PID 1 of its own pid namespace if asked) that takes the lock of `folder` and keeps it until killed. */
async function holdInChild(folder: string, { ownPidNamespace = false } = {}): Promise<ChildProcess> {
  const script = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { m.lockDataDir(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 1000); });`;
  const args = ['--input-type=module', '--eval', script];
  const child = ownPidNamespace
    ? spawn('unshare', ['--pid', '--fork', '--kill-child=SIGKILL', NODE, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(NODE, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`the holder exited: ${output}`)));
  });
  return child;
}
