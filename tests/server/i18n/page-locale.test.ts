/** X-Locale: the language of the page the app calls from wins over the cookie, the browser's languages and the account's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the page language (X-Locale)', () => {
  it('wins over the locale cookie and Accept-Language for an anonymous caller', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'x-locale': 'fr', 'accept-language': 'en-US,en;q=0.9' }, 'Identifiant ou mot de passe invalide.'],
      [{ 'x-locale': 'de', cookie: 'locale=fr', 'accept-language': 'fr' }, 'Ungültige Kennung oder ungültiges Passwort.'],
      [{ 'x-locale': 'xx', 'accept-language': 'it' }, 'Nome utente o password non validi.'],
    ];
    for (const [headers, message] of cases) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: 'demo.user', password: 'wrong', accept_terms: true },
        headers,
        remoteAddress: `10.9.0.${cases.findIndex(([h]) => h === headers) + 1}`,
      });
      expect(expectError(response, 401, 'invalid_credentials').error.message, JSON.stringify(headers)).toBe(message);
    }
  });

  it("wins over the signed-in user's own locale", async () => {
    const token = await login(server.app, 'demo.admin'); // a German account
    const invalid = await server.app.inject({
      method: 'GET',
      url: '/api/v1/quote?per_page=1000',
      headers: { ...auth(token), 'x-locale': 'nl' },
    });
    const body = expectError(invalid, 400, 'validation_failed');
    const germanBody = expectError(
      await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=1000', headers: auth(token) }),
      400,
      'validation_failed',
    );
    expect(body.error.message).not.toBe(germanBody.error.message);
    expect(body.error.message).toMatch(/[Ff]out|ongeldig|verzoek|gegevens/);
  });
});
