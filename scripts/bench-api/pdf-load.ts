/**
 * /healthz while ten quote PDFs render (issue 14): on a running server, a
 * quote of the richest preset with an introduction and a body, ten PDFs of it
 * requested at once, and /healthz called one after the other until they are
 * all answered; five rounds after a warm-up. Returns the p99 (and the
 * slowest) of those /healthz calls.
 */
import { performance } from 'node:perf_hooks';
import { call, demoToken, richestPreset } from './scenarios.ts';

export const HEALTH_UNDER_PDF_TARGET_MS = 100;
const ROUNDS = 5;
const PDFS = 10;

export interface HealthUnderPdfs {
  samples: number;
  p99Ms: number;
  maxMs: number;
  /** Median time for the ten PDFs of a round to be answered. */
  roundMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function healthWhilePdfsRender(baseUrl: string): Promise<HealthUnderPdfs> {
  const token = await demoToken(baseUrl);
  const preset = await richestPreset(baseUrl, token);
  const quote = await call<{ id: number }>(baseUrl, 'POST', '/quote', token, { family_id: preset.familyId, name: 'Bench PDF' });
  await call(baseUrl, 'PUT', `/quote/${quote.id}`, token, { answers: preset.answers });
  const paragraph = 'The cover is made to measure for this pool and fitted by our team, who also explain how it works. ';
  await call(baseUrl, 'POST', `/quote/${quote.id}/customisation`, token, { introduction: paragraph, body: paragraph.repeat(12) });
  const pdf = async () => {
    const response = await fetch(`${baseUrl}/api/v1/quote/${quote.id}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the quote PDF answered ${response.status}`);
  };
  await Promise.all(Array.from({ length: PDFS }, pdf)); // warm-up: the workers are loaded
  const latencies: number[] = [];
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let rendering = true;
    const start = performance.now();
    const pdfs = Promise.all(Array.from({ length: PDFS }, pdf)).finally(() => {
      rendering = false;
      rounds.push(performance.now() - start);
    });
    pdfs.catch(() => undefined); // a failure is thrown below, once the health loop is over
    while (rendering) {
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/healthz`);
      await response.text();
      latencies.push(performance.now() - sent);
    }
    await pdfs;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const sortedRounds = [...rounds].sort((a, b) => a - b);
  return { samples: sorted.length, p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1)!, roundMs: sortedRounds[Math.floor(sortedRounds.length / 2)]! };
}
