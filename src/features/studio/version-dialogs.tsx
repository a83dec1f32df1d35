/**
 * The versions panel's questions: a rollback names the versions scheduled
 * after it (on their date each would replace it) and asks whether to cancel
 * or keep them before going on; moving a scheduled version asks for its new
 * first day. Each shows the server's refusal in place.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, DatePicker, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import '../../lib/dayjs-locales.ts';
import { DATE_INPUT_FORMATS } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { ScheduledVersionsAlert } from './scheduled-versions-alert.tsx';
import { studioLost } from './studio-lost.ts';
import type { StudioFailure } from './use-family-studio.ts';
import type { FamilyVersion } from './use-studio-families.ts';

/** A refusal of the server: its message and details. */
export function FailureAlert({ failure }: { failure: StudioFailure }) {
  return (
    <Alert
      className="form-alert"
      type="error"
      showIcon
      role="alert"
      title={failure.message}
      description={
        failure.details.length > 0 ? (
          <ul className="studio-blockers">
            {failure.details.map((detail, index) => (
              <li key={index}>{detail.message}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

export interface RollbackDialogProps {
  /** The version published again; null: closed. */
  number: number | null;
  /** Versions still scheduled (each takes effect after now, so after the rollback). */
  scheduled: readonly FamilyVersion[];
  locale: Locale;
  onRollback(number: number, scheduled: 'cancel' | 'keep' | undefined): Promise<StudioFailure | null>;
  onClose(): void;
}

export function RollbackDialog({ number, scheduled, locale, onRollback, onClose }: RollbackDialogProps) {
  const { t } = useLingui();
  const { busyWith, error: failure, setError: setFailure, submit } = useSubmit<StudioFailure, 'cancel' | 'keep' | 'go'>({ lost: studioLost });
  const busy = busyWith ?? null;
  const go = async (choice: 'cancel' | 'keep' | undefined) => {
    if (number === null) return;
    const refused = await submit(() => onRollback(number, choice), choice ?? 'go');
    if (!refused) onClose();
  };
  const shown = number ?? 0;
  const footer =
    scheduled.length > 0
      ? [
          <Button key="close" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>,
          <Button key="keep" loading={busy === 'keep'} disabled={busy !== null} onClick={() => void go('keep')}>
            <Trans>Roll back, keep them scheduled</Trans>
          </Button>,
          <Button key="cancel" type="primary" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void go('cancel')}>
            <Trans>Roll back and cancel them</Trans>
          </Button>,
        ]
      : [
          <Button key="close" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>,
          <Button key="go" type="primary" loading={busy === 'go'} disabled={busy !== null} onClick={() => void go(undefined)}>
            <Trans>Publish again</Trans>
          </Button>,
        ];
  return (
    <Modal open={number !== null} title={t`Roll back to version ${shown}`} footer={footer} onCancel={onClose} afterClose={() => setFailure(null)} destroyOnHidden>
      {failure && <FailureAlert failure={failure} />}
      <Typography.Paragraph>
        <Trans>Version {shown} is published again as the next version, in force now. Quotes keep the version that priced them.</Trans>
      </Typography.Paragraph>
      {scheduled.length > 0 && (
        <ScheduledVersionsAlert
          title={<Trans>Scheduled after this rollback, these versions would replace it on their date:</Trans>}
          versions={scheduled}
          locale={locale}
          testId="rollback-scheduled"
        />
      )}
    </Modal>
  );
}

export interface MoveVersionDialogProps {
  /** The scheduled version moved; null: closed. */
  version: FamilyVersion | null;
  locale: Locale;
  onMove(number: number, effectiveFrom: string): Promise<StudioFailure | null>;
  onClose(): void;
}

export function MoveVersionDialog({ version, locale, onMove, onClose }: MoveVersionDialogProps) {
  const { t } = useLingui();
  const [day, setDay] = useState<Dayjs | null>(null);
  const { submitting: busy, error: failure, setError: setFailure, submit } = useSubmit<StudioFailure>({ lost: studioLost });
  const number = version?.number ?? 0;
  const chosen = day ?? (version ? dayjs(version.effective_from) : null);
  const move = async () => {
    if (!version || !chosen) return;
    // a day chosen is the start of that day where the user is; today means now
    const effectiveFrom = chosen.isAfter(dayjs(), 'day') ? chosen.startOf('day').toISOString() : new Date().toISOString();
    const refused = await submit(() => onMove(version.number, effectiveFrom));
    if (!refused) onClose();
  };
  return (
    <Modal
      open={version !== null}
      title={t`Move version ${number}`}
      okText={t`Move version ${number}`}
      cancelText={t`Close`}
      confirmLoading={busy}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => void move()}
      onCancel={onClose}
      afterClose={() => {
        setDay(null);
        setFailure(null);
      }}
      destroyOnHidden
    >
      {failure && <FailureAlert failure={failure} />}
      <label htmlFor="move-version-day" className="studio-field-label">
        <Trans>First day in force (today: at once)</Trans>
      </label>
      <DatePicker id="move-version-day" value={chosen} onChange={setDay} format={DATE_INPUT_FORMATS[locale]} disabledDate={(date) => date.isBefore(dayjs(), 'day')} />
    </Modal>
  );
}
