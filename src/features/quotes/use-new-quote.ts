/**
 * The new-quote dialog against the API: the billing choice where the
 * reference client has a trading group, POST /quote with its errors mapped to
 * the fields (missing_family...), then, for a trading group, the member
 * installer through getQuoteClient / updateQuoteClient; finally the builder.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DIALOG_CLOSE_MS } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Account, type Schemas } from '../../api/types.ts';
import { failureOf } from './create-failure.ts';
import type { InstallerFormProps } from './installer-form.tsx';
import type { NewQuoteValues, SubmitFailure } from './new-quote-form.tsx';

interface Options {
  account: Account;
  /** Opens the new quote in the builder. */
  open(id: number): void;
  /** Reloads the list (a trading group's quote left without an installer is already created). */
  reload(): void;
}

interface InstallerStep extends Omit<InstallerFormProps, 'onChoose'> {
  quoteId: number;
  billing: Schemas['BillingMode'];
}

/** The trading group a quote of the reference client may be billed through, or null. */
function useBillingGroup(client: Account['client']): { name: string } | null {
  const [group, setGroup] = useState<{ name: string } | null>(null);
  const id = client?.id;
  const kind = client?.kind;
  const name = client?.name ?? '';
  useEffect(() => {
    setGroup(kind === 'group' ? { name } : null);
    if (kind !== 'installer') return;
    let current = true;
    api
      .GET('/account/installer')
      .then(({ data }) => current && setGroup(data?.data.group ? { name: data.data.group.name } : null))
      .catch(() => undefined); // unknown: no choice offered, the server bills by default and the builder's reference step can change it
    return () => {
      current = false;
    };
  }, [id, kind, name]);
  return group;
}

export function useNewQuote({ account, open: openQuote, reload }: Options) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [installerStep, setInstallerStep] = useState<InstallerStep | null>(null);
  const group = useBillingGroup(account.client);
  const lost = t`Connection to the server was lost. Check your network and try again.`;

  const finish = (id: number) => {
    setOpen(false);
    setInstallerStep(null);
    openQuote(id);
  };

  /** For a trading group: the installers to choose from, or null when there is nothing to choose. */
  const installersOf = async (quoteId: number) => {
    if (account.client?.kind !== 'group') return null;
    const { data } = await api.GET('/quote/{id}/client', { params: { path: { id: quoteId } } }).catch(() => ({ data: undefined }));
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
    };
    const result = await api.POST('/quote', { body }).catch(() => null);
    if (!result) return { message: lost };
    if (!result.data) return failureOf(result.error, t`The quote could not be created.`);
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
      const result = await api.PUT('/quote/{id}/client', { params: { path: { id: quoteId } }, body }).catch(() => null);
      if (!result) return lost;
      if (!result.data) return errorMessageOf(result.error) ?? t`The installer could not be saved.`;
    }
    finish(quoteId);
    return null;
  };

  const close = () => {
    setOpen(false);
    if (installerStep) reload();
    // back to the form once the closing animation is over, so the content does not jump
    setTimeout(() => setInstallerStep(null), DIALOG_CLOSE_MS);
  };

  return { open, show: () => setOpen(true), close, group, installerStep, create, chooseInstaller };
}
