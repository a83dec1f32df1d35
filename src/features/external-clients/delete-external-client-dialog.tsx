/** Asks before deleting an external client; the server's refusal stays in the dialog. */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useSubmit } from '../../lib/use-submit.ts';

export interface DeleteExternalClientDialogProps {
  client: { company: string } | null;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

export function DeleteExternalClientDialog({ client, onConfirm, onClose }: DeleteExternalClientDialogProps) {
  const { t } = useLingui();
  const { submitting, error, setError, submit } = useSubmit();
  useEffect(() => {
    if (client) setError(null);
  }, [client, setError]);

  const confirm = () =>
    submit(async () => {
      const message = await onConfirm();
      if (!message) onClose();
      return message;
    });

  const company = client?.company ?? '';
  return (
    <Modal
      open={client !== null}
      title={
        <span className="dialog-title-icon">
          <ExclamationCircleFilled aria-hidden className="dialog-title-warning" />
          <Trans>Delete the external client?</Trans>
        </span>
      }
      okText={t`Delete`}
      okButtonProps={{ danger: true }}
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={submitting}
    >
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Typography.Paragraph>
        <Trans>
          <strong>{company}</strong> will be removed: its users can no longer sign in, its quotes and orders stay with you.
        </Trans>
      </Typography.Paragraph>
    </Modal>
  );
}
