/**
 * Backup and restore of the embedded database (issue 31, item 2): a backup
 * asked of the serving process through DATA_DIR/admin.sock while writers keep
 * committing (rows, and stored files written before their row as the server
 * does), restored into an empty folder, holds every write acknowledged
 * before the backup was asked for, each row with its file; the writes go on
 * during the backup. A folder that is not empty is refused, and a backup cut
 * short restores nothing. PGlite only (on PostgreSQL: pg_dump).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackupSocket, requestBackup, type BackupSocket } from '../../../server/db/backup.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { restoreBackup, RestoreRefusedError } from '../../../server/db/restore.ts';
import { fileStore } from '../../../server/files/file-store.ts';
import { usesPostgres } from '../helpers/test-server.ts';

const silent = { info: () => undefined, error: () => undefined };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let root: string;
let dataDir: string;
let database: DatabaseHandle;
let socket: BackupSocket;

describe.skipIf(usesPostgres)('db:backup and db:restore (PGlite)', () => {
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-backup-'));
    dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    await database.migrate();
    await database.db.execute(sql`create table backup_probe (n integer primary key, file_id text)`);
    fs.mkdirSync(path.join(dataDir, 'mail'));
    fs.writeFileSync(path.join(dataDir, 'mail', 'welcome.eml'), 'Subject: hello\r\n\r\nbody\r\n');
    socket = await openBackupSocket(dataDir, database, silent);
  });
  afterAll(async () => {
    await socket?.close();
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores every write acknowledged before the backup, each row with its file, while writes go on', async () => {
    const files = fileStore(dataDir);
    const acknowledged: { n: number; fileId: string | null }[] = [];
    let next = 0;
    let running = true;
    const writers = Array.from({ length: 3 }, async () => {
      while (running) {
        const n = ++next;
        // as the server does: the file first, durably, then the transaction that records it
        const fileId = n % 3 === 0 ? (await files.write(Buffer.from(`file of write ${n}`))).id : null;
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into backup_probe (n, file_id) values (${n}, ${fileId})`);
        });
        acknowledged.push({ n, fileId });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = [...acknowledged];
    const file = path.join(root, 'backup.tar');
    try {
      const stream = await requestBackup(dataDir);
      expect(stream).not.toBeNull();
      await pipeline(stream!, fs.createWriteStream(file));
    } finally {
      running = false;
      await Promise.all(writers);
    }
    expect(before.length).toBeGreaterThan(5);
    // the server kept committing while the backup was made
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.backup-staging-'))).toEqual([]);

    const restoredDir = path.join(root, 'restored');
    const report = await restoreBackup(file, restoredDir);
    expect(report.missingFiles).toBe(0);
    expect(report.manifest.mails).toBe(1);
    expect(fs.readFileSync(path.join(restoredDir, 'mail', 'welcome.eml'), 'utf8')).toContain('Subject: hello');

    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'pgdata') });
    try {
      await restored.migrate();
      const rows = rowsOf<{ n: number; file_id: string | null }>(await restored.db.execute(sql`select n, file_id from backup_probe`));
      const kept = new Map(rows.map((row) => [row.n, row.file_id]));
      const lost = before.filter((write) => !kept.has(write.n));
      expect(lost, 'acknowledged writes missing from the restored database').toEqual([]);
      for (const write of before) expect(kept.get(write.n)).toBe(write.fileId);
      const restoredFiles = fileStore(restoredDir);
      for (const [n, fileId] of kept) {
        if (fileId) expect((await restoredFiles.read(fileId))?.toString()).toBe(`file of write ${n}`);
      }
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a folder that is not empty, and leaves an empty one empty when the backup is cut short', async () => {
    const file = path.join(root, 'second.tar');
    await pipeline((await requestBackup(dataDir))!, fs.createWriteStream(file));
    const used = path.join(root, 'used');
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, 'keep.txt'), 'mine');
    await expect(restoreBackup(file, used)).rejects.toThrow(RestoreRefusedError);
    expect(fs.readdirSync(used)).toEqual(['keep.txt']);

    const cut = path.join(root, 'cut.tar');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    await expect(restoreBackup(cut, empty)).rejects.toThrow(/cut short/);
    expect(fs.readdirSync(empty)).toEqual([]);
  }, 120_000);
});
