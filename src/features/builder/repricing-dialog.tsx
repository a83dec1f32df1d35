/**
 * "See the difference" (issue 18): the quote's price under its own version
 * and under the version in force, line by line and in total, the answers
 * repricing would drop, and the choice. Accepting moves the quote to the
 * version shown; a refusal says why in words: another version came into
 * force meanwhile (the new difference is read and shown, to accept again),
 * or the quote can no longer be repriced (reload it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Modal, Skeleton } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import { errorText } from '../../api/errors.ts';
import { readAgain } from '../../api/queries.ts';
import { errorCodeOf } from '../../api/types.ts';
import { formatDate } from '../../lib/format.ts';
import { formatCents } from '../../lib/money.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import type { Quote } from './builder-data.ts';
import { RepricingLines, RepricingTotals } from './repricing-lines.tsx';
import { repricingQuery, useReprice, useRepricing, type Repricing } from './repricing-requests.ts';

/** Refusals after which this quote cannot be repriced from here: the builder must read it again. */
const FINAL = new Set(['quote_not_editable', 'no_newer_version', 'not_found']);

export interface RepricingDialogProps {
  open: boolean;
  quoteId: number;
  locale: Locale;
  /** The builder holds changes not saved yet: the difference is the saved quote's, and repricing would lose them. */
  unsaved: boolean;
  onClose: () => void;
  /** The quote as repriced (on the new version, with a new `version`). */
  onRepriced: (quote: Quote) => void;
  /** Reads the quote again (it can no longer be repriced from what the builder holds). */
  onReload: () => void;
}

function DroppedAnswers({ repricing }: { repricing: Repricing }) {
  const { t } = useLingui();
  if (repricing.dropped_answers.length === 0) return null;
  const to = repricing.to_version;
  const reasons = {
    unknown_question: t`this question no longer exists`,
    unknown_answer: t`this answer is no longer offered`,
    invalid_answer: t`this value is no longer accepted`,
  };
  // one block, without antd's description: a compact note under the totals rather than a second heading
  return (
    <Alert
      className="repricing-dropped"
      type="warning"
      role="note"
      showIcon
      title={
        <>
          {t`Repricing removes these answers, which version ${to} no longer accepts:`}
          <ul className="repricing-dropped-list">
            {repricing.dropped_answers.map(({ question_id: id, question, reason: code }) => {
              const reason = reasons[code];
              return (
                <li key={id}>
                  <Trans>
                    <strong>{question}</strong>: {reason}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </>
      }
    />
  );
}

function Intro({ repricing, locale }: { repricing: Repricing; locale: Locale }) {
  const from = repricing.from_version;
  const to = repricing.to_version;
  const since = formatDate(repricing.to_effective_from, locale);
  return (
    <p className="repricing-intro">
      <Trans>
        This quote is priced with version {from}. Under version {to}, in force since {since}, its price would change as follows.
      </Trans>
    </p>
  );
}

export function RepricingDialog({ open, quoteId, locale, unsaved, onClose, onRepriced, onReload }: RepricingDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const read = useRepricing(quoteId, open, { again: false });
  const repricing = read.data?.data;
  // the mutation's own state: on its way, and its refusal (the server's, or no answer)
  const { mutateAsync: reprice, isPending: sending, error: sendError, reset } = useReprice();
  const fallback = t`The quote could not be repriced. Try again.`;
  const refusal = sendError ? { code: errorCodeOf(sendError), message: errorText(sendError, fallback) } : null;
  const readFailed = read.isError ? { code: errorCodeOf(read.error), message: errorText(read.error, t`The price difference could not be worked out. Try again.`) } : null;
  const problem = refusal ?? readFailed;
  const final = problem !== null && problem.code !== null && FINAL.has(problem.code);
  const money = (cents: number) => formatCents(cents, repricing?.currency ?? 'EUR', locale);

  const close = () => {
    reset();
    onClose();
  };

  const accept = async (seen: Repricing) => {
    const answer = await reprice({ params: { path: { id: quoteId } }, body: { version: seen.to_version } }).catch((error: unknown) => {
      // shown from the mutation's error; another version came into force since the user looked: show its difference, to accept (or not) again
      if (errorCodeOf(error) === 'family_version_changed') void readAgain(client, repricingQuery(quoteId));
      return null;
    });
    if (!answer) return;
    const version = answer.data.family_version;
    showSuccessToast(t`The quote is now priced with version ${version} of the tariff.`);
    client.removeQueries({ queryKey: repricingQuery(quoteId).queryKey });
    onRepriced(answer.data);
  };

  const to = repricing?.to_version;
  const footer = final ? (
    <Flex wrap gap={8} justify="flex-end">
      <Button onClick={close}>
        <Trans>Close</Trans>
      </Button>
      <Button type="primary" onClick={onReload}>
        <Trans>Reload the quote</Trans>
      </Button>
    </Flex>
  ) : (
    <Flex wrap gap={8} justify="flex-end">
      <Button onClick={close}>
        <Trans>Keep the current tariff</Trans>
      </Button>
      <Button type="primary" loading={sending} disabled={!repricing || read.isFetching || unsaved} onClick={() => repricing && void accept(repricing)}>
        {to === undefined ? <Trans>Reprice</Trans> : <Trans>Reprice with version {to}</Trans>}
      </Button>
    </Flex>
  );

  return (
    <Modal open={open} width={880} title={to === undefined ? t`Price difference` : t`Price difference with version ${to}`} onCancel={close} footer={footer}>
      <Flex vertical gap={16}>
        {problem && <Alert type={problem.code === 'family_version_changed' ? 'warning' : 'error'} showIcon role="alert" title={problem.message} />}
        {unsaved && !final && (
          <Alert
            type="warning"
            role="note"
            showIcon
            title={t`Save your answers first: the difference is worked out from the saved quote, and repricing would lose the changes not saved yet.`}
          />
        )}
        {repricing ? (
          <>
            <Intro repricing={repricing} locale={locale} />
            <RepricingLines repricing={repricing} locale={locale} money={money} />
            <RepricingTotals repricing={repricing} money={money} />
            <DroppedAnswers repricing={repricing} />
          </>
        ) : (
          !readFailed && <Skeleton active />
        )}
      </Flex>
    </Modal>
  );
}
