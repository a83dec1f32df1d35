/**
 * The document pool on its own (issue 14): documents rendered in worker
 * processes, a worker past its heap or time limit killed and replaced while
 * the other documents go on, and a stored logo that cannot be drawn left out
 * of the quote (with a warning) instead of failing it. The exhausting
 * documents are fed to the pool directly, whatever the upload lets in.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { benchInput, blind } from '../../../scripts/bench-api/quote-pdf.ts';
import { DocumentPool, DocumentTooComplexError } from '../../../server/pdf/document-pool.ts';
import type { DocumentRequest } from '../../../server/pdf/documents.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { nestedUseLogo, UNDRAWABLE_LOGOS } from '../helpers/svg-logos.ts';

const catalogue = blind();
const quote = (lines = 30, logo: string | null = null): DocumentRequest => ({
  kind: 'quote',
  input: { ...benchInput(catalogue, lines), ...(logo === null ? {} : { logo: { kind: 'svg' as const, svg: logo } }) },
});
/** A small document: one page, one table of one row. */
const report = (): DocumentRequest => ({
  kind: 'inconsistency_report',
  input: {
    locale: 'fr',
    reference: 'Q-2026-000123',
    name: 'Piscine Dupont',
    family: 'Volet',
    client: 'Piscines du Soleil',
    printedAt: new Date('2026-11-25T10:00:00Z'),
    total: 1,
    blocking: 1,
    steps: [{ title: 'Dimensions', rows: [{ blocking: true, category: 'Mesures', reason: 'La largeur dépasse la longueur.' }] }],
  },
});
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

let pool: DocumentPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('document pool', () => {
  it('renders documents in workers, no more at once than its size, each of them whole', async () => {
    pool = new DocumentPool({ size: 2, timeLimitMs: 60_000, memoryMb: 256 });
    const results = await Promise.all(Array.from({ length: 5 }, () => pool!.render(quote())));
    expect(pool.workerCount).toBeLessThanOrEqual(2);
    for (const { bytes, warnings } of results) {
      expect(isPdf(bytes)).toBe(true);
      expect(warnings).toEqual([]);
    }
    expect(await pdfText(results[0]!.bytes)).toContain('Q-2026-000123');
  }, 120_000);

  it('starts a worker ahead of the first document when asked, and renders on it', async () => {
    pool = new DocumentPool({ size: 2, timeLimitMs: 60_000, memoryMb: 256 });
    pool.prepare();
    expect(pool.workerCount).toBe(1);
    pool.prepare();
    expect(pool.workerCount).toBe(1);
    const { bytes } = await pool.render(report());
    expect(isPdf(bytes)).toBe(true);
    expect(pool.workerCount).toBe(1);
  }, 60_000);

  it('keeps a script that only renders alive until its document is done and the pool is closed', async () => {
    // a worker loading for a waiting document, and one being killed by close(), hold the process (bench:api's PDF figures were never printed)
    const folder = mkdtempSync(join(tmpdir(), 'pool-alive-'));
    const root = join(import.meta.dirname, '../../..');
    const script = join(folder, 'render.ts');
    writeFileSync(
      script,
      `import { DocumentPool } from '${root}/server/pdf/document-pool.ts';
const pool = new DocumentPool({ size: 1, timeLimitMs: 60000, memoryMb: 256 });
const request = ${JSON.stringify(report())};
request.input.printedAt = new Date(request.input.printedAt);
pool.prepare();
await new Promise((resolve) => setTimeout(resolve, 50));
const { bytes } = await pool.render(request);
console.log('rendered', bytes.length > 0);
await pool.close();
console.log('closed');
`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 60_000 });
      expect(stdout).toBe('rendered true\nclosed\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);

  it('terminates a worker that runs out of heap, and the next document renders', async () => {
    pool = new DocumentPool({ size: 1, timeLimitMs: 120_000, memoryMb: 64 });
    const failure = await pool.render(quote(30, nestedUseLogo())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocumentTooComplexError);
    expect((failure as DocumentTooComplexError).limit).toBe('memory');
    const next = await pool.render(quote());
    expect(isPdf(next.bytes)).toBe(true);
    expect(pool.workerCount).toBe(1);
  }, 240_000);

  it('fails only the document of a worker that aborts, as V8 does on a fatal out-of-memory, and the next document renders', async () => {
    pool = new DocumentPool({ size: 1, timeLimitMs: 120_000, memoryMb: 1024 });
    await pool.render(report()); // the worker is loaded
    const rendering = pool.render(quote(30, nestedUseLogo())).catch((error: unknown) => error);
    await expect.poll(() => pool!.busyWorkerPids.length, { interval: 20, timeout: 10_000 }).toBe(1);
    expect(pool.busyCount).toBe(1); // /metrics: pool_pdf_workers{state="busy"}
    expect(pool.replacedCount).toBe(0);
    // with worker threads, such an abort took the server's own process with it
    process.kill(pool.busyWorkerPids[0]!, 'SIGABRT');
    const failure = await rendering;
    expect(failure).toBeInstanceOf(DocumentTooComplexError);
    expect((failure as DocumentTooComplexError).limit).toBe('memory');
    expect(isPdf((await pool.render(report())).bytes)).toBe(true);
    expect(pool.workerCount).toBe(1);
    expect(pool.replacedCount).toBe(1); // /metrics: pool_pdf_workers_replaced_total
    expect(pool.busyCount).toBe(0);
  }, 120_000);

  it('terminates a worker past the time limit while the other worker goes on', async () => {
    pool = new DocumentPool({ size: 2, timeLimitMs: 4000, memoryMb: 1024 });
    await pool.render(report()); // a worker is loaded
    const [slow, ordinary] = await Promise.allSettled([pool.render(quote(30, nestedUseLogo())), pool.render(report())]);
    expect(slow.status).toBe('rejected');
    expect((slow as PromiseRejectedResult).reason).toBeInstanceOf(DocumentTooComplexError);
    expect(((slow as PromiseRejectedResult).reason as DocumentTooComplexError).limit).toBe('time');
    expect(ordinary.status).toBe('fulfilled');
    const next = await pool.render(report());
    expect(isPdf(next.bytes)).toBe(true);
    expect(pool.workerCount).toBeLessThanOrEqual(2);
  }, 120_000);

  it('prints the quote without a logo that cannot be drawn, and says so', async () => {
    pool = new DocumentPool({ size: 1, timeLimitMs: 60_000, memoryMb: 256 });
    for (const svg of Object.values(UNDRAWABLE_LOGOS)) {
      const { bytes, warnings } = await pool.render(quote(30, svg));
      expect(isPdf(bytes)).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^the logo could not be drawn and was left out: /);
    }
  }, 120_000);

  it('renders the inconsistency report from its plain data', async () => {
    pool = new DocumentPool({ size: 1, timeLimitMs: 60_000, memoryMb: 256 });
    const { bytes } = await pool.render(report());
    expect(await pdfText(bytes)).toContain('La largeur dépasse la longueur.');
  }, 120_000);
});
