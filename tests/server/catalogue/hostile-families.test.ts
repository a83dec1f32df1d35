/**
 * What a family's author writes is untrusted input (issue 27): formulas that
 * would run for minutes or exhaust the heap, and `matches` fed by an answer,
 * are refused when the file is imported, on their line and in the caller's
 * language, /healthz answering throughout; a body that is not YAML text is
 * refused as such, never a 500.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { families } from '../../../server/db/schema.ts';
import { compileFamily } from '../../../engine/index.ts';
import { FAMILY_FILES_DIR } from '../../../server/catalogue/load-family-files.ts';
import { describeSample, sampleHealthz, type HealthzSample } from '../helpers/healthz-sampler.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { familyByKey } from '../quotes/quote-helpers.ts';

let server: TestServer;
let staff: string; // demo.staff: CATALOGUE_ADMIN, French
let bar: number;
let base: string;

const barFile = readFileSync(join(FAMILY_FILES_DIR, 'bar.family.yaml'), 'utf8');
const RULE = '    when: width > 6.0\n';
/**
 * The longest the event loop may be busy with this process's own work while
 * a hostile file is handled: the 250 ms, measured as this thread's
 * CPU time between two ticks of a 10 ms timer (healthz-sampler.ts), which
 * the machine's load does not stretch (the 10,000-line import: 93 ms at
 * load 35). The wall-clock delay is bounded too, for a loop blocked without
 * using the CPU (a synchronous wait for a child process, which the busy time
 * would not see), at 3 s: on this shared machine the operating system alone
 * holds a runnable process back for over a second (1,345 ms measured at load
 * 35 on 2 cores, with the loop busy 93 ms at most), which is no work of the
 * server's; what these files did before was 8 s to 29 s, or a dead process.
 */
const LOOP_BUSY_LIMIT_MS = 250;
const LOOP_DELAY_LIMIT_MS = 3_000;

/** Both bounds, with the figures in the message. */
function expectLoopFree(health: HealthzSample) {
  expect(health.loopBusyMs, describeSample(health)).toBeLessThanOrEqual(LOOP_BUSY_LIMIT_MS);
  expect(health.loopDelayMs, describeSample(health)).toBeLessThanOrEqual(LOOP_DELAY_LIMIT_MS);
}

const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1;

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
  bar = (await familyByKey(server.app, await login(server.app, 'demo.user'), 'bar')).id;
  compileFamily({}); // the step DSL's JSON Schema compiled, as the server's start does
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const list = (n: number) => `[${Array.from({ length: n }, (_, i) => i).join(', ')}]`;

/** The bar family's rule with `when` replaced (a YAML single-quoted scalar). */
const withRule = (when: string) => barFile.replace(RULE, `    when: '${when}'\n`);

async function putFile(text: string | undefined, headers: Record<string, string> = { 'content-type': 'application/yaml' }, locale = 'fr') {
  const response = await fetch(`${base}/api/v1/family/${bar}/file`, { method: 'PUT', headers: { ...auth(staff), ...headers, 'x-locale': locale }, body: text });
  const body = await response.text();
  // the shape of an injected response, which expectError reads
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body, json: () => JSON.parse(body) as unknown } as unknown as LightMyRequestResponse;
}

describe('the event loop measure', () => {
  it('sees work done on the loop, however loaded the machine (400 ms of this thread’s CPU are counted as such)', async () => {
    const cpuMs = () => {
      const { user, system } = process.threadCpuUsage();
      return (user + system) / 1000;
    };
    const blocked = new Promise<void>((resolve) =>
      setTimeout(() => {
        const until = cpuMs() + 400;
        while (cpuMs() < until); // the loop held for 400 ms of CPU, as a YAML read on it would
        resolve();
      }, 20),
    );
    const { health } = await sampleHealthz(base, blocked);
    expect(health.loopBusyMs, describeSample(health)).toBeGreaterThanOrEqual(400);
  });
});

describe('hostile formulas in a family file', () => {
  it('refuses nested comprehensions, six nested maps and matches on their line, in the caller’s language, /healthz answering throughout', async () => {
    let exists = 'x0 < 0';
    for (let level = 0; level < 6; level++) exists = `${list(20)}.exists(x${level}, ${exists})`;
    let maps = 'a0';
    for (let level = 1; level < 6; level++) maps = `${list(30)}.map(a${level}, ${maps})`;
    const files = {
      exists: withRule(`${exists} || true`), // 29 s on the event loop before
      maps: withRule(`size(${list(30)}.map(a0, ${maps})) > 0`), // the process died of heap exhaustion before
      matches: withRule('string(width).matches("^([0-9]+)+$")'),
    };
    const { result, health } = await sampleHealthz(
      base,
      Promise.all([putFile(files.exists), putFile(files.maps, undefined, 'de'), putFile(files.matches, undefined, 'en')]),
    );
    const [exists6, maps6, matches] = result.map((response) => expectError(response, 422, 'invalid_family_document').error.details);
    const line = lineOf(files.exists, "    when: '[0,");
    expect(exists6).toEqual([{ path: '/rules/0/when', code: 'cel_too_costly', line, column: 11, message: expect.stringMatching(/^l’expression risque d’être trop longue à évaluer \(coût estimé \d+, au plus 10000\)/) }]);
    expect(maps6).toEqual([expect.objectContaining({ path: '/rules/0/when', code: 'cel_too_costly', line, message: expect.stringContaining('Verschachteln Sie weniger') })]);
    expect(matches).toEqual([expect.objectContaining({ path: '/rules/0/when', code: 'cel_matches', line, message: expect.stringContaining('use contains()') })]);
    expect(health.statuses.every((status) => status === 200)).toBe(true);
    expectLoopFree(health);
    // nothing was written: the draft is still the repository's file
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/family/${bar}/file`, headers: auth(staff) })).body).toBe(barFile);
  });

  it('writes and reads a family of 200 price lines of 50 bands each (10,000 lines of YAML) off the event loop (export 8.3 s at 500 before)', async () => {
    const document = parse(barFile) as { pricing: unknown[] };
    document.pricing = Array.from({ length: 200 }, (_, line) => ({
      code: `BIG-${line}`,
      designation: { fr: `Ligne ${line}`, en: `Line ${line}` },
      quantity: 'width * 1.0',
      grid: { dimension: 'width', bands: Array.from({ length: 50 }, (_, band) => (band === 49 ? { unitPrice: 1 + band } : { upTo: (band + 1) * 0.1, unitPrice: 1 + band })) },
    }));
    await server.db.update(families).set({ document }).where(eq(families.id, bar));
    const exported = await sampleHealthz(base, fetch(`${base}/api/v1/family/${bar}/file`, { headers: auth(staff) }).then(async (response) => ({ status: response.status, text: await response.text() })));
    expect(exported.result.status).toBe(200);
    expect(exported.result.text.split('\n').length).toBeGreaterThan(10_000);
    const imported = await sampleHealthz(base, putFile(exported.result.text.replace('unitPrice: 50', 'unitPrice: 51')));
    expect(imported.result.statusCode, imported.result.body.slice(0, 300)).toBe(200);
    for (const { health } of [exported, imported]) expectLoopFree(health);
    await server.db.update(families).set({ document: parse(barFile) as object }).where(eq(families.id, bar));
  });

  it('answers a body that is not YAML text 415, no body 400, in the caller’s language, never a 500', async () => {
    const json = expectError(await putFile('{"family": "bar"}', { 'content-type': 'application/json' }), 415, 'unsupported_media_type');
    expect(json.error.message).toBe("Ce type de contenu n’est pas accepté.");
    expectError(await putFile('null', { 'content-type': 'application/json' }), 415, 'unsupported_media_type');
    const none = expectError(await putFile(undefined, {}, 'de'), 400, 'missing_family_file');
    expect(none.error.message).toBe('Senden Sie die Familiendatei als YAML-Text (Content-Type: application/yaml).');
  });
});
