/**
 * The document worker's entry: a child process of DocumentPool, started with
 * its own heap limit, so that a document that exhausts it ends this process
 * only, never the server (V8 may abort the whole process on an out-of-memory
 * in a worker thread, whatever its resourceLimits). It takes one document
 * request at a time and answers its PDF bytes, or the error's message. Loaded
 * by node itself (type stripping), in the server and under Vitest alike.
 */
import { serveWorker } from '../workers/worker-entry.ts';
import { printDocument, type DocumentRequest } from './documents.ts';
import { loadFonts } from './pdf-printer.ts';

// pdfmake and its fonts load before the first document, whose time limit starts once they have
loadFonts();
serveWorker((request: DocumentRequest) => printDocument(request));
