/** The columns of the quote list (spec §3), with the server-side sort keys of the sortable ones. */
import { useLingui } from '@lingui/react/macro';
import { Tooltip, Typography } from 'antd';
import type { ColumnsType, SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../engine/index.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import type { QuoteSort } from './quote-list-query.ts';
import type { QuoteRow } from './quote-row-actions.tsx';
import { QuoteStateTag } from '../../components/quote-state-tag.tsx';

/** A sortable column's key is its sort key without direction. */
export type SortField = 'project_number' | 'reference' | 'name' | 'created_at' | 'sent_at';

/** The order a column shows for the current sort. */
export function sortOrderOf(sort: QuoteSort, field: SortField): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The sort key for a column and an order; no order goes back to the default (newest first). */
export function sortOf(field: SortField | undefined, order: SortOrder | undefined): QuoteSort {
  if (!field || !order) return '-created_at';
  return (order === 'descend' ? `-${field}` : field) as QuoteSort;
}

interface ColumnOptions {
  locale: Locale;
  sort: QuoteSort;
  hrefOf(row: QuoteRow): string;
  /** The page of a quote's pool project (its project number links to it). */
  projectHrefOf?(projectId: number): string;
  renderActions(row: QuoteRow): ReactNode;
  /** Phone width: a narrower name column and an action column without a visible title. */
  compact: boolean;
}

const text = (value: string | null) => value || <Typography.Text type="secondary">–</Typography.Text>;

export function useQuoteColumns({ locale, sort, hrefOf, projectHrefOf, renderActions, compact }: ColumnOptions): ColumnsType<QuoteRow> {
  const { t } = useLingui();
  const sortable = (field: SortField) => ({ key: field, sorter: true, sortOrder: sortOrderOf(sort, field), showSorterTooltip: false });
  const date = (value: string | null) => (value ? <Tooltip title={formatDateTime(value, locale)}>{formatDate(value, locale)}</Tooltip> : text(null));
  return [
    {
      title: t`Name`,
      dataIndex: 'name',
      ...sortable('name'),
      // the name and action columns stay in place while the others scroll sideways
      fixed: 'left',
      width: compact ? 140 : 220,
      render: (name: string, row) => (
        <Link to={hrefOf(row)} className="quote-name-link" title={name} onClick={(event) => event.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    { title: t`State`, dataIndex: 'state', key: 'state', render: (_, row) => <QuoteStateTag state={row.state} /> },
    {
      title: t`Project number`,
      dataIndex: 'project_number',
      ...sortable('project_number'),
      // a quote of a pool project shows the project's number, linking to the project
      render: (number: string, row) =>
        row.project_id !== null && projectHrefOf ? (
          <Link to={projectHrefOf(row.project_id)} onClick={(event) => event.stopPropagation()} data-testid="quote-project-link">
            {number}
          </Link>
        ) : (
          number
        ),
    },
    { title: t`Quote number`, dataIndex: 'reference', ...sortable('reference') },
    { title: t`Created by`, dataIndex: 'created_by', key: 'created_by' },
    { title: t`Product family`, key: 'family', render: (_, row) => row.family.title },
    { title: t`Start date`, dataIndex: 'start_date', key: 'start_date', render: (value: string) => formatDate(value, locale) },
    { title: t`End date`, dataIndex: 'end_date', key: 'end_date', render: (value: string) => formatDate(value, locale) },
    { title: t`Creation date`, dataIndex: 'created_at', ...sortable('created_at'), render: date },
    { title: t`Model`, dataIndex: 'model', key: 'model', render: text },
    { title: t`Pool`, dataIndex: 'pool', key: 'pool', render: text },
    { title: t`File sent`, dataIndex: 'sent_at', ...sortable('sent_at'), render: date },
    { title: t`Colour`, dataIndex: 'colour', key: 'colour', render: text },
    {
      title: compact ? <span className="sr-only">{t`Action`}</span> : t`Action`,
      key: 'action',
      fixed: 'right',
      width: compact ? 56 : 90,
      align: 'center',
      render: (_, row) => renderActions(row),
    },
  ];
}
