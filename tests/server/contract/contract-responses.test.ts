/**
 * The contract declares every answer (issue 14, case 9). The walker of
 * tests/server/helpers/contract-responses.ts checks every answer of every
 * server test against openapi.yaml; here it is shown to catch an undeclared
 * status, media type or body, and every operation is sent what a careless or
 * hostile client sends (no token, a body that is not JSON, unreadable JSON, a
 * body over the limit, a second file), all of which must be declared.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { contractOperations, operationUrl, type ContractOperation } from '../helpers/contract-operations.ts';
import { contractProblem, takeContractProblems, watchContract } from '../helpers/contract-responses.ts';
import { auth, buildAppOn, createTestServer, login, type TestServer } from '../helpers/test-server.ts';

const json = 'application/json; charset=utf-8';
const error = (code: string) => JSON.stringify({ error: { code, message: 'Message' } });

let server: TestServer;
let staff: string;
let small: FastifyInstance;

beforeAll(async () => {
  server = await createTestServer({ rateLimitPerMinute: 1_000_000 });
  staff = await login(server.app, 'demo.staff');
  small = await buildAppOn(server, { bodyLimitBytes: 64, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await small?.close();
  await server?.close();
});

describe('the contract walker', () => {
  it('passes a declared answer and flags an undeclared status, media type or body', () => {
    const base = { method: 'GET', url: '/api/v1/account', contentType: json };
    expect(contractProblem({ ...base, status: 401, payload: error('unauthorized') })).toBeNull();
    expect(contractProblem({ ...base, status: 418, payload: error('teapot') })).toMatch(/getAccount .* answered 418: status not declared/);
    expect(contractProblem({ ...base, status: 401, payload: JSON.stringify({ message: 'no' }) })).toMatch(/does not match the declared schema/);
    expect(contractProblem({ ...base, status: 401, contentType: 'text/html', payload: '<p>no</p>' })).toMatch(/as text\/html, where application\/json is declared/);
    expect(contractProblem({ ...base, method: 'POST', url: '/api/v1/auth/logout', status: 204, payload: '{}' })).toMatch(/with a body .* where none is declared/);
    // the most literal path wins: /quote/{id}/customisation/logo is not /quote/{id}
    expect(contractProblem({ method: 'POST', url: '/api/v1/quote/7/customisation/logo', contentType: json, status: 415, payload: error('unsupported_logo') })).toBeNull();
    // not an operation of the contract: not its business
    expect(contractProblem({ ...base, url: '/healthz', status: 418, payload: '{}' })).toBeNull();
  });

  it('records an undeclared answer of a real app, which fails the test it happens in', async () => {
    const app = await buildApp({ config: server.config, database: server.database, serveFrontEnd: false, logger: false });
    try {
      app.addHook('onRequest', async (request, reply) => {
        if (request.url === '/api/v1/account') return reply.status(418).send({ error: { code: 'teapot', message: 'I am a teapot' } });
      });
      await app.ready();
      watchContract(app);
      const response = await app.inject({ method: 'GET', url: '/api/v1/account' });
      expect(response.statusCode).toBe(418);
      expect(takeContractProblems()).toEqual([expect.stringMatching(/^getAccount \(GET \/api\/v1\/account\) answered 418: status not declared/)]);
    } finally {
      await app.close();
    }
  });
});

describe('what careless or hostile clients send, to every operation', () => {
  const url = (operation: ContractOperation) =>
    operationUrl(operation, Object.fromEntries([...operation.path.matchAll(/\{([A-Za-z]+)\}/g)].map(([, name]) => [name!, name === 'stepId' ? 2 : 1])));
  const withBody = (operation: ContractOperation) => operation.bodyTypes.length > 0;

  it('gets a declared answer without a token, with a body that is not JSON, with unreadable JSON, and over the body limit', async () => {
    const statuses = new Map<string, number[]>();
    const seen = (operation: ContractOperation, status: number) => statuses.set(operation.operationId, [...(statuses.get(operation.operationId) ?? []), status]);
    for (const operation of contractOperations) {
      const headers = operation.secured ? auth(staff) : {};
      seen(operation, (await server.app.inject({ method: operation.method, url: url(operation) })).statusCode);
      if (!withBody(operation)) {
        // a body where none is expected: what a client sends by mistake, or to probe
        if (operation.method === 'GET') continue;
        seen(operation, (await server.app.inject({ method: operation.method, url: url(operation), headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' })).statusCode);
        seen(operation, (await small.inject({ method: operation.method, url: url(operation), headers, payload: { padding: 'x'.repeat(200) } })).statusCode);
        continue;
      }
      seen(operation, (await server.app.inject({ method: operation.method, url: url(operation), headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' })).statusCode);
      if (operation.bodyTypes.includes('application/json')) {
        seen(operation, (await server.app.inject({ method: operation.method, url: url(operation), headers: { ...headers, 'content-type': 'application/json' }, payload: '{"a":' })).statusCode);
        seen(operation, (await small.inject({ method: operation.method, url: url(operation), headers, payload: { padding: 'x'.repeat(200) } })).statusCode);
      }
    }
    expect(takeContractProblems()).toEqual([]);
    // the body that is not JSON got its 415 from every operation that takes a JSON body
    const jsonOperations = contractOperations.filter((o) => o.bodyTypes.includes('application/json'));
    expect(jsonOperations.length).toBeGreaterThanOrEqual(27);
    expect(jsonOperations.filter((o) => !statuses.get(o.operationId)?.includes(415)).map((o) => o.operationId)).toEqual([]);
  });

  it('gets a declared 422 too_many_documents for a second logo in one upload', async () => {
    const families = await server.app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(staff) });
    const familyId = (families.json() as { data: { id: number }[] }).data[0]!.id;
    const created = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(staff), payload: { family_id: familyId } });
    const id = (created.json() as { data: { id: number } }).data.id;
    const boundary = '----two-logos';
    const logo = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\r\n`;
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1/quote/${id}/customisation/logo`,
      headers: { ...auth(staff), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${logo}${logo}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { error: { code: string } }).error.code).toBe('too_many_documents');
    expect(takeContractProblems()).toEqual([]);
  });
});
