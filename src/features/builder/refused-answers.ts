/**
 * What the server said of the answers it refused on the step shown (a save behind the steps refused with a
 * 422: the builder came back to the step), as the form's errors under their fields: each shows until its
 * field is edited, and the first refused field is focused when the refusal arrives.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Catalogue } from '../../../engine/index.ts';
import { fieldOfId } from './shown-errors.ts';

/** The refusal's messages by field key (the step's questions' keys), in the step's order. */
export function refusedFields(catalogue: Catalogue, stepId: number, refused: Readonly<Record<string, string>> | undefined): [string, string][] {
  if (!refused) return [];
  const questions = catalogue.stepsById.get(stepId)?.questions ?? [];
  return questions.filter((question) => refused[String(question.id)] !== undefined).map((question) => [question.key, refused[String(question.id)]!]);
}

/**
 * @example
 * const refusal = useRefusedAnswers(catalogue, stepId, saveError?.fields, focusField);
 * <Form extraErrors={refusal.withErrors(validation.extraErrors)} onChange={(event, id) => refusal.edited(id)} />
 */
export function useRefusedAnswers(catalogue: Catalogue, stepId: number, refused: Readonly<Record<string, string>> | undefined, focus: (field: string) => void) {
  const fields = useMemo(() => refusedFields(catalogue, stepId, refused), [catalogue, stepId, refused]);
  const [edited, setEdited] = useState<{ refused: typeof refused; fields: ReadonlySet<string> }>({ refused, fields: new Set() });
  // a new refusal: every field it names shows its message again
  const editedFields = edited.refused === refused ? edited.fields : new Set<string>();
  const first = fields[0]?.[0];
  useEffect(() => {
    if (first === undefined) return;
    const frame = requestAnimationFrame(() => focus(first));
    return () => cancelAnimationFrame(frame);
  }, [first, focus]);
  const shown = fields.filter(([field]) => !editedFields.has(field));
  const shownKey = JSON.stringify(shown);
  const withErrors = useCallback(
    (errors: ErrorSchema): ErrorSchema => {
      const list = JSON.parse(shownKey) as [string, string][];
      if (list.length === 0) return errors;
      const merged: Record<string, { __errors?: string[] }> = { ...(errors as Record<string, { __errors?: string[] }>) };
      for (const [field, message] of list) merged[field] = { __errors: [...(merged[field]?.__errors ?? []).filter((m) => m !== message), message] };
      return merged as ErrorSchema;
    },
    [shownKey],
  );
  const markEdited = useCallback(
    (id: string | undefined) => {
      if (!id || fields.length === 0) return;
      const field = fieldOfId(id);
      setEdited((previous) => {
        const base = previous.refused === refused ? previous.fields : new Set<string>();
        return base.has(field) ? previous : { refused, fields: new Set([...base, field]) };
      });
    },
    [fields.length, refused],
  );
  return { withErrors: shownKey === '[]' ? identity : withErrors, edited: markEdited };
}

const identity = (errors: ErrorSchema) => errors;

const ANSWER_PATH = /^body\.answers\.(\d+)$/;

/** The messages of a refusal's details on answers (`body.answers.<question id>`), by question id: the first for each. */
export function answerMessages(details: readonly { path: string; message: string }[] | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const detail of details ?? []) {
    const questionId = ANSWER_PATH.exec(detail.path)?.[1];
    if (questionId !== undefined) fields[questionId] ??= detail.message;
  }
  return fields;
}
