/**
 * Requests of external clients' users for access to the main account
 * (listExternalClientRequests), each accepted or refused after a
 * confirmation that asks for the administrator's password.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Typography } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { PasswordConfirmDialog } from '../../components/password-confirm-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';

type Request = Schemas['ExternalClientRequest'];
export type Decision = 'accept' | 'refuse';

export interface AccessRequestListProps {
  requests: Request[];
  loading: boolean;
  error: string | null;
  locale: Locale;
  onAnswer(request: Request, decision: Decision): void;
}

export function AccessRequestList({ requests, loading, error, locale, onAnswer }: AccessRequestListProps) {
  const { t } = useLingui();
  return (
    <section className="access-requests" aria-labelledby="access-requests-title">
      <h3 id="access-requests-title" className="pane-title">
        <Trans>Requests for access</Trans>
      </h3>
      {error && <Alert type="error" showIcon title={error} />}
      {!error && (
        <List<Request>
          loading={loading}
          dataSource={requests}
          locale={{ emptyText: t`No pending request.` }}
          renderItem={(request) => {
            const who = `${request.user.first_name} ${request.user.last_name}`;
            const company = request.external_client.name;
            const when = formatDateTime(request.requested_at, locale);
            return (
              <List.Item
                actions={[
                  <Button key="accept" type="primary" size="small" icon={<CheckOutlined aria-hidden />} onClick={() => onAnswer(request, 'accept')}>
                    <Trans>Accept</Trans>
                  </Button>,
                  <Button key="refuse" size="small" danger icon={<CloseOutlined aria-hidden />} onClick={() => onAnswer(request, 'refuse')}>
                    <Trans>Refuse</Trans>
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={<Trans>{who} ({company}) asks for access to the main account</Trans>}
                  description={`${request.user.email} · ${request.installer.name} · ${when}`}
                />
              </List.Item>
            );
          }}
        />
      )}
    </section>
  );
}

export interface AnswerRequestDialogProps {
  answer: { request: Request; decision: Decision } | null;
  /** Sends the answer with the administrator's password; resolves with the error message, or null when done. */
  onConfirm(password: string): Promise<string | null>;
  onClose(): void;
}

export function AnswerRequestDialog({ answer, onConfirm, onClose }: AnswerRequestDialogProps) {
  const { t } = useLingui();
  const accept = answer?.decision === 'accept';
  const who = answer ? `${answer.request.user.first_name} ${answer.request.user.last_name}` : '';
  const company = answer?.request.external_client.name ?? '';
  return (
    <PasswordConfirmDialog
      open={answer !== null}
      title={accept ? <Trans>Grant access to the main account?</Trans> : <Trans>Refuse the request?</Trans>}
      okText={accept ? t`Accept` : t`Refuse`}
      danger={!accept}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {accept ? (
          <Trans>
            {who} ({company}) will quote under your account and receive a link to choose a password.
          </Trans>
        ) : (
          <Trans>
            {who} ({company}) will not have access; the account is deactivated.
          </Trans>
        )}
      </Typography.Paragraph>
    </PasswordConfirmDialog>
  );
}
