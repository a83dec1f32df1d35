/**
 * Step 10's API calls: the customisation (read, save, reset), the logo
 * (upload as multipart, read back as a blob for the preview) and the quote
 * PDF. Each answers the server's message on failure, in the user's language.
 */
import type { Locale } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { saveBlob } from '../../lib/download.ts';

export type Customisation = Schemas['Customisation'];
export type CustomisationInput = Schemas['CustomisationInput'];
export type Calculation = Schemas['Calculation'];

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | null; error: unknown };

const path = (quoteId: number) => ({ params: { path: { id: quoteId } } });

export async function loadCustomisation(quoteId: number): Promise<Outcome<{ customisation: Customisation; calculation: Calculation | null; calculationError: string | null }>> {
  const [customisation, calculation] = await Promise.all([api.GET('/quote/{id}/customisation', path(quoteId)), api.GET('/quote/{id}/calculate', path(quoteId))]);
  if (!customisation.data) return { ok: false, message: errorMessageOf(customisation.error), error: customisation.error };
  return {
    ok: true,
    value: { customisation: customisation.data.data, calculation: calculation.data?.data ?? null, calculationError: calculation.data ? null : errorMessageOf(calculation.error) },
  };
}

export async function saveCustomisation(quoteId: number, body: CustomisationInput): Promise<Outcome<Customisation>> {
  const { data, error } = await api.POST('/quote/{id}/customisation', { ...path(quoteId), body });
  return data ? { ok: true, value: data.data } : { ok: false, message: errorMessageOf(error), error };
}

export async function resetCustomisation(quoteId: number): Promise<Outcome<null>> {
  const { response, error } = await api.DELETE('/quote/{id}/customisation', path(quoteId));
  return response.ok ? { ok: true, value: null } : { ok: false, message: errorMessageOf(error), error };
}

export async function uploadLogo(quoteId: number, file: File): Promise<Outcome<Customisation>> {
  const form = new FormData();
  form.append('logo', file, file.name);
  const { data, error } = await api.POST('/quote/{id}/customisation/logo', {
    ...path(quoteId),
    // the contract types the part as a string; the browser sends the file itself
    body: { logo: '' },
    bodySerializer: () => form,
  });
  return data ? { ok: true, value: data.data } : { ok: false, message: errorMessageOf(error), error };
}

/** The logo as an object URL for an <img> (the bearer token is a header, so not a plain link). */
export async function logoObjectUrl(quoteId: number): Promise<string | null> {
  const { data } = await api.GET('/quote/{id}/customisation/logo', { ...path(quoteId), parseAs: 'blob' });
  return data ? URL.createObjectURL(data as Blob) : null;
}

export async function downloadQuotePdf(quote: { id: number; reference: string }, options: { locale: Locale; simplified: boolean }): Promise<string | null> {
  const { data, error } = await api.GET('/quote/{id}/pdf', {
    params: { path: { id: quote.id }, query: { locale: options.locale, simplified: options.simplified } },
    parseAs: 'blob',
  });
  if (!data) return errorMessageOf(error) ?? '';
  saveBlob(data as Blob, `${quote.reference}${options.simplified ? '-simplified' : ''}-${options.locale}.pdf`);
  return null;
}
