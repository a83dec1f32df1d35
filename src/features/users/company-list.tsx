/**
 * The companies the administrator may manage users of (listAccountClients):
 * its own, and for group administrators and manufacturer staff the others
 * they may see, narrowed by kind ("my companies", "my clients", "my external
 * clients") and searched by name, city or zipcode.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Select, Table, Tag } from 'antd';
import type { Schemas } from '../../api/types.ts';
import { KIND_LABELS } from './user-labels.ts';
import { paginationIcons } from '../../lib/pagination-icons.tsx';

export type CompanyKindFilter = Schemas['CompanyKind'] | 'all';

export interface CompanyListProps {
  rows: Schemas['AccountClient'][];
  total: number;
  page: number;
  loading: boolean;
  error: string | null;
  selectedId: number | null;
  kind: CompanyKindFilter;
  /** The kinds worth offering as filters (those the caller can see). */
  kinds: Schemas['CompanyKind'][];
  onSearch(q: string): void;
  onKind(kind: CompanyKindFilter): void;
  onPage(page: number): void;
  onSelect(company: Schemas['AccountClient']): void;
}

export const COMPANIES_PER_PAGE = 10;

export function CompanyList(props: CompanyListProps) {
  const { t, i18n } = useLingui();
  return (
    <section className="company-list" aria-labelledby="company-list-title">
      <h3 id="company-list-title" className="pane-title">
        <Trans>Companies</Trans>
      </h3>
      <div className="list-filters">
        <Input.Search allowClear aria-label={t`Search a company`} placeholder={t`Search a company`} onSearch={props.onSearch} />
        {props.kinds.length > 1 && (
          <Select<CompanyKindFilter>
            aria-label={t`Kind of company`}
            value={props.kind}
            onChange={props.onKind}
            options={[
              { value: 'all', label: t`All companies` },
              ...props.kinds.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) })),
            ]}
          />
        )}
      </div>
      <Table<Schemas['AccountClient']>
        rowKey="id"
        size="small"
        dataSource={props.rows}
        loading={props.loading}
        locale={{ emptyText: props.error ?? t`No company found.` }}
        rowClassName={(row) => `company-row${row.id === props.selectedId ? ' company-row-selected' : ''}`}
        onRow={(row) => ({ onClick: () => props.onSelect(row) })}
        pagination={{ ...paginationIcons(), current: props.page, pageSize: COMPANIES_PER_PAGE, total: props.total, simple: true, hideOnSinglePage: true, onChange: props.onPage }}
        columns={[
          {
            key: 'name',
            title: t`Company`,
            render: (_, row) => (
              <>
                <button type="button" className="link-button" aria-pressed={row.id === props.selectedId} onClick={() => props.onSelect(row)}>
                  {row.name}
                </button>
                {/* on a phone the kind goes under the name: its own column pushed the table out of its card (issue 30, item 8) */}
                <span className="company-kind-compact">
                  <Tag>{i18n._(KIND_LABELS[row.kind])}</Tag>
                </span>
              </>
            ),
          },
          { key: 'kind', title: t`Kind`, responsive: ['sm'], render: (_, row) => <Tag>{i18n._(KIND_LABELS[row.kind])}</Tag> },
          { key: 'city', title: t`City`, responsive: ['xxl'], render: (_, row) => [row.zipcode, row.city].filter(Boolean).join(' ') },
          { key: 'users', title: t`Users`, align: 'right', dataIndex: 'user_count' },
        ]}
      />
    </section>
  );
}
