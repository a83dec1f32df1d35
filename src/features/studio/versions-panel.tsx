/**
 * A family's history: every published version, newest first, with since when
 * it is (or will be) in force, who published it and its note; the difference
 * in words between two versions below it (version-diff.tsx); a rollback that publishes an
 * older version again under the next number (history is never rewritten), naming the versions
 * scheduled after it and asking whether to cancel or keep them; a scheduled version moved to
 * another day or cancelled (a cancelled one stays in the history, marked).
 * On a phone (below 768 px) who published it, its note and the rollback go
 * under its date, in one column, so that nothing is off the screen.
 */
import { CalendarOutlined, CloseOutlined, HistoryOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { StudioFailure } from './use-family-studio.ts';
import type { FamilyVersion } from './use-studio-families.ts';
import { FailureAlert, MoveVersionDialog, RollbackDialog } from './version-dialogs.tsx';

export interface VersionsPanelProps {
  versions: readonly FamilyVersion[];
  locale: Locale;
  onRepublish(number: number, scheduled: 'cancel' | 'keep' | undefined): Promise<StudioFailure | null>;
  onMove(number: number, effectiveFrom: string): Promise<StudioFailure | null>;
  onCancel(number: number): Promise<StudioFailure | null>;
  /** The difference between versions, below the history. */
  diff?: ReactNode;
}

export function VersionsPanel({ versions, locale, onRepublish, onMove, onCancel, diff }: VersionsPanelProps) {
  const { t } = useLingui();
  const latest = versions[0]?.number;
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const [moving, setMoving] = useState<FamilyVersion | null>(null);
  const [failure, setFailure] = useState<StudioFailure | null>(null);
  // newest first: the soonest to take effect last
  const scheduled = versions.filter((version) => version.scheduled).reverse();

  // below antd's md breakpoint the published, note and action columns fold under the date (as the users' table does)
  const compact = !Grid.useBreakpoint().md;

  const published = (version: FamilyVersion) => {
    const when = formatDateTime(version.published_at, locale);
    const who = version.published_by;
    return who ? <Trans>{when} by {who}</Trans> : <Trans>{when} by the import command</Trans>;
  };
  /** The same, as a sentence of its own (on a phone, under the date). */
  const publishedInWords = (version: FamilyVersion) => {
    const when = formatDateTime(version.published_at, locale);
    const who = version.published_by;
    return who ? <Trans>Published {when} by {who}</Trans> : <Trans>Published {when} by the import command</Trans>;
  };
  const rollback = (version: FamilyVersion) => {
    const number = version.number;
    if (version.scheduled) {
      return (
        <Space size={4} wrap>
          <Button size="small" icon={<CalendarOutlined aria-hidden />} aria-label={t`Move version ${number}`} onClick={() => setMoving(version)}>
            <Trans>Move</Trans>
          </Button>
          <Popconfirm
            title={t`Cancel version ${number}? It will never come into force; it stays in the history.`}
            okText={t`Cancel version ${number}`}
            cancelText={t`Close`}
            onConfirm={async () => setFailure(await onCancel(number))}
          >
            <Button size="small" danger icon={<CloseOutlined aria-hidden />} aria-label={t`Cancel version ${number}`}>
              <Trans>Cancel</Trans>
            </Button>
          </Popconfirm>
        </Space>
      );
    }
    if (number === latest || version.cancelled_at !== null) return null;
    return (
      <Button size="small" icon={<HistoryOutlined aria-hidden />} aria-label={t`Roll back to version ${number}`} onClick={() => setRollingBack(number)}>
        <Trans>Roll back</Trans>
      </Button>
    );
  };

  const columns: ColumnsType<FamilyVersion> = [
    { title: t`Version`, dataIndex: 'number', width: compact ? 72 : 90 },
    {
      title: t`In force from`,
      key: 'from',
      render: (_: unknown, version) => (
        <>
          <span className="studio-version-from">
            {formatDateTime(version.effective_from, locale)}
            {version.in_force && <Tag color="success"><Trans>In force</Trans></Tag>}
            {version.scheduled && <Tag color="processing"><Trans>Scheduled</Trans></Tag>}
            {version.cancelled_at !== null && <Tag><Trans context="family version">Cancelled</Trans></Tag>}
          </span>
          {compact && (
            <div className="studio-version-compact">
              <div>{publishedInWords(version)}</div>
              {version.note && <div>{version.note}</div>}
              {rollback(version)}
            </div>
          )}
        </>
      ),
    },
    { title: t`Published`, key: 'published', responsive: ['md'], render: (_: unknown, version) => published(version) },
    { title: t`Note`, dataIndex: 'note', responsive: ['md'], render: (note: string | null) => note ?? '' },
    { title: <span className="sr-only">{t`Actions`}</span>, key: 'actions', align: 'right', responsive: ['md'], render: (_: unknown, version) => rollback(version) },
  ];

  return (
    <section className="studio-versions" aria-labelledby="studio-versions-title">
      <h3 id="studio-versions-title">
        <Trans>Versions</Trans>
      </h3>
      {failure && <FailureAlert failure={failure} />}
      <Table<FamilyVersion> rowKey="number" size="small" pagination={versions.length > 20 ? { pageSize: 20 } : false} dataSource={versions as FamilyVersion[]} columns={columns} scroll={compact ? undefined : { x: 'max-content' }} />
      {diff}
      <RollbackDialog number={rollingBack} scheduled={scheduled} locale={locale} onRollback={onRepublish} onClose={() => setRollingBack(null)} />
      <MoveVersionDialog version={moving} locale={locale} onMove={onMove} onClose={() => setMoving(null)} />
    </section>
  );
}
