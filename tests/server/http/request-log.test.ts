/**
 * Logs for people and machines (issue 31, item 4): one line per request
 * with its operation, status, time and user id, never its query string
 * (which may carry a token); no warning at a normal start (the contract's
 * image responses made three); readable lines at a terminal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readableLine } from '../../../server/http/request-log.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('the request log', () => {
  it('writes one line per request with its operation, route, status, time and user, no warning at start, no query string', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => void warnings.push(warning);
    process.on('warning', onWarning);
    const app = await buildApp({ config: { ...server.config, logLevel: 'info' }, database: server.database, serveFrontEnd: false, logger: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
    try {
      await app.ready();
      expect(lines.filter((line) => (line.level as number) >= 40)).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve)); // process warnings are emitted on the next tick
      expect(warnings.map((warning) => warning.message)).toEqual([]);
      const token = await login(app, 'demo.user');
      lines.length = 0;
      const response = await app.inject({ method: 'GET', url: '/api/v1/quote?per_page=5&token=secret-in-a-query', headers: auth(token) });
      expect(response.statusCode).toBe(200);
      const requestLines = lines.filter((line) => line.route !== undefined);
      expect(requestLines).toEqual([
        expect.objectContaining({ level: 30, op: 'listQuotes', method: 'GET', route: '/api/v1/quote', status: 200, user: expect.any(Number), ms: expect.any(Number), msg: expect.stringMatching(/^GET \/api\/v1\/quote 200 \d+ ms$/) }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('secret-in-a-query');
      expect(JSON.stringify(lines)).not.toContain(token);
    } finally {
      process.off('warning', onWarning);
      await app.close();
    }
  });

  it('reads a JSON line as a person would, with the error’s stack', () => {
    const line = JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 29, 14, 2, 7), pid: 1, hostname: 'h', reqId: 'req-1', op: 'listQuotes', method: 'GET', route: '/api/v1/quote', status: 200, ms: 12, user: 3, msg: 'GET /api/v1/quote 200 12 ms' });
    expect(readableLine(line)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/v1\/quote 200 12 ms {2}op=listQuotes user=3$/);
    const failure = readableLine(JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { message: 'x', stack: 'Error: x\n    at here' } }));
    expect(failure.split('\n')).toEqual([expect.stringMatching(/ERROR boom$/), 'Error: x', '    at here']);
    expect(readableLine('not json')).toBe('not json');
  });
});
