/**
 * Reads a `multipart/form-data` request whole: its text fields and its files
 * as bytes, within the limits @fastify/multipart enforces (server/app.ts),
 * each limit answered with its own error in the caller's language: a file
 * over UPLOAD_MAX_MB is 413 file_too_large naming the limit, more files
 * than allowed 422 too_many_documents, a request that is not multipart 415.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface UploadedFile {
  field: string;
  /** The name the browser gave (shown, never used as a path). */
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Largest file, in MB (UPLOAD_MAX_MB). */
  fileMb: number;
  /** Most files in one request. */
  files: number;
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** What a limit error of @fastify/multipart means to the user. */
function limitError(error: unknown, limits: MultipartLimits): AppError | null {
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'file_too_large', { params: { limit: limits.fileMb } });
    case 'FST_FILES_LIMIT':
      return new AppError(422, 'too_many_documents', { params: { limit: limits.files } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'payload_too_large');
    case 'FST_PROTO_VIOLATION':
      return new AppError(400, 'bad_request');
    default:
      return null;
  }
}

/** Reads the rest of the request without keeping it, so that the error reaches the browser. */
async function drain(parts: AsyncIterableIterator<{ type: string; file?: NodeJS.ReadableStream }>): Promise<void> {
  try {
    for await (const part of parts) part.file?.resume();
  } catch {
    // the request is refused anyway
  }
}

export async function readMultipartForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  const form: MultipartForm = { fields: new Map(), files: [] };
  const parts = request.parts();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        form.files.push({ field: part.fieldname, fileName: part.filename, bytes });
        if (form.files.length > limits.files) throw new AppError(422, 'too_many_documents', { params: { limit: limits.files } });
      } else {
        if (part.valueTruncated) throw new AppError(413, 'payload_too_large');
        form.fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    await drain(parts);
    throw error instanceof AppError ? error : (limitError(error, limits) ?? error);
  }
  return form;
}
