/**
 * Step 10's API calls: the customisation (read, save, reset), the logo
 * (upload as multipart, read back as a blob for the preview) and the quote
 * PDF, through the query cache (reads asked afresh, changes of the quote
 * making what shows it stale). Each answers the server's message on failure,
 * in the user's language; a call without answer throws.
 */
import type { Locale } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { sendChange } from '../../api/changes.ts';
import { $api, dataOf, once, queryClient, settle, type Settled } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { saveBlob } from '../../lib/download.ts';

export type Customisation = Schemas['Customisation'];
export type CustomisationInput = Schemas['CustomisationInput'];
export type Calculation = Schemas['Calculation'];

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | null; error: unknown };

const path = (quoteId: number) => ({ params: { path: { id: quoteId } } });

const outcomeOf = <T, V>(answer: Settled<T>, value: (data: T) => V): Outcome<V> =>
  answer.ok ? { ok: true, value: value(answer.data) } : { ok: false, message: errorMessageOf(answer.error), error: answer.error };

/** A change of the customisation (a change of the quote: its PDF, its price). */
const change = <T>(send: () => Promise<T>) => settle(sendChange(queryClient, 'quote', send));

/** The quote's customisation, read through the cache (a change of the quote reloads it). */
export const customisationQuery = (quoteId: number) => $api.queryOptions('get', '/quote/{id}/customisation', path(quoteId));

export async function saveCustomisation(quoteId: number, body: CustomisationInput): Promise<Outcome<Customisation>> {
  return outcomeOf(await change(() => dataOf(api.POST('/quote/{id}/customisation', { ...path(quoteId), body }))), (data) => data.data);
}

export async function resetCustomisation(quoteId: number): Promise<Outcome<null>> {
  return outcomeOf(await change(() => dataOf(api.DELETE('/quote/{id}/customisation', path(quoteId)))), () => null);
}

export async function uploadLogo(quoteId: number, file: File): Promise<Outcome<Customisation>> {
  const form = new FormData();
  form.append('logo', file, file.name);
  const send = () =>
    dataOf(
      api.POST('/quote/{id}/customisation/logo', {
        ...path(quoteId),
        // the contract types the part as a string; the browser sends the file itself
        body: { logo: '' },
        bodySerializer: () => form,
      }),
    );
  return outcomeOf(await change(send), (data) => data.data);
}

/**
 * The logo's bytes, for an <img> through an object URL (the bearer token is a
 * header, so not a plain link): keyed by the logo's URL too, so that a new logo
 * is a new read.
 */
export const logoQuery = (quoteId: number, logoUrl: string) => {
  const init = { ...path(quoteId), parseAs: 'blob' as const };
  return {
    queryKey: ['get', '/quote/{id}/customisation/logo', init, logoUrl] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOf(api.GET('/quote/{id}/customisation/logo', { ...init, signal })) as Promise<Blob>,
  };
};

export async function downloadQuotePdf(quote: { id: number; reference: string }, options: { locale: Locale; simplified: boolean }): Promise<string | null> {
  const pdf = $api.queryOptions('get', '/quote/{id}/pdf', {
    params: { path: { id: quote.id }, query: { locale: options.locale, simplified: options.simplified } },
    parseAs: 'blob',
  });
  const answer = await settle(queryClient.fetchQuery({ ...pdf, ...once }));
  if (!answer.ok) return errorMessageOf(answer.error) ?? '';
  saveBlob(answer.data as Blob, `${quote.reference}${options.simplified ? '-simplified' : ''}-${options.locale}.pdf`);
  return null;
}
