/** Asks before deleting a draft quote; shows the server's refusal (409) when it comes. */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useSubmit } from '../../lib/use-submit.ts';

export interface DeleteQuoteDialogProps {
  /** The quote to delete; null: closed. */
  quote: { name: string; reference: string } | null;
  /** Deletes it. Resolves when done (the dialog then calls `onClose`); rejects with an Error whose message the dialog shows. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

export function DeleteQuoteDialog({ quote, onConfirm, onClose }: DeleteQuoteDialogProps) {
  const { t } = useLingui();
  const { submitting, error, setError, submit } = useSubmit();

  useEffect(() => {
    if (quote) setError(null);
  }, [quote, setError]);

  const confirm = () =>
    submit(async () => {
      try {
        await onConfirm();
      } catch (failure) {
        return failure instanceof Error && failure.message ? failure.message : t`The quote could not be deleted.`;
      }
      onClose();
      return null;
    });

  const name = quote?.name ?? '';
  const reference = quote?.reference ?? '';
  return (
    <Modal
      open={quote !== null}
      title={
        <span className="dialog-title-icon">
          <ExclamationCircleFilled aria-hidden className="dialog-title-warning" />
          <Trans>Delete the quote?</Trans>
        </span>
      }
      okText={t`Delete`}
      okButtonProps={{ danger: true, disabled: error !== null }}
      cancelText={error ? t`Close` : t`Cancel`}
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={submitting}
    >
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <Typography.Paragraph>
        <Trans>
          The quote <strong>{name}</strong> ({reference}) and its answers will be deleted. This cannot be undone.
        </Trans>
      </Typography.Paragraph>
    </Modal>
  );
}
