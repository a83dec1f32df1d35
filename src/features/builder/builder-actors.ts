/**
 * The API-backed async work of the quote-builder machine, handed in with
 * `machine.provide({ actors })`: saving answers (PUT /quote/{id} with the
 * version the builder holds, so that a save from a stale tab is refused) and
 * checking steps (GET /quote/{id}/inconsistency), both through the query
 * cache: a save is a change of the quote (what shows it is reloaded), a check
 * a one-off read.
 */
import { fromPromise } from 'xstate';
import type { CheckStepsInput, CheckStepsOutput, SaveAnswersInput, SaveAnswersOutput } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { sendChange } from '../../api/changes.ts';
import { $api, dataOf, once, queryClient, settle } from '../../api/queries.ts';
import type { ApiError } from '../../api/types.ts';
import type { Quote } from './builder-data.ts';
import { idleOrAfter, paintedOrAfter } from './after-paint.ts';
import { answerMessages } from './refused-answers.ts';

/** A failed save, with the API's code (e.g. `quote_changed`), message and what it said of each refused answer (by question id). */
export class SaveFailure extends Error {
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  constructor(code: string, message: string, fields: Readonly<Record<string, string>> = {}) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

/**
 * The quote the builder edits, as the server last saved it: its version (sent
 * with every save, so that a save from a stale tab is refused) and the
 * listeners told of each saved quote.
 */
export class BuilderSession {
  readonly quoteId: number;
  #version: number;
  readonly #listeners = new Set<(quote: Quote) => void>();

  constructor(quote: Pick<Quote, 'id' | 'version'>) {
    this.quoteId = quote.id;
    this.#version = quote.version;
  }

  get version(): number {
    return this.#version;
  }

  /** A save answered with the quote. */
  saved(quote: Quote): void {
    this.#version = quote.version;
    for (const listener of this.#listeners) listener(quote);
  }

  /** A change the server answered without the quote (the calculation settings): one version more. */
  bumpVersion(): void {
    this.#version += 1;
  }

  /** Calls `listener` with every saved quote; returns the unsubscribe. */
  onSaved(listener: (quote: Quote) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export function builderActors(session: BuilderSession) {
  return {
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async ({ input }) => {
      // sent once the frame of the input that asked for it ("save and next") is painted and the step it moved to is
      // rendered (the page idle): building the request, and handling its answer, took their time
      await paintedOrAfter();
      await idleOrAfter();
      const body = {
        answers: input.answers,
        last_step_id: input.stepId,
        version: session.version,
        ...(input.completedStepId !== undefined ? { completed_step_id: input.completedStepId } : {}),
      };
      const answer = await settle(sendChange(queryClient, 'quote', () => dataOf(api.PUT('/quote/{id}', { params: { path: { id: session.quoteId } }, body }))));
      if (!answer.ok) {
        const { error } = (answer.error ?? {}) as Partial<ApiError>;
        throw new SaveFailure(error?.code ?? 'save_failed', error?.message ?? '', answerMessages(error?.details));
      }
      session.saved(answer.data.data);
      return { answers: answer.data.data.answers };
    }),
    checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(async ({ input }) => {
      if (input.stepIds.length === 0) return { status: 'ok', stepsWithData: [], inconsistencies: [] };
      const check = $api.queryOptions('get', '/quote/{id}/inconsistency', { params: { path: { id: session.quoteId }, query: { step_ids: input.stepIds.join(',') } } });
      const answer = await settle(queryClient.fetchQuery({ ...check, ...once }));
      if (!answer.ok) return null;
      const { data } = answer;
      return {
        status: data.data.status,
        stepsWithData: data.data.steps_with_data,
        inconsistencies: data.data.inconsistencies.map((found) => ({
          key: found.key,
          stepId: found.step_id,
          categoryId: found.category_id,
          reason: found.reason,
          blocking: found.is_blocking,
        })),
      };
    }),
  };
}
