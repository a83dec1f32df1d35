/** The columns of the quote list (spec §3), with the server-side sort keys of the sortable ones. */
import { useLingui } from '@lingui/react/macro';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../engine/index.ts';
import { dateTimeCell, nameLinkColumn, textCell } from '../../components/list-columns.tsx';
import { QuoteStateTag } from '../../components/quote-state-tag.tsx';
import { formatDate } from '../../lib/format.ts';
import { sortableColumn, sortKeyOf } from '../../lib/list-table.ts';
import { DEFAULT_SORT, type QuoteSort } from './quote-list-query.ts';
import type { QuoteRow } from './quote-row-actions.tsx';

/** A sortable column's key is its sort key without direction. */
export type SortField = 'project_number' | 'reference' | 'name' | 'created_at' | 'sent_at';

/** The sort key for a column and an order; no order goes back to the default (newest first). */
export const sortOf = sortKeyOf<QuoteSort>(DEFAULT_SORT);

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

export function useQuoteColumns({ locale, sort, hrefOf, projectHrefOf, renderActions, compact }: ColumnOptions): ColumnsType<QuoteRow> {
  const { t } = useLingui();
  const sortable = (field: SortField) => sortableColumn(sort, field);
  const date = dateTimeCell(locale);
  return [
    // the name and action columns stay in place while the others scroll sideways
    nameLinkColumn<QuoteRow>({ title: t`Name`, sort, hrefOf, compact }),
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
    { title: t`Model`, dataIndex: 'model', key: 'model', render: textCell },
    { title: t`Pool`, dataIndex: 'pool', key: 'pool', render: textCell },
    { title: t`File sent`, dataIndex: 'sent_at', ...sortable('sent_at'), render: date },
    { title: t`Colour`, dataIndex: 'colour', key: 'colour', render: textCell },
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
