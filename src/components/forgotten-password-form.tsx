/** Forgotten password: identifier and e-mail; the server answers whether they match an account. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from './status-result.tsx';
import { useState } from 'react';
import { $api, settle } from '../api/queries.ts';
import { errorMessageOf } from '../api/types.ts';
import { useSubmit } from '../lib/use-submit.ts';

interface Values {
  identifier: string;
  email: string;
}

export function ForgottenPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const { submitting, error, submit: run } = useSubmit();
  const { mutateAsync: requestReset } = $api.useMutation('post', '/auth/reset-password');

  const submit = (values: Values) =>
    run(async () => {
      const { ok, error: apiError } = await settle(requestReset({ body: values }));
      if (!ok) return errorMessageOf(apiError) ?? t`Invalid login or e-mail, please contact your sales contact.`;
      setSent(true);
      return null;
    });

  if (sent) {
    return (
      <Result
        status="success"
        title={<Trans>Request received</Trans>}
        subTitle={<Trans>You will receive an e-mail with a link to choose a new password.</Trans>}
        extra={
          <Button type="primary" onClick={onBack}>
            <Trans>Back to sign-in</Trans>
          </Button>
        }
      />
    );
  }

  return (
    <Form<Values> layout="vertical" validateTrigger="onBlur" onFinish={(values) => void submit(values)}>
      <p>
        <Trans>Enter your login and the e-mail address of your account.</Trans>
      </p>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form.Item
        label={<Trans>Login</Trans>}
        name="identifier"
        rules={[{ required: true, whitespace: true, message: t`Please enter your login.` }]}
      >
        <Input autoComplete="username" maxLength={100} />
      </Form.Item>
      <Form.Item
        label={<Trans>E-mail</Trans>}
        name="email"
        rules={[
          { required: true, message: t`Please enter your e-mail address.` },
          { type: 'email', message: t`This e-mail address is not valid.` },
        ]}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        <Trans>Send</Trans>
      </Button>
      <Button type="link" block onClick={onBack}>
        <Trans>Back to sign-in</Trans>
      </Button>
    </Form>
  );
}
