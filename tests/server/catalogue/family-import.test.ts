/**
 * Importing family files: at start-up only what changed, with the CLI
 * everything named; a broken file is refused whole and the family keeps its
 * previous version; a new file is a new family in the API.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFamilyFiles } from '../../../server/catalogue/load-family-files.ts';
import { families } from '../../../server/db/schema.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = path.join(ROOT, 'tests/fixtures/families');
let server: TestServer;
let dir: string;
let file: string;

beforeAll(async () => {
  server = await createTestServer();
  dir = mkdtempSync(path.join(os.tmpdir(), 'families-'));
  file = path.join(dir, 'tiny.family.yaml');
  copyFileSync(path.join(FIXTURES, 'tiny.family.yaml'), file);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function tinyRow() {
  const [row] = await server.db.select().from(families).where(eq(families.key, 'tiny'));
  return row;
}

describe('importing family files', () => {
  it('adds a new family written only as a file, visible in the API', async () => {
    const report = await importFamilyFiles(server.db, [file], { onlyChanged: true });
    expect(report.imported).toEqual([expect.objectContaining({ key: 'tiny', created: true, steps: 3, questions: 3 })]);
    const token = await login(server.app, 'demo.user');
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(token) });
    expect((response.json() as { data: { key: string; title: string }[] }).data).toContainEqual(expect.objectContaining({ key: 'tiny', title: 'Tiny family' }));
  });

  it('skips an unchanged file at start-up, and re-imports a changed one', async () => {
    expect((await importFamilyFiles(server.db, [file], { onlyChanged: true })).unchanged).toEqual([{ file, key: 'tiny' }]);
    writeFileSync(file, readFileSync(file, 'utf8').replace('unitPrice: 10.50', 'unitPrice: 11.00'));
    const report = await importFamilyFiles(server.db, [file], { onlyChanged: true });
    expect(report.imported).toEqual([expect.objectContaining({ key: 'tiny', created: false })]);
    expect(JSON.stringify((await tinyRow())!.document)).toContain('11');
  });

  it('refuses a broken file whole and keeps the previous version', async () => {
    const before = await tinyRow();
    writeFileSync(file, readFileSync(path.join(FIXTURES, 'broken/cel-type.family.yaml'), 'utf8'));
    const report = await importFamilyFiles(server.db, [file]);
    expect(report.imported).toEqual([]);
    expect(report.refused).toEqual([{ file, issues: [expect.objectContaining({ code: 'cel_type', line: 56, path: '/pricing/0/quantity' })] }]);
    expect(await tinyRow()).toEqual(before);
  });

  it('does not undo at start-up a family changed through the API since its file import', async () => {
    copyFileSync(path.join(FIXTURES, 'tiny.family.yaml'), file);
    await importFamilyFiles(server.db, [file]);
    await server.db.update(families).set({ sourceHash: null }).where(eq(families.key, 'tiny')); // what an API edit does
    writeFileSync(file, readFileSync(file, 'utf8').replace('unitPrice: 10.50', 'unitPrice: 12.00'));
    expect((await importFamilyFiles(server.db, [file], { onlyChanged: true })).unchanged).toHaveLength(1);
    expect((await importFamilyFiles(server.db, [file])).imported).toHaveLength(1);
  });
});

describe('npm run catalogue:import', () => {
  const run = promisify(execFile);
  const cli = (args: string[], dataDir: string) =>
    run(path.join(ROOT, 'node_modules/.bin/node'), ['server/cli/catalogue-import.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('imports the named file, and refuses a broken one with every error and its location', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-cli-'));
    try {
      const good = await cli([path.join(FIXTURES, 'tiny.family.yaml')], dataDir);
      expect(good.stdout).toMatch(/tiny\.family\.yaml: family tiny created \(id \d+, 3 steps, 3 questions\)/);
      const broken = path.join(FIXTURES, 'broken/unknown-expression-key.family.yaml');
      const failure = await cli([broken], dataDir).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(`${broken}: refused, 1 error(s), nothing imported`);
      expect(failure?.stderr).toContain(`${broken}:51:11 /rules/0/when the expression names an unknown question`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
