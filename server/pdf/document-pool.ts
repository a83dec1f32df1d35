/**
 * The pool of document workers (server/workers/process-pool.ts running
 * pdf-worker.ts), so that no PDF is laid out on the event loop: a document
 * past its time or its worker's memory fails with DocumentTooComplexError,
 * and the server and the other documents go on.
 */
import { fileURLToPath } from 'node:url';
import { ProcessPool, WorkerLimitError, type ProcessPoolOptions } from '../workers/process-pool.ts';
import type { DocumentRequest, PrintedDocument } from './documents.ts';

export type DocumentPoolOptions = ProcessPoolOptions;

/** A document that ran out of its time or of its worker's memory. */
export { WorkerLimitError as DocumentTooComplexError };

const WORKER_PATH = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));

export class DocumentPool extends ProcessPool<DocumentRequest, PrintedDocument> {
  constructor(options: DocumentPoolOptions) {
    super(WORKER_PATH, options);
  }

  /** Renders the document in a worker; rejects with DocumentTooComplexError past a limit. */
  render(request: DocumentRequest): Promise<PrintedDocument> {
    return this.run(request);
  }
}
