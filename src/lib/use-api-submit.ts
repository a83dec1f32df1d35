import { useCallback, useState } from 'react';
import { connectionLostText } from '../api/errors.ts';

/**
 * The state of a form that sends one API call: `submit(action)` runs the
 * action, which answers the error message to show or null on success; a call
 * without answer becomes the connection-loss message.
 */
export function useApiSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (action: () => Promise<string | null>) => {
      setSubmitting(true);
      setError(null);
      try {
        setError(await action());
      } catch {
        setError(connectionLostText());
      } finally {
        setSubmitting(false);
      }
    },
    [],
  );

  return { submitting, error, setError, submit };
}
