/**
 * External clients (/user/external-clients, EXTERNAL_CLIENTS_MANAGEMENT):
 * the requests for access to the main account, with their confirmation,
 * and the external clients of the reference client: list, create, update,
 * delete.
 */
import { useState } from 'react';
import type { Account, Schemas } from '../api/types.ts';
import { useLocale } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import type { Decision } from '../features/external-clients/access-requests.tsx';
import { AnswerRequestDialog } from '../features/external-clients/access-requests.tsx';
import { DeleteExternalClientDialog } from '../features/external-clients/delete-external-client-dialog.tsx';
import { ExternalClientDialog } from '../features/external-clients/external-client-dialog.tsx';
import { ExternalClientsView } from '../features/external-clients/external-clients-view.tsx';
import { useCountries } from '../lib/use-countries.ts';
import { EXTERNAL_CLIENTS_PER_PAGE, useExternalClients } from '../features/external-clients/use-external-clients.ts';
import '../features/quotes/quotes.css';
import '../features/users/users.css';

type Client = Schemas['ExternalClient'];
type Request = Schemas['ExternalClientRequest'];

function ExternalClientsScreen({ account }: { account: Account }) {
  const locale = useLocale();
  const countries = useCountries(locale);
  const { clients, requests, query, setQuery, save, remove, answer } = useExternalClients();
  const [editing, setEditing] = useState<{ client: Client | null } | null>(null);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  const [answering, setAnswering] = useState<{ request: Request; decision: Decision } | null>(null);

  return (
    <>
      <ExternalClientsView
        onSearch={(q) => setQuery({ q: q.trim(), page: 1 })}
        onNew={() => setEditing({ client: null })}
        table={{
          rows: clients.rows,
          total: clients.total,
          page: query.page,
          perPage: EXTERNAL_CLIENTS_PER_PAGE,
          loading: clients.status === 'loading' || clients.refreshing,
          error: clients.error,
          countries,
          onPage: (page) => setQuery((current) => ({ ...current, page })),
          onEdit: (client) => setEditing({ client }),
          onDelete: setToDelete,
        }}
        requests={{
          requests: requests.rows,
          loading: requests.status === 'loading',
          error: requests.status === 'error' ? requests.error : null,
          locale,
          onAnswer: (request, decision) => setAnswering({ request, decision }),
        }}
      />
      <ExternalClientDialog
        open={editing !== null}
        client={editing?.client ?? null}
        countries={countries}
        defaultCountry={account.client?.country_code ?? account.company.country_code}
        onSubmit={(values) => save(editing?.client ?? null, values)}
        onClose={() => setEditing(null)}
      />
      <DeleteExternalClientDialog client={toDelete} onConfirm={() => remove(toDelete!)} onClose={() => setToDelete(null)} />
      <AnswerRequestDialog
        answer={answering}
        onConfirm={(password) => answer(answering!.request, answering!.decision, password)}
        onClose={() => setAnswering(null)}
      />
    </>
  );
}

export default function ExternalClientsPage() {
  const { account } = useAuth();
  return account ? <ExternalClientsScreen account={account} /> : null;
}
