/**
 * The catalogue studio's home (/catalogue): every family with its version in
 * force and since when, the next one scheduled, whether its draft holds
 * unpublished changes, and how its test cases fare on that draft. Data and
 * callbacks only, for the stories. A table at tablet width and wider; on a
 * phone (below antd's md breakpoint, 768 px) one card per family, the same
 * facts as tags under its name, so that nothing scrolls sideways.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Empty, Grid, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { formatDate } from '../../lib/format.ts';
import { versionSummary, type FamilyVersion, type StudioFamily } from './use-studio-families.ts';
import './family-list.css';

/** How a family's test cases fare on its draft. */
export interface CaseStatus {
  total: number;
  failed: number;
  /** Rules or answers no input can reach. */
  unreachable: number;
  /** The draft does not compile: no case can run. */
  broken: boolean;
}

export interface FamilyListProps {
  families: StudioFamily[];
  versionsOf(id: number): FamilyVersion[] | undefined;
  caseStatusOf(family: StudioFamily): CaseStatus | null;
  loading: boolean;
  error: string | null;
  locale: Locale;
  onOpen(family: StudioFamily): void;
  onRetry(): void;
  /** Opens the "New family" dialog. */
  onNew(): void;
}

function CasesCell({ status }: { status: CaseStatus | null }): ReactNode {
  if (status === null) return <Typography.Text type="secondary">…</Typography.Text>;
  const { total, failed, unreachable } = status;
  if (status.broken) return <Tag color="error"><Trans>Draft does not compile</Trans></Tag>;
  return (
    <span className="studio-cases-cell">
      {total === 0 ? (
        <Tag><Trans>No test case</Trans></Tag>
      ) : failed > 0 ? (
        <Tag color="error"><Trans>{failed} of {total} failing</Trans></Tag>
      ) : (
        <Tag color="success"><Trans>{total} passing</Trans></Tag>
      )}
      {unreachable > 0 && <Tag color="warning"><Trans>{unreachable} unreachable</Trans></Tag>}
    </span>
  );
}

function FamilyName({ family, onOpen }: { family: StudioFamily; onOpen(family: StudioFamily): void }) {
  const { t } = useLingui();
  const title = family.title;
  return (
    <span className="studio-family-name">
      {/* the family's name opens it: no column of buttons to scroll to on a tablet */}
      <Button type="link" className="studio-family-open" onClick={() => onOpen(family)} aria-label={t`Open ${title} in the studio`}>
        {title}
      </Button>
      <Typography.Text type="secondary" code>{family.key}</Typography.Text>
      {!family.active && <Tag><Trans>Inactive</Trans></Tag>}
    </span>
  );
}

function VersionsCell({ versions, locale }: { versions: FamilyVersion[] | undefined; locale: Locale }): ReactNode {
  const { inForce, scheduled } = versionSummary(versions);
  if (!versions) return <Typography.Text type="secondary">…</Typography.Text>;
  if (!inForce) {
    const first = scheduled?.number;
    const on = scheduled ? formatDate(scheduled.effective_from, locale) : '';
    // a new family: nobody can quote it until a first version is in force
    return scheduled ? <Tag color="processing"><Trans>Version {first} from {on}</Trans></Tag> : <Tag color="gold"><Trans>Not published yet</Trans></Tag>;
  }
  const number = inForce.number;
  const since = formatDate(inForce.effective_from, locale);
  const next = scheduled?.number;
  const from = scheduled ? formatDate(scheduled.effective_from, locale) : '';
  return (
    <span className="studio-stack">
      <span><Trans>Version {number} since {since}</Trans></span>
      {scheduled && <Tag color="processing"><Trans>Version {next} from {from}</Trans></Tag>}
    </span>
  );
}

function DraftCell({ family }: { family: StudioFamily }): ReactNode {
  return family.draft_changed ? <Tag color="gold"><Trans>Unpublished changes</Trans></Tag> : <Trans>Same as the latest version</Trans>;
}

/** On a phone: one card per family, its name first (the button that opens it), then what the table's columns say. */
function FamilyCards({ families, versionsOf, caseStatusOf, loading, locale, onOpen }: Omit<FamilyListProps, 'error' | 'onRetry' | 'onNew'>) {
  const { t } = useLingui();
  if (loading && families.length === 0) return <Skeleton active />;
  if (families.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="studio-family-cards" aria-label={t`Families`} aria-busy={loading || undefined}>
      {families.map((family) => (
        <li key={family.id} className="studio-family-card">
          <FamilyName family={family} onOpen={onOpen} />
          <dl className="studio-family-facts">
            <dt>{t`Versions`}</dt>
            <dd><VersionsCell versions={versionsOf(family.id)} locale={locale} /></dd>
            <dt>{t`Draft`}</dt>
            <dd><DraftCell family={family} /></dd>
            <dt>{t`Test cases`}</dt>
            <dd><CasesCell status={caseStatusOf(family)} /></dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function FamilyList(props: FamilyListProps) {
  const { families, versionsOf, caseStatusOf, loading, error, locale, onOpen, onRetry, onNew } = props;
  const { t } = useLingui();
  // below antd's md breakpoint (768 px) the four columns cannot fit: a card per family instead (as the users' table folds its columns)
  const phone = !Grid.useBreakpoint().md;
  const columns: ColumnsType<StudioFamily> = [
    { title: t`Family`, key: 'family', render: (_: unknown, family) => <FamilyName family={family} onOpen={onOpen} /> },
    { title: t`Versions`, key: 'versions', render: (_: unknown, family) => <VersionsCell versions={versionsOf(family.id)} locale={locale} /> },
    { title: t`Draft`, key: 'draft', render: (_: unknown, family) => <DraftCell family={family} /> },
    { title: t`Test cases`, key: 'cases', render: (_: unknown, family) => <CasesCell status={caseStatusOf(family)} /> },
  ];
  return (
    <section className="studio-families" aria-labelledby="studio-families-title">
      <div className="studio-families-head">
        <Typography.Title level={2} id="studio-families-title" className="page-title">
          <Trans>Catalogue studio</Trans>
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
          <Trans>New family</Trans>
        </Button>
      </div>
      <Typography.Paragraph type="secondary">
        <Trans>Edit a family, try it in the preview, keep its test cases green, then publish it as a dated version. Quotes keep the version that priced them.</Trans>
      </Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={error} action={<Button onClick={onRetry}><Trans>Try again</Trans></Button>} />
      ) : phone ? (
        <FamilyCards {...props} />
      ) : (
        <Table<StudioFamily> rowKey="id" size="middle" loading={loading} pagination={false} dataSource={families} columns={columns} />
      )}
    </section>
  );
}
