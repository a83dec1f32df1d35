/**
 * A server process killed with SIGKILL while its relay is sending e-mails
 * to a real SMTP server, twice (once just after the server accepted a
 * message, once in the middle of one), then restarted on the same database:
 * every message is delivered, and a message is delivered twice only when a
 * kill fell between its acceptance and its mark (the documented window), with
 * the same Message-ID.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { openConfiguredDatabase } from '../../../server/db/open.ts';
import { outbox } from '../../../server/db/schema.ts';
import { enqueueMail } from '../../../server/outbox/outbox.ts';
import { exited, startChildServer, stopChildServers } from '../helpers/child-server.ts';
import { createPostgresDatabase, usesPostgres } from '../helpers/test-server.ts';
import { freePort, startSmtpSink, type SmtpSink } from './receivers.ts';
import { scratchFolder } from '../../scratch-folder.ts';

const MESSAGES = 30;
const dataDir = scratchFolder('pool-crash-');
let postgres: { url: string; drop(): Promise<void> } | null = null;
let child: ChildProcess | null = null;
let sink: SmtpSink | null = null;

afterAll(async () => {
  await stopChildServers();
  await sink?.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const databaseEnv = () => (postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir });

async function openTarget(): Promise<DatabaseHandle> {
  return postgres ? openDatabase({ kind: 'postgres', url: postgres.url }) : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
}

async function startServer(smtpPort: number): Promise<ChildProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...databaseEnv(), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_LEASE_SECONDS: '5' };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST') || (postgres === null && name === 'DATABASE_URL')) delete env[name];
  return (await startChildServer(env, port, '/healthz')).process;
}

describe('relay killed while sending', () => {
  it('delivers every message after restarts, a repeat only for a message accepted just before a kill', async () => {
    if (usesPostgres) postgres = await createPostgresDatabase();
    const opened = await openConfiguredDatabase({ ...loadConfig({}), ...(postgres ? { databaseUrl: postgres.url } : { dataDir }) }, { seedWhenNew: true, importFamilies: false });
    for (let i = 0; i < MESSAGES; i++) {
      await enqueueMail(opened.database.db, { to: `client${i}@example.test`, subject: `Order ${i}`, text: `Text ${i}`, html: `<p>${i}</p>`, locale: 'en' }, { idempotencyKey: `crash-${i}` });
    }
    await opened.close();

    const smtpPort = await freePort();
    const kills: string[] = [];
    sink = await startSmtpSink(smtpPort, async (mail, index) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      if (index === 8) {
        // accepted, then the process dies before it can mark the message sent
        setImmediate(() => child?.kill('SIGKILL'));
        kills.push(`after ${mail.messageId}`);
        return true;
      }
      if (index === 20) {
        child?.kill('SIGKILL'); // in the middle of the message: never accepted
        kills.push(`during ${mail.messageId}`);
        return false;
      }
      return true;
    });

    // three starts of a few CPU-seconds each and 30 messages: minutes on a heavily loaded machine
    const deadline = Date.now() + 300_000;
    child = await startServer(smtpPort);
    while (new Set(sink.accepted.map((m) => m.messageId)).size < MESSAGES && Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) child = await startServer(smtpPort);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGTERM');
    await exited(child);

    expect(kills).toHaveLength(2);
    const ids = sink.accepted.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(MESSAGES);
    const repeats = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeats.length).toBeLessThanOrEqual(1);
    if (repeats.length === 1) expect(kills[0]).toBe(`after ${repeats[0]}`);

    const database = await openTarget();
    try {
      const rows = await database.db.select().from(outbox);
      expect(rows).toHaveLength(MESSAGES);
      expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
