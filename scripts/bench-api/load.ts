/**
 * Load measurements of `npm run bench:api`: autocannon with 10 connections
 * after a warm-up, and the bare primary-key select loop of the database.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const MEASURE_SECONDS = 3;

export interface Target {
  url: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  /** JSON bodies, sent in turn by each connection, with their content type. */
  bodies?: unknown[];
}

export interface Measure {
  perSecond: number;
  /** 99th percentile latency in ms (null for the in-process loop). */
  p99: number | null;
}

function run(target: Target, seconds: number): Promise<autocannon.Result> {
  const method = target.method ?? 'GET';
  const headers = { ...target.headers, ...(target.bodies ? { 'content-type': 'application/json' } : {}) };
  return autocannon({
    url: target.url,
    method,
    headers,
    ...(target.bodies ? { requests: target.bodies.map((body) => ({ method, headers, body: JSON.stringify(body) })) } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** Requests per second answered 2xx and p99; any other answer or error fails the measurement. */
export async function measureHttp(target: Target): Promise<Measure> {
  await run(target, WARM_UP_SECONDS);
  const result = await run(target, MEASURE_SECONDS);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.method ?? 'GET'} ${target.url}: ${result.non2xx} answers other than 2xx and ${result.errors} errors`);
  }
  return { perSecond: result['2xx'] / result.duration, p99: result.latency.p99 };
}

/** How many times per second `query` completes, awaited one after the other for `seconds`. */
export async function measureLoop(query: (i: number) => Promise<unknown>, seconds = MEASURE_SECONDS): Promise<Measure> {
  for (let i = 0; i < 200; i++) await query(i);
  const start = performance.now();
  const end = start + seconds * 1000;
  let count = 0;
  while (performance.now() < end) {
    await query(count);
    count++;
  }
  return { perSecond: count / ((performance.now() - start) / 1000), p99: null };
}
