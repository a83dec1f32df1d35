/**
 * /user/subscription?token=… (unprefixed and per language): the page of the
 * e-mailed links. A new user chooses its password to complete its
 * registration; with `reset=1` (the forgotten-password link) the user sets
 * a new password. Both use confirmAccount, then go to the sign-in page with
 * the login filled in.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { AuthPanel } from '../components/auth-panel.tsx';
import { localePath } from '../i18n/locale-path.ts';
import { PasswordForm } from '../features/subscription/password-form.tsx';
import { useConfirmAccount } from '../features/subscription/use-confirm-account.ts';
import { useLinkCheck, type LinkRefusal } from '../features/subscription/use-link-check.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export default function SubscriptionPage() {
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = search.get('reset') === '1';
  const { submitting, errors, formError, linkProblem, confirm } = useConfirmAccount(token);
  const wellFormed = TOKEN.test(token);
  // the link is checked as the page opens: a used or expired one is told before anything is typed
  const check = useLinkCheck(token, wellFormed);
  const title = reset ? <Trans>Choose a new password</Trans> : <Trans>Complete your registration</Trans>;
  const forgottenPath = `${localePath(prefix, '/')}?view=forgotten-password`;

  if (check.status === 'checking') {
    return (
      <AuthPanel title={title}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </AuthPanel>
    );
  }
  if (!wellFormed || linkProblem || check.status === 'refused') {
    const reason: LinkRefusal = check.status === 'refused' ? check.reason : 'unknown';
    const advice: Record<LinkRefusal, React.ReactNode> = {
      used: reset ? (
        <Trans>If you have already chosen your new password with this link, sign in with it. Otherwise, request a new password.</Trans>
      ) : (
        <Trans>If you have already activated your account with this link, sign in with your password. Otherwise, ask your administrator to send the invitation again.</Trans>
      ),
      expired: reset ? (
        <Trans>Links to choose a new password are valid for a short time: request a new one.</Trans>
      ) : (
        <Trans>Ask your administrator to send the invitation again: the new e-mail has a link that works.</Trans>
      ),
      unknown: <Trans>Ask your administrator for a new invitation, or request a new password.</Trans>,
    };
    return (
      <AuthPanel title={title}>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={(check.status === 'refused' ? check.message : formError) ?? <Trans>This link is not valid, or it has expired or already been used.</Trans>}
          description={advice[reason]}
        />
        <Flex wrap gap={8} className="auth-back">
          {reason === 'used' && (
            <Button type="primary" onClick={() => void navigate(localePath(prefix, '/'))}>
              <Trans>Sign in</Trans>
            </Button>
          )}
          <Button type="link" onClick={() => void navigate(forgottenPath)}>
            <Trans>Request a new password</Trans>
          </Button>
        </Flex>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={title}>
      <p className="auth-intro">
        {reset ? (
          <Trans>Choose the new password of your account.</Trans>
        ) : (
          <Trans>Choose your password to activate the account you were invited to.</Trans>
        )}
      </p>
      <PasswordForm
        submitting={submitting}
        errors={errors}
        formError={formError}
        submitLabel={reset ? <Trans>Save the new password</Trans> : <Trans>Activate my account</Trans>}
        onSubmit={(values) =>
          void confirm(values).then((result) => {
            if (!result) return;
            const next = new URLSearchParams({ login: result.login, done: reset ? 'reset' : 'registered' });
            void navigate(`${localePath(prefix ?? result.locale, '/')}?${next}`, { replace: true });
          })
        }
      />
    </AuthPanel>
  );
}
