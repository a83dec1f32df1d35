/** The file store: durable writes under opaque ids, reads, removal, and the start-up sweep of files without a row. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStore } from '../../../server/files/file-store.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function store() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-files-'));
  folders.push(folder);
  return fileStore(folder);
}

describe('fileStore', () => {
  it('writes under a new opaque id, reads it back whole, and leaves no temporary file', async () => {
    const files = store();
    const bytes = Buffer.from('%PDF-1.7 hello');
    const written = await files.write(bytes);
    expect(written.id).toMatch(/^[0-9a-f]{32}$/);
    expect(written.sizeBytes).toBe(bytes.length);
    expect(written.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await files.read(written.id)).toEqual(bytes);
    expect(fs.readdirSync(path.join(files.dir, 'tmp'))).toEqual([]);
    const other = await files.write(bytes);
    expect(other.id).not.toBe(written.id);
  });

  it('reads nothing for an unknown id or anything that is not an id (no path ever reaches the disk)', async () => {
    const files = store();
    expect(await files.read('0'.repeat(32))).toBeNull();
    expect(await files.read('../../etc/passwd')).toBeNull();
    expect(await files.read('tmp')).toBeNull();
  });

  it('removes files, ignoring missing ones', async () => {
    const files = store();
    const written = await files.write(Buffer.from('x'));
    await files.remove([written.id, 'f'.repeat(32)]);
    expect(await files.read(written.id)).toBeNull();
  });

  it('sweeps temporary files and files without a row, older than the given age, and keeps the others', async () => {
    const files = store();
    const kept = await files.write(Buffer.from('kept'));
    const orphan = await files.write(Buffer.from('orphan'));
    fs.writeFileSync(path.join(files.dir, 'tmp', 'a'.repeat(32)), 'half');
    const known = async (ids: string[]) => new Set(ids.filter((id) => id === kept.id));
    expect(await files.sweepOrphans(known, 60_000)).toBe(0);
    expect(await files.read(orphan.id)).not.toBeNull();
    expect(await files.sweepOrphans(known, 0)).toBe(2);
    expect(await files.read(orphan.id)).toBeNull();
    expect(await files.read(kept.id)).toEqual(Buffer.from('kept'));
    expect(fs.readdirSync(path.join(files.dir, 'tmp'))).toEqual([]);
  });
});
