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
import { familySourceHash } from '../../../server/catalogue/family-file.ts';
import { importFamilyFiles } from '../../../server/catalogue/load-family-files.ts';
import { parseImportArguments } from '../../../server/cli/catalogue-import.ts';
import { families, familyVersions } from '../../../server/db/schema.ts';
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
    writeFileSync(file, readFileSync(file, 'utf8').replace('designation: { en: Cover }', 'designation: { en: Cover 11 }'));
    const report = await importFamilyFiles(server.db, [file], { onlyChanged: true });
    expect(report.imported).toEqual([expect.objectContaining({ key: 'tiny', created: false })]);
    expect(JSON.stringify((await tinyRow())!.document)).toContain('11');
  });

  it('skips at start-up, without checking it again, a file whose very text was imported', async () => {
    // a text the checks refuse, recorded as imported: skipped unread at start-up, refused by the CLI's import
    const broken = path.join(dir, 'imported.family.yaml');
    writeFileSync(broken, readFileSync(file, 'utf8').replace('family: tiny', 'family: tiny\nunknown_field: 1'));
    const before = (await tinyRow())!.sourceHash;
    await server.db.update(families).set({ sourceHash: familySourceHash(readFileSync(broken, 'utf8')) }).where(eq(families.key, 'tiny'));
    try {
      expect(await importFamilyFiles(server.db, [broken], { onlyChanged: true })).toMatchObject({ unchanged: [{ file: broken, key: 'tiny' }], refused: [] });
      expect((await importFamilyFiles(server.db, [broken])).refused).toHaveLength(1);
    } finally {
      await server.db.update(families).set({ sourceHash: before }).where(eq(families.key, 'tiny'));
    }
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
    writeFileSync(file, readFileSync(file, 'utf8').replace('designation: { en: Cover }', 'designation: { en: Cover 12 }'));
    expect((await importFamilyFiles(server.db, [file], { onlyChanged: true })).unchanged).toHaveLength(1);
    expect((await importFamilyFiles(server.db, [file])).imported).toHaveLength(1);
  });
});

describe('importing publishes versions', () => {
  const versionsOfTiny = async () => {
    const row = await tinyRow();
    return server.db.select().from(familyVersions).where(eq(familyVersions.familyId, row!.id)).orderBy(familyVersions.number);
  };
  const inForce = async () => {
    const token = await login(server.app, 'demo.user');
    const response = await server.app.inject({ method: 'GET', url: `/api/v1/family/${(await tinyRow())!.id}`, headers: auth(token) });
    return (response.json() as { data: { version: number } }).data.version;
  };

  it('publishes a file that differs from the latest version, effective now or on a given day, and nothing for an unchanged file', async () => {
    copyFileSync(path.join(FIXTURES, 'tiny.family.yaml'), file);
    await importFamilyFiles(server.db, [file]);
    const before = await versionsOfTiny();
    const unchanged = await importFamilyFiles(server.db, [file]);
    expect(unchanged).toMatchObject({ imported: [], unchanged: [{ file, key: 'tiny' }] });
    expect(await versionsOfTiny()).toEqual(before);

    writeFileSync(file, readFileSync(file, 'utf8').replace('designation: { en: Cover }', 'designation: { en: Cover 13 }'));
    const published = await importFamilyFiles(server.db, [file]);
    const next = before.at(-1)!.number + 1;
    expect(published.imported).toEqual([expect.objectContaining({ key: 'tiny', created: false, version: next })]);
    expect(await inForce()).toBe(next);
    expect((await versionsOfTiny()).at(-1)).toMatchObject({ number: next, publishedById: null });

    writeFileSync(file, readFileSync(file, 'utf8').replace('designation: { en: Cover 13 }', 'designation: { en: Cover 14 }'));
    // the start of a day a week ahead: a day ahead would come into force while the test runs from 23:59:59
    const later = new Date(`${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
    const scheduled = await importFamilyFiles(server.db, [file], { effectiveFrom: later });
    expect(scheduled.imported).toEqual([expect.objectContaining({ version: next + 1 })]);
    expect((await versionsOfTiny()).at(-1)).toMatchObject({ number: next + 1, effectiveFrom: later });
    expect(await inForce()).toBe(next);
  });

  it('leaves a draft holding unpublished edits as it is', async () => {
    const row = (await tinyRow())!;
    const edited = { ...(row.document as Record<string, unknown>), position: 42 };
    await server.db.update(families).set({ document: edited }).where(eq(families.id, row.id));
    writeFileSync(file, readFileSync(file, 'utf8').replace('designation: { en: Cover 14 }', 'designation: { en: Cover 15 }'));
    expect((await importFamilyFiles(server.db, [file])).imported).toHaveLength(1);
    expect((await tinyRow())!.document).toEqual(edited);
  });

  it('reads the day of --effective, refusing a day past', () => {
    const now = new Date('2026-11-27T13:00:00Z');
    expect(parseImportArguments(['a.family.yaml'], now)).toEqual({ files: [path.resolve('a.family.yaml')] });
    expect(parseImportArguments(['--effective', '2026-12-01', 'a.family.yaml'], now)).toEqual({ files: [path.resolve('a.family.yaml')], effectiveFrom: new Date('2026-12-01T00:00:00Z') });
    expect(parseImportArguments(['--effective=2026-11-27'], now)).toEqual({ files: [] });
    expect(parseImportArguments(['--effective', '2026-11-26'], now)).toEqual({ error: expect.stringContaining('in the past') });
    expect(parseImportArguments(['--effective', 'tomorrow'], now)).toEqual({ error: expect.stringContaining('YYYY-MM-DD') });
    expect(parseImportArguments(['--effective'], now)).toEqual({ error: expect.stringContaining('YYYY-MM-DD') });
  });
});

describe('npm run catalogue:import', () => {
  const run = promisify(execFile);
  const cli = (args: string[], dataDir: string) =>
    run(path.join(ROOT, 'node_modules/.bin/node'), ['server/cli/catalogue-import.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  // two CLI processes, each making a database: minutes on a loaded machine
  it('imports the named file, and refuses a broken one with every error and its location', { timeout: 300_000 }, async () => {
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
