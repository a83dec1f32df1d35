/**
 * A connection cut is retried once where that is safe (issue 31, item 1), on
 * PostgreSQL: the test kills the backend of its own connection with
 * pg_terminate_backend at a chosen moment.
 *
 * - a read in a transaction, or a transaction that wrote but had not sent its
 *   COMMIT: the callback runs again on a new connection and the call succeeds,
 *   the write kept once;
 * - a transaction that wrote and was cut during its COMMIT (a deferred
 *   trigger makes the COMMIT last): not run again, CommitUnknownError (503
 *   database_commit_unknown);
 * - outside a transaction: a read is sent again, a write is not.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadStatement } from '../../../server/db/connection-loss.ts';
import { CommitUnknownError, connectionLossEvents, type Database, type Transaction } from '../../../server/db/transaction-scope.ts';
import { createTestDatabase, usesPostgres } from '../helpers/test-server.ts';

let db: Database;
let dispose: () => Promise<void>;
let admin: pg.Client;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function backendOf(tx: Transaction): Promise<number> {
  return rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
}

async function terminate(pid: number): Promise<void> {
  await admin.query('select pg_terminate_backend($1)', [pid]);
  // the backend ends at its next interrupt check: let it go before the next statement
  await pause(100);
}

async function notes(note: string): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from retry_probe where note = ${note}`))[0]!.n;
}

/** Kills, after `afterMs`, the backend running a statement that contains `marker`. */
function killRunning(marker: string, afterMs: number): Promise<void> {
  return pause(afterMs).then(async () => {
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query like '%' || $1 || '%' and pid <> pg_backend_pid() and state = 'active'",
      [marker],
    );
    expect(rowCount).toBe(1);
  });
}

describe('which statements count as reads', () => {
  it('tells reads from writes, ignoring quoted names and literals', () => {
    expect(isReadStatement('select "id", "created_at", "updated_at" from "quotes" where "note" = $1')).toBe(true);
    expect(isReadStatement('with "q" as (select 1) select * from "q" for update')).toBe(true);
    expect(isReadStatement(`select 'insert' as "delete"`)).toBe(true);
    expect(isReadStatement('insert into "quotes" ("id") values ($1)')).toBe(false);
    expect(isReadStatement('with "gone" as (delete from "tokens" returning 1) select count(*) from "gone"')).toBe(false);
    expect(isReadStatement(`select nextval('orders_seq')`)).toBe(false);
    expect(isReadStatement(`select pg_notify('auth_change', $1)`)).toBe(false);
  });
});

describe.skipIf(!usesPostgres)('a connection cut is retried once where safe (PostgreSQL)', () => {
  beforeAll(async () => {
    const created = await createTestDatabase({ seed: false });
    db = created.database.db;
    dispose = created.dispose;
    await db.execute(sql`create table retry_probe (id serial primary key, note text not null)`);
    // a COMMIT that lasts half a second: the time to cut it
    await db.execute(sql.raw(`create function retry_probe_slow_commit() returns trigger language plpgsql as $$ begin perform pg_sleep(0.5); return null; end $$`));
    await db.execute(
      sql.raw(`create constraint trigger retry_probe_at_commit after insert on retry_probe deferrable initially deferred
        for each row when (new.note like 'slow%') execute function retry_probe_slow_commit()`),
    );
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await dispose?.();
  });

  it('runs a read transaction again on a new connection when its connection dies', async () => {
    let attempts = 0;
    const before = connectionLossEvents.retried;
    const count = await db.transaction(async (tx) => {
      attempts += 1;
      const pid = await backendOf(tx);
      if (attempts === 1) await terminate(pid);
      return rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from retry_probe`))[0]!.n;
    });
    expect(count).toBe(0);
    expect(attempts).toBe(2);
    expect(connectionLossEvents.retried).toBe(before + 1);
  });

  it('runs a write transaction again when its connection dies before COMMIT, and keeps the write once', async () => {
    let attempts = 0;
    const pids: number[] = [];
    await db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe (note) values ('uncommitted')`);
      const pid = await backendOf(tx);
      pids.push(pid);
      if (attempts === 1) await terminate(pid);
      await tx.execute(sql`update retry_probe set note = 'written once' where note = 'uncommitted'`);
    });
    expect(attempts).toBe(2);
    expect(pids[0]).not.toBe(pids[1]);
    expect(await notes('written once')).toBe(1);
    expect(await notes('uncommitted')).toBe(0);
  });

  it('does not run again a transaction that wrote and lost its connection during COMMIT', async () => {
    let attempts = 0;
    const before = connectionLossEvents.commitUnknown;
    let cut: Promise<void> | undefined;
    const outcome = db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe (note) values ('slow commit')`);
      // the deferred trigger runs pg_sleep(0.5) inside COMMIT: kill it there
      cut = killRunning('commit', 200);
    });
    const error = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    await cut;
    expect(error).toBeInstanceOf(CommitUnknownError);
    expect((error as CommitUnknownError).code).toBe('database_commit_unknown');
    expect((error as CommitUnknownError).statusCode).toBe(503);
    expect(attempts).toBe(1);
    expect(connectionLossEvents.commitUnknown).toBe(before + 1);
  });

  it('sends a read again outside a transaction, but not a write', async () => {
    const before = connectionLossEvents.retried;
    const [read] = await Promise.all([db.execute(sql`select count(*)::int as n, pg_sleep(0.5) as cut_read from retry_probe`), killRunning('cut_read', 200)]);
    expect(rowsOf<{ n: number }>(read)[0]!.n).toBe(1);
    expect(connectionLossEvents.retried).toBe(before + 1);

    const write = db.execute(sql`insert into retry_probe (note) select 'cut write' from pg_sleep(0.5) as cut_write`);
    const [failed] = await Promise.all([write.then(() => undefined, (reason: unknown) => reason), killRunning('cut_write', 200)]);
    expect(String((failed as Error)?.cause ?? failed)).toMatch(/terminat/i);
    expect(await notes('cut write')).toBe(0);
    expect(connectionLossEvents.retried).toBe(before + 1);
  });
});
