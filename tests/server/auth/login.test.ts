/** POST /auth/login: the demo accounts, the uniform failure answer, its language, terms and the failed-login limit. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../server/auth/permissions.ts';
import { users } from '../../../server/db/schema.ts';
import { countRows, insertUser, userRow } from '../helpers/fixtures.ts';
import { auth, buildAppOn, createTestServer, DEMO_PASSWORD, expectError, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

let addressCounter = 0;
/** Each call comes from its own address unless one is given, so that failures of one test do not block another. */
function postLogin(body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) {
  addressCounter += 1;
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: body,
    headers,
    remoteAddress: remoteAddress ?? `10.1.${addressCounter >> 8}.${addressCounter & 255}`,
  });
}

const credentials = (identifier: string, password = DEMO_PASSWORD) => ({ identifier, password, accept_terms: true });

interface Summary {
  id: number;
  name: string;
  kind: string;
  country_code: string;
}
interface AccountData {
  id: number;
  login: string;
  locale: string;
  role: { id: number; name: string; permissions: string[] };
  permissions: string[];
  company: Summary;
  client_id: number | null;
  client: Summary | null;
  external_client_id: number | null;
  externe: Summary | null;
  scope: string;
}

const BASIC = ['QUOTE_CREATE', 'QUOTE_EDIT'];
const DEMO_ACCOUNTS = [
  {
    login: 'demo.staff',
    role: 1,
    locale: 'fr',
    permissions: [...PERMISSIONS],
    company: ['Aquaterra Pool Systems', 'manufacturer'],
    client: ['Piscines du Soleil', 'installer'],
    externe: null,
  },
  {
    login: 'demo.group',
    role: 5,
    locale: 'nl',
    permissions: [...BASIC, 'QUOTE_VALIDATE', 'ORDER_CONFIRM', 'USER_MANAGEMENT', 'EXTERNAL_CLIENTS_MANAGEMENT', 'CAN_SWITCH_REF'],
    company: ['Benelux Pool Inkoop', 'group'],
    client: ['Benelux Pool Inkoop', 'group'],
    externe: null,
  },
  {
    login: 'demo.admin',
    role: 3,
    locale: 'de',
    permissions: [...BASIC, 'QUOTE_VALIDATE', 'USER_MANAGEMENT', 'EXTERNAL_CLIENTS_MANAGEMENT'],
    company: ['Schwimmbad Müller GmbH', 'installer'],
    client: ['Schwimmbad Müller GmbH', 'installer'],
    externe: null,
  },
  {
    login: 'demo.user',
    role: 2,
    locale: 'en',
    permissions: [...BASIC, 'QUOTE_VALIDATE'],
    company: ['Zwembaden Vlaanderen', 'installer'],
    client: ['Zwembaden Vlaanderen', 'installer'],
    externe: null,
  },
  {
    login: 'demo.junior',
    role: 4,
    locale: 'es',
    permissions: [...BASIC],
    company: ['Piscinas Mediterráneo S.L.', 'installer'],
    client: ['Piscinas Mediterráneo S.L.', 'installer'],
    externe: null,
  },
  {
    login: 'demo.external',
    role: 2,
    locale: 'it',
    permissions: [...BASIC, 'QUOTE_VALIDATE'],
    company: ['Verde Acqua Giardini', 'external'],
    client: ['Piscine Lago Blu S.r.l.', 'installer'],
    externe: ['Verde Acqua Giardini', 'external'],
  },
] as const;

describe('POST /auth/login with the demo accounts', () => {
  it.each(DEMO_ACCOUNTS)('$login signs in with its locale, role, permissions, company and client', async (demo) => {
    const before = Date.now();
    const response = await postLogin(credentials(demo.login));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as {
      data: { access_token: string; token_type: string; expires_at: string; user: AccountData };
    };
    expect(data.token_type).toBe('Bearer');
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // default TOKEN_TTL_MINUTES is 480
    const ttl = Date.parse(data.expires_at) - before;
    expect(ttl).toBeGreaterThan(479 * 60_000);
    expect(ttl).toBeLessThanOrEqual(481 * 60_000);

    const user = data.user;
    expect(user.login).toBe(demo.login);
    expect(user.locale).toBe(demo.locale);
    expect(user.role.id).toBe(demo.role);
    expect(user.permissions).toEqual(demo.permissions);
    expect(user.company).toMatchObject({ name: demo.company[0], kind: demo.company[1] });
    expect(user.scope).toBe(demo.company[1]);
    expect(user.client).toMatchObject({ name: demo.client[0], kind: demo.client[1] });
    expect(user.client_id).toBe(user.client?.id);
    if (demo.externe) {
      expect(user.externe).toMatchObject({ name: demo.externe[0], kind: demo.externe[1] });
      expect(user.external_client_id).toBe(user.company.id);
      expect(user.externe?.id).toBe(user.company.id);
    } else {
      expect(user.externe).toBeNull();
      expect(user.external_client_id).toBeNull();
    }

    // the token opens the account
    const account = await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(data.access_token) });
    expect(account.statusCode).toBe(200);
    expect((account.json() as { data: AccountData }).data).toEqual(user);
  });

  it('gives role 2 QUOTE_VALIDATE and role 4 not', async () => {
    const role2 = (await postLogin(credentials('demo.user'))).json() as { data: { user: AccountData } };
    const role4 = (await postLogin(credentials('demo.junior'))).json() as { data: { user: AccountData } };
    expect(role2.data.user.permissions).toContain('QUOTE_VALIDATE');
    expect(role4.data.user.permissions).not.toContain('QUOTE_VALIDATE');
    expect(role4.data.user.permissions).not.toContain('CAN_SWITCH_REF');
  });

  it('adds USER_MANAGEMENT granted by the user flag to the role permissions', async () => {
    const flagged = await insertUser(server.db, 'Piscinas Mediterráneo S.L.', { roleId: 4, canManageUsers: true });
    const response = await postLogin(credentials(flagged.login));
    expect(response.statusCode).toBe(200);
    const { user } = (response.json() as { data: { user: AccountData } }).data;
    expect(user.permissions).toEqual(['QUOTE_CREATE', 'QUOTE_EDIT', 'USER_MANAGEMENT']);
    expect(user.role.permissions).toEqual(['QUOTE_CREATE', 'QUOTE_EDIT']);
  });

  it('matches the identifier case-insensitively and ignores surrounding spaces', async () => {
    for (const identifier of ['DEMO.USER', 'Demo.User', '  demo.user  ']) {
      const response = await postLogin(credentials(identifier));
      expect(response.statusCode, identifier).toBe(200);
      expect((response.json() as { data: { user: AccountData } }).data.user.login).toBe('demo.user');
    }
  });

  it('records the time of the last sign-in', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen');
    expect(user.lastLoginAt).toBeNull();
    expect((await postLogin(credentials(user.login))).statusCode).toBe(200);
    const after = await userRow(server.db, user.login);
    expect(after.lastLoginAt).toBeInstanceOf(Date);
    expect(Math.abs(after.lastLoginAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('issues a new token with each sign-in', async () => {
    const before = await countRows(server.db, 'tokens');
    const first = (await postLogin(credentials('demo.admin'))).json() as { data: { access_token: string } };
    const second = (await postLogin(credentials('demo.admin'))).json() as { data: { access_token: string } };
    expect(first.data.access_token).not.toBe(second.data.access_token);
    expect(await countRows(server.db, 'tokens')).toBe(before + 2);
  });
});

describe('POST /auth/login failures', () => {
  it('answers a wrong password and an unknown login identically (401 invalid_credentials)', async () => {
    const wrongPassword = await postLogin(credentials('demo.user', 'not-the-password'));
    const unknownLogin = await postLogin(credentials('nobody.here'));
    const a = expectError(wrongPassword, 401, 'invalid_credentials');
    const b = expectError(unknownLogin, 401, 'invalid_credentials');
    expect(a).toEqual(b);
    expect(a.error.message).toBe('Identifiant ou mot de passe invalide.'); // no language asked: fr
  });

  it('refuses an inactive account and one whose subscription is not active with the same answer', async () => {
    const inactive = await insertUser(server.db, 'Zwembaden Vlaanderen', { active: false });
    const ended = await insertUser(server.db, 'Zwembaden Vlaanderen', { subscriptionStatus: 'ended' });
    const pending = await insertUser(server.db, 'Zwembaden Vlaanderen', { subscriptionStatus: 'pending', passwordHash: null });
    const reference = expectError(await postLogin(credentials('nobody.here')), 401, 'invalid_credentials');
    for (const user of [inactive, ended, pending]) {
      const body = expectError(await postLogin(credentials(user.login)), 401, 'invalid_credentials');
      expect(body, user.login).toEqual(reference);
    }
  });

  it('writes the message in the Accept-Language language, the locale cookie taking precedence', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' }, 'Ungültige Kennung oder ungültiges Passwort.'],
      [{ 'accept-language': 'it' }, 'Nome utente o password non validi.'],
      [{ 'accept-language': 'pt-BR,en;q=0.5' }, 'Invalid login or password.'],
      [{ 'accept-language': 'ja' }, 'Identifiant ou mot de passe invalide.'],
      [{ 'accept-language': 'de', cookie: 'theme=dark; locale=es' }, 'Usuario o contraseña no válidos.'],
      [{ cookie: 'locale=nl' }, 'Ongeldige gebruikersnaam of ongeldig wachtwoord.'],
      [{ 'accept-language': 'en', cookie: 'locale=xx' }, 'Invalid login or password.'],
    ];
    for (const [index, [headers, message]] of cases.entries()) {
      // a login each: the per-account delay would answer 429 after a few failures on one
      const body = expectError(await postLogin(credentials(`nobody.${index}`, 'wrong'), headers), 401, 'invalid_credentials');
      expect(body.error.message, JSON.stringify(headers)).toBe(message);
    }
  });

  it('answers 422 terms_not_accepted when accept_terms is false, even with the right password, and issues no token', async () => {
    const before = await countRows(server.db, 'tokens');
    const body = expectError(
      await postLogin({ identifier: 'demo.user', password: DEMO_PASSWORD, accept_terms: false }, { 'accept-language': 'en' }),
      422,
      'terms_not_accepted',
    );
    expect(body.error.message).toBe('You must accept the terms and conditions.');
    expect(await countRows(server.db, 'tokens')).toBe(before);
  });

  it('validates the body: accept_terms is required', async () => {
    const body = expectError(await postLogin({ identifier: 'demo.user', password: DEMO_PASSWORD }), 400, 'validation_failed');
    expect(body.error.details).toEqual([expect.objectContaining({ path: 'body.accept_terms', code: 'required' })]);
  });
});

describe('failed sign-in limit', () => {
  it('answers the 11th attempt in a minute from one address 429 even with the right password; other addresses are unaffected', async () => {
    const address = '198.51.100.7';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expectError(await postLogin(credentials(`nobody.${attempt}`, 'wrong'), {}, address), 401, 'invalid_credentials');
    }
    const blocked = await postLogin(credentials('demo.user'), { 'accept-language': 'en' }, address);
    const body = expectError(blocked, 429, 'too_many_requests');
    expect(body.error.message).toBe('Too many attempts, please try again in a minute.');
    expect(blocked.headers['retry-after']).toBe('60');

    const other = await postLogin(credentials('demo.user'), {}, '198.51.100.8');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const address = '198.51.100.9';
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const response = await postLogin(credentials('demo.junior'), {}, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
  });

  it('follows LOGIN_ATTEMPTS_PER_MINUTE', async () => {
    const app = await buildAppOn(server, { loginAttemptsPerMinute: 2 });
    try {
      const attempt = (password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials('demo.user', password), remoteAddress: '203.0.113.5' });
      expect((await attempt('wrong')).statusCode).toBe(401);
      expect((await attempt('wrong')).statusCode).toBe(401);
      expectError(await attempt(DEMO_PASSWORD), 429, 'too_many_requests');
    } finally {
      await app.close();
    }
  });
});

describe('user state after sign-in', () => {
  it('keeps the stored user unchanged apart from last_login_at', async () => {
    const before = await userRow(server.db, 'demo.group');
    expect((await postLogin(credentials('demo.group'))).statusCode).toBe(200);
    const [after] = await server.db.select().from(users).where(eq(users.id, before.id));
    expect({ ...after, lastLoginAt: null }).toEqual({ ...before, lastLoginAt: null });
  });
});
