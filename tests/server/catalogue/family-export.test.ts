/**
 * `npm run catalogue:export` (exportFamilyFiles): the database's families
 * written as family files, so that a family made in the studio reaches the
 * repository and Storybook: each family's latest version (a family imported
 * from its file gives that file back, byte for byte), or with --draft the
 * drafts, a family never published included.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportFamilyFiles } from '../../../server/catalogue/export-family-files.ts';
import { FAMILY_FILES_DIR } from '../../../server/catalogue/load-family-files.ts';
import { parseExportArguments } from '../../../server/cli/catalogue-export.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let dir: string;
const tinyFile = fs.readFileSync(new URL('../../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8');

beforeAll(async () => {
  server = await createTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'families-export-'));
  const staff = await login(server.app, 'demo.staff');
  const document = { ...(parse(tinyFile) as object), family: 'heat_pump' };
  const created = await server.app.inject({ method: 'POST', url: '/api/v1/family', headers: auth(staff), payload: { document } });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('exportFamilyFiles', () => {
  it('writes each published family’s latest version as its repository file, byte for byte, and leaves out a family never published', async () => {
    const report = await exportFamilyFiles(server.db, { dir });
    const repository = fs.readdirSync(FAMILY_FILES_DIR).filter((file) => file.endsWith('.family.yaml')).sort();
    expect(fs.readdirSync(dir).sort()).toEqual(repository);
    for (const file of repository) expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).toBe(fs.readFileSync(path.join(FAMILY_FILES_DIR, file), 'utf8'));
    expect(report.unpublished).toEqual(['heat_pump']);
    expect(report.written.every((family) => family.version === 1 && family.changed)).toBe(true);
    // a second run changes nothing
    expect((await exportFamilyFiles(server.db, { dir })).written.some((family) => family.changed)).toBe(false);
  });

  it('writes the drafts with --draft, the studio’s new family included, and only the keys named', async () => {
    const report = await exportFamilyFiles(server.db, { dir, draft: true, keys: ['heat_pump', 'nothing_here'] });
    expect(report.written).toEqual([{ key: 'heat_pump', file: path.join(dir, 'heat_pump.family.yaml'), version: 'draft', changed: true }]);
    expect(report.unknown).toEqual(['nothing_here']);
    expect(parse(fs.readFileSync(path.join(dir, 'heat_pump.family.yaml'), 'utf8'))).toMatchObject({ family: 'heat_pump', title: { fr: 'Petite famille' } });
  });

  it('reads its command line: --draft, --out, keys; refuses anything else', () => {
    expect(parseExportArguments([])).toEqual({ dir: FAMILY_FILES_DIR, draft: false, keys: [] });
    expect(parseExportArguments(['--draft', '--out', 'tmp/families', 'bar', 'heat_pump'])).toEqual({ dir: path.resolve('tmp/families'), draft: true, keys: ['bar', 'heat_pump'] });
    expect(parseExportArguments(['--out'])).toEqual({ error: '--out wants a folder' });
    expect(parseExportArguments(['Bar!'])).toMatchObject({ error: expect.stringContaining('neither an option') });
  });
});
