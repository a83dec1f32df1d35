/**
 * Requests for access of the login page, end to end in French, with the
 * e-mails the server really writes: a visitor asks for access; the
 * manufacturer's staff (demo.staff) is e-mailed a link to the list, opens it
 * from home, and accepts the request with a corrected company name; the new
 * administrator registers through its invitation and signs in; a second
 * request is declined with a reason, which the visitor reads in its e-mail
 * and the list shows. An installer's administrator has neither the entry nor
 * the page. The list at 1280 and 390 px, in French and German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { baseUrl, screenshot, signIn, signInWithForm, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';
import { accountLink, waitForMail } from './helpers/mailbox.ts';

const run = Date.now() % 1_000_000;
const t = (id: string) => translate('fr', id);
const STAFF_EMAIL = 'demo-staff@aquaterra.example';

interface Visitor {
  company: string;
  contact: string;
  email: string;
  country: string;
  message: string;
}

/** The login page's "request access" dialog, filled in and sent, as a visitor on /fr/. */
async function requestAccess(page: Page, visitor: Visitor): Promise<void> {
  await page.goto(`${baseUrl()}/fr/`);
  await page.locator('.auth-links button').filter({ hasText: t('Request access') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#company').fill(visitor.company);
  await dialog.locator('#contact_name').fill(visitor.contact);
  await dialog.locator('#email').fill(visitor.email);
  await dialog.locator('#phone').fill('+34 94 400 00 00');
  await page.locator('.ant-select:has(#country_code)').click();
  await page.locator('#country_code').fill(visitor.country);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: visitor.country }).first().click();
  await dialog.locator('#message').fill(visitor.message);
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/access-requests');
  await dialog.getByRole('button', { name: t('Send the request') }).click();
  expect((await sent).status()).toBe(202);
  await dialog.getByText(t('Request sent')).waitFor();
}

/** The card of a request on /access-requests. */
/** axe-core's serious and critical findings on the page as it is (its open dialog included). */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForTimeout(400); // a dialog's opening animation over
  expect(describeViolations(screen, await axeViolations(page))).toBe('');
}

const card = (page: Page, company: string) => page.locator('article.access-request').filter({ has: page.getByRole('heading', { name: company, exact: true }) });

describe('requests for access (login page → manufacturer)', () => {
  const session = useBrowser();

  it('in French, a request is accepted: company and administrator created, invitation e-mailed, registration; another is declined with its reason', async () => {
    const accepted: Visitor = {
      company: `Piscinas Cantabria ${run}`,
      contact: 'Ana María López',
      email: `ana.${run}@piscinas-cantabria.example`,
      country: 'Espagne',
      message: 'Nous construisons 40 piscines par an.',
    };
    const declined: Visitor = { company: `Poolbau Alpen ${run}`, contact: 'Jonas Huber', email: `jonas.${run}@poolbau-alpen.example`, country: 'Autriche', message: 'Bitte um Zugang.' };
    const visitor = await session.newPage();
    await requestAccess(visitor, accepted);
    await requestAccess(visitor, declined);

    // the staff e-mail leads to the list
    const staffMail = await waitForMail(STAFF_EMAIL, `Demande d’accès au configurateur\u00a0: ${accepted.company}`);
    expect(staffMail.body).toContain(`${baseUrl()}/fr/access-requests`);

    const page = await session.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true }); // axe-core is injected as an inline script
    expect(await signIn(page, baseUrl(), 'fr', 'demo.staff')).toBe(200);
    await page.waitForURL((url) => url.pathname === '/fr/home');
    await page.getByTestId('menu-access-requests').click();
    await page.waitForURL((url) => url.pathname === '/fr/access-requests');
    await page.getByRole('heading', { level: 2, name: t('Requests for access') }).waitFor();
    const first = card(page, accepted.company);
    await first.getByText(accepted.message).waitFor();
    await expect.poll(() => first.getByText(accepted.email).count()).toBe(1);
    // newest first: the declined one was sent last
    const order = await page.locator('article.access-request h3').allTextContents();
    expect(order.indexOf(declined.company)).toBeLessThan(order.indexOf(accepted.company));
    await screenshot(page, 'access-requests-list-fr-1280');

    // accept, with the company's name corrected
    await first.getByRole('button', { name: `Accepter la demande de ${accepted.company}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(accepted.email).first().waitFor();
    const companyName = `${accepted.company} S.L.`;
    await dialog.getByLabel(t('Company name')).fill(companyName);
    await screenshot(page, 'access-requests-accept-fr-1280');
    await expectAccessible(page, 'accept dialog');
    const answered = page.waitForResponse((r) => /\/api\/v1\/access-requests\/\d+\/accept$/.test(new URL(r.url()).pathname));
    await dialog.getByRole('button', { name: t('Create and send the invitation') }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText(`La société et son administrateur sont créés ; ${accepted.email} reçoit un lien pour choisir son mot de passe.`).waitFor();
    await first.getByText(/Acceptée par Claire Morel le/).waitFor();
    expect(await first.getByRole('button', { name: `Accepter la demande de ${accepted.company}` }).count()).toBe(0);

    // the invitation: the new administrator registers and signs in
    const invitation = await waitForMail(accepted.email, 'Votre compte sur le configurateur Aquaterra\u00a0: terminez votre inscription');
    expect(invitation.body).toContain('Bonjour Ana María López,');
    expect(invitation.body).toContain(companyName);
    const link = accountLink(invitation);
    expect(link.pathname).toBe('/fr/user/subscription');
    const admin = await session.newPage();
    await admin.goto(link.toString());
    await admin.locator('#password').fill('Vague-Corail-Plage-58');
    await admin.locator('#password_confirmation').fill('Vague-Corail-Plage-58');
    const confirmed = admin.waitForResponse((r) => r.url().endsWith('/api/v1/account/confirm-account'));
    await admin.locator('form button[type="submit"]').click();
    expect((await confirmed).status()).toBe(200);
    await expect.poll(() => admin.locator('#identifier').inputValue()).toBe(accepted.email);
    expect(await signInWithForm(admin, baseUrl(), 'fr', accepted.email, { password: 'Vague-Corail-Plage-58', stay: true })).toBe(200);
    await admin.waitForURL((url) => url.pathname === '/fr/home');
    await admin.getByTestId('company-name').getByText(companyName).waitFor();
    await admin.getByTestId('menu-user').waitFor(); // it manages its company's users...
    expect(await admin.getByTestId('menu-access-requests').count()).toBe(0); // ...but not the manufacturer's requests
    await admin.goto(`${baseUrl()}/fr/access-requests`);
    await admin.waitForURL((url) => url.pathname === '/fr/home');

    // decline the other one, with a reason
    const second = card(page, declined.company);
    await second.getByRole('button', { name: `Refuser la demande de ${declined.company}` }).click();
    const reason = 'Votre région est servie par notre distributeur à Innsbruck.';
    await page.getByRole('dialog').getByLabel(t('Reason (optional)')).fill(reason);
    await expectAccessible(page, 'decline dialog');
    const refused = page.waitForResponse((r) => /\/api\/v1\/access-requests\/\d+\/decline$/.test(new URL(r.url()).pathname));
    await page.getByRole('dialog').getByRole('button', { name: t('Decline') }).click();
    expect((await refused).status()).toBe(200);
    await second.getByText(/Refusée par Claire Morel le/).waitFor();
    await second.getByText(`Motif : ${reason}`).waitFor();
    const refusal = await waitForMail(declined.email, 'Votre demande d’accès au configurateur Aquaterra');
    expect(refusal.body).toContain(`Motif\u00a0: ${reason}`);
    expect(refusal.body).toContain(declined.company);
    await screenshot(page, 'access-requests-answered-fr-1280');
  });

  it('is neither offered nor opened to an installer’s administrator', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'de', 'demo.admin')).toBe(200);
    await page.waitForURL((url) => url.pathname === '/de/home');
    await page.getByTestId('menu-user').waitFor();
    expect(await page.getByTestId('menu-access-requests').count()).toBe(0);
    await page.goto(`${baseUrl()}/de/access-requests`);
    await page.waitForURL((url) => url.pathname === '/de/home');
  });

  for (const locale of ['fr', 'de'] as const) {
    for (const width of [1280, 390]) {
      it(`shows the list at ${width} px in ${locale} with nothing off-screen`, async () => {
        const phone = width < 500;
        const page = await session.newPage({ viewport: { width, height: 900 }, bypassCSP: true, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
        expect(await signIn(page, baseUrl(), locale, 'demo.staff', { to: '/access-requests' })).toBe(200);
        await page.getByRole('heading', { level: 2, name: translate(locale, 'Requests for access') }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `access-requests-list-${locale}-${width}`);
        await expectAccessible(page, `list (${locale}, ${width} px)`);
        expect(await page.locator('h1').count()).toBe(1);
      });
    }
  }
});
