/**
 * The validation's API calls: validateQuote as multipart (the documents as
 * the browser read them, the reference, the terms), the quote and its order
 * for the confirmation and success pages, and the purchase order's download,
 * through the query cache (a validation is a change of the quote and the orders).
 */
import { api } from '../../api/client.ts';
import { sendChange } from '../../api/changes.ts';
import { $api, dataOf, once, queryClient, settle } from '../../api/queries.ts';
import type { ApiError, Schemas } from '../../api/types.ts';
import { saveBlob } from '../../lib/download.ts';

export type QuoteOrder = Schemas['QuoteOrder'];
export type Order = Schemas['Order'];

export interface ValidationInput {
  acceptTerms: boolean;
  orderReference: string;
  documents: File[];
}

export type ValidationResult = { ok: true; data: QuoteOrder } | { ok: false; error: ApiError['error'] | null };

export async function validateQuote(quoteId: number, input: ValidationInput): Promise<ValidationResult> {
  const reference = input.orderReference.trim();
  const send = () =>
    dataOf(
      api.POST('/quote/{id}/validation', {
        params: { path: { id: quoteId } },
        body: { accept_terms: input.acceptTerms ? 'true' : 'false', ...(reference ? { order_reference: reference } : {}) },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('accept_terms', body.accept_terms);
          if (body.order_reference) form.append('order_reference', body.order_reference);
          for (const file of input.documents) form.append('documents', file, file.name);
          return form;
        },
      }),
    );
  const answer = await settle(sendChange(queryClient, 'validation', send));
  return answer.ok ? { ok: true, data: answer.data.data } : { ok: false, error: (answer.error as ApiError | undefined)?.error ?? null };
}

/** Saves the purchase order of a validated quote; false when there is none. */
export async function downloadPurchaseOrder(quoteId: number, fileName: string): Promise<boolean> {
  const file = $api.queryOptions('get', '/quote/{id}/purchase-order', { params: { path: { id: quoteId } }, parseAs: 'blob' });
  const answer = await settle(queryClient.fetchQuery({ ...file, ...once }));
  if (!answer.ok) return false;
  saveBlob(answer.data as Blob, fileName);
  return true;
}
