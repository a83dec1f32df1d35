/**
 * The studio's grids as a plain <table> (issue 27, item 7): the price lines and the translations. They were antd
 * Tables with `scroll.x`, whose first render of a tab measured its columns in a row of its own, watched the table's
 * scroll and size, and wrapped each cell in components and hooks of its own: with 5 rows rendered, the price-lines
 * tab took 380 to 500 ms to show. These grids use none of what antd's Table adds (sorting, filters, selection,
 * pagination, fixed header), so the table is written out here: a header row, the rows (with, under a row that has
 * one, a row as wide as the table: a price line's bands), the stand-in rows of the rows not rendered
 * (virtual-rows.tsx), and a scroll sideways in a box of its own when the screen is narrower than `minWidth`, a
 * column kept in view (`sticky`) with CSS's `position: sticky`.
 */
import { theme, type GlobalToken } from 'antd';
import { memo, useDeferredValue, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import type { VirtualRows } from './virtual-rows.tsx';
import './grid-table.css';

export interface GridColumn<Row> {
  key: string;
  title: ReactNode;
  /** px, or a share of the table ('28%'); the columns without one share what is left. */
  width?: number | string;
  align?: 'center';
  /** Kept in view when the table scrolls sideways (the translations' "Where"). */
  sticky?: boolean;
  render(row: Row): ReactNode;
}

/**
 * The theme's tokens the cells' native inputs are drawn with (checked-input.css), as antd's CSS variables, set on
 * the table: antd writes its variables under its `css-var-*` class, which only its own components carry, so a
 * table outside any of them (a story, a dialog) would otherwise fall back to the CSS's defaults.
 */
function themeVariables(token: GlobalToken): CSSProperties {
  return {
    '--ant-font-family': token.fontFamily,
    '--ant-font-size': `${token.fontSize}px`,
    '--ant-line-height': token.lineHeight,
    '--ant-color-text': token.colorText,
    '--ant-color-text-placeholder': token.colorTextPlaceholder,
    '--ant-color-text-disabled': token.colorTextDisabled,
    '--ant-color-bg-container': token.colorBgContainer,
    '--ant-color-bg-container-disabled': token.colorBgContainerDisabled,
    '--ant-color-border': token.colorBorder,
    '--ant-color-border-disabled': token.colorBorderDisabled,
    '--ant-border-radius': `${token.borderRadius}px`,
    '--ant-color-primary': token.colorPrimary,
    '--ant-color-primary-hover': token.colorPrimaryHover,
    '--ant-control-outline': token.controlOutline,
    '--ant-control-outline-width': `${token.controlOutlineWidth}px`,
    '--ant-color-error': token.colorError,
    '--ant-color-error-border-hover': token.colorErrorBorderHover,
    '--ant-color-error-outline': token.colorErrorOutline,
    '--ant-motion-duration-mid': token.motionDurationMid,
    '--ant-motion-duration-slow': token.motionDurationSlow,
    '--ant-font-size-icon': `${token.fontSizeIcon}px`,
    '--ant-color-text-quaternary': token.colorTextQuaternary,
    '--ant-color-icon': token.colorIcon,
    '--ant-border-radius-sm': `${token.borderRadiusSM}px`,
    '--ant-color-primary-border': token.colorPrimaryBorder,
  } as CSSProperties;
}

/** A row's own attributes (its place for the virtualiser and screen readers). */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { 'data-row-index'?: number; 'aria-rowindex'?: number };

export interface GridTableProps<Row> {
  className: string;
  columns: readonly GridColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  rowAttributes?(row: Row): RowAttributes;
  /** What a row has in a row under it, as wide as the table (undefined: none). */
  under?(row: Row): ReactNode;
  /** Shown in the table when it has no row. */
  empty: ReactNode;
  /** Below this width (px) the table scrolls sideways in its box. */
  minWidth?: number;
  /** The virtualiser's stand-ins and count, when it renders only some rows. */
  virtual?: Pick<VirtualRows, 'spacers' | 'rowCount' | 'total'>;
  /**
   * The rows are on their way (rendered in React's next pass, see useRowsLater): the header is shown, the rows are
   * stood in for by one empty row of their height, and the table says it is busy.
   */
  busy?: boolean;
  /**
   * Whether a row renders again: by default always (its cells close over the document); a grid whose row objects
   * and columns stay the same while unchanged (the translations) renders again only the rows that changed.
   */
  memoRows?: boolean;
}

const cellStyle = (column: GridColumn<never>): CSSProperties | undefined => (column.align ? { textAlign: column.align } : undefined);

interface RowProps<Row> {
  row: Row;
  /** Its key, on the row as `data-row-key` (where tests and the benchmark find a row). */
  name: string | number;
  columns: readonly GridColumn<Row>[];
  attributes: RowAttributes | undefined;
  under: ReactNode;
}

function GridRow<Row>({ row, name, columns, attributes, under }: RowProps<Row>) {
  const place = attributes?.['aria-rowindex'];
  return (
    <>
      <tr {...attributes} className="grid-table-row" data-row-key={name}>
        {columns.map((column) => (
          <td key={column.key} className={column.sticky ? 'grid-table-sticky' : undefined} style={cellStyle(column as GridColumn<never>)}>
            {column.render(row)}
          </td>
        ))}
      </tr>
      {under !== undefined && (
        <tr className="grid-table-under" aria-rowindex={place === undefined ? undefined : place + 1}>
          <td colSpan={columns.length}>{under}</td>
        </tr>
      )}
    </>
  );
}

const sameAttributes = (a: RowAttributes | undefined, b: RowAttributes | undefined) =>
  a === b || (a !== undefined && b !== undefined && a['data-row-index'] === b['data-row-index'] && a['aria-rowindex'] === b['aria-rowindex']);

/** A row rendered again only when its row object, the columns or its place changed (`memoRows`). */
const MemoRow = memo(
  GridRow,
  (before, after) => before.row === after.row && before.name === after.name && before.columns === after.columns && before.under === after.under && sameAttributes(before.attributes, after.attributes),
) as typeof GridRow;

/** An empty row standing for rows not rendered, as many columns as the table (more would make the fixed layout share its width with columns that do not exist). */
export function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden className="grid-table-spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

export function GridTable<Row>({ className, columns, rows, rowKey, rowAttributes, under, empty, minWidth, virtual, memoRows, busy }: GridTableProps<Row>) {
  const RowView = memoRows ? MemoRow : GridRow;
  const rowCount = virtual?.rowCount;
  const { token } = theme.useToken();
  const style = useMemo(() => ({ ...themeVariables(token), minWidth }), [token, minWidth]);
  const table = (
    <table className={`grid-table ${className}`} aria-rowcount={rowCount} aria-busy={busy || undefined} style={style}>
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} style={column.width === undefined ? undefined : { width: column.width }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.sticky ? 'grid-table-sticky' : undefined} style={cellStyle(column as GridColumn<never>)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid-table-body">
        {busy ? (
          <Spacer height={virtual?.total ?? 0} columns={columns.length} />
        ) : (
          <>
            <Spacer height={virtual?.spacers.top ?? 0} columns={columns.length} />
            {rows.map((row) => (
              <RowView key={rowKey(row)} name={rowKey(row)} row={row} columns={columns} attributes={rowAttributes?.(row)} under={under?.(row)} />
            ))}
            <Spacer height={virtual?.spacers.bottom ?? 0} columns={columns.length} />
            {rows.length === 0 && (
              <tr className="grid-table-empty">
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            )}
          </>
        )}
      </tbody>
    </table>
  );
  return minWidth ? <div className="grid-table-scroll">{table}</div> : table;
}

/**
 * Whether a grid's rows may render: at once, or (`later`) in React's next pass, a background one, so that a tab
 * opening on a long grid shows its header and the table's head in the click's own frame, and its rows right after
 * (issue 27, item 7: a tab shown within 200 ms). Once true it stays true.
 */
export function useRowsLater(later: boolean | undefined): boolean {
  return useDeferredValue(true, !later);
}
