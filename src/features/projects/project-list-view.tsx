/**
 * "My pool projects" as it looks: title and New project, the search, then
 * the table sorted and paginated on the server, or the empty state (no
 * project yet), or the error with a retry. It takes data and callbacks only,
 * so that stories can show every state.
 */
import { PlusOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Empty, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType, SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../engine/index.ts';
import { ListError } from '../../components/list-error.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { listTableProps } from '../../lib/list-table.ts';
import { useDevice } from '../../lib/use-device.ts';
import type { ListStatus } from '../../lib/use-api-list.ts';
import { DEFAULT_PROJECT_SORT, type ProjectListQuery, type ProjectSort } from './project-list-query.ts';
import type { ProjectListItem } from './project-types.ts';

type SortField = 'number' | 'name' | 'city' | 'created_at' | 'updated_at';

export interface ProjectListViewProps {
  status: ListStatus;
  rows: ProjectListItem[];
  total: number;
  refreshing: boolean;
  error: string | null;
  query: ProjectListQuery;
  locale: Locale;
  canCreate: boolean;
  hrefOf(row: ProjectListItem): string;
  onQueryChange(change: Partial<ProjectListQuery>): void;
  onOpen(row: ProjectListItem): void;
  onNew(): void;
  onRetry(): void;
}

const sortOrderOf = (sort: ProjectSort, field: SortField): SortOrder => (sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null);
const sortOf = (field: SortField | undefined, order: SortOrder | undefined): ProjectSort =>
  !field || !order ? DEFAULT_PROJECT_SORT : ((order === 'descend' ? `-${field}` : field) as ProjectSort);

const dash = <Typography.Text type="secondary">–</Typography.Text>;

function useColumns(query: ProjectListQuery, locale: Locale, hrefOf: (row: ProjectListItem) => string, compact: boolean): ColumnsType<ProjectListItem> {
  const { t } = useLingui();
  const sortable = (field: SortField) => ({ key: field, sorter: true, sortOrder: sortOrderOf(query.sort, field), showSorterTooltip: false });
  const date = (value: string) => <Tooltip title={formatDateTime(value, locale)}>{formatDate(value, locale)}</Tooltip>;
  return [
    {
      title: t`Name`,
      dataIndex: 'name',
      ...sortable('name'),
      fixed: 'left',
      width: compact ? 140 : 220,
      render: (name: string, row) => (
        <Link to={hrefOf(row)} className="quote-name-link" title={name} onClick={(event) => event.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    { title: t`Project number`, dataIndex: 'number', ...sortable('number') },
    { title: t`End customer`, dataIndex: 'end_customer_name', key: 'end_customer_name', render: (value: string | null) => value || dash },
    { title: t`City`, dataIndex: 'city', ...sortable('city'), render: (value: string | null) => value || dash },
    { title: t`Pool`, dataIndex: 'pool_summary', key: 'pool_summary' },
    { title: t`Quotes`, dataIndex: 'quote_count', key: 'quote_count', align: 'end' },
    { title: t`Created by`, dataIndex: 'created_by', key: 'created_by' },
    { title: t`Creation date`, dataIndex: 'created_at', ...sortable('created_at'), render: date },
    { title: t`Last change`, dataIndex: 'updated_at', ...sortable('updated_at'), render: date },
  ];
}

function NewProjectButton({ onNew }: { onNew(): void }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew} data-testid="new-project">
      <Trans>New project</Trans>
    </Button>
  );
}

export function ProjectListView(props: ProjectListViewProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const { status, rows, total, query, locale, canCreate, onNew, onQueryChange } = props;
  const columns = useColumns(query, locale, props.hrefOf, isPhone);
  const filtered = query.q.trim() !== '';
  const empty = status === 'ready' && total === 0 && !filtered;

  return (
    <section className="quote-list project-list" aria-busy={status === 'loading' || props.refreshing}>
      <div className="quote-list-header">
        <Typography.Title level={2}>
          <Trans>My pool projects</Trans>
        </Typography.Title>
        {canCreate && !empty && <NewProjectButton onNew={onNew} />}
      </div>
      {empty ? (
        <Empty
          className="quote-list-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Title level={3}>
                <Trans>No pool project yet</Trans>
              </Typography.Title>
              <Typography.Text type="secondary">
                <Trans>Measure a pool once, then start the quotes of every product from it.</Trans>
              </Typography.Text>
            </>
          }
        >
          {canCreate && <NewProjectButton onNew={onNew} />}
        </Empty>
      ) : (
        <>
          <div className="quote-filters" role="search">
            <SearchBox
              className="quote-filter-search"
              value={query.q}
              placeholder={t`Number, name, customer or city`}
              label={t`Search pool projects`}
              onSearch={(q) => onQueryChange({ q })}
            />
          </div>
          {status === 'error' ? (
            <ListError title={<Trans>The pool projects could not be loaded</Trans>} error={props.error} onRetry={props.onRetry} />
          ) : (
            <Table<ProjectListItem>
              className="quote-table project-table"
              columns={columns}
              dataSource={rows}
              onRow={(row) => ({ onClick: () => props.onOpen(row), className: 'quote-row' })}
              {...listTableProps<ProjectListItem, ProjectListQuery, SortField>({
                query,
                total,
                locale,
                isPhone,
                loading: status === 'loading' || props.refreshing,
                emptyText: status === 'loading' ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>No pool project matches this search.</Trans>} />,
                onQueryChange,
                sortOf,
                range: (first, last, all, count) => t({ message: plural(count, { one: `${all} project`, other: `${first}–${last} of ${all} projects` }) }),
              })}
            />
          )}
        </>
      )}
    </section>
  );
}
