import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';

/**
 * The state of a form that sends one API call: `submit(action)` runs the
 * action, which answers the error message to show or null on success; a lost
 * connection becomes the connection-loss message.
 */
export function useApiSubmit() {
  const { t } = useLingui();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (action: () => Promise<string | null>) => {
      setSubmitting(true);
      setError(null);
      try {
        setError(await action());
      } catch {
        setError(t`Connection to the server was lost. Check your network and try again.`);
      } finally {
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submitting, error, setError, submit };
}
