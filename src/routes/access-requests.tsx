/**
 * Requests for access (/access-requests): the login page's requests, for the
 * manufacturer's staff who manage users (the route table's guard), each
 * accepted (its company and first user created) or declined.
 */
import { useState } from 'react';
import { useLocale } from '../app/locale-scope.tsx';
import { AcceptRequestDialog } from '../features/access-requests/accept-request-dialog.tsx';
import { AccessRequestList } from '../features/access-requests/access-request-list.tsx';
import { DeclineRequestDialog } from '../features/access-requests/decline-request-dialog.tsx';
import { useAccessRequests, type LoginAccessRequest } from '../features/access-requests/use-access-requests.ts';
import { useCountries } from '../lib/use-countries.ts';

export default function AccessRequestsPage() {
  const locale = useLocale();
  const countries = useCountries(locale);
  const countryName = (code: string) => countries.find((country) => country.value === code)?.label ?? code;
  const { list, accept, decline } = useAccessRequests();
  const [accepting, setAccepting] = useState<LoginAccessRequest | null>(null);
  const [declining, setDeclining] = useState<LoginAccessRequest | null>(null);

  return (
    <>
      <AccessRequestList
        requests={list.rows}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        locale={locale}
        countryName={countryName}
        onAccept={setAccepting}
        onDecline={setDeclining}
        onRetry={list.reload}
      />
      <AcceptRequestDialog request={accepting} locale={locale} countryName={countryName} onConfirm={accept} onClose={() => setAccepting(null)} />
      <DeclineRequestDialog request={declining} locale={locale} onConfirm={decline} onClose={() => setDeclining(null)} />
    </>
  );
}
