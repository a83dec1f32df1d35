/** The crash tests' child server (child-server.ts): one that does not answer in time is killed, not left running. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../outbox/receivers.ts';
import { childServerCount, startChildServer, stopChildServers } from './child-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-child-server-'));

afterAll(async () => {
  await stopChildServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function serverEnv(port: number, extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', ...extra };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name === 'DATABASE_URL' || name.startsWith('VITEST')) delete env[name];
  return env;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startChildServer', () => {
  it('kills a server that does not answer within the limit, before saying so', async () => {
    const port = await freePort();
    // a path that answers 404: the server never counts as started
    const failure = await startChildServer(await serverEnv(port), port, '/no-such-path', 3_000).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^server \d+ did not answer \/no-such-path within 3000 ms \(killed\)/);
    const pid = Number(/^server (\d+)/.exec(failure!)![1]);
    expect(alive(pid)).toBe(false);
    expect(childServerCount()).toBe(0);
  }, 60_000);

  it('says that a server exited, with what it wrote, and keeps nothing running', async () => {
    const failure = await startChildServer(await serverEnv(0, { PORT: 'abc' }), 0).catch((error: Error) => error.message);
    expect(failure).toMatch(/^server \d+ exited \(1\): .*PORT/s);
    expect(childServerCount()).toBe(0);
  }, 60_000);
});
