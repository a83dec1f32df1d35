/** Ends a user's subscription once the administrator has typed its own password. */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from 'antd';
import { PasswordConfirmDialog } from '../../components/password-confirm-dialog.tsx';

export interface EndSubscriptionDialogProps {
  /** The user whose subscription ends; null: closed. */
  user: { first_name: string; last_name: string; login: string } | null;
  /** Ends it with the caller's password; resolves with the error message, or null when done. */
  onConfirm(password: string): Promise<string | null>;
  onClose(): void;
}

export function EndSubscriptionDialog({ user, onConfirm, onClose }: EndSubscriptionDialogProps) {
  const { t } = useLingui();
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const login = user?.login ?? '';
  return (
    <PasswordConfirmDialog
      open={user !== null}
      title={
        <span className="dialog-title-icon">
          <ExclamationCircleFilled aria-hidden className="dialog-title-warning" />
          <Trans>End the subscription?</Trans>
        </span>
      }
      okText={t`End the subscription`}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography.Paragraph>
        <Trans>
          <strong>{name}</strong> ({login}) will no longer be able to sign in. Their quotes and orders stay with the company.
        </Trans>
      </Typography.Paragraph>
    </PasswordConfirmDialog>
  );
}
