/**
 * The server's document pool and the one function services call to print:
 * the document is built and rendered in a worker, a document past its time
 * or memory limit answers 422 `document_too_complex` in the caller's
 * language, and what was left out of a document (a logo that cannot be
 * drawn) goes to the request's log.
 */
import { AppError } from '../http/app-error.ts';
import { DocumentPool, DocumentTooComplexError, type DocumentPoolOptions } from './document-pool.ts';
import type { DocumentRequest } from './documents.ts';

export const DEFAULT_DOCUMENT_LIMITS: DocumentPoolOptions = { size: 2, timeLimitMs: 15_000, memoryMb: 256 };

let options = DEFAULT_DOCUMENT_LIMITS;
let pool: DocumentPool | null = null;

/** Workers replaced by pools since closed (configureDocuments makes a new pool). */
let replacedBefore = 0;

/** The document workers now (for /metrics): how many, how many busy, how many replaced since the start. */
export function documentWorkerStats(): { size: number; busy: number; replaced: number } {
  return { size: options.size, busy: pool?.busyCount ?? 0, replaced: replacedBefore + (pool?.replacedCount ?? 0) };
}

/** Sets the pool's size and limits (from the server's configuration); a pool with other settings is replaced. */
export function configureDocuments(next: DocumentPoolOptions): void {
  if (next.size === options.size && next.timeLimitMs === options.timeLimitMs && next.memoryMb === options.memoryMb) return;
  options = next;
  const previous = pool;
  replacedBefore += previous?.replacedCount ?? 0;
  pool = null;
  void previous?.close();
}

/** Starts a document worker now (at the server's start), so that the first PDF does not wait for one to load. */
export function prepareDocuments(): void {
  pool ??= new DocumentPool(options);
  pool.prepare();
}

/** Renders the document off the event loop: its PDF bytes, or 422 document_too_complex past a limit. */
export async function renderDocument(request: DocumentRequest, log: { warn(details: object, message: string): void }): Promise<Buffer> {
  pool ??= new DocumentPool(options);
  try {
    const { bytes, warnings } = await pool.render(request);
    for (const warning of warnings) log.warn({ document: request.kind }, warning);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof DocumentTooComplexError) {
      log.warn({ document: request.kind, limit: error.limit }, error.message);
      throw new AppError(422, 'document_too_complex');
    }
    throw error;
  }
}
