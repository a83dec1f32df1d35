/**
 * The databases of `npm run bench:api`: a new PGlite data folder, or a new
 * database on the PostgreSQL server of DATABASE_URL, prepared as `npm start`
 * prepares a new one (migrations, demo data, families), and the bare
 * primary-key select loop and the bare durable write loop run on it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { PGLITE_DURABLE } from '../../server/db/client.ts';
import { openConfiguredDatabase } from '../../server/db/open.ts';
import { measureLoop, type Measure } from './load.ts';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server child needs to use this database. */
  env: NodeJS.ProcessEnv;
  /** The bare `select * from users where id = $1` loop, one query at a time, in this process. */
  selectLoop(): Promise<Measure>;
  /**
   * The bare durable write: one transaction at a time that locks the quote
   * (`select … for update`) and writes its answers (a quote-sized jsonb) with
   * a new version, committed with fsync on; the answers alternate between two
   * maps, as the updateQuote scenario does. Run once the server has stopped.
   */
  writeLoop(quoteId: number, answers: [unknown, unknown]): Promise<Measure>;
  dispose(): Promise<void>;
}

const SELECT = 'select * from users where id = $1';
const LOCK = 'select * from quotes where id = $1 for update';
const WRITE = 'update quotes set answers = $2, version = version + 1, updated_at = now() where id = $1';

type Run = (text: string, params: unknown[]) => Promise<unknown>;

/** One bare save: lock the row, write the answers. */
async function bareSave(query: Run, quoteId: number, answers: unknown): Promise<void> {
  await query(LOCK, [quoteId]);
  await query(WRITE, [quoteId, JSON.stringify(answers)]);
}

async function seed(env: NodeJS.ProcessEnv): Promise<number[]> {
  const opened = await openConfiguredDatabase(loadConfig(env));
  try {
    const result = await opened.database.db.execute<{ id: number }>('select id from users order by id');
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  } finally {
    await opened.close();
  }
}

/** A new PGlite data folder in the temp folder; the server child takes it over after the loop. */
export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-bench-api-'));
  const env = { DATA_DIR: dataDir };
  const dispose = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const ids = await seed(env);
    return {
      kind: 'pglite',
      env,
      async selectLoop() {
        const client = new PGlite(path.join(dataDir, 'pgdata'), PGLITE_DURABLE);
        try {
          return await measureLoop((i) => client.query(SELECT, [ids[i % ids.length]]));
        } finally {
          await client.close();
        }
      },
      async writeLoop(quoteId, answers) {
        const client = new PGlite(path.join(dataDir, 'pgdata'), PGLITE_DURABLE);
        try {
          return await measureLoop((i) => client.transaction((tx) => bareSave((text, params) => tx.query(text, params), quoteId, answers[i % 2])));
        } finally {
          await client.close();
        }
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new database on the server of `adminUrl`, dropped by dispose. */
export async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_api_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  const dispose = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const ids = await seed(env);
    return {
      kind: 'postgres',
      env,
      async selectLoop() {
        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        try {
          return await measureLoop((i) => client.query(SELECT, [ids[i % ids.length]]));
        } finally {
          await client.end();
        }
      },
      async writeLoop(quoteId, answers) {
        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        const query: Run = (text, params) => client.query(text, params);
        try {
          return await measureLoop(async (i) => {
            await client.query('begin');
            try {
              await bareSave(query, quoteId, answers[i % 2]);
              await client.query('commit');
            } catch (error) {
              await client.query('rollback');
              throw error;
            }
          });
        } finally {
          await client.end();
        }
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
