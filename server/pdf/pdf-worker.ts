/**
 * The document worker's entry (a worker_threads thread of DocumentPool): it
 * takes one document request at a time and answers its PDF bytes, or the
 * error's message. Loaded by node itself (type stripping), in the server and
 * under Vitest alike.
 */
import { parentPort } from 'node:worker_threads';
import { printDocument, type DocumentRequest } from './documents.ts';
import { loadFonts } from './pdf-printer.ts';

export type WorkerAnswer = { ok: true; bytes: Uint8Array; warnings: string[] } | { ok: false; message: string };

// pdfmake and its fonts load before the first document, whose time limit starts once they have
loadFonts();
parentPort?.postMessage('ready');

parentPort?.on('message', (request: DocumentRequest) => {
  printDocument(request).then(
    ({ bytes, warnings }) => {
      // a small Buffer may be a view of node's shared pool, which must not be transferred
      const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
      const answer: WorkerAnswer = { ok: true, bytes: owned, warnings };
      parentPort?.postMessage(answer, [owned.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const answer: WorkerAnswer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(answer);
    },
  );
});
