/**
 * A family's history: every published version, newest first, with since when
 * it is (or will be) in force, who published it and its note; the difference
 * in words between two versions below it (version-diff.tsx); and a rollback that publishes an
 * older version again under the next number (history is never rewritten).
 * On a phone (below 768 px) who published it, its note and the rollback go
 * under its date, in one column, so that nothing is off the screen.
 */
import { HistoryOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { FamilyVersion } from './use-studio-families.ts';

export interface VersionsPanelProps {
  versions: readonly FamilyVersion[];
  locale: Locale;
  onRepublish(number: number): void;
  /** The difference between versions, below the history. */
  diff?: ReactNode;
}

export function VersionsPanel({ versions, locale, onRepublish, diff }: VersionsPanelProps) {
  const { t } = useLingui();
  const latest = versions[0]?.number;

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
    if (number === latest) return null;
    return (
      <Popconfirm title={t`Publish version ${number} again as the next version, in force now?`} okText={t`Publish again`} cancelText={t`Close`} onConfirm={() => onRepublish(number)}>
        <Button size="small" icon={<HistoryOutlined aria-hidden />} aria-label={t`Roll back to version ${number}`}>
          <Trans>Roll back</Trans>
        </Button>
      </Popconfirm>
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
      <Table<FamilyVersion> rowKey="number" size="small" pagination={versions.length > 20 ? { pageSize: 20 } : false} dataSource={versions as FamilyVersion[]} columns={columns} scroll={compact ? undefined : { x: 'max-content' }} />
      {diff}
    </section>
  );
}
