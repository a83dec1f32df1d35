/**
 * The one "confirm with your password" dialog: an action the server accepts
 * only with the caller's own password (ending a subscription, answering an
 * external client's request for access). It asks for the password, sends it,
 * says the server's refusal (a wrong password, in the page's language) or a
 * lost connection inside the dialog, and closes once the action is done. The
 * password is cleared each time the dialog opens.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useSubmit } from '../lib/use-submit.ts';

export interface PasswordConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The action's button. */
  okText: string;
  /** A red button, for an action that takes something away. */
  danger?: boolean;
  /** Sends the action with the caller's password; resolves with the error message, or null when done. */
  onConfirm(password: string): Promise<string | null>;
  onClose(): void;
  /** What the action does, above the password. */
  children: ReactNode;
}

export function PasswordConfirmDialog({ open, title, okText, danger = false, onConfirm, onClose, children }: PasswordConfirmDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ password: string }>();
  const { submitting, error, setError, submit } = useSubmit();

  useEffect(() => {
    if (open) {
      setError(null);
      form.resetFields();
    }
  }, [open, form, setError]);

  const confirm = ({ password }: { password: string }) =>
    submit(async () => {
      const message = await onConfirm(password);
      if (!message) onClose();
      return message;
    });

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
    >
      {children}
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={(values) => void confirm(values)}>
        <Form.Item label={<Trans>Your password, to confirm</Trans>} name="password" rules={[{ required: true, message: t`Required field` }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
