/**
 * The screen of a server-paginated list (my quotes, my pool projects, my
 * orders): its title and create button, then either what the list is for
 * when there is nothing in it yet (no row and no filter), or its filters
 * and then its table (components/list-table.tsx) or the error with a retry.
 * Each list gives only its own texts, filters and columns.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../engine/index.ts';
import type { ApiListState } from '../lib/use-api-list.ts';
import { ListError } from './list-error.tsx';

/** What every list view takes: the list as useApiList gives it, its query (from the URL), and their callbacks. */
export interface ListViewProps<Row, Q> extends ApiListState<Row> {
  query: Q;
  locale: Locale;
  onQueryChange(change: Partial<Q>): void;
  onRetry(): void;
}

export interface ListScreenProps {
  /** The list's own class, beside the shared `quote-list`. */
  className?: string;
  title: ReactNode;
  /** The list view's own props: the list's state and its retry. */
  view: Pick<ListViewProps<unknown, unknown>, 'status' | 'total' | 'refreshing' | 'error' | 'onRetry'>;
  /** A filter narrows the list: no row then means no match (the table says so), not an empty list. */
  filtered: boolean;
  /** The create button, in the header and under the empty state; none without the right. */
  create?: { label: ReactNode; testId: string; onCreate(): void } | null;
  /** Under the header, above the rest (the order list's tabs). */
  tabs?: ReactNode;
  /** Nothing to list yet: what the list is for, in place of the filters and the table. */
  empty: { title: ReactNode; hint: ReactNode };
  /** What could not be loaded, above the server's message and the retry. */
  errorTitle: ReactNode;
  filters: ReactNode;
  /** In place of the list under the tabs (the order list's failed messages). */
  instead?: ReactNode;
  /** The table. */
  children: ReactNode;
}

export function ListScreen({ className, title, view, filtered, create, tabs, empty, errorTitle, filters, instead, children }: ListScreenProps) {
  const isEmpty = view.status === 'ready' && view.total === 0 && !filtered && instead === undefined;
  const createButton = create && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onCreate} data-testid={create.testId}>
      {create.label}
    </Button>
  );
  let body: ReactNode;
  if (instead !== undefined) body = instead;
  else if (isEmpty)
    body = (
      <Empty
        className="quote-list-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3}>{empty.title}</Typography.Title>
            <Typography.Text type="secondary">{empty.hint}</Typography.Text>
          </>
        }
      >
        {createButton}
      </Empty>
    );
  else
    body = (
      <>
        {filters}
        {view.status === 'error' ? <ListError title={errorTitle} error={view.error} onRetry={view.onRetry} /> : children}
      </>
    );
  return (
    <section className={className ? `quote-list ${className}` : 'quote-list'} aria-busy={view.status === 'loading' || view.refreshing}>
      <div className="quote-list-header">
        <Typography.Title level={2}>{title}</Typography.Title>
        {!isEmpty && createButton}
      </div>
      {tabs}
      {body}
    </section>
  );
}
