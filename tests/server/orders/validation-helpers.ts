/** Validation requests for server tests: multipart bodies, sample documents and priced quotes. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auth } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote } from '../quotes/quote-helpers.ts';

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pool${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small valid PDF (what a scanner or a browser's "print to PDF" writes, in short). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1x1 PNG. */
export const SAMPLE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A 1x1 greyscale JPEG's headers: JFIF, then a baseline frame. */
export const SAMPLE_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);

export function validate(app: FastifyInstance, token: string, quoteId: number, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url: `/api/v1/quote/${quoteId}/validation`, headers: { ...auth(token), ...body.headers, ...headers }, payload: body.payload });
}

export const TERMS: Part = { name: 'accept_terms', value: 'true' };
export const pdfPart = (fileName = 'plan.pdf', bytes = SAMPLE_PDF): Part => ({ name: 'documents', value: bytes, fileName, type: 'application/pdf' });

/** A bubble-cover quote priced from a preset, billed as asked. */
export async function pricedQuote(app: FastifyInstance, token: string, options: { billing?: 'group' | 'direct'; preset?: string; answers?: Record<string, unknown> } = {}) {
  const family = await familyByKey(app, token, 'bubble');
  const quote = await createQuote(app, token, { family_id: family.id, ...(options.billing ? { billing: options.billing } : {}), end_customer_reference: 'Villa Dupont' });
  const answers = { ...(await presetAnswers(app, token, family.id, options.preset ?? 'rect_8x4_blue')), ...options.answers };
  const saved = await putQuote(app, token, quote.id, { answers, version: quote.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...quote, familyId: family.id };
}
