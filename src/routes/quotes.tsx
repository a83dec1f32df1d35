/**
 * My quotes (/quote): the list of the reference client's quotes, filtered,
 * sorted and paginated on the server with its state in the URL, the row
 * actions and the new-quote form. Switching the reference client reloads the
 * page (spec §4); the list also refetches whenever the account's client or
 * language changes, and after every change of a quote (the query cache).
 */
import { useNavigate } from 'react-router-dom';
import { $api } from '../api/queries.ts';
import type { Account } from '../api/types.ts';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { QuoteNameDialog } from '../components/quote-name-dialog.tsx';
import { DeleteQuoteDialog } from '../features/quotes/delete-quote-dialog.tsx';
import { NewQuoteDialog } from '../features/quotes/new-quote-dialog.tsx';
import { listQuotesParams, parseQuoteListQuery, quoteListSearch } from '../features/quotes/quote-list-query.ts';
import { QuoteListView } from '../features/quotes/quote-list-view.tsx';
import type { QuoteRow } from '../features/quotes/quote-row-actions.tsx';
import { useFamilies } from '../features/quotes/use-families.ts';
import { useNewQuote } from '../features/quotes/use-new-quote.ts';
import { useQuoteActions } from '../features/quotes/use-quote-actions.tsx';
import { localePath } from '../i18n/locale-path.ts';
import { useApiList } from '../lib/use-api-list.ts';
import { useListQuery, useStayWithinPages } from '../lib/use-list-query.ts';
import '../features/quotes/quotes.css';

function QuotesScreen({ account }: { account: Account }) {
  const { can } = useAuth();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [query, update] = useListQuery(parseQuoteListQuery, quoteListSearch);
  const list = useApiList($api.queryOptions('get', '/quote', { params: { query: listQuotesParams(query) } }));
  const familiesState = useFamilies();

  const hrefOf = (row: QuoteRow) => localePath(prefix, `/quote/${row.id}`);
  const open = (id: number) => void navigate(localePath(prefix, `/quote/${id}`));
  const actions = useQuoteActions({ open });
  const newQuote = useNewQuote({ account, open });

  useStayWithinPages(list, query, update);

  return (
    <>
      <QuoteListView
        {...list}
        onRetry={list.reload}
        query={query}
        families={familiesState.families ?? []}
        locale={locale}
        canEdit={can('QUOTE_EDIT')}
        canCreate={can('QUOTE_CREATE')}
        hrefOf={hrefOf}
        projectHrefOf={(projectId) => localePath(prefix, `/project/${projectId}`)}
        onQueryChange={update}
        onAction={actions.onAction}
        onNew={newQuote.show}
      />
      <QuoteNameDialog
        open={actions.renaming !== null}
        initialName={actions.renaming?.name ?? ''}
        onSubmit={actions.rename}
        onClose={actions.closeRename}
      />
      <DeleteQuoteDialog quote={actions.deleting} onConfirm={actions.remove} onClose={actions.closeDelete} />
      <NewQuoteDialog
        open={newQuote.open}
        families={familiesState.families}
        familiesError={familiesState.error}
        group={newQuote.group}
        installerStep={newQuote.installerStep}
        onCreate={newQuote.create}
        onChooseInstaller={newQuote.chooseInstaller}
        onClose={newQuote.close}
      />
    </>
  );
}

export default function QuotesPage() {
  const { account } = useAuth();
  return account ? <QuotesScreen account={account} /> : null;
}
