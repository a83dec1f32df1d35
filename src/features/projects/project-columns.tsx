/** The columns of the pool project list, with the server-side sort keys of the sortable ones. */
import { useLingui } from '@lingui/react/macro';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Locale } from '../../../engine/index.ts';
import { dateTimeCell, nameLinkColumn, textCell } from '../../components/list-columns.tsx';
import { sortableColumn, sortKeyOf } from '../../lib/list-table.ts';
import { DEFAULT_PROJECT_SORT, type ProjectSort } from './project-list-query.ts';
import type { ProjectListItem } from './project-types.ts';

/** A sortable column's key is its sort key without direction. */
type SortField = 'number' | 'name' | 'city' | 'created_at' | 'updated_at';

/** The sort key for a column and an order; no order goes back to the default (newest first). */
export const projectSortOf = sortKeyOf<ProjectSort>(DEFAULT_PROJECT_SORT);

interface ColumnOptions {
  locale: Locale;
  sort: ProjectSort;
  hrefOf(row: ProjectListItem): string;
  /** Phone width: a narrower name column. */
  compact: boolean;
}

export function useProjectColumns({ locale, sort, hrefOf, compact }: ColumnOptions): ColumnsType<ProjectListItem> {
  const { t } = useLingui();
  const sortable = (field: SortField) => sortableColumn(sort, field);
  const date = dateTimeCell(locale);
  return [
    nameLinkColumn<ProjectListItem>({ title: t`Name`, sort, hrefOf, compact }),
    { title: t`Project number`, dataIndex: 'number', ...sortable('number') },
    { title: t`End customer`, dataIndex: 'end_customer_name', key: 'end_customer_name', render: textCell },
    { title: t`City`, dataIndex: 'city', ...sortable('city'), render: textCell },
    { title: t`Pool`, dataIndex: 'pool_summary', key: 'pool_summary' },
    { title: t`Quotes`, dataIndex: 'quote_count', key: 'quote_count', align: 'end' },
    { title: t`Created by`, dataIndex: 'created_by', key: 'created_by' },
    { title: t`Creation date`, dataIndex: 'created_at', ...sortable('created_at'), render: date },
    { title: t`Last change`, dataIndex: 'updated_at', ...sortable('updated_at'), render: date },
  ];
}
