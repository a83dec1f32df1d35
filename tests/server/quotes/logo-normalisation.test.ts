/**
 * Logos normalised at the door (issue 14, cases 2, 3 and 5): an SVG over its
 * drawing budget, nested too deep or without a size, a raster image over the
 * pixel budget (judged on its header, never decoded), each refused with its
 * limit in the user's language and the previous logo kept; accepted raster
 * logos re-encoded within 1,200 px and without metadata; and the logos the
 * other tests use still accepted and printed.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerOnlyPng, nestedUseSvg, pngWithText, zeroPng } from '../helpers/images.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { SVG_LOGO } from '../security/matrix-world.ts';
import { createQuote, familyByKey, presetAnswers, putQuote } from './quote-helpers.ts';

let server: TestServer;
let user: string; // demo.user: English
let quoteId: number;

beforeAll(async () => {
  server = await createTestServer({ uploadMaxMb: 10 });
  user = await login(server.app, 'demo.user');
  const bubble = await familyByKey(server.app, user, 'bubble');
  const quote = await createQuote(server.app, user, { family_id: bubble.id, name: 'Logo budgets' });
  const saved = await putQuote(server.app, user, quote.id, { answers: await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue') });
  expect(saved.statusCode, saved.body).toBe(200);
  quoteId = quote.id;
});
afterAll(() => server?.close());

const logoPath = `/customisation/logo`;

function upload(bytes: Buffer | string, filename: string, language?: string) {
  const boundary = '----logo-normalisation';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...auth(user), 'content-type': `multipart/form-data; boundary=${boundary}`, ...(language ? { 'x-locale': language } : {}) };
  return server.app.inject({ method: 'POST', url: `/api/v1/quote/${quoteId}${logoPath}`, headers, payload });
}

const get = (tail: string) => server.app.inject({ method: 'GET', url: `/api/v1/quote/${quoteId}${tail}`, headers: auth(user) });
const storedLogo = async () => (await get(logoPath)).rawPayload;
const logoUrl = async () => ((await get('/customisation')).json() as { data: { logo_url: string | null } }).data.logo_url;

/** Uploads `bytes`, which must be accepted, and answers the stored bytes. */
async function accepted(bytes: Buffer | string, filename: string): Promise<Buffer> {
  const response = await upload(bytes, filename);
  expect(response.statusCode, response.body).toBe(200);
  return storedLogo();
}

describe('SVG logos (cases 2 and 5)', () => {
  it('refuses six levels of ten <use> (a million drawn elements in 1.2 kB) with 422 naming the limit, and keeps the previous logo', async () => {
    await accepted(SVG_LOGO.content, 'logo.svg');
    const before = await logoUrl();
    const svg = nestedUseSvg(6, 10);
    expect(svg.length).toBeLessThan(1_300);
    const body = expectError(await upload(svg, 'logo.svg'), 422, 'logo_too_complex');
    expect(body.error.message).toContain('5000');
    expect(body.error.message).toContain('<use>');
    expect(expectError(await upload(svg, 'logo.svg', 'fr'), 422, 'logo_too_complex').error.message).toMatch(/plus de 5000 éléments/);
    expect(await logoUrl()).toBe(before);
  });

  it('refuses nesting deeper than 32 levels, <use> chains included, with 422 naming the limit', async () => {
    const groups = `${'<g>'.repeat(40)}<rect width="1" height="1"/>${'</g>'.repeat(40)}`;
    const deep = expectError(await upload(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">${groups}</svg>`, 'deep.svg'), 422, 'logo_too_deep');
    expect(deep.error.message).toContain('32');
    const chain = Array.from({ length: 40 }, (_, i) => `<g id="c${i + 1}"><use href="#c${i}"/></g>`).join('');
    const chained = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><defs><rect id="c0" width="1" height="1"/>${chain}</defs><use href="#c40"/></svg>`;
    expectError(await upload(chained, 'chain.svg', 'de'), 422, 'logo_too_deep');
  });

  it('refuses an SVG with neither a size nor a viewBox (422, in the user’s language) and one with a quote in an attribute name (415)', async () => {
    const sizeless = expectError(await upload('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>', 'logo.svg', 'nl'), 422, 'logo_without_size');
    expect(sizeless.error.message).toContain('viewBox');
    expect(sizeless.error.message).toContain('afmetingen');
    expectError(await upload('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'.replace('<rect', '<rect a"b="1"'), 'logo.svg'), 415, 'unsupported_logo');
    expectError(await upload('<svg xmlns="http://www.w3.org/1999/xhtml" width="4" height="4"><rect width="4" height="4"/></svg>', 'logo.svg'), 415, 'unsupported_logo');
  });

  it('refuses an SVG over 1 MB with 413 naming the limit (it is read on the event loop)', async () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>${'a&amp;b '.repeat(150_000)}</text></svg>`;
    expect(expectError(await upload(text, 'logo.svg'), 413, 'file_too_large').error.message).toContain('1 MB');
  });

  it('derives the missing size or viewBox, so that every stored SVG prints', async () => {
    const fromViewBox = (await accepted('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#0a6"/></svg>', 'logo.svg')).toString();
    expect(fromViewBox).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="40" height="20" viewBox="0 0 40 20">/);
    expect((await get('/pdf')).statusCode).toBe(200);
    const fromSize = (await accepted('<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="48pt"><rect width="96" height="64"/></svg>', 'logo.svg')).toString();
    expect(fromSize).toContain('width="96" height="64" viewBox="0 0 96 64"');
    expect((await get('/pdf')).statusCode).toBe(200);
  });

  it('writes only allow-listed attribute names and no image-loading style', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="40" height="20" data-x="1" inkscape:label="layer">
  <style>.a { background: image-set("https://evil.example/a.png" 1x) }</style><style>.b { fill: url(#g) }</style>
  <rect class="b" width="40" height="20" style="background-image: image-set('https://evil.example/b.png' 1x)" fill="url(#g)" formaction="x"/>
  <linearGradient id="g"><stop offset="0" stop-color="#0a6"/></linearGradient>
</svg>`;
    const stored = (await accepted(svg, 'logo.svg')).toString();
    for (const unsafe of ['image-set', 'evil.example', 'data-x', 'inkscape', 'formaction']) expect(stored).not.toContain(unsafe);
    expect(stored).toContain('<style>.b { fill: url(#g) }</style>');
    expect(stored).toContain('fill="url(#g)"');
  });
});

describe('raster logos (case 3)', () => {
  it('refuses an 8000 x 8000 RGBA PNG (250 kB) with 422 naming the pixel budget, without blocking the event loop', async () => {
    await accepted(SVG_LOGO.content, 'logo.svg');
    const before = await logoUrl();
    const png = zeroPng(8000, 8000);
    expect(png.length).toBeLessThan(300_000);
    const body = expectError(await upload(png, 'big.png'), 422, 'logo_too_many_pixels');
    expect(body.error.message).toBe('The logo is 8000 × 8000 pixels: at most 25 megapixels are accepted. Reduce its size and send it again.');
    expect(expectError(await upload(png, 'big.png', 'de'), 422, 'logo_too_many_pixels').error.message).toContain('höchstens 25 Megapixel');
    expect(await logoUrl()).toBe(before);
  });

  it('refuses a 50,000 x 50,000 PNG by its header alone: a header with no pixel data behind it is refused the same', async () => {
    const full = zeroPng(50_000, 50_000, 0, 1);
    expect(full.length).toBeLessThan(10 * 1024 * 1024);
    const started = performance.now();
    expectError(await upload(full, 'huge.png'), 422, 'logo_too_many_pixels');
    expect(performance.now() - started).toBeLessThan(5_000); // decoding it would take minutes and 2.5 G pixels
    expectError(await upload(headerOnlyPng(50_000, 50_000), 'huge.png'), 422, 'logo_too_many_pixels');
    expectError(await upload(headerOnlyPng(600, 400), 'broken.png'), 415, 'unsupported_logo'); // within the budget: decoded, and it does not decode
  });

  it('re-encodes an accepted 5000 x 5000 PNG to 1200 px on the longest side, off the event loop, and prints it', async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const stored = await accepted(zeroPng(5000, 5000), 'large.png');
    histogram.disable();
    const { width, height, format } = await sharp(stored).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 1200, format: 'png' });
    // decoding 25 megapixels on the event loop blocks it for seconds; sharp decodes on libuv's threads
    expect(histogram.max / 1e6).toBeLessThan(1_000);
    const pdf = await get('/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('strips metadata: a PNG text chunk and a JPEG’s EXIF do not reach the stored logo', async () => {
    const png = await accepted(pngWithText(40, 20, 'secret-author-name'), 'logo.png');
    expect(png.includes('secret-author-name')).toBe(false);
    expect((await sharp(png).metadata()).width).toBe(40);
    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#0a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-copyright' } })
      .toBuffer();
    expect(jpeg.includes('secret-copyright')).toBe(true);
    const stored = await accepted(jpeg, 'logo.jpg');
    expect(stored.includes('secret-copyright')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 32 });
  });
});

describe('the logos already in use', () => {
  it('are still accepted and printed: a plain PNG kept byte for byte, the SVGs of the other tests', async () => {
    const plain = await sharp({ create: { width: 2, height: 1, channels: 3, background: '#f00' } }).png().toBuffer();
    expect((await accepted(plain, 'logo.png')).equals(plain)).toBe(true);
    expect((await get('/pdf')).statusCode).toBe(200);
    for (const svg of [SVG_LOGO.content, '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>']) {
      expect((await accepted(svg, 'logo.svg')).toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="(40|4)" height="(20|4)" viewBox="0 0 (40 20|4 4)"/);
      expect((await get('/pdf')).statusCode).toBe(200);
    }
  });
});
