/**
 * The new-quote dialog against the API: the billing choice where the
 * reference client has a trading group, POST /quote (started from a pool
 * project when given one) with its errors mapped to
 * the fields (missing_family...), then, for a trading group, the member
 * installer through getQuoteClient / updateQuoteClient; finally the builder.
 */
import { useLingui } from '@lingui/react/macro';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DIALOG_CLOSE_MS } from '../../../engine/index.ts';
import { connectionLostText } from '../../api/errors.ts';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import { errorMessageOf, type Account, type Schemas } from '../../api/types.ts';
import { failureOf } from './create-failure.ts';
import type { InstallerFormProps } from './installer-form.tsx';
import type { NewQuoteValues, SubmitFailure } from './new-quote-form.tsx';

interface Options {
  account: Account;
  /** Opens the new quote in the builder. */
  open(id: number): void;
  /** A quote started from this pool project: the project's number, its pool's answers filled. */
  projectId?: number;
}

interface InstallerStep extends Omit<InstallerFormProps, 'onChoose'> {
  quoteId: number;
  billing: Schemas['BillingMode'];
}

/** The trading group a quote of the reference client may be billed through, or null. */
function useBillingGroup(client: Account['client']): { name: string } | null {
  const options = $api.queryOptions('get', '/account/installer');
  // unknown (loading, failed): no choice offered, the server bills by default and the builder's reference step can change it
  const { data } = useQuery({ ...options, queryFn: client?.kind === 'installer' ? options.queryFn : skipToken });
  if (client?.kind === 'group') return { name: client.name };
  if (client?.kind !== 'installer') return null;
  return data?.data.group ? { name: data.data.group.name } : null;
}

export function useNewQuote({ account, open: openQuote, projectId }: Options) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [installerStep, setInstallerStep] = useState<InstallerStep | null>(null);
  const group = useBillingGroup(account.client);
  const queryClient = useQueryClient();
  // a new quote (even one whose installer is still to choose) shows in the list
  const onSuccess = () => changed(queryClient, 'quote');
  const { mutateAsync: createQuote } = $api.useMutation('post', '/quote', { onSuccess });
  const { mutateAsync: updateClient } = $api.useMutation('put', '/quote/{id}/client', { onSuccess });

  const finish = (id: number) => {
    setOpen(false);
    setInstallerStep(null);
    openQuote(id);
  };

  /** For a trading group: the installers to choose from, or null when there is nothing to choose. */
  const installersOf = async (quoteId: number) => {
    if (account.client?.kind !== 'group') return null;
    const data = await queryClient.fetchQuery($api.queryOptions('get', '/quote/{id}/client', { params: { path: { id: quoteId } } })).catch(() => undefined);
    return data && data.data.installers.length > 0 ? data.data.installers : null;
  };

  const create = async (values: NewQuoteValues): Promise<SubmitFailure | null> => {
    if (values.family_id === undefined) return { fields: [{ name: 'family_id', message: t`Please fill in the product family.` }] };
    const billing = group ? (values.billing ?? 'group') : undefined;
    const body = {
      family_id: values.family_id,
      ...(values.name ? { name: values.name } : {}),
      ...(billing ? { billing } : {}),
      ...(values.end_customer_reference ? { end_customer_reference: values.end_customer_reference } : {}),
      ...(projectId !== undefined ? { project_id: projectId } : {}),
    };
    const result = await settle(createQuote({ body })).catch(() => null);
    if (!result) return { message: connectionLostText() };
    if (!result.ok) return failureOf(result.error, t`The quote could not be created.`);
    const quote = result.data.data;
    const installers = await installersOf(quote.id);
    if (!installers) {
      finish(quote.id);
      return null;
    }
    setInstallerStep({ quoteId: quote.id, quoteName: quote.name, installers, billing: billing ?? quote.billing });
    return null;
  };

  const chooseInstaller = async (installerId: number | null): Promise<string | null> => {
    if (!installerStep) return null;
    const { quoteId, billing } = installerStep;
    if (installerId !== null) {
      const body = { installer_id: installerId, billing };
      const result = await settle(updateClient({ params: { path: { id: quoteId } }, body })).catch(() => null);
      if (!result) return connectionLostText();
      if (!result.ok) return errorMessageOf(result.error) ?? t`The installer could not be saved.`;
    }
    finish(quoteId);
    return null;
  };

  const close = () => {
    setOpen(false);
    // back to the form once the closing animation is over, so the content does not jump
    setTimeout(() => setInstallerStep(null), DIALOG_CLOSE_MS);
  };

  return { open, show: () => setOpen(true), close, group, installerStep, create, chooseInstaller };
}
