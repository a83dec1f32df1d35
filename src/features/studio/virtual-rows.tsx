/**
 * The rows of a long table (grid-table.tsx) rendered only around what the window shows
 * (issue 27, item 7: "grids virtualised"), the table staying a real <table>:
 * the rows above and below are stood in for by one empty row each, of their
 * height (hidden from screen readers), and the table says how many rows it
 * has (aria-rowcount) and each row which it is (aria-rowindex), so that a
 * screen reader still announces "row 212 of 496". The page scrolls as before
 * (the window's scroll, through @tanstack/react-virtual); a row's height is
 * measured once it is rendered, with the row under it when it has one (a
 * price line's bands). Tabbing through the cells moves on
 * into the rows rendered past the window's edge, which scrolls them into
 * view and renders the next ones. Short tables (up to `from` rows) are
 * rendered whole, as before.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';

/** The heights (px) of the stand-in rows above and below the rows rendered. */
export interface Spacers {
  top: number;
  bottom: number;
}

export interface VirtualRowsOptions {
  count: number;
  /** A row's height before it is measured (px). */
  estimate: number;
  /** Rendered whole up to this many rows. */
  from: number;
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
  /** The attributes of row `index`: its place, and where the measure finds it. */
  rowProps(index: number): HTMLAttributes<HTMLTableRowElement> & { 'data-row-index': number; 'aria-rowindex'?: number };
  /** The stand-in rows' heights, for the table's body. */
  spacers: Spacers;
  /** The table's rows in all, header included, when some are not rendered (its aria-rowcount). */
  rowCount: number | undefined;
  /** The rows' height in all (px) as far as known, when some are not rendered; 0 when all are. */
  total: number;
  /** To give as the ref of an element around the table (its size changes when its tab is shown). */
  around(element: HTMLElement | null): void;
  /** Scrolls the window to row `index` (rendering it first when it is not). */
  scrollToIndex(index: number): void;
}

const OVERSCAN = 3;

export function useVirtualRows({ count, estimate, from, rowIndex, rowCount }: VirtualRowsOptions): VirtualRows {
  const [element, around] = useState<HTMLElement | null>(null);
  const on = count > from;
  // where the list starts in the page: measured when the table or a row changes size (a hidden tab's table has none)
  const [margin, setMargin] = useState(0);
  // useFlushSync false: a row measured (or the window scrolled) renders the rows again in React's next task, not at once
  // inside the ResizeObserver's callback, where each row measured rendered the table again before the tab's first
  // paint (60 ms of the price-lines tab's show) and made the next row's box a forced layout
  // enabled only past `from`: a virtualiser attached to the window scrolls it to where it is (window.scrollTo, a forced
  // layout of the page) and listens to it; a short table (the eco lines, a line's 4 bands) needs neither
  const virtualizer = useWindowVirtualizer({ count: on ? count : 0, enabled: on, estimateSize: () => estimate, overscan: OVERSCAN, scrollMargin: margin, useFlushSync: false });
  const latest = useRef({ virtualizer, element, on, margin });
  useLayoutEffect(() => {
    latest.current = { virtualizer, element, on, margin };
  });

  /**
   * Measured in a ResizeObserver's callback, which runs once the browser has laid the page out: reading the rows'
   * boxes there forces no layout of its own (a layout effect reading them after each render did, 145 ms over a
   * tab's show). Every box is read before the virtualiser hears of any.
   */
  const observerRef = useRef<ResizeObserver | null>(null);
  const watched = useRef(new Set<Element>());
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { virtualizer: current, element: around, on: active, margin: known } = latest.current;
      const body = around?.querySelector<HTMLElement>('.grid-table-body');
      if (!active || !body || body.offsetParent === null) return;
      const top = body.getBoundingClientRect().top + window.scrollY;
      if (Math.abs(top - known) >= 1) setMargin(top);
      const heights = [...body.querySelectorAll<HTMLElement>(':scope > tr[data-row-index]')].map((row) => {
        const next = row.nextElementSibling;
        const under = next?.classList.contains('grid-table-under') ? next.getBoundingClientRect().height : 0;
        return [Number(row.dataset.rowIndex), row.getBoundingClientRect().height + under] as const;
      });
      for (const [index, height] of heights) current.resizeItem(index, height);
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
      // its own rows only: not those of a table inside one of them (a price line's bands, virtualised too)
      for (const row of element.querySelector('.grid-table-body')?.querySelectorAll(':scope > tr[data-row-index]') ?? []) {
        now.add(row);
        if (row.nextElementSibling?.classList.contains('grid-table-under')) now.add(row.nextElementSibling);
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
  const spacers = useMemo<Spacers>(() => ({ top, bottom }), [top, bottom]);
  const indexes = on ? items.map((item) => item.index) : Array.from({ length: count }, (_, index) => index);
  return {
    indexes,
    rowProps: (index) => ({ 'data-row-index': index, ...(on ? { 'aria-rowindex': rowIndex ? rowIndex(index) : index + 2 } : {}) }),
    spacers,
    rowCount: allRows,
    total: on ? total : 0,
    around,
    scrollToIndex: (index) => {
      if (on) virtualizer.scrollToIndex(index, { align: 'start' });
    },
  };
}
