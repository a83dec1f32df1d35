/**
 * The one file of an upload form whose contract schema is closed and names
 * one field (the quote's logo, a project's photo): 413 over UPLOAD_MAX_MB,
 * 415 for a body that is not multipart, 422 too_many_documents for a second
 * file, 400 without the field or with another one.
 */
import type { FastifyRequest } from 'fastify';
import { validationMessage } from '../i18n/validation-messages.ts';
import { AppError } from './app-error.ts';
import { readMultipartForm } from './multipart-form.ts';

export async function singleUpload(request: FastifyRequest, limitMb: number, field: string): Promise<{ name: string; bytes: Buffer }> {
  const form = await readMultipartForm(request, { fileMb: limitMb, files: 1 });
  // the form's schema is closed: any other field is refused, as in a JSON body
  const unknown = [...form.fields.keys(), ...form.files.map((file) => file.field)].find((name) => name !== field);
  if (unknown !== undefined) {
    const message = validationMessage('additionalProperties', { additionalProperty: unknown }, request.locale);
    throw new AppError(400, 'validation_failed', { details: [{ path: `body.${unknown}`, code: 'additionalProperties', message }] });
  }
  const file = form.files.find((candidate) => candidate.field === field);
  if (!file) {
    throw new AppError(400, 'validation_failed', { details: [{ path: `body.${field}`, code: 'required', message: validationMessage('required', {}, request.locale) }] });
  }
  return { name: file.fileName.slice(0, 200) || field, bytes: file.bytes };
}
