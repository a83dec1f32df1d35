/**
 * Publishing the draft as the family's next version: in force now, or from
 * the start of a chosen day (a dated price list: new quotes take it from that
 * day, quotes already made keep the version that priced them), with a note
 * for the history. What blocks the publish is named before anything is sent
 * (errors of the file, failing test cases, rules or answers no input can
 * reach); the server checks the same again and its refusal is shown here.
 * What the version would change for open quotes is shown as the server
 * works it out (publish-impact.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, DatePicker, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../engine/index.ts';
import '../../lib/dayjs-locales.ts';
import { DATE_INPUT_FORMATS } from '../../lib/format.ts';
import { PublishImpact, type ImpactState } from './publish-impact.tsx';
import { ScheduledVersionsAlert } from './scheduled-versions-alert.tsx';
import type { StudioFailure } from './use-family-studio.ts';
import type { FamilyVersion } from './use-studio-families.ts';

const NOTE_MAX = 500;

export interface PublishDialogProps {
  open: boolean;
  /** The next version's number. */
  number: number;
  locale: Locale;
  /** What keeps the draft from being published, in words; empty when nothing does. */
  blockers: readonly string[];
  /** Whether the typed text differs from the saved draft (it is saved first). */
  unsaved: boolean;
  /** What the version changes for open quotes (getFamilyImpact); values it cannot price block the publish. */
  impact: ImpactState;
  /** The family's versions (those still scheduled after the new one would replace it on their date: the dialog asks). */
  versions: readonly FamilyVersion[];
  submitting: boolean;
  onPublish(effectiveFrom: string | null, note: string, scheduled?: 'cancel' | 'keep'): Promise<StudioFailure | null>;
  onClose(): void;
}

/** Enter takes the date typed without sending the dialog. */
const keepDialogOnEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** What stops the publish: a title, and its reasons as a list when there are any. */
function BlockingAlert({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Alert
      className="form-alert"
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        items.length > 0 ? (
          <ul className="studio-blockers">
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/** The versions still scheduled after `from` (ISO; now when null), soonest first. */
function scheduledAfter(versions: readonly FamilyVersion[], from: string | null): FamilyVersion[] {
  const after = from ? Date.parse(from) : Date.now();
  return versions.filter((version) => version.scheduled && version.cancelled_at === null && Date.parse(version.effective_from) > after).sort((a, b) => a.effective_from.localeCompare(b.effective_from));
}

export function PublishDialog({ open, number, locale, blockers, unsaved, impact, versions, submitting, onPublish, onClose }: PublishDialogProps) {
  const { t } = useLingui();
  const [when, setWhen] = useState<'now' | 'date'>('now');
  const [day, setDay] = useState<Dayjs | null>(() => dayjs().add(1, 'day').startOf('day'));
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<StudioFailure | null>(null);
  const blocked = blockers.length > 0 || (impact.impact?.domain_problems.length ?? 0) > 0;
  const missingDay = when === 'date' && day === null;

  // a day chosen is the start of that day where the user is; today means now
  const effectiveFrom = when === 'date' && day && day.isAfter(dayjs(), 'day') ? day.startOf('day').toISOString() : null;
  const later = scheduledAfter(versions, effectiveFrom);
  // the server asks too when the list here is behind it
  const asked = later.length > 0 || failure?.code === 'versions_scheduled';

  const publish = async (scheduled?: 'cancel' | 'keep') => {
    if (blocked || missingDay) return;
    const refused = await onPublish(effectiveFrom, note, scheduled);
    setFailure(refused);
    if (!refused) onClose();
  };
  const okText = when === 'date' ? t`Schedule version ${number}` : t`Publish version ${number}`;
  const footer = asked
    ? [
        <Button key="close" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>,
        <Button key="keep" disabled={blocked || missingDay || submitting} onClick={() => void publish('keep')}>
          <Trans>Publish, keep them scheduled</Trans>
        </Button>,
        <Button key="cancel" type="primary" loading={submitting} disabled={blocked || missingDay} onClick={() => void publish('cancel')}>
          <Trans>Publish and cancel them</Trans>
        </Button>,
      ]
    : undefined;

  return (
    <Modal
      open={open}
      title={t`Publish version ${number}`}
      okText={okText}
      {...(footer ? { footer } : {})}
      okButtonProps={{ disabled: blocked || missingDay }}
      cancelText={t`Close`}
      confirmLoading={submitting}
      onOk={() => void publish(undefined)}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      {blockers.length > 0 && <BlockingAlert title={t`Publishing is blocked until these are fixed:`} items={blockers} />}
      {failure && <BlockingAlert title={failure.message} items={failure.details.map((detail) => detail.message)} />}
      {later.length > 0 && (
        <ScheduledVersionsAlert
          className="form-alert"
          title={<Trans>Scheduled after this version, these versions would replace it on their date:</Trans>}
          versions={later}
          locale={locale}
          testId="publish-scheduled"
        />
      )}
      <Typography.Paragraph>
        <Trans>A published version never changes. New quotes take the version in force; a quote keeps the version that priced it, and is offered the newer one.</Trans>
      </Typography.Paragraph>
      {unsaved && (
        <Typography.Paragraph type="secondary">
          <Trans>What you typed is saved as the draft first.</Trans>
        </Typography.Paragraph>
      )}
      <PublishImpact state={impact} locale={locale} unsaved={unsaved} />
      <fieldset className="studio-publish-when">
        <legend>
          <Trans>In force</Trans>
        </legend>
        <Radio.Group value={when} onChange={(event) => setWhen(event.target.value as 'now' | 'date')}>
          <Radio value="now">
            <Trans>Now</Trans>
          </Radio>
          <Radio value="date">
            <Trans>From the start of a day</Trans>
          </Radio>
        </Radio.Group>
        {when === 'date' && (
          <DatePicker
            id="publish-effective-from"
            aria-label={t`First day in force`}
            value={day}
            onChange={setDay}
            format={DATE_INPUT_FORMATS[locale]}
            disabledDate={(date) => date.isBefore(dayjs(), 'day')}
            onKeyDown={keepDialogOnEnter}
            status={missingDay ? 'error' : undefined}
          />
        )}
      </fieldset>
      <label htmlFor="publish-note" className="studio-field-label">
        <Trans>Note for the history (what changed)</Trans>
      </label>
      <Input.TextArea id="publish-note" rows={3} maxLength={NOTE_MAX} showCount value={note} onChange={(event) => setNote(event.target.value)} />
    </Modal>
  );
}
