/** Declining a request for access, with an optional reason told to the visitor by e-mail. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { errorMessageOf } from '../../api/types.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { languageName } from './access-request-list.tsx';
import type { AnswerResult, LoginAccessRequest } from './use-access-requests.ts';

export interface DeclineRequestDialogProps {
  request: LoginAccessRequest | null;
  /** The page's language (the request's language named in it). */
  locale: Locale;
  /** Sends the decline; resolves with null when done, else the server's error body. */
  onConfirm(request: LoginAccessRequest, reason: string): Promise<AnswerResult>;
  onClose(): void;
}

export function DeclineRequestDialog({ request, locale, onConfirm, onClose }: DeclineRequestDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ reason: string }>();
  const { submitting, error, setError, submit } = useSubmit();

  useEffect(() => {
    if (!request) return;
    setError(null);
    form.resetFields();
  }, [request, form, setError]);

  const confirm = ({ reason }: { reason?: string }) =>
    request &&
    submit(async () => {
      const failure = await onConfirm(request, reason ?? '');
      if (!failure) {
        onClose();
        return null;
      }
      return errorMessageOf(failure) ?? t`Something went wrong. Please try again.`;
    });

  const company = request?.company ?? '';
  const email = request?.email ?? '';
  const language = request ? languageName(request.locale, locale) : '';
  return (
    <Modal
      open={request !== null}
      title={<Trans>Decline the request of {company}?</Trans>}
      okText={t`Decline`}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Trans>Nothing is created. {email} is told by e-mail, in {language}, with your reason if you give one.</Trans>
      </Typography.Paragraph>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form form={form} layout="vertical" onFinish={(values) => void confirm(values)}>
        <Form.Item label={<Trans>Reason (optional)</Trans>} name="reason" rules={[{ max: 1000 }]}>
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
