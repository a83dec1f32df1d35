/**
 * Property: whatever JSON body arrives, the server never answers 5xx, and
 * every failure carries the error shape.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectErrorShape, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let staffToken: string;
let userIds: number[];

beforeAll(async () => {
  server = await createTestServer();
  staffToken = await login(server.app, 'demo.staff');
  const staff = (await server.db.select({ id: users.id }).from(users).where(eq(users.login, 'demo.staff')))[0]!;
  const others = (await server.db.select({ id: users.id }).from(users)).map((row) => row.id).filter((id) => id !== staff.id);
  userIds = [staff.id, ...others];
});
afterAll(async () => {
  await server?.close();
});

/** Text that often trips servers: NUL, lone surrogates, quotes, LIKE wildcards, non-Latin letters. */
const nasty = fc.constantFrom('\u0000', '\ud800', '\udfff', "'", '"', '\\', '%', '_', 'é', 'ß', '😀', '\n', ' ', "'; drop table users; --");
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 5 }), nasty, fc.string({ maxLength: 5 })).map(([a, b, c]) => a + b + c),
);
/** A non-empty text of at most `max` characters. */
const text = (max: number) => anyText.filter((value) => value.length >= 1 && value.length <= max);
const anyValue = fc.oneof(anyText, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Replaces one property of a valid body by any value, or adds an unknown one. */
function mutated(valid: fc.Arbitrary<Record<string, unknown>>) {
  return fc.tuple(valid, fc.oneof(fc.string({ maxLength: 15 }), fc.constantFrom('identifier', 'password', 'client_id', 'login')), anyValue).map(
    ([body, key, value]) => ({ ...body, [key]: value }),
  );
}

const validLogin = fc.record(
  {
    identifier: fc.oneof(fc.constantFrom('demo.user', 'DEMO.USER', ' demo.admin ', 'nobody'), text(100)),
    password: fc.oneof(fc.constant('demo1234'), text(200)),
    accept_terms: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    remember_me: fc.boolean(),
  },
  { requiredKeys: ['identifier', 'password', 'accept_terms'] },
);

const validUserUpdate = fc
  .record(
    {
      client_id: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1 }), fc.maxSafeInteger().filter((n) => n >= 1)),
      locale: fc.constantFrom('fr', 'en', 'de', 'es', 'nl', 'it'),
      civility: fc.constantFrom('mr', 'mrs', 'ms', null),
      first_name: text(80),
      last_name: text(80),
      email: fc.emailAddress(),
      login: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._@-]{3,20}$/), fc.constantFrom('demo.user', 'Demo.Admin')),
      role_id: fc.integer({ min: 1, max: 5 }),
      active: fc.boolean(),
      can_manage_users: fc.boolean(),
      can_manage_external_clients: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .filter((body) => Object.keys(body).length > 0);

const loginLike = fc.oneof(validLogin, mutated(validLogin));
const userUpdateLike = fc.oneof(validUserUpdate, mutated(validUserUpdate));

const arbitraryBody = (structured: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
    { arbitrary: fc.object({ maxDepth: 2 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: structured, weight: 3 },
    { arbitrary: fc.tuple(structured, fc.object({ maxKeys: 2, maxDepth: 1 })).map(([a, b]) => ({ ...b, ...a })), weight: 1 },
  );

/** JSON text of any value; `undefined` (which has none) becomes an empty body. */
function toPayload(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

function checkAnswer(response: LightMyRequestResponse, sent: string) {
  expect(response.statusCode, `${sent} -> ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json() as { error?: { code?: unknown } };
    expectErrorShape(body);
    expect(typeof body.error.code).toBe('string');
  } else if (response.statusCode !== 204) {
    expect(response.json()).toHaveProperty('data');
  }
}

describe('arbitrary JSON bodies', () => {
  it('POST /auth/login never answers 5xx and always explains a failure', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(arbitraryBody(loginLike), async (value) => {
        run += 1;
        const payload = toPayload(value);
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload,
          headers: { 'content-type': 'application/json' },
          // several runs per address, so that the failed-login limit is reached too
          remoteAddress: `10.9.0.${run % 16}`,
        });
        checkAnswer(response, payload);
      }),
      { numRuns: 100 },
    );
  });

  it('PUT /user/{id} with a valid token never answers 5xx and always explains a failure', async () => {
    const staffId = userIds[0]!;
    const id = fc.oneof(
      { arbitrary: fc.constant(staffId), weight: 3 },
      { arbitrary: fc.constantFrom(...userIds), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }), weight: 1 },
      { arbitrary: fc.maxSafeInteger().filter((n) => n >= 1), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(id, arbitraryBody(userUpdateLike), async (userId, value) => {
        const payload = toPayload(value);
        const response = await server.app.inject({
          method: 'PUT',
          url: `/api/v1/user/${userId}`,
          payload,
          headers: { ...auth(staffToken), 'content-type': 'application/json' },
        });
        checkAnswer(response, `${userId} ${payload}`);
      }),
      { numRuns: 100 },
    );
  });
});
