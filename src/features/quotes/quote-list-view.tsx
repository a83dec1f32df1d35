/**
 * "My quotes" as it looks: title and New quote, the filters, then the table,
 * or the empty state (no quote yet), or the error with a retry. It takes data
 * and callbacks only, so that stories can show every state.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button, Empty, Typography } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { ListError } from '../../components/list-error.tsx';
import { QuoteFilters } from './quote-filters.tsx';
import { hasFilters, type QuoteListQuery } from './quote-list-query.ts';
import { QuoteRowActions, type QuoteAction, type QuoteRow } from './quote-row-actions.tsx';
import { QuoteTable } from './quote-table.tsx';

export type QuoteListStatus = 'loading' | 'ready' | 'error';

export interface QuoteListViewProps {
  status: QuoteListStatus;
  /** The rows of the current page (kept while the next page loads). */
  rows: QuoteRow[];
  total: number;
  /** A new page or filter is on its way. */
  refreshing: boolean;
  /** The server's message when status is 'error'. */
  error: string | null;
  query: QuoteListQuery;
  families: Schemas['Family'][];
  locale: Locale;
  canEdit: boolean;
  canCreate: boolean;
  hrefOf(row: QuoteRow): string;
  /** The page of a quote's pool project. */
  projectHrefOf?(projectId: number): string;
  onQueryChange(change: Partial<QuoteListQuery>): void;
  onAction(action: QuoteAction, row: QuoteRow): void;
  onNew(): void;
  onRetry(): void;
}

function NewQuoteButton({ onNew }: { onNew(): void }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew} data-testid="new-quote">
      <Trans>New quote</Trans>
    </Button>
  );
}

export function QuoteListView(props: QuoteListViewProps) {
  const { status, rows, total, query, canCreate, onNew, onQueryChange } = props;
  const filtered = hasFilters(query);
  const empty = status === 'ready' && total === 0 && !filtered;

  return (
    <section className="quote-list" aria-busy={status === 'loading' || props.refreshing}>
      <div className="quote-list-header">
        <Typography.Title level={2}>
          <Trans>My quotes</Trans>
        </Typography.Title>
        {canCreate && !empty && <NewQuoteButton onNew={onNew} />}
      </div>

      {empty ? (
        <Empty
          className="quote-list-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Title level={3}>
                <Trans>No quotes yet</Trans>
              </Typography.Title>
              <Typography.Text type="secondary">
                <Trans>Start your first quote: choose a product family and configure it step by step.</Trans>
              </Typography.Text>
            </>
          }
        >
          {canCreate && <NewQuoteButton onNew={onNew} />}
        </Empty>
      ) : (
        <>
          <QuoteFilters query={query} families={props.families} onChange={onQueryChange} />
          {status === 'error' ? (
            <ListError title={<Trans>The quotes could not be loaded</Trans>} error={props.error} onRetry={props.onRetry} />
          ) : (
            <QuoteTable
              rows={rows}
              total={total}
              query={query}
              locale={props.locale}
              loading={status === 'loading' || props.refreshing}
              emptyText={
                status === 'loading' ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>No quote matches these filters.</Trans>} />
              }
              hrefOf={props.hrefOf}
              projectHrefOf={props.projectHrefOf}
              renderActions={(row) => <QuoteRowActions row={row} canEdit={props.canEdit} canCreate={canCreate} onAction={props.onAction} />}
              onOpen={(row) => props.onAction('open', row)}
              onQueryChange={onQueryChange}
            />
          )}
        </>
      )}
    </section>
  );
}
