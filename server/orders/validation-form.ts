/**
 * The validation form of `validateQuote` (contract: ValidationForm): the
 * acceptance of the sale terms, an optional new order reference and up to
 * five attached documents, each a PDF, JPEG or PNG by its content.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../engine/index.ts';
import type { ServerConfig } from '../config.ts';
import { sniffDocumentType, type DocumentType } from '../files/content-type.ts';
import { AppError } from '../http/app-error.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import { isSingleLine, SINGLE_LINE_PATTERN } from '../http/single-line.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { text } from '../i18n/text.ts';
import { validationMessage } from '../i18n/validation-messages.ts';

export const MAX_DOCUMENTS = 5;
export const ORDER_REFERENCE_MAX_LENGTH = 50;
const FIELDS = new Set(['accept_terms', 'order_reference']);

export interface ValidationDocument {
  fileName: string;
  contentType: DocumentType;
  bytes: Buffer;
}

export interface ValidationForm {
  acceptTerms: boolean;
  orderReference: string | null;
  documents: ValidationDocument[];
}

function invalid(path: string, code: string, params: Record<string, unknown>, locale: Locale): AppError {
  return new AppError(400, 'validation_failed', { details: [{ path, code, message: validationMessage(code, params, locale) }] });
}

/** A file name as shown: its last path segment, without control characters, at most 255 characters. */
function displayName(name: string, fallback: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const plain = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (plain || fallback).slice(0, 255);
}

export async function readValidationForm(request: FastifyRequest, config: Pick<ServerConfig, 'uploadMaxMb'>): Promise<ValidationForm> {
  const form = await readMultipartForm(request, { fileMb: config.uploadMaxMb, files: MAX_DOCUMENTS });
  const locale = request.locale;
  for (const name of form.fields.keys()) {
    if (!FIELDS.has(name)) throw invalid(`body.${name}`, 'additionalProperties', { additionalProperty: name }, locale);
  }
  const terms = form.fields.get('accept_terms');
  if (terms !== undefined && terms !== 'true' && terms !== 'false') throw invalid('body.accept_terms', 'enum', { allowedValues: ['true', 'false'] }, locale);
  const reference = form.fields.get('order_reference')?.trim() ?? '';
  if (reference.length > ORDER_REFERENCE_MAX_LENGTH) throw invalid('body.order_reference', 'maxLength', { limit: ORDER_REFERENCE_MAX_LENGTH }, locale);
  if (!isSingleLine(reference)) throw invalid('body.order_reference', 'pattern', { pattern: SINGLE_LINE_PATTERN }, locale);
  const documents = form.files.map((file, index): ValidationDocument => {
    if (file.field !== 'documents') throw invalid(`body.${file.field}`, 'additionalProperties', { additionalProperty: file.field }, locale);
    const contentType = sniffDocumentType(file.bytes);
    const fileName = displayName(file.fileName, `document-${index + 1}`);
    if (!contentType) {
      const message = `${fileName}: ${text(ERROR_MESSAGES, 'unsupported_document', locale)}`;
      throw new AppError(415, 'unsupported_document', { details: [{ path: `body.documents.${index}`, code: 'unsupported_document', message }] });
    }
    return { fileName, contentType, bytes: file.bytes };
  });
  return { acceptTerms: terms === 'true', orderReference: reference || null, documents };
}
