/**
 * Step 11 of the builder: the configured quote and its price as they will be
 * ordered, the blocking inconsistencies that prevent validation (each with a
 * way to its step), then the validation form; a quote already validated, or
 * a user without QUOTE_VALIDATE, sees why there is no form.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import type { Answers, Catalogue, CheckedInconsistency, Locale } from '../../../engine/index.ts';
import { PriceSummary } from './price-summary.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { ValidationForm } from './validation-form.tsx';
import type { QuoteOrder } from './validation-requests.ts';
import './validation.css';

export interface ValidateStepProps {
  quoteId: number;
  catalogue: Catalogue;
  answers: Answers;
  locale: Locale;
  /** The quote is a draft and the user may validate it. */
  canValidate: boolean;
  /** Why there is no form when it cannot: already validated, or no permission. */
  validated: boolean;
  blocking: readonly CheckedInconsistency[];
  stepTitle: (stepId: number) => string;
  onGoto: (stepId: number) => void;
  onPrevious: () => void;
  onValidated: (result: QuoteOrder) => void;
}

export function ValidateStep({ quoteId, catalogue, answers, locale, canValidate, validated, blocking, stepTitle, onGoto, onPrevious, onValidated }: ValidateStepProps) {
  const { t } = useLingui();
  const [priced, setPriced] = useState(false);
  return (
    <Flex vertical gap={16} className="validate-step">
      <Typography.Title level={2}>
        <Trans>Validate the order</Trans>
      </Typography.Title>
      {canValidate && (
        <Typography.Paragraph>
          <Trans>Check the configured quote and its price, attach your documents, then validate: the quote becomes an order and can no longer be changed.</Trans>
        </Typography.Paragraph>
      )}
      <section aria-labelledby="validate-summary">
        <Typography.Title level={3} id="validate-summary">
          <Trans>Configured quote</Trans>
        </Typography.Title>
        <QuoteSummary catalogue={catalogue} answers={answers} locale={locale} />
      </section>
      <section aria-labelledby="validate-price">
        <Typography.Title level={3} id="validate-price">
          <Trans>Price</Trans>
        </Typography.Title>
        <PriceSummary quoteId={quoteId} locale={locale} onPriced={setPriced} />
      </section>
      {blocking.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={<Trans>Blocking inconsistencies prevent validation: solve them first.</Trans>}
          description={
            <List
              size="small"
              dataSource={[...blocking]}
              renderItem={(item) => (
                <List.Item actions={[<Button key="go" type="link" onClick={() => onGoto(item.stepId)}>{t`Go to the step`}</Button>]}>
                  <Typography.Text>
                    <Typography.Text strong>{stepTitle(item.stepId)}</Typography.Text> · {item.reason}
                  </Typography.Text>
                </List.Item>
              )}
            />
          }
        />
      )}
      {canValidate ? (
        <section aria-labelledby="validate-form">
          <Typography.Title level={3} id="validate-form">
            <Trans>Order</Trans>
          </Typography.Title>
          <ValidationForm quoteId={quoteId} disabled={blocking.length > 0 || !priced} onValidated={onValidated} />
        </section>
      ) : (
        <Alert
          type="info"
          showIcon
          title={validated ? <Trans>This quote has already been validated.</Trans> : <Trans>Your account may not validate quotes: ask a colleague who may, or your administrator.</Trans>}
        />
      )}
      <Flex>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onPrevious}>
          <Trans>Previous</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
