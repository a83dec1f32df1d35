/** Asks before deleting an external client; the server's refusal stays in the dialog. */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';

export interface DeleteExternalClientDialogProps {
  client: { company: string } | null;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

export function DeleteExternalClientDialog({ client, onConfirm, onClose }: DeleteExternalClientDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (client) setError(null);
  }, [client]);

  const confirm = async () => {
    setBusy(true);
    try {
      const message = await onConfirm();
      if (message) setError(message);
      else onClose();
    } finally {
      setBusy(false);
    }
  };

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
      confirmLoading={busy}
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
