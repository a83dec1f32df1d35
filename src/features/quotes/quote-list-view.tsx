/**
 * "My quotes" as it looks: title and New quote, the filters, then the table
 * (quote-columns.tsx), or the empty state (no quote yet), or the error with a
 * retry, in the lists' shared screen (components/list-screen.tsx). It takes
 * data and callbacks only, so that stories can show every state.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schemas } from '../../api/types.ts';
import { ListScreen, type ListViewProps } from '../../components/list-screen.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { useDevice } from '../../lib/use-device.ts';
import { sortOf, useQuoteColumns } from './quote-columns.tsx';
import { QuoteFilters } from './quote-filters.tsx';
import { hasFilters, type QuoteListQuery } from './quote-list-query.ts';
import { QuoteRowActions, type QuoteAction, type QuoteRow } from './quote-row-actions.tsx';

export interface QuoteListViewProps extends ListViewProps<QuoteRow, QuoteListQuery> {
  families: Schemas['Family'][];
  canEdit: boolean;
  canCreate: boolean;
  hrefOf(row: QuoteRow): string;
  /** The page of a quote's pool project. */
  projectHrefOf?(projectId: number): string;
  onAction(action: QuoteAction, row: QuoteRow): void;
  onNew(): void;
}

export function QuoteListView(props: QuoteListViewProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const { query, canCreate, onQueryChange } = props;
  const columns = useQuoteColumns({
    locale: props.locale,
    sort: query.sort,
    hrefOf: props.hrefOf,
    projectHrefOf: props.projectHrefOf,
    renderActions: (row) => <QuoteRowActions row={row} canEdit={props.canEdit} canCreate={canCreate} onAction={props.onAction} />,
    compact: isPhone,
  });
  return (
    <ListScreen
      title={<Trans>My quotes</Trans>}
      view={props}
      filtered={hasFilters(query)}
      create={canCreate ? { label: <Trans>New quote</Trans>, testId: 'new-quote', onCreate: props.onNew } : null}
      empty={{ title: <Trans>No quotes yet</Trans>, hint: <Trans>Start your first quote: choose a product family and configure it step by step.</Trans> }}
      errorTitle={<Trans>The quotes could not be loaded</Trans>}
      filters={<QuoteFilters query={query} families={props.families} onChange={onQueryChange} />}
    >
      <ListTable<QuoteRow, QuoteListQuery>
        view={props}
        columns={columns}
        noMatch={<Trans>No quote matches these filters.</Trans>}
        range={(first, last, all, count) => t({ message: plural(count, { one: `${all} quote`, other: `${first}–${last} of ${all} quotes` }) })}
        sortOf={sortOf}
        onOpen={(row) => props.onAction('open', row)}
      />
    </ListScreen>
  );
}
