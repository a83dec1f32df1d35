/**
 * A server process killed with SIGKILL in the middle of a validation, at
 * each point the validation pauses at when VALIDATION_PAUSE_AT names it
 * (server/orders/validation-pause.ts), then restarted on the same data: the
 * quote is either validated with its order, documents and purchase order
 * (killed after the commit), or still a draft with nothing of an order left
 * (killed before): no order row, no stored-file row, and on PGlite no file
 * either (the start-up sweep removed them; with PostgreSQL the sweep leaves
 * files younger than a quarter of an hour, which another process sharing the
 * store may be about to commit, so only rows are compared there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { orders, storedFiles } from '../../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed-data.ts';
import { PAUSE_POINTS, type PausePoint } from '../../../server/orders/validation-pause.ts';
import { exited, startChildServer, stopChildServers, type ChildServer } from '../helpers/child-server.ts';
import { createPostgresDatabase, usesPostgres } from '../helpers/test-server.ts';
import { freePort } from '../outbox/receivers.ts';
import { SAMPLE_PDF, SAMPLE_PNG } from './validation-helpers.ts';
import { scratchFolder } from '../../scratch-folder.ts';

const dataDir = scratchFolder('pool-validation-crash-');
let postgres: { url: string; drop(): Promise<void> } | null = null;

afterAll(async () => {
  await stopChildServers();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(pauseAt?: PausePoint): Promise<ChildServer> {
  const port = await freePort();
  // the pauses hold the validation inside its transaction until the kill: no time limit may end it first
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', TRANSACTION_TIMEOUT_SECONDS: '600', ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST') || (postgres === null && name === 'DATABASE_URL')) delete env[name];
  if (pauseAt) env.VALIDATION_PAUSE_AT = pauseAt;
  else delete env.VALIDATION_PAUSE_AT;
  return startChildServer(env, port);
}

async function api<T>(server: ChildServer, token: string | null, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/api/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
}

async function signIn(server: ChildServer): Promise<string> {
  const { body } = await api<{ data: { access_token: string } }>(server, null, 'POST', '/auth/login', { identifier: 'demo.user', password: DEMO_PASSWORD, accept_terms: true });
  return body.data.access_token;
}

/** A priced bubble-cover quote, billed through the trading group. */
async function pricedQuote(server: ChildServer, token: string): Promise<number> {
  const families = (await api<{ data: { id: number; key: string }[] }>(server, token, 'GET', '/family')).body.data;
  const family = families.find((f) => f.key === 'bubble')!;
  const presets = (await api<{ data: { key: string; answers: Record<string, unknown> }[] }>(server, token, 'GET', `/family/${family.id}/preset`)).body.data;
  const quote = (await api<{ data: { id: number; version: number } }>(server, token, 'POST', '/quote', { family_id: family.id, billing: 'group' })).body.data;
  const saved = await api(server, token, 'PUT', `/quote/${quote.id}`, { answers: presets.find((p) => p.key === 'rect_8x4_blue')!.answers, version: quote.version });
  expect(saved.status).toBe(200);
  return quote.id;
}

function sendValidation(server: ChildServer, token: string, quoteId: number): Promise<Response> {
  const form = new FormData();
  form.append('accept_terms', 'true');
  form.append('documents', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'plan.pdf');
  form.append('documents', new Blob([SAMPLE_PNG], { type: 'image/png' }), 'photo.png');
  return fetch(`${server.url}/api/v1/quote/${quoteId}/validation`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

// generous: the validation renders its PDFs in a worker first, slow on a loaded machine
async function waitFor(condition: () => boolean, what: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const filesOnDisk = () => (fs.existsSync(path.join(dataDir, 'files')) ? fs.readdirSync(path.join(dataDir, 'files')).filter((name) => /^[0-9a-f]{32}$/.test(name)) : []);
const temporaryFiles = () => (fs.existsSync(path.join(dataDir, 'files', 'tmp')) ? fs.readdirSync(path.join(dataDir, 'files', 'tmp')) : []);

describe('a validation killed with SIGKILL', () => {
  it('leaves, after a restart, either the whole order or a draft with nothing of an order', async () => {
    if (usesPostgres) postgres = await createPostgresDatabase();
    const outcomes: Record<string, { state: string; orders: number }> = {};
    for (const point of PAUSE_POINTS) {
      let server = await startServer(point);
      let token = await signIn(server);
      const quoteId = await pricedQuote(server, token);
      const before = filesOnDisk().length;
      const pending = sendValidation(server, token, quoteId).catch(() => null);
      await waitFor(() => server.stderr().includes(`validation paused at ${point}`), `the pause at ${point}`);
      // the two documents, then the purchase order too, are on disk (fsynced) when the process dies
      expect(filesOnDisk().length - before, point).toBe(point === 'documents_written' ? 2 : 3);
      server.process.kill('SIGKILL');
      await exited(server.process);
      expect(await pending).toBeNull(); // the client never had an answer

      server = await startServer();
      token = await signIn(server);
      const quote = (await api<{ data: { state: string; order_id: number | null } }>(server, token, 'GET', `/quote/${quoteId}`)).body.data;
      const purchaseOrder = await api<string>(server, token, 'GET', `/quote/${quoteId}/purchase-order`);
      if (point === 'after_commit') {
        expect(quote.state, point).toBe('pending_confirmation');
        expect(quote.order_id).not.toBeNull();
        expect(purchaseOrder.status).toBe(200);
        expect(String(purchaseOrder.body).startsWith('%PDF-')).toBe(true);
        // validating again is refused: the order exists once
        expect((await sendValidation(server, token, quoteId)).status).toBe(409);
      } else {
        expect(quote, point).toEqual(expect.objectContaining({ state: 'draft', order_id: null }));
        expect(purchaseOrder.status).toBe(404);
        // and the draft validates normally
        expect((await sendValidation(server, token, quoteId)).status, point).toBe(200);
      }
      outcomes[point] = { state: quote.state, orders: quote.order_id === null ? 0 : 1 };
      server.process.kill('SIGTERM');
      await exited(server.process);
    }
    expect(outcomes).toEqual({
      documents_written: { state: 'draft', orders: 0 },
      files_written: { state: 'draft', orders: 0 },
      before_commit: { state: 'draft', orders: 0 },
      after_commit: { state: 'pending_confirmation', orders: 1 },
    });

    // one order per quote, every committed row with its file, and on PGlite no file without its row
    const database: DatabaseHandle = postgres ? await openDatabase({ kind: 'postgres', url: postgres.url }) : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      expect(await database.db.select().from(orders)).toHaveLength(PAUSE_POINTS.length);
      const rows = (await database.db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id).sort();
      expect(rows).toHaveLength(PAUSE_POINTS.length * 3); // a purchase order and two documents per order
      const disk = filesOnDisk().sort();
      for (const id of rows) expect(disk).toContain(id);
      if (!postgres) {
        // each restart swept the files of the validation killed before it
        expect(filesOnDisk().sort()).toEqual(rows);
        expect(temporaryFiles()).toEqual([]);
      }
    } finally {
      await database.close();
    }
  }, 600_000);
});
