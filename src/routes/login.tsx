/**
 * The landing page: sign in (identifier, password, remember me, terms), with
 * the forgotten-password form and the request for access.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Space, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { $api, settle } from '../api/queries.ts';
import { errorMessageOf } from '../api/types.ts';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { lazyWithReload } from '../app/lazy-with-reload.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { LanguageSelector } from '../components/language-selector.tsx';
import { writeLocaleCookie } from '../i18n/i18n.ts';
import { localePath } from '../i18n/locale-path.ts';
import { LoginForm, type LoginValues } from '../features/auth/login-form.tsx';
import { safeReturnPath } from '../lib/return-path.ts';
import { useSubmit } from '../lib/use-submit.ts';

/** Opened from a link of this page: loaded when first asked for, not with the page. */
const ForgottenPasswordForm = lazyWithReload(() =>
  import('../components/forgotten-password-form.tsx').then((module) => ({ default: module.ForgottenPasswordForm })),
);
const RequestAccessDialog = lazyWithReload(() =>
  import('../components/request-access-dialog.tsx').then((module) => ({ default: module.RequestAccessDialog })),
);

export default function LoginPage() {
  const { t } = useLingui();
  const { signedIn } = useAuth();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { submitting, error, setError, submit: run } = useSubmit();
  const { mutateAsync: signIn } = $api.useMutation('post', '/auth/login');
  const [requestOpen, setRequestOpen] = useState<boolean | null>(null);
  const forgotten = search.get('view') === 'forgotten-password';
  const done = search.get('done'); // 'registered' or 'reset', from the subscription page

  const showView = (view: string | null) => {
    const next = new URLSearchParams(search);
    if (view) next.set('view', view);
    else next.delete('view');
    setSearch(next);
  };

  const submit = (values: LoginValues) =>
    run(async () => {
      const answer = await settle(
        signIn({
          body: {
            identifier: values.identifier,
            password: values.password,
            remember_me: values.remember,
            accept_terms: values.accept_terms,
          },
        }),
      );
      if (!answer.ok) return errorMessageOf(answer.error) ?? t`Invalid login or password.`;
      const { access_token, user } = answer.data.data;
      signedIn(access_token, values.remember, user);
      const returnPath = safeReturnPath(search.get('r'));
      if (!returnPath) writeLocaleCookie(user.locale);
      void navigate(returnPath ?? localePath(prefix ? prefix : user.locale, '/home'), { replace: true });
      return null;
    });

  if (forgotten) {
    return (
      <AuthPanel title={<Trans>Forgotten password</Trans>}>
        <Suspense fallback={<Spin className="page-spinner" />}>
          <ForgottenPasswordForm onBack={() => showView(null)} />
        </Suspense>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={<Trans>Sign in to your professional space</Trans>}>
      {done && (
        <Alert
          className="form-alert"
          type="success"
          showIcon
          role="status"
          title={done === 'reset' ? <Trans>Your new password is saved. Sign in with it.</Trans> : <Trans>Your account is active. Sign in with your new password.</Trans>}
        />
      )}
      <LoginForm
        submitting={submitting}
        error={error}
        initialIdentifier={search.get('login') ?? ''}
        onChange={() => setError(null)}
        onSubmit={(values) => void submit(values)}
      />
      <Space className="auth-links" wrap>
        <Button type="link" onClick={() => showView('forgotten-password')}>
          <Trans>Forgotten password?</Trans>
        </Button>
        <Button type="link" onClick={() => setRequestOpen(true)}>
          <Trans>Request access</Trans>
        </Button>
      </Space>
      <div className="auth-language">
        <LanguageSelector />
      </div>
      {/* mounted from its first opening on, so that it closes with its animation */}
      {requestOpen !== null && (
        <Suspense fallback={<Spin fullscreen />}>
          <RequestAccessDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
        </Suspense>
      )}
    </AuthPanel>
  );
}
