/**
 * The landing page: sign in (identifier, password, remember me, terms), with
 * the forgotten-password form and the request for access.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api/client.ts';
import { errorMessageOf } from '../api/types.ts';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { ForgottenPasswordForm } from '../components/forgotten-password-form.tsx';
import { LanguageSelector } from '../components/language-selector.tsx';
import { RequestAccessDialog } from '../components/request-access-dialog.tsx';
import { writeLocaleCookie } from '../i18n/i18n.ts';
import { localePath } from '../i18n/locale-path.ts';
import { safeReturnPath } from '../lib/return-path.ts';
import { useApiSubmit } from '../lib/use-api-submit.ts';

interface LoginValues {
  identifier: string;
  password: string;
  remember: boolean;
  accept_terms: boolean;
}

export default function LoginPage() {
  const { t } = useLingui();
  const { signedIn } = useAuth();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { submitting, error, setError, submit: run } = useApiSubmit();
  const [requestOpen, setRequestOpen] = useState(false);
  const forgotten = search.get('view') === 'forgotten-password';

  const showView = (view: string | null) => {
    const next = new URLSearchParams(search);
    if (view) next.set('view', view);
    else next.delete('view');
    setSearch(next);
  };

  const submit = (values: LoginValues) =>
    run(async () => {
      const { data, error: apiError } = await api.POST('/auth/login', {
        body: {
          identifier: values.identifier,
          password: values.password,
          remember_me: values.remember,
          accept_terms: values.accept_terms,
        },
      });
      if (!data) return errorMessageOf(apiError) ?? t`Invalid login or password.`;
      const { access_token, user } = data.data;
      signedIn(access_token, values.remember, user);
      const returnPath = safeReturnPath(search.get('r'));
      if (!returnPath) writeLocaleCookie(user.locale);
      void navigate(returnPath ?? localePath(prefix ? prefix : user.locale, '/home'), { replace: true });
      return null;
    });

  if (forgotten) {
    return (
      <Card className="auth-card" title={<Trans>Forgotten password</Trans>}>
        <ForgottenPasswordForm onBack={() => showView(null)} />
      </Card>
    );
  }

  return (
    <Card className="auth-card" title={<Trans>Sign in to your professional space</Trans>}>
      <Form<LoginValues>
        layout="vertical"
        validateTrigger="onBlur"
        requiredMark
        initialValues={{ remember: false, accept_terms: false }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setError(null)}
      >
        {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
        <Form.Item
          label={<Trans>Login</Trans>}
          name="identifier"
          rules={[{ required: true, whitespace: true, message: t`Please enter your login.` }]}
        >
          <Input autoComplete="username" autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item
          label={<Trans>Password</Trans>}
          name="password"
          rules={[{ required: true, message: t`Please enter your password.` }]}
        >
          <Input.Password autoComplete="current-password" maxLength={200} />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>
            <Trans>Remember me</Trans>
          </Checkbox>
        </Form.Item>
        <Form.Item
          name="accept_terms"
          valuePropName="checked"
          validateTrigger="onChange"
          rules={[
            {
              validator: (_, value: boolean) =>
                value ? Promise.resolve() : Promise.reject(new Error(t`You must accept the terms and conditions.`)),
            },
          ]}
        >
          <Checkbox>
            <Trans>I accept the terms and conditions of use</Trans>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          <Trans>Sign in</Trans>
        </Button>
      </Form>
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
      <RequestAccessDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
    </Card>
  );
}
