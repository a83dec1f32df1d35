/**
 * The document worker's entry: a child process of DocumentPool, started with
 * its own heap limit, so that a document that exhausts it ends this process
 * only, never the server (V8 may abort the whole process on an out-of-memory
 * in a worker thread, whatever its resourceLimits). It takes one document
 * request at a time and answers its PDF bytes, or the error's message. Loaded
 * by node itself (type stripping), in the server and under Vitest alike.
 */
import { printDocument, type DocumentRequest } from './documents.ts';
import { loadFonts } from './pdf-printer.ts';

export type WorkerAnswer = { ok: true; bytes: Uint8Array; warnings: string[] } | { ok: false; message: string };

const send = (message: WorkerAnswer | 'ready') => process.send?.(message);

// the server went away (or closed the pool): nothing is left to render for
process.on('disconnect', () => process.exit(0));

// pdfmake and its fonts load before the first document, whose time limit starts once they have
loadFonts();
send('ready');

process.on('message', (request: DocumentRequest) => {
  printDocument(request).then(
    ({ bytes, warnings }) => send({ ok: true, bytes, warnings }),
    (error: unknown) => send({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
