/**
 * A quote and its pool project (issue 32): the answers a project's pool
 * gives a family (the engine's `answersFromPool`, its question keys turned
 * into the ids a quote saves), the project a quote is attached to (its
 * number becomes the quote's project number), and `answers_from_pool` kept
 * to the answers still as the pool gave them.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { answersFromPool, type Answers, type Catalogue, type PoolMeasures } from '../../engine/index.ts';
import type { Queryable } from '../db/client.ts';
import { projects } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { ownProjectScope } from '../projects/project-scope.ts';
import type { Caller } from './quote-scope.ts';

export interface PoolAnswers {
  answers: Answers;
  /** Question ids (as strings), the keys of `answers`. */
  fromPool: string[];
}

/**
 * The answers `pool` gives the family of `catalogue`. With `answers` (a
 * quote's), visibility reads them too and the keys of `keep` (ids of answers
 * changed by hand) are not derived.
 */
export function poolAnswers(catalogue: Catalogue, pool: PoolMeasures, answers?: Answers, keep: readonly string[] = []): PoolAnswers {
  const keys = keep.flatMap((id) => {
    const question = catalogue.questionsById.get(Number(id));
    return question ? [question.key] : [];
  });
  const derived = answersFromPool(catalogue, pool, { ...(answers ? { answers } : {}), keep: keys });
  const fromPool = derived.from_pool.flatMap((key) => {
    const question = catalogue.questionsByKey.get(key);
    return question ? [String(question.id)] : [];
  });
  return { answers: derived.answers, fromPool };
}

export interface JoinableProject {
  id: number;
  number: string;
  pool: PoolMeasures;
  endCustomer: Record<string, string | null>;
}

/**
 * A project of the caller's own that a quote may join, held (key share) for
 * the rest of the transaction so that it cannot be deleted meanwhile; null
 * when the caller may not change it (another client's, or gone).
 */
export async function findJoinableProject(tx: Queryable, caller: Caller, projectId: number): Promise<JoinableProject | null> {
  const [row] = await tx
    .select({ id: projects.id, number: projects.number, pool: projects.pool, endCustomer: projects.endCustomer })
    .from(projects)
    .where(and(eq(projects.id, projectId), ownProjectScope(caller)))
    .for('key share');
  return row ? { id: row.id, number: row.number, pool: row.pool as unknown as PoolMeasures, endCustomer: row.endCustomer } : null;
}

/** `findJoinableProject`, 404 when there is none. */
export async function joinableProject(tx: Queryable, caller: Caller, projectId: number): Promise<JoinableProject> {
  const project = await findJoinableProject(tx, caller, projectId);
  if (!project) throw notFound();
  return project;
}

/** The quote's own project number, `P-…` with its reference's digits (a quote detached from its project takes it back). */
export const ownProjectNumber = (reference: string) => reference.replace(/^Q-/, 'P-');

/**
 * `answers_from_pool` once `after` replaces the saved `before`: the ids whose
 * answer is still the one the pool gave; undefined when none left the list.
 */
export function keptFromPool(fromPool: readonly string[], before: Answers, after: Answers): string[] | undefined {
  const kept = fromPool.filter((id) => after[id] !== undefined && isDeepStrictEqual(after[id], before[id]));
  return kept.length === fromPool.length ? undefined : kept;
}
