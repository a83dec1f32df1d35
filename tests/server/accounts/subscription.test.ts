/**
 * The e-mailed links end to end on the API: a new user's subscription link
 * (in its language, single use, expiring, voided by a new one) completes
 * its registration with confirmAccount; a forgotten password is reset from
 * its e-mail, which ends every session of the account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '../../../server/db/schema.ts';
import { companyId, insertUser, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, DEMO_PASSWORD, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { confirm, createUserAs, lastMailTo, linkOf, mailsTo, newUserBody, STRONG_PASSWORD } from './account-helpers.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ publicUrl: 'https://pool.example' });
  admin = await login(server.app, 'demo.group');
});
afterAll(async () => {
  await server?.close();
});

async function invite(values: Record<string, unknown> = {}) {
  const body = newUserBody(await companyId(server.db, 'Zwembaden Vlaanderen'), values);
  const response = await createUserAs(server.app, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return { body, id: (response.json() as { data: { id: number } }).data.id };
}

describe('subscription link', () => {
  it('is e-mailed in the new user’s language, text and HTML, with a link to its language’s page', async () => {
    const { body } = await invite({ locale: 'de', first_name: 'Jörg', last_name: '<Brunnen>' });
    const mail = await lastMailTo(server.db, body.email);
    expect(mail.locale).toBe('de');
    expect(mail.subject).toBe('Ihr Konto im Aquaterra-Konfigurator: Schließen Sie Ihre Registrierung ab');
    expect(mail.text).toContain('Guten Tag Jörg <Brunnen>,');
    expect(mail.text).toContain(`Ihre Kennung: ${body.login}`);
    expect(mail.text).toContain('Zwembaden Vlaanderen');
    expect(mail.html).toContain('Guten Tag Jörg &lt;Brunnen&gt;,');
    expect(mail.html).toContain('<html lang="de">');
    const { url } = linkOf(mail);
    expect(`${url.origin}${url.pathname}`).toBe('https://pool.example/de/user/subscription');
    expect(url.searchParams.get('reset')).toBeNull();
    expect(mail.key).toMatch(/^account-link:\d+$/);
  });

  it('completes the registration once: password set, subscription active, then sign-in', async () => {
    const { body, id } = await invite();
    const { token } = linkOf(await lastMailTo(server.db, body.email));
    expect((await userRow(server.db, body.login)).subscriptionStatus).toBe('pending');
    const done = await confirm(server.app, token, STRONG_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { login: body.login, locale: 'nl' } });
    const row = await userRow(server.db, body.login);
    expect(row).toMatchObject({ id, subscriptionStatus: 'active', active: true });
    await login(server.app, body.login, { password: STRONG_PASSWORD });

    const again = expectError(await confirm(server.app, token, 'Another-Good-One-7', 'Another-Good-One-7', { 'accept-language': 'fr' }), 422, 'invalid_subscription_token');
    expect(again.error.message).toBe('Ce lien a déjà été utilisé ou remplacé par un lien plus récent. Demandez un nouveau lien.');
    await login(server.app, body.login, { password: STRONG_PASSWORD });
  });

  it('refuses a mismatch, a weak password and a bad token in the caller’s language, keeping the link usable', async () => {
    const { body } = await invite({ first_name: 'Marieke', last_name: 'Zonnebloem' });
    const { token } = linkOf(await lastMailTo(server.db, body.email));
    const en = { 'accept-language': 'en' };
    const mismatch = expectError(await confirm(server.app, token, STRONG_PASSWORD, `${STRONG_PASSWORD}x`, en), 422, 'password_mismatch');
    expect(mismatch.error.message).toBe('The password and its confirmation differ.');
    expect(mismatch.error.details).toEqual([{ path: 'body.password_confirmation', code: 'password_mismatch', message: 'The password and its confirmation differ.' }]);

    const common = expectError(await confirm(server.app, token, 'P@ssw0rd2024!', 'P@ssw0rd2024!', en), 422, 'weak_password');
    expect(common.error.message).toBe('This password appears in lists of common or leaked passwords: please choose another one.');
    expect(common.error.details?.[0]).toMatchObject({ path: 'body.password', code: 'password_common' });
    const personal = expectError(await confirm(server.app, token, 'zonnebloem-2025', 'zonnebloem-2025', { 'accept-language': 'nl' }), 422, 'weak_password');
    expect(personal.error.message).toBe('Het wachtwoord mag uw gebruikersnaam, uw naam of uw e-mailadres niet bevatten.');
    expect(expectError(await confirm(server.app, token, 'abababab'), 422, 'weak_password').error.details?.[0]?.code).toBe('password_repetitive');
    const short = expectError(await confirm(server.app, token, 'Ab1-xyz', 'Ab1-xyz', en), 400, 'validation_failed');
    expect(short.error.details).toEqual([expect.objectContaining({ path: 'body.password', code: 'minLength' })]);
    const unknown = expectError(await confirm(server.app, 'x'.repeat(43), STRONG_PASSWORD, STRONG_PASSWORD, { 'accept-language': 'it' }), 422, 'invalid_subscription_token');
    expect(unknown.error.message).toBe('Questo link non è valido. Richiedine uno nuovo.');
    expect((await userRow(server.db, body.login)).passwordHash).toBeNull();

    expect((await confirm(server.app, token, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link with its own message', async () => {
    const { body } = await invite();
    const { token } = linkOf(await lastMailTo(server.db, body.email));
    const user = await userRow(server.db, body.login);
    await server.db.update(accountLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountLinks.userId, user.id));
    const expired = expectError(await confirm(server.app, token, STRONG_PASSWORD, STRONG_PASSWORD, { 'accept-language': 'es' }), 422, 'invalid_subscription_token');
    expect(expired.error.message).toBe('Este enlace ha caducado. Solicite uno nuevo.');
    expect((await userRow(server.db, body.login)).subscriptionStatus).toBe('pending');
  });

  it('is sent again by resendSubscriptionLink, which voids the earlier link', async () => {
    const { body, id } = await invite({ locale: 'it' });
    const first = linkOf(await lastMailTo(server.db, body.email)).token;
    const resent = await server.app.inject({ method: 'POST', url: `/api/v1/account/resend-subscription-link/${id}`, headers: auth(admin) });
    expect(resent.statusCode, resent.body).toBe(202);
    const mails = await mailsTo(server.db, body.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Il Suo account sul configuratore Aquaterra: completi la registrazione');
    const second = linkOf(mails[1]!).token;
    expect(second).not.toBe(first);
    expectError(await confirm(server.app, first, STRONG_PASSWORD), 422, 'invalid_subscription_token');
    expect((await confirm(server.app, second, STRONG_PASSWORD)).statusCode).toBe(200);

    const active = expectError(
      await server.app.inject({ method: 'POST', url: `/api/v1/account/resend-subscription-link/${id}`, headers: { ...auth(admin), 'x-locale': 'en' } }),
      409,
      'subscription_active',
    );
    expect(active.error.message).toBe('This user has already completed its registration.');
  });

  it('is not sent to an inactive user (409 user_inactive), nor for a user outside the caller’s reach (404)', async () => {
    const { id } = await invite({ locale: 'en' });
    expect((await server.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, payload: { active: false }, headers: auth(admin) })).statusCode).toBe(200);
    expectError(await server.app.inject({ method: 'POST', url: `/api/v1/account/resend-subscription-link/${id}`, headers: auth(admin) }), 409, 'user_inactive');
    const outsider = await insertUser(server.db, 'Schwimmbad Müller GmbH', { subscriptionStatus: 'pending', passwordHash: null });
    expectError(await server.app.inject({ method: 'POST', url: `/api/v1/account/resend-subscription-link/${outsider.id}`, headers: auth(admin) }), 404, 'not_found');
    const user = await login(server.app, 'demo.user');
    expectError(await server.app.inject({ method: 'POST', url: `/api/v1/account/resend-subscription-link/${id}`, headers: auth(user) }), 403, 'forbidden');
  });
});

describe('forgotten password', () => {
  it('e-mails a reset link in the user’s language; the new password ends every session and the old one', async () => {
    const user = await insertUser(server.db, 'Piscinas Mediterráneo S.L.', { locale: 'es', email: 'lucia.reset@example.com' });
    const session = await login(server.app, user.login);
    const asked = await server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { identifier: user.login.toUpperCase(), email: 'Lucia.Reset@example.com' } });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await lastMailTo(server.db, 'lucia.reset@example.com');
    expect(mail.subject).toBe('Elija una nueva contraseña');
    expect(mail.text).toContain('Si no lo ha solicitado, ignore este correo');
    const { url, token } = linkOf(mail);
    expect(url.pathname).toBe('/es/user/subscription');
    expect(url.searchParams.get('reset')).toBe('1');

    // asked again at once: the same link still works, no second e-mail
    await server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { identifier: user.login, email: 'lucia.reset@example.com' } });
    expect(await mailsTo(server.db, 'lucia.reset@example.com')).toHaveLength(1);

    expect((await confirm(server.app, token, 'Nueva-Piscina-2031')).statusCode).toBe(200);
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(session) }), 401, 'invalid_token');
    const old = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.login, password: DEMO_PASSWORD, accept_terms: true } });
    expectError(old, 401, 'invalid_credentials');
    await login(server.app, user.login, { password: 'Nueva-Piscina-2031' });
    expectError(await confirm(server.app, token, 'Otra-Piscina-2032'), 422, 'invalid_subscription_token');
  });

  it('answers 422 reset_invalid and sends nothing when login and e-mail do not name one active user', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { email: 'inactive.reset@example.com', active: false });
    for (const payload of [
      { identifier: user.login, email: 'inactive.reset@example.com' },
      { identifier: 'demo.user', email: 'inactive.reset@example.com' },
      { identifier: 'nobody.at.all', email: 'inactive.reset@example.com' },
    ]) {
      const refused = expectError(
        await server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload, headers: { 'x-locale': 'nl' }, remoteAddress: '192.0.2.200' }),
        422,
        'reset_invalid',
      );
      expect(refused.error.message).toBe('Ongeldige gebruikersnaam of e-mailadres, neem contact op met uw commerciële contactpersoon.');
    }
    expect(await mailsTo(server.db, 'inactive.reset@example.com')).toEqual([]);
    const invalid = expectError(
      await server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { identifier: 'demo.user', email: 'not-an-email' } }),
      400,
      'validation_failed',
    );
    expect(invalid.error.details?.[0]).toMatchObject({ path: 'body.email', code: 'format' });
  });
});
