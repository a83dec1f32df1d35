/**
 * The customisation of a quote (defaults, partial saves, reset), its logo
 * (checked by content whatever its name, SVG sanitised, size limit) and the
 * customised quote PDF (its text read back), with tenancy and the ordered
 * quote's read-only customisation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes, storedFiles } from '../../../server/db/schema.ts';
import { pngChunk } from '../helpers/images.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote, type FamilyInfo } from './quote-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen (BE), English
let other: string; // demo.admin: Schwimmbad Müller (DE), German
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer({ uploadMaxMb: 1 });
  user = await login(server.app, 'demo.user');
  other = await login(server.app, 'demo.admin');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

async function pricedQuote(token = user): Promise<number> {
  const quote = await createQuote(server.app, token, { family_id: bubble.id, name: 'Pool Janssens' });
  const answers = await presetAnswers(server.app, token, bubble.id, 'rect_8x4_blue');
  const saved = await putQuote(server.app, token, quote.id, { answers });
  expect(saved.statusCode, saved.body).toBe(200);
  return quote.id;
}

const url = (id: number, tail = '') => `/api/v1/quote/${id}/customisation${tail}`;
const get = (path: string, token = user) => server.app.inject({ method: 'GET', url: path, headers: auth(token) });
const save = (id: number, payload: Record<string, unknown>, token = user) => server.app.inject({ method: 'POST', url: url(id), headers: auth(token), payload });
const createdOn = (id: number, at: string) => server.db.update(quotes).set({ createdAt: new Date(at) }).where(eq(quotes.id, id));
const dataOf = <T = Record<string, unknown>>(response: { json(): unknown }) => (response.json() as { data: T }).data;

function upload(id: number, bytes: Buffer, filename: string, token = user, type = 'application/octet-stream') {
  const boundary = '----customisation-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({ method: 'POST', url: url(id, '/logo'), headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** A real 2x1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

const END_CUSTOMER = { name: 'Jan Janssens', address_1: 'Dorpstraat 7', zipcode: '9000', city: 'Gent', country_code: 'BE', email: 'jan@example.org', phone: '+32 470 12 34 56' };

describe('getQuoteCustomisation and saveQuoteCustomisation', () => {
  it('answers the defaults until something is saved: the author, 30 days, no discount, detailed, no logo', async () => {
    const id = await pricedQuote();
    const response = await get(url(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({
      created_by: 'Emma Peeters',
      validity_value: 30,
      validity_unit: 'days',
      trade_discount_percent: 0,
      discount_on_shipping: false,
      simplified: false,
      extra_lines: [],
      logo_url: null,
      is_default: true,
      updated_at: null,
      end_customer: { name: null, country_code: null },
    });
  });

  it('saves only what is sent, trims texts, replaces the extra lines (negative ones allowed)', async () => {
    const id = await pricedQuote();
    let response = await save(id, { end_customer: END_CUSTOMER, introduction: '  Dear Mr Janssens,  ', trade_discount_percent: 12.5, extra_lines: [{ designation: 'Installation', total_ex_vat_cents: 45_000 }] });
    expect(response.statusCode, response.body).toBe(200);
    response = await save(id, { validity_value: 2, validity_unit: 'months', extra_lines: [{ designation: ' Goodwill ', total_ex_vat_cents: -5_000 }], end_customer: { phone: null } });
    const saved = dataOf(response);
    expect(saved).toMatchObject({
      introduction: 'Dear Mr Janssens,',
      trade_discount_percent: 12.5,
      validity_value: 2,
      validity_unit: 'months',
      extra_lines: [{ designation: 'Goodwill', total_ex_vat_cents: -5_000 }],
      end_customer: { ...END_CUSTOMER, phone: null },
      is_default: false,
    });
    expect(dataOf(await get(url(id)))).toEqual(saved);
  });

  it('gives the quote list the offer’s end of validity', async () => {
    // The quotes' creation dates are set here, so that the figures do not depend on the day the test runs:
    // three months from 29 November is the last day of February, one month from 31 January too.
    const november = await pricedQuote();
    const january = await pricedQuote();
    const plain = await pricedQuote();
    await createdOn(november, '2026-11-29T10:00:00Z');
    await createdOn(january, '2028-01-31T10:00:00Z');
    await createdOn(plain, '2026-11-29T10:00:00Z');
    await save(november, { validity_value: 3, validity_unit: 'months' });
    await save(january, { validity_value: 1, validity_unit: 'months' });
    const list = dataOf<{ id: number; start_date: string; end_date: string }[]>(await get('/api/v1/quote?per_page=100'));
    const row = (id: number) => list.find((item) => item.id === id)!;
    expect(row(november)).toMatchObject({ start_date: '2026-11-29', end_date: '2027-02-28' });
    expect(row(january)).toMatchObject({ start_date: '2028-01-31', end_date: '2028-02-29' });
    expect(row(plain)).toMatchObject({ start_date: '2026-11-29', end_date: '2026-12-29' });
  });

  it('refuses bad input with the error shape and keeps what was saved', async () => {
    const id = await pricedQuote();
    await save(id, { body: 'Kept' });
    expectError(await save(id, { trade_discount_percent: 120 }), 400, 'validation_failed');
    expectError(await save(id, { validity_value: 0 }), 400, 'validation_failed');
    expectError(await save(id, { extra_lines: Array.from({ length: 21 }, () => ({ designation: 'x', total_ex_vat_cents: 1 })) }), 400, 'validation_failed');
    expectError(await save(id, { end_customer: { country_code: 'ZZ' } }), 400, 'validation_failed');
    const blank = expectError(await save(id, { extra_lines: [{ designation: 'Pose', total_ex_vat_cents: 1 }, { designation: '   ', total_ex_vat_cents: 1 }] }), 400, 'validation_failed');
    expect(blank.error.details?.map((detail) => detail.path)).toEqual(['body.extra_lines.1.designation']);
    expectError(await save(id, {}), 400, 'validation_failed');
    expect(dataOf(await get(url(id)))).toMatchObject({ body: 'Kept', trade_discount_percent: 0 });
  });

  it('answers 404 for another client’s quote, whatever the operation', async () => {
    const id = await pricedQuote();
    expectError(await get(url(id), other), 404, 'not_found');
    expectError(await save(id, { body: 'x' }, other), 404, 'not_found');
    expectError(await server.app.inject({ method: 'DELETE', url: url(id), headers: auth(other) }), 404, 'not_found');
    expectError(await upload(id, png(), 'logo.png', other), 404, 'not_found');
    expectError(await get(url(id, '/logo'), other), 404, 'not_found');
    expectError(await get(`/api/v1/quote/${id}/pdf`, other), 404, 'not_found');
  });

  it('keeps an ordered quote’s customisation read-only (409), still readable and printable', async () => {
    const id = await pricedQuote();
    await save(id, { body: 'Frozen' });
    await server.db.update(quotes).set({ state: 'ordered' }).where(eq(quotes.id, id));
    expectError(await save(id, { body: 'Changed' }), 409, 'quote_not_editable');
    expectError(await server.app.inject({ method: 'DELETE', url: url(id), headers: auth(user) }), 409, 'quote_not_editable');
    expectError(await upload(id, png(), 'logo.png'), 409, 'quote_not_editable');
    expect(dataOf(await get(url(id)))).toMatchObject({ body: 'Frozen' });
    expect((await get(`/api/v1/quote/${id}/pdf`)).statusCode).toBe(200);
  });

  it('resets to the defaults, logo included', async () => {
    const id = await pricedQuote();
    await save(id, { body: 'Something' });
    expect((await upload(id, png(), 'logo.png')).statusCode).toBe(200);
    const reset = await server.app.inject({ method: 'DELETE', url: url(id), headers: auth(user) });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(dataOf(await get(url(id)))).toMatchObject({ is_default: true, body: null, logo_url: null });
    expectError(await get(url(id, '/logo')), 404, 'not_found');
  });
});

describe('uploadQuoteLogo', () => {
  it('recognises a PNG by its content even named .svg, serves it back and replaces it', async () => {
    const id = await pricedQuote();
    const response = await upload(id, png(), 'logo.svg', user, 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(200);
    const logoUrl = dataOf<{ logo_url: string }>(response).logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/quote/${id}/customisation/logo\\?v=[0-9a-f]{12}$`));
    const logo = await get(logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png())).toBe(true);
    const again = await upload(id, png(), 'other.png');
    expect(dataOf<{ logo_url: string }>(again).logo_url).not.toBe(logoUrl);
  });

  it('refuses an executable named .png, a GIF, a text file and an empty file with 415', async () => {
    const id = await pricedQuote();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const [bytes, name] of [[exe, 'logo.png'], [Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.gif'], [Buffer.from('<html><svg></svg></html>'), 'logo.svg'], [Buffer.alloc(0), 'logo.jpg']] as const) {
      const body = expectError(await upload(id, bytes, name), 415, 'unsupported_logo');
      expect(body.error.message).toMatch(/PNG, JPEG or SVG/);
    }
    expect(dataOf(await get(url(id)))).toMatchObject({ logo_url: null });
  });

  it('cleans an SVG of scripts, event attributes, foreignObject and external references', async () => {
    const id = await pricedQuote();
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" onload="alert(1)">
  <script>alert(2)</script><foreignObject><iframe src="https://evil.example"/></foreignObject>
  <a href="javascript:alert(3)"><rect width="10" height="10"/></a>
  <rect width="100" height="40" fill="url(https://evil.example/p#x)" style="fill:url(#g)" onclick="x()"/>
  <use xlink:href="https://evil.example/s.svg#a"/><use href="#g"/>
  <image href="data:image/png;base64,AAAA"/>
  <style>@import url(https://evil.example/x.css);</style>
  <text x="5" y="30" font-family="sans-serif">Piscines &amp; Co</text>
</svg>`;
    const response = await upload(id, Buffer.from(svg), 'logo.png');
    expect(response.statusCode, response.body).toBe(200);
    const stored = await get(dataOf<{ logo_url: string }>(response).logo_url);
    expect(stored.headers['content-type']).toBe('image/svg+xml');
    const text = stored.body;
    for (const unsafe of ['script', 'onload', 'onclick', 'foreignObject', 'iframe', 'javascript', 'evil.example', '<image', '@import', '<a']) expect(text).not.toContain(unsafe);
    expect(text).toContain('<use href="#g"/>');
    expect(text).toContain('style="fill:url(#g)"');
    expect(text).toContain('Piscines &amp; Co');
  });

  it('refuses an SVG with a DOCTYPE (entities) or that is not well formed', async () => {
    const id = await pricedQuote();
    const entity = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expectError(await upload(id, Buffer.from(entity), 'logo.svg'), 415, 'unsupported_logo');
    expectError(await upload(id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), 'logo.svg'), 415, 'unsupported_logo');
  });

  it('answers 413 naming the limit for a file over UPLOAD_MAX_MB, and keeps the previous logo', async () => {
    const id = await pricedQuote();
    await upload(id, png(), 'logo.png');
    const before = dataOf<{ logo_url: string }>(await get(url(id))).logo_url;
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10)]);
    const body = expectError(await upload(id, big, 'big.png'), 413, 'file_too_large');
    expect(body.error.message).toContain('1 MB');
    expect(dataOf<{ logo_url: string }>(await get(url(id))).logo_url).toBe(before);
  });

  it('answers 415 for a body that is not multipart and 400 without the logo field', async () => {
    const id = await pricedQuote();
    expectError(await server.app.inject({ method: 'POST', url: url(id, '/logo'), headers: auth(user), payload: { logo: 'x' } }), 415, 'unsupported_media_type');
    const boundary = '----b';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--${boundary}--\r\n`;
    expectError(await server.app.inject({ method: 'POST', url: url(id, '/logo'), headers: { ...auth(user), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload }), 400, 'validation_failed');
  });

  it('removes the logo with remove_logo', async () => {
    const id = await pricedQuote();
    await upload(id, png(), 'logo.png');
    expect(dataOf(await save(id, { remove_logo: true }))).toMatchObject({ logo_url: null });
    expectError(await get(url(id, '/logo')), 404, 'not_found');
  });
});

describe('getQuotePdf', () => {
  it('prints the offer: end customer, lines, discount, extra lines, VAT and totals, in the user’s language', async () => {
    const id = await pricedQuote();
    await save(id, { end_customer: END_CUSTOMER, introduction: 'Thank you for your visit.', payment_conditions: 'Half on order.', trade_discount_percent: 10, extra_lines: [{ designation: 'Installation', total_ex_vat_cents: 45_000 }] });
    await upload(id, png(), 'logo.png');
    const calculation = dataOf<{ lines: { code: string; amount_cents: number }[] }>(await get(`/api/v1/quote/${id}/calculate`));
    const response = await get(`/api/v1/quote/${id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Q-\d{4}-\d{6}\.pdf"/);
    const text = await pdfText(response.rawPayload);
    const publicTotal = calculation.lines.reduce((sum, line) => sum + line.amount_cents, 0);
    const discount = Math.round(publicTotal / 10);
    const totalEx = publicTotal - discount + 45_000;
    const vat = Math.round(totalEx * 0.21); // a Belgian installer's offer to a consumer: Belgian VAT, not the reverse charge
    const euro = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    for (const expected of ['QUOTE', 'Zwembaden Vlaanderen', 'Jan Janssens', 'Dorpstraat 7', '9000 Gent', 'Belgium', 'Thank you for your visit.', 'Installation', 'Half on order.', 'Payment conditions', 'Plan of the pool', 'Page 1 of', ...calculation.lines.map((line) => line.code)]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Discount 10% on ${euro(publicTotal)} -${euro(discount)}`);
    expect(text).toContain(`Total ex VAT ${euro(totalEx)}`);
    expect(text).toContain(`VAT 21% ${euro(vat)}`);
    expect(text).toContain(`Total incl. VAT ${euro(totalEx + vat)}`);
  });

  it('prints in the language asked, simplified on request, with the eco-participation note in France', async () => {
    const staff = await login(server.app, 'demo.staff'); // priced for Piscines du Soleil (FR)
    const id = await pricedQuote(staff);
    await save(id, { end_customer: { name: 'Famille Dupont' } }, staff);
    const german = await pdfText((await get(`/api/v1/quote/${id}/pdf?locale=de&simplified=true`, staff)).rawPayload);
    expect(german).toContain('ANGEBOT');
    expect(german).toContain('Famille Dupont');
    expect(german).toContain('Gesamt brutto');
    expect(german).toContain('Davon Öko-Beitrag');
    expect(german).not.toContain('BUB-400'); // one line per product, no price-list codes
    const french = await pdfText((await get(`/api/v1/quote/${id}/pdf`, staff)).rawPayload);
    expect(french).toContain('DEVIS');
    expect(french).toContain('BUB-400');
    expect(french).toContain('Dont éco-participation');
    expect(french).toContain('Page 1 sur');
  });

  it('answers the calculation’s errors: a quote priced at zero is 422 zero_total', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    expectError(await get(`/api/v1/quote/${quote.id}/pdf`), 422, 'zero_total');
    expectError(await get(`/api/v1/quote/${quote.id}/pdf?locale=xx`), 400, 'validation_failed');
  });
});

describe('deleteQuote', () => {
  it('takes the customisation and its logo with the quote', async () => {
    const id = await pricedQuote();
    const logoUrl = dataOf<{ logo_url: string }>(await upload(id, png(), 'logo.png')).logo_url;
    const fileId = (await server.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.kind, 'logo'))).map((row) => row.id).find((fid) => logoUrl.endsWith(fid.slice(0, 12)))!;
    expect(fs.existsSync(path.join(server.config.dataDir, 'files', fileId))).toBe(true);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/v1/quote/${id}`, headers: auth(user) });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(fs.existsSync(path.join(server.config.dataDir, 'files', fileId))).toBe(false);
  });
});
