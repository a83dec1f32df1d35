/**
 * The heavy work on families, off the event loop: a pool of catalogue
 * workers (server/workers/process-pool.ts running catalogue-worker.ts) reads
 * and writes family files and runs the publishing gate, each task within a
 * time and a memory limit. A task past a limit answers 422
 * family_too_complex in the caller's language (logged), and the server and
 * the other requests go on. Compiling a document stays in the request: it
 * is linear in a family whose size the step DSL bounds (milliseconds).
 */
import { fileURLToPath } from 'node:url';
import { compileFamily, type FamilyDocument, type Locale } from '../../engine/index.ts';
import { AppError, type ErrorDetail } from '../http/app-error.ts';
import { ProcessPool, WorkerLimitError, type ProcessPoolOptions } from '../workers/process-pool.ts';
import type { CatalogueTask, ImpactAnswer, ImpactTask, ParsedText } from './catalogue-tasks.ts';

export const DEFAULT_CATALOGUE_LIMITS: ProcessPoolOptions = { size: 1, timeLimitMs: 20_000, memoryMb: 512 };

const WORKER_PATH = fileURLToPath(new URL('./catalogue-worker.ts', import.meta.url));

let options = DEFAULT_CATALOGUE_LIMITS;
let pool: ProcessPool<CatalogueTask, unknown> | null = null;

/** Sets the pool's size and limits (from the server's configuration); a pool with other settings is replaced. */
export function configureCatalogueAnalysis(next: ProcessPoolOptions): void {
  if (next.size === options.size && next.timeLimitMs === options.timeLimitMs && next.memoryMb === options.memoryMb) return;
  options = next;
  const previous = pool;
  pool = null;
  void previous?.close();
}

/**
 * Starts a catalogue worker now (at the server's start), so that the first
 * task does not wait for one to load, and compiles the step DSL's JSON
 * Schema in this process, which the first family checked would otherwise
 * wait for (about 0.3 s of the event loop).
 */
export function prepareCatalogueAnalysis(): void {
  pool ??= new ProcessPool(WORKER_PATH, options);
  pool.prepare();
  compileFamily({});
}

async function run<T>(task: CatalogueTask): Promise<T> {
  pool ??= new ProcessPool(WORKER_PATH, options);
  try {
    return (await pool.run(task)) as T;
  } catch (error) {
    if (error instanceof WorkerLimitError) throw new AppError(422, 'family_too_complex', { params: { limit: error.limit === 'time' ? `${options.timeLimitMs / 1000} s` : `${options.memoryMb} MB` } });
    throw error;
  }
}

/** A family file's document, or 422 invalid_family_document with every syntax error placed. */
export async function readFamilyText(text: string, locale: Locale): Promise<FamilyDocument> {
  const parsed = await run<ParsedText>({ kind: 'parse', text, locale });
  if (!parsed.ok) throw new AppError(422, 'invalid_family_document', { details: parsed.details });
  return parsed.document;
}

/** The canonical family file of a document. */
export function writeFamilyText(document: unknown): Promise<string> {
  return run<string>({ kind: 'export', document });
}

/** Each detail with its line and column in `text`. */
export async function placeDetails(text: string, details: readonly ErrorDetail[]): Promise<ErrorDetail[]> {
  const places = await run<{ line: number; column: number }[]>({ kind: 'locate', text, paths: details.map((detail) => detail.path) });
  return details.map((detail, index) => ({ ...detail, ...places[index] }));
}

/** 422 publish_blocked naming each refusal of the gate, for a document that already passed `checkDocument`. */
export async function assertPublishable(document: unknown, locale: Locale): Promise<void> {
  const details = await run<ErrorDetail[]>({ kind: 'publish_checks', document, locale });
  if (details.length > 0) throw new AppError(422, 'publish_blocked', { details });
}

/** The impact report of publishing a draft (publish-impact.ts), computed in the worker. */
export function computeImpact(task: ImpactTask): Promise<ImpactAnswer> {
  return run<ImpactAnswer>({ kind: 'impact', task });
}
