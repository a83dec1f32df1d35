/**
 * Builds the API on a fresh, seeded database for a test file: PGlite by
 * default (a private copy of a seeded template folder, removed on close), or
 * a new PostgreSQL database (dropped on close) when DATABASE_URL is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed-data.ts';
import { familyFiles, importFamilyFiles } from '../../../server/catalogue/load-family-files.ts';
import { seedDemoData } from '../../../server/db/seed.ts';
import { SCRATCH_DIR, scratchFolder } from '../../scratch-folder.ts';
import { watchContract } from './contract-responses.ts';
import { withoutTransactionLimit } from '../../../server/db/transaction-scope.ts';

export { DEMO_PASSWORD };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: ServerConfig;
  close(): Promise<void>;
}

export const usesPostgres = Boolean(process.env.DATABASE_URL);

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh PostgreSQL database on the server of DATABASE_URL, empty or a copy of `template` (CREATE
 * DATABASE ... TEMPLATE: a file copy on the server, instead of the migrations and the demo data
 * written statement by statement); `drop` removes it.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

const postgresTemplates = new Map<boolean, Promise<string>>();

/**
 * The PostgreSQL counterpart of pgliteTemplate: a migrated database, seeded unless `seeded` is false,
 * named by templateKey(), built once on the server (by whichever worker comes first: it is built
 * under another name and renamed, so no worker copies a half-built one) and copied for each test
 * database. Left on the server afterwards (CI's is thrown away; a kept server gets one per change
 * of the migrations or the demo data).
 */
function postgresTemplate(seeded: boolean): Promise<string> {
  let template = postgresTemplates.get(seeded);
  if (!template) {
    template = buildPostgresTemplate(`test_template_${templateKey()}_${seeded ? 'seeded' : 'migrated'}`, seeded);
    template.catch(() => postgresTemplates.delete(seeded));
    postgresTemplates.set(seeded, template);
  }
  return template;
}

async function buildPostgresTemplate(name: string, seeded: boolean): Promise<string> {
  const exists = async () => withAdmin(async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (await exists()) return name;
  const building = await createPostgresDatabase();
  const buildingName = new URL(building.url).pathname.slice(1);
  try {
    const database = await openDatabase({ kind: 'postgres', url: building.url });
    try {
      await database.migrate();
      if (seeded) await seed(database.db);
    } finally {
      await database.close();
    }
    await withAdmin((admin) => admin.query(`ALTER DATABASE ${buildingName} RENAME TO ${name}`));
  } catch (error) {
    await building.drop();
    if (await exists()) return name; // another worker finished first: use its template
    throw error;
  }
  return name;
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Everything that shapes the seeded database: a change to any of these makes a new template. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...fs
      .readdirSync(path.join(ROOT, 'server/db/migrations'), { recursive: true, encoding: 'utf8' })
      .map((name) => path.join('server/db/migrations', name))
      .sort(),
    ...fs
      .readdirSync(path.join(ROOT, 'schemas/families'))
      .map((name) => path.join('schemas/families', name))
      .sort(),
    'server/db/seed.ts',
    'server/db/seed-data.ts',
    'server/db/schema.ts',
    'server/auth/permissions.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ];
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The demo data and the family files, as `npm start` writes them on a new database. */
async function seed(db: Database): Promise<void> {
  const report = await withoutTransactionLimit(async () => {
    await seedDemoData(db);
    return importFamilyFiles(db, await familyFiles());
  });
  if (report.refused.length > 0) throw new Error(`family files refused: ${report.refused.map((r) => r.file).join(', ')}`);
}

const COPY_PREFIX = 'pool-test-db-';

/** A template not used for this long is removed (other checkouts of the repository may be using theirs meanwhile). */
const TEMPLATE_UNUSED_MS = 24 * 3600_000;

/** Marks a template used now, so that another checkout's clean-up leaves it alone. */
function touch(template: string): void {
  const now = new Date();
  fs.utimesSync(path.join(template, '.complete'), now, now);
}

/**
 * A migrated PGlite data folder, seeded unless `seeded` is false, built once
 * (per change of the migrations or the demo data) in the temp folder. Starting
 * PGlite on a copy of it skips initdb and the migrations, which cost about
 * 3.7 CPU-s per database (the copy: 0.04 s in /dev/shm, tests/scratch-folder.ts). Templates of other keys are
 * removed once unused for a day: several checkouts (worktrees) on one machine
 * each use their own meanwhile.
 */
async function pgliteTemplate(seeded: boolean): Promise<string> {
  const template = path.join(os.tmpdir(), `pool-test-template-${templateKey()}${seeded ? '' : '-migrated'}`);
  if (fs.existsSync(path.join(template, '.complete'))) {
    touch(template);
    return template;
  }
  const building = fs.mkdtempSync(`${template}-building-`);
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  try {
    await database.migrate();
    if (seeded) await seed(database.db);
  } finally {
    await database.close();
  }
  fs.writeFileSync(path.join(building, '.complete'), new Date().toISOString());
  try {
    fs.renameSync(building, template);
  } catch {
    // another worker finished first: use its template
    fs.rmSync(building, { recursive: true, force: true });
  }
  for (const old of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), old);
    if (!old.startsWith('pool-test-template-') || old.includes('-building-')) continue;
    const used = fs.statSync(path.join(full, '.complete'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (Date.now() - used > TEMPLATE_UNUSED_MS) fs.rmSync(full, { recursive: true, force: true });
  }
  // copies a killed test run left behind (in memory when SCRATCH_DIR is /dev/shm)
  for (const old of fs.readdirSync(SCRATCH_DIR)) {
    const full = path.join(SCRATCH_DIR, old);
    if (old.startsWith(COPY_PREFIX) && Date.now() - fs.statSync(full).mtimeMs > TEMPLATE_UNUSED_MS) fs.rmSync(full, { recursive: true, force: true });
  }
  return template;
}

/**
 * The transaction time limit of test servers unless a test sets its own: a
 * minute, since a validation renders its purchase order inside its
 * transaction and the tests share a few loaded cores (the production
 * default is 10 s).
 */
const TEST_TRANSACTION_TIMEOUT_SECONDS = 60;

/** Opens a migrated database, seeded unless `seed` is false, and reports how to dispose of it. */
export async function createTestDatabase({
  seed: withData = true,
  transactionTimeoutMs,
  onQuery,
}: { seed?: boolean; transactionTimeoutMs?: number; onQuery?: (sql: string) => void } = {}): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  const limits = { transactionTimeoutMs: transactionTimeoutMs ?? TEST_TRANSACTION_TIMEOUT_SECONDS * 1000, onQuery };
  if (usesPostgres) {
    const created = await createPostgresDatabase(await postgresTemplate(withData));
    let database: DatabaseHandle;
    try {
      database = await openDatabase({ kind: 'postgres', url: created.url, ...limits });
      await database.migrate(); // nothing to apply: proves the template is current
    } catch (error) {
      await created.drop();
      throw error;
    }
    let closed = false;
    return {
      database,
      async dispose() {
        if (!closed) {
          closed = true;
          await database.close().catch(() => undefined);
        }
        await created.drop();
      },
    };
  }
  const dataDir = scratchFolder(COPY_PREFIX);
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let database: DatabaseHandle;
  try {
    fs.cpSync(await pgliteTemplate(withData), dataDir, { recursive: true });
    database = await openDatabase({ kind: 'pglite', dataDir, ...limits });
    await database.migrate(); // nothing to apply: proves the template is current
  } catch (error) {
    removeDataDir();
    throw error;
  }
  return {
    database,
    async dispose() {
      await database.close().catch(() => undefined);
      removeDataDir();
    },
  };
}

/** `onQuery` is told the SQL of every statement the server sends (see server/db/client.ts). */
export async function createTestServer(overrides: Partial<ServerConfig> = {}, { onQuery }: { onQuery?: (sql: string) => void } = {}): Promise<TestServer> {
  const config: ServerConfig = { ...loadConfig({}), logLevel: 'silent', transactionTimeoutSeconds: TEST_TRANSACTION_TIMEOUT_SECONDS, ...overrides };
  const { database, dispose } = await createTestDatabase({ transactionTimeoutMs: config.transactionTimeoutSeconds * 1000, onQuery });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, serveFrontEnd: false, logger: false });
    await app.ready();
    watchContract(app); // every answer of a server test is checked against openapi.yaml
  } catch (error) {
    await dispose();
    throw error;
  }
  let closed = false;
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dispose();
    },
  };
}

/**
 * A second app on the database of `server`, with other settings (body limit,
 * maintenance banner...); closing it leaves the database open.
 */
export async function buildAppOn(server: TestServer, overrides: Partial<ServerConfig>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...server.config, ...overrides },
    database: server.database,
    serveFrontEnd: false,
    logger: false,
  });
  await app.ready();
  watchContract(app);
  return app;
}

export interface LoginOptions {
  password?: string;
  rememberMe?: boolean;
  remoteAddress?: string;
}

/** Signs in (terms accepted) and returns the bearer token; fails the test on any other answer than 200. */
export async function login(app: FastifyInstance, identifier: string, opts: LoginOptions = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: {
      identifier,
      password: opts.password ?? DEMO_PASSWORD,
      accept_terms: true,
      ...(opts.rememberMe !== undefined ? { remember_me: opts.rememberMe } : {}),
    },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = (response.json() as { data: { access_token: string } }).data.access_token;
  expect(typeof token).toBe('string');
  return token;
}

export function auth(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface ErrorBody {
  error: { code: string; message: string; details?: { path: string; code: string; message: string; line?: number; column?: number }[] };
  data?: unknown;
}

/**
 * Checks that a response is an error in the single error shape,
 * `{ error: { code, message, details? } }` (plus `data` only for expired_token),
 * with the given status and code, and returns the parsed body.
 */
export function expectError(response: LightMyRequestResponse, status: number, code: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as ErrorBody;
  expectErrorShape(body);
  expect(body.error.code).toBe(code);
  return body;
}

export function expectErrorShape(body: unknown): asserts body is ErrorBody {
  expect(body).toBeTypeOf('object');
  expect(body).not.toBeNull();
  const top = Object.keys(body as object).sort();
  const allowedTop = (body as ErrorBody).error?.code === 'expired_token' ? [['data', 'error'], ['error']] : [['error']];
  expect(allowedTop).toContainEqual(top);
  const error = (body as ErrorBody).error;
  expect(error).toBeTypeOf('object');
  const keys = Object.keys(error);
  expect(keys.every((key) => ['code', 'message', 'details'].includes(key)), `unexpected keys ${keys.join()}`).toBe(true);
  expect(error.code).toMatch(/^[a-z][a-z0-9_]*$/);
  expect(typeof error.message).toBe('string');
  expect(error.message.trim().length).toBeGreaterThan(0);
  if (error.details !== undefined) {
    expect(Array.isArray(error.details)).toBe(true);
    for (const detail of error.details) {
      // line and column: where the error is in a text body (a family file)
      const keys = Object.keys(detail).sort();
      expect(keys.filter((key) => key !== 'line' && key !== 'column')).toEqual(['code', 'message', 'path']);
      for (const key of ['line', 'column'] as const) if (key in detail) expect(Number.isInteger((detail as Record<string, unknown>)[key])).toBe(true);
      expect(typeof detail.path).toBe('string');
      expect(typeof detail.code).toBe('string');
      expect(detail.message.length).toBeGreaterThan(0);
    }
  }
}

/** Injects a request with a JSON body. */
export function injectJson(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url, payload: payload as InjectOptions['payload'], headers });
}
