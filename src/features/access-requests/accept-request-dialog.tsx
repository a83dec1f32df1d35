/**
 * Accepting a request for access: what will be created (the installer
 * company, its first user, the invitation e-mail), with the company name,
 * the user's names and login editable before confirming.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { languageName } from './access-request-list.tsx';
import type { AcceptValues, AnswerResult, LoginAccessRequest } from './use-access-requests.ts';

type Values = Required<AcceptValues>;
const FIELDS = ['company', 'first_name', 'last_name', 'login'] as const;

/** What the server takes when nothing is corrected: "Ana María López" is Ana / María López, the login the e-mail address. */
export function acceptDefaults(request: LoginAccessRequest): Values {
  const words = request.contact_name.trim().split(/\s+/);
  const [first_name, last_name] = words.length < 2 ? ['', words[0] ?? ''] : [words[0]!, words.slice(1).join(' ')];
  return { company: request.company, first_name, last_name, login: request.email.trim().toLowerCase().replace(/[^a-z0-9._@-]/g, '') };
}

export interface AcceptRequestDialogProps {
  request: LoginAccessRequest | null;
  /** The page's language (the request's language named in it). */
  locale: Locale;
  countryName(code: string): string;
  /** Sends the acceptance; resolves with null when done, else the server's error body. */
  onConfirm(request: LoginAccessRequest, values: Values): Promise<AnswerResult>;
  onClose(): void;
}

export function AcceptRequestDialog({ request, locale, countryName, onConfirm, onClose }: AcceptRequestDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const { submitting, error, setError, submit } = useSubmit();

  useEffect(() => {
    if (!request) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(acceptDefaults(request));
  }, [request, form, setError]);

  const confirm = (values: Values) =>
    request &&
    submit(async () => {
      const failure = await onConfirm(request, values);
      if (!failure) {
        onClose();
        return null;
      }
      const { fieldErrors, formError } = fieldErrorsOf(failure, FIELDS, { login_taken: 'login' });
      form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      return formError;
    });

  const required = { required: true, whitespace: true, message: t`Required field` };
  const email = request?.email ?? '';
  const country = request ? countryName(request.country_code) : '';
  const language = request ? languageName(request.locale, locale) : '';
  const company = request?.company ?? '';
  return (
    <Modal
      open={request !== null}
      title={<Trans>Accept the request of {company}?</Trans>}
      okText={t`Create and send the invitation`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
      width={620}
    >
      <Typography.Paragraph>
        <Trans>This creates, at once:</Trans>
      </Typography.Paragraph>
      <ul className="accept-request-summary" data-testid="accept-request-summary">
        <li>
          <Trans>an installer company in {country}, with the e-mail address and phone of the request;</Trans>
        </li>
        <li>
          <Trans>its first user, an administrator without confirmation who manages the company's users;</Trans>
        </li>
        <li>
          <Trans>an e-mail to {email}, in {language}, with a link to choose a password.</Trans>
        </li>
      </ul>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form<Values> form={form} layout="vertical" validateTrigger="onBlur" onFinish={(values) => void confirm(values)}>
        <Form.Item label={<Trans>Company name</Trans>} name="company" rules={[required, { max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
        <div className="accept-request-names">
          <Form.Item label={<Trans>First name</Trans>} name="first_name" rules={[required, { max: 80 }]}>
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
          <Form.Item label={<Trans>Last name</Trans>} name="last_name" rules={[required, { max: 80 }]}>
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item
          label={<Trans>Login</Trans>}
          name="login"
          extra={<Trans>The administrator signs in with it; the e-mail address by default.</Trans>}
          rules={[required, { min: 3, max: 60 }, { pattern: /^[A-Za-z0-9._@-]+$/, message: t`Letters, digits and . _ @ - only.` }]}
        >
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
