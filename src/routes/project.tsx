/**
 * A pool project's page (/project/{id}): the pool, the end customer and the
 * site, the project's quotes with their states and totals (a new quote
 * started from the pool, an existing one attached, one detached), the
 * proposal for the owner (its choices and PDF), the validation of the quotes
 * the owner accepted, and the photos of the pool.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { connectionLostText, errorText } from '../api/errors.ts';
import type { Account } from '../api/types.ts';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { ProjectPhotos } from '../features/projects/project-photos.tsx';
import { ProjectQuotes, type ProjectQuote, type QuoteTotal } from '../features/projects/project-quotes.tsx';
import { downloadProposalPdf, loadPhoto, projectQuery, projectQuotesQuery, proposalQuery, removePhoto, saveProposal, uploadPhoto, validateQuotes } from '../features/projects/project-requests.ts';
import { ProjectView } from '../features/projects/project-view.tsx';
import { ProposalPanel } from '../features/projects/proposal-panel.tsx';
import { ValidateQuotesPanel, type ValidationResult } from '../features/projects/validate-quotes-panel.tsx';
import { useProjectQuoteActions } from '../features/projects/use-project-quote-actions.tsx';
import { NewQuoteDialog } from '../features/quotes/new-quote-dialog.tsx';
import { useFamilies } from '../features/quotes/use-families.ts';
import { useNewQuote } from '../features/quotes/use-new-quote.ts';
import { localePath } from '../i18n/locale-path.ts';
import { positiveInt } from '../lib/list-query.ts';
import { calculationQuery } from '../lib/use-quote-calculation.ts';
import '../features/quotes/quotes.css';
import '../features/projects/projects.css';

/** Each quote's total ex VAT, read from the server's calculation of it. */
function useQuoteTotals(quotes: ProjectQuote[]): (quote: ProjectQuote) => QuoteTotal {
  const { t } = useLingui();
  const results = useQueries({ queries: quotes.map((quote) => calculationQuery(quote.id)) });
  const byId = new Map(quotes.map((quote, index) => [quote.id, results[index]]));
  return (quote) => {
    const result = byId.get(quote.id);
    if (!result || result.isPending) return { status: 'loading' };
    if (result.isError) return { status: 'error', message: errorText(result.error, t`The price could not be calculated.`) };
    return { status: 'ready', cents: result.data.data.total_ex_vat_cents, currency: result.data.data.currency };
  };
}

function ProjectScreen({ account, id }: { account: Account; id: number }) {
  const { t } = useLingui();
  const { can } = useAuth();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const project = useQuery(projectQuery(id));
  const quotes = useQuery(projectQuotesQuery(id));
  const rows = quotes.data?.data ?? [];
  const totalOf = useQuoteTotals(rows);
  const families = useFamilies();
  const openQuote = (quoteId: number) => void navigate(localePath(prefix, `/quote/${quoteId}`));
  const newQuote = useNewQuote({ account, open: openQuote, projectId: id });
  const quoteActions = useProjectQuoteActions(id);
  const proposal = useQuery(proposalQuery(id));
  const [results, setResults] = useState<ValidationResult[] | null>(null);

  if (project.isError) {
    return <Alert type="error" showIcon role="alert" title={<Trans>The project could not be loaded</Trans>} description={errorText(project.error, t`Something went wrong. Please try again.`)} />;
  }
  if (!project.data) return <Skeleton active />;
  const data = project.data.data;
  const canEdit = can('QUOTE_EDIT');

  return (
    <>
      <ProjectView project={data} locale={locale} canEdit={canEdit} listHref={localePath(prefix, '/project')} onEdit={() => void navigate(localePath(prefix, `/project/${id}/edit`))}>
        <ProjectQuotes
          status={quotes.isError ? 'error' : quotes.data ? 'ready' : 'loading'}
          quotes={rows}
          error={quotes.isError ? errorText(quotes.error, t`Something went wrong. Please try again.`) : null}
          totalOf={totalOf}
          locale={locale}
          canCreate={can('QUOTE_CREATE')}
          canEdit={canEdit}
          hrefOf={(quote) => localePath(prefix, `/quote/${quote.id}`)}
          onNewQuote={newQuote.show}
          onAttach={quoteActions.showAttach}
          onDetach={quoteActions.detach}
        />
        {proposal.data && quotes.data && (
          <ProposalPanel
            proposal={proposal.data.data}
            quotes={rows}
            totalOf={totalOf}
            locale={locale}
            canEdit={canEdit}
            onSave={async (input) => {
              const result = await saveProposal(id, input).catch(() => null);
              if (!result) return connectionLostText();
              return result.ok ? null : (result.message ?? t`The proposal could not be saved.`);
            }}
            onDownload={(language) => downloadProposalPdf(data, language).catch(() => connectionLostText())}
          />
        )}
        {can('QUOTE_VALIDATE') && quotes.data && (results !== null || rows.some((quote) => quote.state === 'draft')) && (
          <ValidateQuotesPanel
            quotes={rows}
            results={results}
            orderHrefOf={(orderId) => localePath(prefix, `/order/${orderId}`)}
            onValidate={async (input) => {
              const result = await validateQuotes(id, input).catch(() => null);
              if (!result) return connectionLostText();
              if (!result.ok) return result.message ?? t`The quotes could not be validated.`;
              setResults(result.value);
              return null;
            }}
          />
        )}
        <ProjectPhotos
          photos={data.photos}
          locale={locale}
          canEdit={canEdit}
          loadPhoto={(photo) => loadPhoto(id, photo.id)}
          onUpload={async (file) => {
            const result = await uploadPhoto(id, file);
            return result.ok ? null : (result.message ?? t`The photo could not be added.`);
          }}
          onRemove={async (photo) => {
            const result = await removePhoto(id, photo.id);
            return result.ok ? null : (result.message ?? t`The photo could not be removed.`);
          }}
        />
      </ProjectView>
      <NewQuoteDialog
        open={newQuote.open}
        families={families.families}
        familiesError={families.error}
        group={newQuote.group}
        installerStep={newQuote.installerStep}
        onCreate={newQuote.create}
        onChooseInstaller={newQuote.chooseInstaller}
        onClose={newQuote.close}
      />
      {quoteActions.attachDialog}
    </>
  );
}

export default function ProjectPage() {
  const { account } = useAuth();
  const id = positiveInt(useParams().id ?? null, 2_147_483_647);
  if (!account) return null;
  if (id === null) return <Alert type="error" showIcon role="alert" title={<Trans>This project does not exist.</Trans>} />;
  return <ProjectScreen account={account} id={id} />;
}
