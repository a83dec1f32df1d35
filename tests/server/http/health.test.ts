/** GET /healthz and GET /readyz. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, usesPostgres, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health checks', () => {
  it('GET /healthz answers 200 without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 with the kind of database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: usesPostgres ? 'postgres' : 'pglite' });
  });

  it('sends the security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // scripts from this origin only, and no inline script; Ajv may compile the step forms' schemas
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-eval';");
  });

  it('GET /readyz answers 503 once the database is closed, while /healthz still answers 200', async () => {
    await server.database.close();
    const response = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: usesPostgres ? 'postgres' : 'pglite' });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
