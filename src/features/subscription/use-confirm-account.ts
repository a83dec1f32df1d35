/** confirmAccount for the registration and reset pages: the server's refusals sorted into field and form errors. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { $api, settle } from '../../api/queries.ts';
import type { ApiError, Schemas } from '../../api/types.ts';
import type { PasswordErrors, PasswordValues } from './password-form.tsx';
import { connectionLostText } from '../../api/errors.ts';

export type LinkProblem = 'invalid' | null;

export function useConfirmAccount(token: string) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<LinkProblem>(null);
  const { mutateAsync: confirmAccount, isPending: submitting } = $api.useMutation('post', '/account/confirm-account');

  /** Resolves with the login and language of the account once its password is set, else null. */
  const confirm = async (values: PasswordValues): Promise<Schemas['ConfirmAccountResult'] | null> => {
    setFormError(null);
    try {
      const answer = await settle(confirmAccount({ body: { token, ...values } }));
      if (answer.ok) return answer.data.data;
      const { error } = answer;
      const body = (error as ApiError | undefined)?.error;
      const next: PasswordErrors = {};
      for (const detail of body?.details ?? []) {
        if (detail.path === 'body.password') next.password = detail.message;
        else if (detail.path === 'body.password_confirmation') next.password_confirmation = detail.message;
      }
      if (body?.code === 'password_mismatch') next.password_confirmation = body.message;
      else if (body?.code === 'invalid_subscription_token' || (body?.details ?? []).some((d) => d.path === 'body.token')) {
        setLinkProblem('invalid');
        setFormError(body?.code === 'invalid_subscription_token' ? body.message : t`This link is not valid, or it has expired or already been used.`);
      } else if (!next.password && !next.password_confirmation) {
        if (body?.code && /password/.test(body.code)) next.password = body.message;
        else setFormError(body?.message ?? t`Something went wrong. Please try again.`);
      }
      setErrors(next);
      return null;
    } catch {
      setFormError(connectionLostText());
      return null;
    }
  };

  return { submitting, errors, formError, linkProblem, confirm };
}
