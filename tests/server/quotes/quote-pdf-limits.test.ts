/**
 * Documents that cannot hang or crash the server (issue 14): the quote PDF is
 * rendered off the event loop, so /healthz keeps answering while ten render;
 * a stored logo that exhausts the document worker's memory answers 422
 * document_too_complex in the caller's language and the next request works;
 * a stored logo that cannot be drawn is left out instead of failing the PDF;
 * a 10,000-character word no longer stalls layout.
 *
 * The logos are stored as a logo written before the upload checks were
 * tightened would be (file and row directly), so that these tests hold the
 * document side alone, whatever the upload refuses at the door.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../../server/db/schema.ts';
import { fileStore } from '../../../server/files/file-store.ts';
import { ERROR_MESSAGES } from '../../../server/i18n/messages.ts';
import { text } from '../../../server/i18n/text.ts';
import { insertLogo, writeCustomisation } from '../../../server/quotes/customisation-repository.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { nestedUseLogo, UNDRAWABLE_LOGOS } from '../helpers/svg-logos.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote, type FamilyInfo } from './quote-helpers.ts';

let server: TestServer;
let user: string; // demo.user, English
let bubble: FamilyInfo;

beforeAll(async () => {
  // a heap limit well under the default, so that the exhausting logo fails by memory in a second or two
  server = await createTestServer({ pdfMemoryMb: 128 });
  user = await login(server.app, 'demo.user');
  bubble = await familyByKey(server.app, user, 'bubble');
}, 180_000);
afterAll(() => server?.close());

async function pricedQuote(): Promise<number> {
  const quote = await createQuote(server.app, user, { family_id: bubble.id, name: 'Pool Janssens' });
  const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
  const saved = await putQuote(server.app, user, quote.id, { answers });
  expect(saved.statusCode, saved.body).toBe(200);
  return quote.id;
}

const pdf = (id: number, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}/pdf`, headers: { ...auth(user), ...headers } });

/** Stores `svg` as the quote's logo, as the upload would have. */
async function storeLogo(quoteId: number, svg: string): Promise<void> {
  const [quote] = await server.db.select({ clientId: quotes.clientId }).from(quotes).where(eq(quotes.id, quoteId));
  const written = await fileStore(server.config.dataDir).write(Buffer.from(svg));
  await insertLogo(server.db, { id: written.id, clientId: quote!.clientId, name: 'logo.svg', contentType: 'image/svg+xml', sizeBytes: written.sizeBytes, sha256: written.sha256 });
  await writeCustomisation(server.db, quoteId, { logoFileId: written.id });
}

describe('quote PDF limits', () => {
  it('keeps /healthz answering while ten PDFs render', async () => {
    const id = await pricedQuote();
    // a long text of ordinary words: some pages to lay out per PDF
    const words = Array.from({ length: 2000 }, (_, i) => `mot${i % 97}`).join(' ');
    const saved = await server.app.inject({
      method: 'POST',
      url: `/api/v1/quote/${id}/customisation`,
      headers: auth(user),
      payload: { body: words.slice(0, 6000) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await pdf(id)).statusCode).toBe(200); // the workers are loaded

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    let rendering = true;
    const pdfs = Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(`${base}/api/v1/quote/${id}/pdf`, { headers: auth(user) });
        await response.arrayBuffer();
        return response.status;
      }),
    ).finally(() => {
      rendering = false;
    });
    // /healthz one call after the other for as long as the PDFs render: on the
    // event loop, each PDF blocked it for its whole layout, so only a handful
    // could answer; off it, every call answers in a few milliseconds
    const latencies: number[] = [];
    while (rendering) {
      const start = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.text();
      latencies.push(performance.now() - start);
      expect(response.status).toBe(200);
    }
    expect(await pdfs).toEqual(Array(10).fill(200));
    expect(latencies.length, `healthz answered ${latencies.length} times while the PDFs rendered (slowest ${Math.max(...latencies).toFixed(0)} ms)`).toBeGreaterThanOrEqual(50);
  }, 120_000);

  it('answers 422 document_too_complex in the caller’s language for a logo that exhausts memory, and goes on', async () => {
    const id = await pricedQuote();
    await storeLogo(id, nestedUseLogo());
    const body = expectError(await pdf(id, { 'x-locale': 'de' }), 422, 'document_too_complex');
    expect(body.error.message).toBe(text(ERROR_MESSAGES, 'document_too_complex', 'de'));
    // the same PDF again fails the same way, never the process
    expectError(await pdf(id), 422, 'document_too_complex');
    const next = await pdf(await pricedQuote());
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 120_000);

  it('prints the quote without a stored logo that cannot be drawn', async () => {
    for (const svg of Object.values(UNDRAWABLE_LOGOS)) {
      const id = await pricedQuote();
      await storeLogo(id, svg);
      const response = await pdf(id);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Pool Janssens');
    }
  }, 60_000);

  it('lays out a 10,000-character word at once, every character printed', async () => {
    const id = await pricedQuote();
    expect((await pdf(id)).statusCode).toBe(200); // the workers are loaded
    const word = 'x'.repeat(10_000);
    const saved = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/customisation`, headers: auth(user), payload: { body: word } });
    expect(saved.statusCode, saved.body).toBe(200);
    const start = performance.now();
    const response = await pdf(id);
    const elapsed = performance.now() - start;
    expect(response.statusCode).toBe(200);
    // about 5 s before (pdfmake tried ever shorter pieces of the word), some tens of milliseconds now
    expect(elapsed).toBeLessThan(3000);
    // the word runs over pages, between their footers and repeated table headers
    const runs = (await pdfText(response.rawPayload)).replace(/[\s\u200b]/g, '').match(/x{2,}/g) ?? [];
    expect(runs.join('')).toBe(word);
  }, 60_000);
});
