/**
 * A family's history: every published version, newest first, with since when
 * it is (or will be) in force, who published it and its note; the difference
 * in words between two versions below it (version-diff.tsx); and a rollback that publishes an
 * older version again under the next number (history is never rewritten).
 */
import { HistoryOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Table, Tag } from 'antd';
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

  const columns: ColumnsType<FamilyVersion> = [
    { title: t`Version`, dataIndex: 'number', width: 90 },
    {
      title: t`In force from`,
      key: 'from',
      render: (_: unknown, version) => (
        <span className="studio-version-from">
          {formatDateTime(version.effective_from, locale)}
          {version.in_force && <Tag color="success"><Trans>In force</Trans></Tag>}
          {version.scheduled && <Tag color="processing"><Trans>Scheduled</Trans></Tag>}
        </span>
      ),
    },
    {
      title: t`Published`,
      key: 'published',
      render: (_: unknown, version) => {
        const when = formatDateTime(version.published_at, locale);
        const who = version.published_by;
        return who ? <Trans>{when} by {who}</Trans> : <Trans>{when} by the import command</Trans>;
      },
    },
    { title: t`Note`, dataIndex: 'note', render: (note: string | null) => note ?? '' },
    {
      title: <span className="sr-only">{t`Actions`}</span>,
      key: 'actions',
      align: 'right',
      render: (_: unknown, version) => {
        const number = version.number;
        if (number === latest) return null;
        return (
          <Popconfirm title={t`Publish version ${number} again as the next version, in force now?`} okText={t`Publish again`} cancelText={t`Close`} onConfirm={() => onRepublish(number)}>
            <Button size="small" icon={<HistoryOutlined aria-hidden />} aria-label={t`Roll back to version ${number}`}>
              <Trans>Roll back</Trans>
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <section className="studio-versions" aria-labelledby="studio-versions-title">
      <h3 id="studio-versions-title">
        <Trans>Versions</Trans>
      </h3>
      <Table<FamilyVersion> rowKey="number" size="small" pagination={versions.length > 20 ? { pageSize: 20 } : false} dataSource={versions as FamilyVersion[]} columns={columns} scroll={{ x: 'max-content' }} />
      {diff}
    </section>
  );
}
