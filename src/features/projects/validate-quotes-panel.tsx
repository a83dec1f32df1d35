/**
 * "Order what the owner accepted", on the project's page: the project's
 * draft quotes to validate in one step (each becomes its order on its own
 * path: the trading group's confirmation or the order desk), the order
 * reference given to each and the sale terms accepted once; then each
 * quote's outcome: its order, one it already had, or why it was refused.
 * Data and actions come as props.
 */
import { CheckCircleOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../api/types.ts';
import type { ProjectQuote } from './project-quotes.tsx';
import { useSubmit } from '../../lib/use-submit.ts';

export type ValidationResult = Schemas['ProjectValidationResult'];
export type ProjectValidationInput = Schemas['ProjectValidation'];

export const ORDER_REFERENCE_MAX = 50;

export interface ValidateQuotesPanelProps {
  /** The project's quotes (the drafts are offered). */
  quotes: ProjectQuote[];
  /** The outcome of the last validation, per quote. */
  results: ValidationResult[] | null;
  orderHrefOf(orderId: number): string;
  /** Validates; resolves with the error message of the whole call, or null (the outcomes then come as `results`). */
  onValidate(input: ProjectValidationInput): Promise<string | null>;
}

function Outcome({ result, quote, orderHrefOf }: { result: ValidationResult; quote: ProjectQuote | undefined; orderHrefOf(orderId: number): string }) {
  const name = quote?.name ?? `#${result.quote_id}`;
  if (result.error || result.order_id === null) {
    const message = result.error?.message ?? '';
    return (
      <li className="validation-outcome validation-outcome-refused" data-testid="validation-outcome" data-quote={result.quote_id}>
        <Trans>{name}: not validated. {message}</Trans>
      </li>
    );
  }
  const link = <Link to={orderHrefOf(result.order_id)}><Trans>its order</Trans></Link>;
  return (
    <li className="validation-outcome" data-testid="validation-outcome" data-quote={result.quote_id}>
      {result.already_validated ? <Trans>{name} was already validated: see {link}.</Trans> : result.quote_state === 'pending_confirmation' ? <Trans>{name} is validated: {link} awaits the trading group's confirmation.</Trans> : <Trans>{name} is validated: {link} goes to the order desk.</Trans>}
    </li>
  );
}

export function ValidateQuotesPanel({ quotes, results, orderHrefOf, onValidate }: ValidateQuotesPanelProps) {
  const { t } = useLingui();
  const drafts = quotes.filter((quote) => quote.state === 'draft');
  const [chosen, setChosen] = useState<number[]>([]);
  const [reference, setReference] = useState('');
  const [terms, setTerms] = useState(false);
  const { submitting: busy, error, setError, submit } = useSubmit();
  const byId = new Map(quotes.map((quote) => [quote.id, quote]));
  // the order of the project's list, whatever the order of the clicks
  const ids = drafts.map((quote) => quote.id).filter((id) => chosen.includes(id));
  const count = ids.length;

  const validate = async () => {
    if (!terms) return setError(t`You must accept the terms and conditions.`);
    await submit(async () => {
      const failure = await onValidate({ quote_ids: ids, accept_terms: true, ...(reference.trim() ? { order_reference: reference.trim() } : {}) });
      if (failure === null) setChosen([]);
      return failure;
    });
  };

  return (
    <Card size="small" className="project-card validate-quotes" title={<Trans>Order what the owner accepted</Trans>}>
      <Flex vertical gap={12}>
        {drafts.length === 0 ? (
          <Typography.Text type="secondary">
            <Trans>No quote of the project is waiting to be validated.</Trans>
          </Typography.Text>
        ) : (
          <>
            <Typography.Text type="secondary">
              <Trans>Each quote chosen becomes its own order, confirmed by your trading group or sent to the order desk as a quote validated alone.</Trans>
            </Typography.Text>
            <Checkbox.Group
              className="validate-quotes-choice"
              value={chosen}
              onChange={(values) => setChosen(values as number[])}
              options={drafts.map((quote) => ({ value: quote.id, label: `${quote.name} · ${quote.family.title}` }))}
              aria-label={t`Quotes to validate`}
            />
            <Input
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              maxLength={ORDER_REFERENCE_MAX}
              showCount
              placeholder={t`Order reference (optional)`}
              aria-label={t`Order reference (optional)`}
            />
            <Checkbox checked={terms} onChange={(event) => setTerms(event.target.checked)}>
              <Trans>I have read and accept the terms and conditions of sale</Trans>
            </Checkbox>
            {error && <Alert type="error" showIcon role="alert" title={error} />}
            <div>
              <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} onClick={() => void validate()} loading={busy} disabled={count === 0} data-testid="validate-quotes">
                {count > 0 ? t({ message: plural(count, { one: 'Validate # quote', other: 'Validate # quotes' }) }) : <Trans>Validate the quotes chosen</Trans>}
              </Button>
            </div>
          </>
        )}
        {results && results.length > 0 && (
          <ul className="validation-outcomes" aria-live="polite">
            {results.map((result) => (
              <Outcome key={result.quote_id} result={result} quote={byId.get(result.quote_id)} orderHrefOf={orderHrefOf} />
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
