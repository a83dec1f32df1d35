/** Cells and columns that the server-paginated lists (my quotes, my pool projects, my orders) show alike. */
import { Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '../../engine/index.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { sortableColumn } from '../lib/list-table.ts';

/** A text, or a grey dash when there is none. */
export const textCell = (value: string | null): ReactNode => value || <Typography.Text type="secondary">–</Typography.Text>;

/** A date and time shown as the day in the locale, the time in its tooltip (a dash when there is none). */
export const dateTimeCell =
  (locale: Locale) =>
  (value: string | null): ReactNode =>
    value ? <Tooltip title={formatDateTime(value, locale)}>{formatDate(value, locale)}</Tooltip> : textCell(null);

/**
 * The row's name, sortable, as the link to its page (a click on the link
 * does not also fire the row's click); fixed on the left, it stays in view
 * while the other columns scroll sideways, narrower on a phone.
 */
export function nameLinkColumn<Row extends { name: string }>({ title, sort, hrefOf, compact }: { title: string; sort: string; hrefOf(row: Row): string; compact: boolean }): ColumnType<Row> {
  return {
    title,
    dataIndex: 'name',
    ...sortableColumn(sort, 'name'),
    fixed: 'left',
    width: compact ? 140 : 220,
    render: (name: string, row) => (
      <Link to={hrefOf(row)} className="quote-name-link" title={name} onClick={(event) => event.stopPropagation()}>
        {name}
      </Link>
    ),
  };
}
