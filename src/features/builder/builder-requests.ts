/** The builder's own API calls besides saving and checking: rename, the server's total, the inconsistency report. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { QuoteMoney } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { sendChange } from '../../api/changes.ts';
import { $api, dataOf, once, queryClient, settle } from '../../api/queries.ts';
import { errorMessageOf } from '../../api/types.ts';
import type { Quote } from './builder-data.ts';
import type { BuilderSession } from './builder-actors.ts';
import { saveBlob } from '../../lib/download.ts';
import { calculationQuery, useQuoteCalculation } from '../../lib/use-quote-calculation.ts';

/** Renames the quote; throws an Error with the server's message when refused. */
export async function renameQuote(quoteId: number, name: string, version: number): Promise<Quote> {
  const answer = await settle(sendChange(queryClient, 'quote', () => dataOf(api.PUT('/quote/{id}', { params: { path: { id: quoteId } }, body: { name, version } }))));
  if (!answer.ok) throw new Error(errorMessageOf(answer.error) ?? '');
  return answer.data.data;
}

/**
 * Records the step the user stands on, so that the quote reopens there. The
 * position is no change of the quote (no new version), so it never conflicts
 * with a save; a failure only costs the resume point. A save records the step
 * shown when it is sent (its `last_step_id`): while one waits (`active` false)
 * nothing is sent, and a step a save recorded is not sent again.
 */
export function useStepPosition(session: BuilderSession, stepId: number, active: boolean): void {
  const recorded = useRef<number | null>(null);
  useEffect(
    () =>
      session.onSaved((saved) => {
        recorded.current = saved.last_step_id;
      }),
    [session],
  );
  useEffect(() => {
    if (!active || recorded.current === stepId) return;
    recorded.current = stepId;
    const quoteId = session.quoteId;
    void sendChange(queryClient, 'position', () => dataOf(api.PUT('/quote/{id}', { params: { path: { id: quoteId } }, body: { last_step_id: stepId } }))).catch(() => {
      if (recorded.current === stepId) recorded.current = null;
    });
  }, [session, stepId, active]);
}

/** The server's public total ex VAT of the saved answers, in the quote's currency at its rate. */
export interface ConfirmedTotal extends QuoteMoney {
  totalCents: number;
}

/** The server's public total of the saved answers, asked only once they are complete (null before). */
export function useConfirmedTotal(quoteId: number, complete: boolean) {
  const client = useQueryClient();
  const data = useQuoteCalculation(quoteId, complete).data?.data;
  const total: ConfirmedTotal | null = data ? { totalCents: data.total_ex_vat_cents, currency: data.currency, exchange_rate: data.exchange_rate } : null;
  // stale from now on: asked again at once if complete, else as soon as it is
  const refreshTotal = useCallback(() => void client.invalidateQueries({ queryKey: calculationQuery(quoteId).queryKey }), [client, quoteId]);
  return { total, refreshTotal };
}

/** Downloads the quote's inconsistency report. */
export async function downloadReport(quote: Pick<Quote, 'id' | 'reference'>): Promise<void> {
  const report = $api.queryOptions('get', '/quote/{id}/inconsistency/report', { params: { path: { id: quote.id } }, parseAs: 'blob' });
  const answer = await settle(queryClient.fetchQuery({ ...report, ...once }));
  if (answer.ok) saveBlob(answer.data as Blob, `${quote.reference}-inconsistencies.pdf`);
}
