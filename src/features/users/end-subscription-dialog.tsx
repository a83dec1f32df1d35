/** Ends a user's subscription once the administrator has typed its own password. */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { connectionLostText } from '../../api/errors.ts';

export interface EndSubscriptionDialogProps {
  /** The user whose subscription ends; null: closed. */
  user: { first_name: string; last_name: string; login: string } | null;
  /** Ends it with the caller's password; resolves with the error message, or null when done. */
  onConfirm(password: string): Promise<string | null>;
  onClose(): void;
}

export function EndSubscriptionDialog({ user, onConfirm, onClose }: EndSubscriptionDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (user) {
      setError(null);
      form.resetFields();
    }
  }, [user, form]);

  const confirm = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const message = await onConfirm(password);
      if (message) setError(message);
      else onClose();
    } catch {
      setError(connectionLostText());
    } finally {
      setBusy(false);
    }
  };

  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const login = user?.login ?? '';
  return (
    <Modal
      open={user !== null}
      title={
        <span className="dialog-title-icon">
          <ExclamationCircleFilled aria-hidden className="dialog-title-warning" />
          <Trans>End the subscription?</Trans>
        </span>
      }
      okText={t`End the subscription`}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Trans>
          <strong>{name}</strong> ({login}) will no longer be able to sign in. Their quotes and orders stay with the company.
        </Trans>
      </Typography.Paragraph>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={(values) => void confirm(values)}>
        <Form.Item
          label={<Trans>Your password, to confirm</Trans>}
          name="password"
          rules={[{ required: true, message: t`Required field` }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
