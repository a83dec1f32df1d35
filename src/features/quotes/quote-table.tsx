/** The quote list's table: sorted and paginated on the server, a click on a row opens the quote. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { useDevice } from '../../lib/use-device.ts';
import { sortOf, useQuoteColumns, type SortField } from './quote-columns.tsx';
import { listTableProps } from '../../lib/list-table.ts';
import type { QuoteListQuery } from './quote-list-query.ts';
import type { QuoteRow } from './quote-row-actions.tsx';

export interface QuoteTableProps {
  rows: QuoteRow[];
  total: number;
  query: QuoteListQuery;
  locale: Locale;
  loading: boolean;
  /** What the table shows when no row matches. */
  emptyText: ReactNode;
  hrefOf(row: QuoteRow): string;
  projectHrefOf?(projectId: number): string;
  renderActions(row: QuoteRow): ReactNode;
  onOpen(row: QuoteRow): void;
  onQueryChange(change: Partial<QuoteListQuery>): void;
}

export function QuoteTable({ rows, total, query, locale, loading, emptyText, hrefOf, projectHrefOf, renderActions, onOpen, onQueryChange }: QuoteTableProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const columns = useQuoteColumns({ locale, sort: query.sort, hrefOf, projectHrefOf, renderActions, compact: isPhone });
  return (
    <Table<QuoteRow>
      className="quote-table"
      columns={columns}
      dataSource={rows}
      // antd marks each row with data-row-key, the quote id
      onRow={(row) => ({ onClick: () => onOpen(row), className: 'quote-row' })}
      {...listTableProps<QuoteRow, QuoteListQuery, SortField>({
        query, total, locale, isPhone, loading, emptyText, onQueryChange, sortOf,
        range: (first, last, all, count) => t({ message: plural(count, { one: `${all} quote`, other: `${first}–${last} of ${all} quotes` }) }),
      })}
    />
  );
}
