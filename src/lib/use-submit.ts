/**
 * The one way a screen holds the state of a change it sends (issue 29: one
 * mutation pattern): TanStack Query's `useMutation`. `submit(action)` runs
 * `action`, which sends the API call (through `$api.useMutation`'s
 * `mutateAsync`) and answers what to show (the server's refusal, in the
 * page's language, or the screen's own fallback) or null when done; an
 * action that throws (the call got no answer) shows the connection-loss
 * text. `submitting` is the mutation's `isPending`, `error` what it ended
 * with; `setError` shows a message of the screen's own (a file too large, a
 * form with errors) or clears it. `submit` resolves with what is shown, null
 * when done. `submit(action, what)` names what is sent (a button, a row):
 * `busyWith` is that name while it is on its way.
 *
 * What is shown is a message by default; a screen that shows more (the
 * studio's refusals, with their details) names its type and says how a lost
 * connection reads in it (`lost`).
 *
 * A hand-written busy flag (`useState` named busy, saving, submitting...)
 * fails the lint (eslint.config.js): use this hook, or the `isPending` of
 * the call's own `useMutation`.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { connectionLostText } from '../api/errors.ts';

/** Sends the change; answers what to show, or null when done. */
export type SubmitAction<Failure = string> = () => Promise<Failure | null>;

export interface SubmitOptions<Failure> {
  /** What to show when the call got no answer, from the connection-loss text (default: the text itself). */
  lost?: (text: string) => Failure;
}

export function useSubmit<Failure = string, What extends string | number = string>({ lost }: SubmitOptions<Failure> = {}) {
  // 'always': the action runs at once, offline too, and a call without answer says so (as fetch does)
  const { mutateAsync, isPending, data, isError, reset, variables } = useMutation({
    mutationFn: ({ action }: { action: SubmitAction<Failure>; what?: What | undefined }) => action(),
    networkMode: 'always',
    retry: false,
  });
  // something of the screen's own, shown instead of the mutation's until the next submit
  const [own, setOwn] = useState<Failure | null>();
  const lostText = useCallback((): Failure => (lost ? lost(connectionLostText()) : (connectionLostText() as Failure)), [lost]);

  const submit = useCallback(
    async (action: SubmitAction<Failure>, what?: What): Promise<Failure | null> => {
      setOwn(undefined);
      try {
        return await mutateAsync({ action, what });
      } catch {
        return lostText();
      }
    },
    [mutateAsync, lostText],
  );

  const setError = useCallback(
    (shown: Failure | null) => {
      reset();
      setOwn(shown);
    },
    [reset],
  );

  const error = own !== undefined ? own : isError ? lostText() : (data ?? null);
  return { submitting: isPending, busyWith: isPending ? variables?.what : undefined, error, setError, submit };
}
