/**
 * The rows of a long antd table rendered only around what the window shows
 * (issue 27, item 7: "grids virtualised"), the table staying a real <table>:
 * the rows above and below are stood in for by one empty row each, of their
 * height (hidden from screen readers), and the table says how many rows it
 * has (aria-rowcount) and each row which it is (aria-rowindex), so that a
 * screen reader still announces "row 212 of 496". The page scrolls as before
 * (the window's scroll, through @tanstack/react-virtual); a row's height is
 * measured once it is rendered, with the row under it that antd adds for an
 * expanded line (a price grid's bands). Tabbing through the cells moves on
 * into the rows rendered past the window's edge, which scrolls them into
 * view and renders the next ones. Short tables (up to `from` rows) are
 * rendered whole, as before.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

interface Spacers {
  top: number;
  bottom: number;
  rowCount: number | undefined;
  columns: number;
}

const SpacerContext = createContext<Spacers>({ top: 0, bottom: 0, rowCount: undefined, columns: 1 });

/** An empty row standing for rows not rendered; as many columns as the table (more would make the fixed layout share its width with columns that do not exist). */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden className="virtual-rows-spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** antd's table body with the stand-in rows around the rows rendered. */
function Body({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  const { top, bottom, columns } = useContext(SpacerContext);
  return (
    <tbody {...props}>
      <Spacer height={top} columns={columns} />
      {children}
      <Spacer height={bottom} columns={columns} />
    </tbody>
  );
}

/** antd's <table>, saying how many rows it has in all (header included) when some are not rendered. */
function Table(props: HTMLAttributes<HTMLTableElement>) {
  const { rowCount } = useContext(SpacerContext);
  return <table {...props} aria-rowcount={rowCount} />;
}

/** antd's header row: the first of the table's rows. */
function HeaderRow(props: HTMLAttributes<HTMLTableRowElement>) {
  const { rowCount } = useContext(SpacerContext);
  return <tr {...props} aria-rowindex={rowCount === undefined ? undefined : 1} />;
}

/** What antd's Table is given to render its rows this way (a stable object: new components would mount the table again). */
export const VIRTUAL_TABLE_COMPONENTS = { table: Table, header: { row: HeaderRow }, body: { wrapper: Body } } as const;

export interface VirtualRowsOptions {
  count: number;
  /** A row's height before it is measured (px). */
  estimate: number;
  /** Rendered whole up to this many rows. */
  from: number;
  /** The table's columns. */
  columns: number;
  /**
   * The table's place in the whole (header row 1): each row's aria-rowindex, and the count. By default row i is i + 2
   * and there are count + 1; a table whose rows have a row under them (a price line's bands) counts those too.
   */
  rowIndex?(index: number): number;
  rowCount?: number;
}

export interface VirtualRows {
  /** The indexes of the rows to render, in order. */
  indexes: number[];
  /** Props for antd's `onRow` of row `index`: its place, and where the measure finds it. */
  rowProps(index: number): HTMLAttributes<HTMLTableRowElement> & { 'data-row-index': number };
  /** Wraps the antd Table (given `components={VIRTUAL_TABLE_COMPONENTS}`) with what its body needs. */
  wrap(table: ReactNode): ReactNode;
  /** To give as the ref of an element around the table (its size changes when its tab is shown). */
  around(element: HTMLElement | null): void;
  /** Scrolls the window to row `index` (rendering it first when it is not). */
  scrollToIndex(index: number): void;
}

const OVERSCAN = 3;

export function useVirtualRows({ count, estimate, from, columns, rowIndex, rowCount }: VirtualRowsOptions): VirtualRows {
  const [element, around] = useState<HTMLElement | null>(null);
  const on = count > from;
  // where the list starts in the page: measured when the table or a row changes size (a hidden tab's table has none)
  const [margin, setMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({ count: on ? count : 0, estimateSize: () => estimate, overscan: OVERSCAN, scrollMargin: margin });
  const latest = useRef({ virtualizer, element, on, margin, rowIndex });
  useLayoutEffect(() => {
    latest.current = { virtualizer, element, on, margin, rowIndex };
  });

  /**
   * Measured in a ResizeObserver's callback, which runs once the browser has laid the page out: reading the rows'
   * boxes there forces no layout of its own (a layout effect reading them after each render did, 145 ms over a
   * tab's show).
   */
  const observerRef = useRef<ResizeObserver | null>(null);
  const watched = useRef(new Set<Element>());
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { virtualizer: current, element: around, on: active, margin: known, rowIndex: placeOf } = latest.current;
      const body = around?.querySelector<HTMLElement>('.ant-table-tbody');
      if (!active || !body || body.offsetParent === null) return;
      const top = body.getBoundingClientRect().top + window.scrollY;
      if (Math.abs(top - known) >= 1) setMargin(top);
      for (const row of body.querySelectorAll<HTMLElement>(':scope > tr[data-row-index]')) {
        const index = Number(row.dataset.rowIndex);
        let height = row.getBoundingClientRect().height;
        const next = row.nextElementSibling;
        if (next?.classList.contains('ant-table-expanded-row')) {
          height += next.getBoundingClientRect().height;
          next.setAttribute('aria-rowindex', String((placeOf ? placeOf(index) : index + 2) + 1));
        }
        current.resizeItem(index, height);
      }
    });
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
      watched.current = new Set();
    };
  }, []);
  // after each render: the table and the rows rendered are watched (a row's first observation measures it), the rows gone are not
  useLayoutEffect(() => {
    const observer = observerRef.current;
    if (!observer) return;
    const now = new Set<Element>();
    if (on && element) {
      now.add(element);
      for (const row of element.querySelectorAll('.ant-table-tbody > tr[data-row-index]')) {
        now.add(row);
        if (row.nextElementSibling?.classList.contains('ant-table-expanded-row')) now.add(row.nextElementSibling);
      }
    }
    for (const old of watched.current) if (!now.has(old)) observer.unobserve(old);
    for (const item of now) if (!watched.current.has(item)) observer.observe(item);
    watched.current = now;
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const total = virtualizer.getTotalSize();
  const top = on && first ? first.start - margin : 0;
  const bottom = on && last ? Math.max(0, total - (last.end - margin)) : 0;
  const allRows = on ? (rowCount ?? count + 1) : undefined;
  const spacers = useMemo<Spacers>(() => ({ top, bottom, rowCount: allRows, columns }), [top, bottom, allRows, columns]);
  const indexes = on ? items.map((item) => item.index) : Array.from({ length: count }, (_, index) => index);
  return {
    indexes,
    rowProps: (index) => ({ 'data-row-index': index, ...(on ? { 'aria-rowindex': rowIndex ? rowIndex(index) : index + 2 } : {}) }),
    wrap: (table) => <SpacerContext.Provider value={spacers}>{table}</SpacerContext.Provider>,
    around,
    scrollToIndex: (index) => {
      if (on) virtualizer.scrollToIndex(index, { align: 'start' });
    },
  };
}
