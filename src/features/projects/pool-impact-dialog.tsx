/**
 * Before a changed pool is saved: what it would change in each draft quote
 * of the project (each answer that takes the new pool's value, before →
 * after; the total ex VAT before → after, or why the quote cannot be
 * priced), with the choice of the quotes to bring to the new pool (every one
 * that changes, by default). Data and actions come as props.
 */
import { ArrowRightOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatCents } from '../../lib/money.ts';
import { useSubmit } from '../../lib/use-submit.ts';

export type PoolImpactQuote = Schemas['PoolImpactQuote'];

export interface PoolImpactDialogProps {
  open: boolean;
  /** null while the server works it out. */
  impact: PoolImpactQuote[] | null;
  /** Why the impact could not be worked out. */
  error: string | null;
  locale: Locale;
  /** Saves the pool and brings the chosen quotes to it; resolves with the error message, or null once saved. */
  onSave(quoteIds: number[]): Promise<string | null>;
  onClose(): void;
}

/** A quote the new pool changes: an answer or its total. */
const changes = (quote: PoolImpactQuote) => quote.changes.length > 0 || quote.before_total_ex_vat_cents !== quote.after_total_ex_vat_cents;

function QuoteImpact({ quote, locale, checked, onCheck }: { quote: PoolImpactQuote; locale: Locale; checked: boolean; onCheck(checked: boolean): void }) {
  const { t } = useLingui();
  const money = (cents: number | null) => (cents === null ? '–' : formatCents(cents, quote.currency, locale));
  const none = t`not answered`;
  const name = quote.name;
  const changed = changes(quote);
  return (
    <section className="pool-impact-quote" data-testid="pool-impact-quote" data-quote={quote.quote_id}>
      <Checkbox checked={checked} disabled={!changed} onChange={(event) => onCheck(event.target.checked)} aria-label={t`Update “${name}”`}>
        <strong>{quote.name}</strong>{' '}
        <Typography.Text type="secondary">
          {quote.reference} · {quote.family.title}
        </Typography.Text>
      </Checkbox>
      {changed ? (
        <ul className="pool-impact-changes">
          {quote.changes.map((change) => (
            <li key={change.question_id}>
              {change.question}: <span className="pool-impact-before">{change.before_label ?? none}</span> <ArrowRightOutlined aria-label={t`becomes`} />{' '}
              <strong className="pool-impact-after">{change.after_label ?? none}</strong>
            </li>
          ))}
          <li className="pool-impact-total">
            <Trans>Total ex VAT</Trans>: <span className="pool-impact-before">{money(quote.before_total_ex_vat_cents)}</span> <ArrowRightOutlined aria-label={t`becomes`} />{' '}
            <strong className="pool-impact-after">{money(quote.after_total_ex_vat_cents)}</strong>
          </li>
        </ul>
      ) : (
        <Typography.Paragraph type="secondary" className="pool-impact-unchanged">
          <Trans>The new pool changes nothing in this quote.</Trans>
        </Typography.Paragraph>
      )}
      {quote.error && <Alert type="warning" showIcon title={quote.error.message} />}
    </section>
  );
}

export function PoolImpactDialog({ open, impact, error, locale, onSave, onClose }: PoolImpactDialogProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const { submitting: saving, error: failure, setError: setFailure, submit } = useSubmit();
  useEffect(() => {
    setChosen(new Set((impact ?? []).filter(changes).map((quote) => quote.quote_id)));
    setFailure(null);
  }, [impact, setFailure]);

  const save = () => submit(() => onSave([...chosen]));
  const count = chosen.size;

  return (
    <Modal
      open={open}
      title={<Trans>The new pool in the project's quotes</Trans>}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={
        <div className="dialog-actions">
          <Button onClick={onClose} disabled={saving}>
            <Trans>Back to the form</Trans>
          </Button>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!impact} data-testid="save-pool">
            {count > 0 ? t({ message: plural(count, { one: 'Save the pool and update # quote', other: 'Save the pool and update # quotes' }) }) : <Trans>Save the pool only</Trans>}
          </Button>
        </div>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>
          <Trans>The quotes still in draft can take the new measures. Choose the ones to update; the others keep their answers and price.</Trans>
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        {!impact && !error && <Spin />}
        {impact?.length === 0 && (
          <Typography.Text type="secondary">
            <Trans>The project has no quote in draft: only the pool changes.</Trans>
          </Typography.Text>
        )}
        {impact?.map((quote) => (
          <QuoteImpact
            key={quote.quote_id}
            quote={quote}
            locale={locale}
            checked={chosen.has(quote.quote_id)}
            onCheck={(checked) => {
              const next = new Set(chosen);
              if (checked) next.add(quote.quote_id);
              else next.delete(quote.quote_id);
              setChosen(next);
            }}
          />
        ))}
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Flex>
    </Modal>
  );
}
