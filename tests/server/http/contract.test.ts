/**
 * The server against openapi/openapi.yaml: every operation is routed, secured
 * operations check the token before the body, and every failure has the
 * single error shape.
 */
import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../server/operations.ts';
import {
  auth,
  buildAppOn,
  createTestServer,
  expectError,
  expectErrorShape,
  login,
  type TestServer,
} from '../helpers/test-server.ts';
import { CONTRACT_URL, contractOperations } from '../helpers/contract-operations.ts';

// every path parameter of the contract is a positive integer (or a step id)
const operations = contractOperations.map((o) => ({ ...o, url: `/api/v1${o.path.replace(/\{[A-Za-z]+\}/g, '1')}` }));

const PUBLIC_OPERATIONS = ['checkAccountLink', 'confirmAccount', 'getAppSettings', 'listCountries', 'listLocales', 'login', 'requestAccess', 'resetPassword'];

let server: TestServer;
let userToken: string;

/** The operationIds of the operation table (server/operations.ts). */
function implementedOperations(): string[] {
  return OPERATIONS.map((entry) => entry.id);
}

beforeAll(async () => {
  server = await createTestServer();
  userToken = await login(server.app, 'demo.user'); // locale en
});
afterAll(async () => {
  await server?.close();
});

describe('routing of the contract', () => {
  it('reads the operations of openapi.yaml, with unique operationIds', () => {
    const declared = fs.readFileSync(CONTRACT_URL, 'utf8').match(/^\s+operationId: \w+$/gm) ?? [];
    expect(declared.length).toBeGreaterThan(70);
    expect(operations.length).toBe(declared.length);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(operations.filter((o) => !o.secured).map((o) => o.operationId).sort()).toEqual(PUBLIC_OPERATIONS);
  });

  it('routes every operation at its method and path under /api/v1', () => {
    const missing = operations.filter(
      (o) => !server.app.hasRoute({ method: o.method, url: `/api/v1${o.path.replace(/\{([A-Za-z]+)\}/g, ':$1')}` }),
    );
    expect(missing.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('names every service method after an operation of the contract', () => {
    const ids = new Set(operations.map((o) => o.operationId));
    const implemented = implementedOperations();
    expect(implemented.length).toBeGreaterThan(10);
    expect(implemented.filter((name) => !ids.has(name))).toEqual([]);
  });

  it('answers 401 unauthorized to every secured operation without a token, before looking at the body', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.secured)) {
      const response = await server.app.inject({
        method: operation.method,
        url: operation.url,
        // an invalid body: the answer must still be 401, not 400
        ...(operation.bodyTypes.includes('application/json') ? { payload: { not_a_field: [1, 2, 3] } } : {}),
      });
      if (response.statusCode !== 401 || (response.json() as { error?: { code?: string } }).error?.code !== 'unauthorized') {
        wrong.push(`${operation.operationId}: ${response.statusCode} ${response.body}`);
      } else {
        expectErrorShape(response.json());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the public operations through without a token', async () => {
    for (const operation of operations.filter((o) => !o.secured)) {
      const response = await server.app.inject({ method: operation.method, url: operation.url });
      expect(response.statusCode, operation.operationId).not.toBe(401);
      expect(response.statusCode, operation.operationId).toBeLessThan(500);
    }
  });

  it('implements every operation of the contract', () => {
    const implemented = new Set(implementedOperations());
    expect(operations.map((o) => o.operationId).filter((id) => !implemented.has(id))).toEqual([]);
  });

  it('answers a public operation without a token, in the Accept-Language language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/account/confirm-account',
      payload: { token: 'a'.repeat(32), password: 'long enough', password_confirmation: 'long enough' },
      headers: { 'accept-language': 'de' },
    });
    expect(expectError(response, 422, 'invalid_subscription_token').error.message).toBe('Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.');
  });

  it('validates the body of an operation before its handler runs', async () => {
    const response = await server.app.inject({ method: 'PUT', url: '/api/v1/order/1', headers: auth(userToken), payload: { status: 'nonsense' } });
    const body = expectError(response, 400, 'validation_failed');
    expect(body.error.details).toEqual([expect.objectContaining({ path: 'body.status', code: 'enum' })]);
  });
});

describe('requests the router cannot serve', () => {
  it('answers an unknown /api path with 404 route_not_found in JSON', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v1/quote/1/unknown', '/api/v2/quote', '/api/']) {
      const body = expectError(await server.app.inject({ method: 'GET', url }), 404, 'route_not_found');
      expect(body.error.message).toBe("Cette adresse de l’API n’existe pas.");
    }
  });

  it('answers a wrong method on a known path with 404 and the error shape', async () => {
    expectError(await server.app.inject({ method: 'DELETE', url: '/api/v1/locale' }), 404, 'route_not_found');
    expectError(await server.app.inject({ method: 'PATCH', url: '/api/v1/user/1', headers: auth(userToken) }), 404, 'route_not_found');
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/auth/login' }), 404, 'route_not_found');
  });

  it('answers an unknown path outside /api with 404 not_found when the front end is not served', async () => {
    expectError(await server.app.inject({ method: 'GET', url: '/no/such/page' }), 404, 'not_found');
  });
});

describe('request bodies', () => {
  const loginUrl = '/api/v1/auth/login';

  it('answers malformed JSON with 400 invalid_json', async () => {
    for (const payload of ['{"identifier": "demo.user",', "{'a': 1}", 'not json', '{"a":1}}']) {
      const response = await server.app.inject({
        method: 'POST',
        url: loginUrl,
        payload,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      const body = expectError(response, 400, 'invalid_json');
      expect(body.error.message).toBe('The request body is not valid JSON.');
    }
  });

  it('answers malformed JSON to a secured operation with 400 invalid_json too', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/user/1',
      payload: '{"locale":',
      headers: { ...auth(userToken), 'content-type': 'application/json' },
    });
    expectError(response, 400, 'invalid_json');
  });

  it('answers a missing field, a wrong type and an unknown field with 400 validation_failed and their paths', async () => {
    const missing = expectError(
      await server.app.inject({ method: 'POST', url: loginUrl, payload: { identifier: 'demo.user', accept_terms: true } }),
      400,
      'validation_failed',
    );
    expect(missing.error.details).toEqual([{ path: 'body.password', code: 'required', message: 'Champ obligatoire' }]);

    const wrongType = expectError(
      await server.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { identifier: 42, password: 'x', accept_terms: 'yes' },
        headers: { 'accept-language': 'en' },
      }),
      400,
      'validation_failed',
    );
    expect(wrongType.error.details).toEqual([
      { path: 'body.identifier', code: 'type', message: 'Wrong type of value' },
      { path: 'body.accept_terms', code: 'type', message: 'Wrong type of value' },
    ]);

    const unknown = expectError(
      await server.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { identifier: 'demo.user', password: 'x', accept_terms: true, admin: true },
      }),
      400,
      'validation_failed',
    );
    expect(unknown.error.details).toEqual([{ path: 'body.admin', code: 'additionalProperties', message: 'Champ inconnu' }]);
  });

  it('answers a JSON body that is not an object with 400 validation_failed on body', async () => {
    for (const payload of ['[]', 'null', '"text"', '12']) {
      const response = await server.app.inject({ method: 'POST', url: loginUrl, payload, headers: { 'content-type': 'application/json' } });
      const body = expectError(response, 400, 'validation_failed');
      expect(body.error.details).toEqual([expect.objectContaining({ path: 'body', code: 'type' })]);
    }
  });

  it('answers a missing body with 400 validation_failed (not a 500)', async () => {
    const anonymous = expectError(await server.app.inject({ method: 'POST', url: loginUrl }), 400, 'validation_failed');
    expect(anonymous.error.details).toEqual([expect.objectContaining({ path: 'body', code: 'required' })]);
    const signedIn = await server.app.inject({ method: 'PUT', url: '/api/v1/user/1', headers: auth(userToken) });
    expectError(signedIn, 400, 'validation_failed');
  });

  it('validates path and query parameters against their declared types', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/v1/user/${id}`, headers: auth(userToken) });
      const body = expectError(response, 400, 'validation_failed');
      expect(body.error.details?.[0]?.path).toBe('params.id');
    }
  });

  it('answers values the database cannot hold (NUL character, id beyond 32 bits) with 400, not 500', async () => {
    const nul = await server.app.inject({ method: 'POST', url: loginUrl, payload: { identifier: 'demo\u0000user', password: 'x', accept_terms: true } });
    expectError(nul, 400, 'bad_request');
    // every id of the contract is bounded to the database's 32 bits: the field is named
    const hugeId = await server.app.inject({ method: 'GET', url: '/api/v1/user/99999999999', headers: auth(userToken) });
    expect(expectError(hugeId, 400, 'validation_failed').error.details?.[0]?.path).toBe('params.id');
    const staff = await login(server.app, 'demo.staff');
    const hugeClient = await server.app.inject({ method: 'PUT', url: '/api/v1/user/1', headers: auth(staff), payload: { client_id: 2 ** 40 } });
    expect(expectError(hugeClient, 400, 'validation_failed').error.details?.[0]?.path).toBe('body.client_id');
    for (const url of ['/api/v1/question?family_id=1e309', '/api/v1/category?family_id=1e309', '/api/v1/quote/1e309', '/api/v1/quote?family_id=1e309']) {
      expect(expectError(await server.app.inject({ method: 'GET', url, headers: auth(userToken) }), 400, 'validation_failed').error.details).toHaveLength(1);
    }
  });

  it('answers a body over the configured limit with 413 payload_too_large', async () => {
    const app = await buildAppOn(server, { bodyLimitBytes: 1024 });
    try {
      const small = await app.inject({ method: 'POST', url: loginUrl, payload: { identifier: 'demo.user', password: 'demo1234', accept_terms: true } });
      expect(small.statusCode).toBe(200);
      const big = await app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { identifier: 'demo.user', password: 'x'.repeat(1100), accept_terms: true },
        headers: { 'accept-language': 'it' },
      });
      expect(expectError(big, 413, 'payload_too_large').error.message).toBe('I dati inviati sono troppo grandi.');
      // before the token is checked: the body is refused as it arrives
      const bigSecured = await app.inject({ method: 'PUT', url: '/api/v1/user/1', payload: { first_name: 'x'.repeat(2000) } });
      expectError(bigSecured, 413, 'payload_too_large');
    } finally {
      await app.close();
    }
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    const cases: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain; charset=utf-8' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/xml' },
    ];
    for (const headers of cases) {
      const response = await server.app.inject({ method: 'POST', url: loginUrl, payload: 'identifier=demo.user', headers });
      expectError(response, 415, 'unsupported_media_type');
      const secured = await server.app.inject({ method: 'PUT', url: '/api/v1/user/4', payload: 'locale=fr', headers: { ...headers, ...auth(userToken) } });
      expectError(secured, 415, 'unsupported_media_type');
    }
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: JSON.stringify({ identifier: 'demo.user', password: 'demo1234', accept_terms: true }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the error shape', () => {
  it('is exactly { error: { code, message, details? } } for every kind of failure', async () => {
    const staffToken = await login(server.app, 'demo.staff');
    const requests: [InjectOptions, number, string][] = [
      [{ method: 'GET', url: '/api/v1/account' }, 401, 'unauthorized'],
      [{ method: 'GET', url: '/api/v1/account', headers: { authorization: 'Bearer nope' } }, 401, 'invalid_token'],
      [{ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: 'x', password: 'y', accept_terms: true }, remoteAddress: '192.0.2.77' }, 401, 'invalid_credentials'],
      [{ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: 'x', password: 'y', accept_terms: false } }, 422, 'terms_not_accepted'],
      [{ method: 'POST', url: '/api/v1/clients/search?q=pool', headers: auth(userToken) }, 403, 'forbidden'],
      [{ method: 'GET', url: '/api/v1/user/999999', headers: auth(staffToken) }, 404, 'not_found'],
      [{ method: 'GET', url: '/api/v1/nope' }, 404, 'route_not_found'],
      [{ method: 'POST', url: '/api/v1/auth/login', payload: {} }, 400, 'validation_failed'],
      [{ method: 'POST', url: '/api/v1/auth/login', payload: '{', headers: { 'content-type': 'application/json' } }, 400, 'invalid_json'],
      [{ method: 'POST', url: '/api/v1/auth/login', payload: 'x', headers: { 'content-type': 'text/plain' } }, 415, 'unsupported_media_type'],
      [{ method: 'POST', url: '/api/v1/account/confirm-account', payload: { token: 'a'.repeat(32), password: 'long enough', password_confirmation: 'other' } }, 422, 'password_mismatch'],
      [{ method: 'PUT', url: `/api/v1/user/${1}`, headers: auth(staffToken), payload: { login: 'demo.user' } }, 409, 'login_taken'],
      [{ method: 'POST', url: '/api/v1/auth/reset-password', payload: { identifier: 'demo.user', email: 'wrong@example.com' } }, 422, 'reset_invalid'],
    ];
    for (const [request, status, code] of requests) {
      const response = await server.app.inject(request);
      const body = expectError(response, status, code);
      expect(Object.keys(body), code).toEqual(['error']);
    }
  });
});

describe('POST /auth/reset-password', () => {
  it('accepts a matching login and e-mail with 202, case-insensitively', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { identifier: 'Demo.User', email: 'DEMO-USER@zwembaden-vlaanderen.example' },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: true } });
  });

  it('answers 422 reset_invalid when they do not match one user, in the caller language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { identifier: 'demo.user', email: 'demo-admin@schwimmbad-mueller.example' },
      headers: { 'accept-language': 'en' },
      remoteAddress: '192.0.2.78',
    });
    expect(expectError(response, 422, 'reset_invalid').error.message).toBe(
      'Invalid login or e-mail, please contact your sales contact.',
    );
  });
});
