/**
 * The price calculation step (-1): the server's calculation of the saved
 * answers (lines with code, designation, quantity, unit amount and amount;
 * totals ex and incl VAT, VAT, the client's discount and the installer's net
 * total), with currency, exchange rate and VAT rate editable and saved.
 */
import { ArrowLeftOutlined, ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { NumberInput } from '../../components/number-input.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { percentOfBasisPoints, SUPPORTED_CURRENCIES, type Locale } from '../../../engine/index.ts';
import { changedWithAnswer } from '../../api/changes.ts';
import { $api, readAgain, settle } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useDevice } from '../../lib/use-device.ts';
import { formatCents } from '../../lib/money.ts';
import { PriceLines } from './price-lines.tsx';
import { PriceTotals } from '../../components/price-totals.tsx';
import { calculationQuery, useQuoteCalculation } from '../../lib/use-quote-calculation.ts';

type Settings = Schemas['CalculationSettings'];

export interface PriceStepProps {
  quoteId: number;
  locale: Locale;
  readOnly: boolean;
  /** Called after the settings were saved (the quote's version changed). */
  onSettingsSaved: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Whether the next step may be entered. */
  canGoOn: boolean;
}

export function PriceStep({ quoteId, locale, readOnly, onSettingsSaved, onPrevious, onNext, canGoOn }: PriceStepProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const [form] = Form.useForm<Settings>();
  const { submitting, error, submit } = useSubmit();
  const client = useQueryClient();
  const priced = useQuoteCalculation(quoteId);
  const calculation = priced.data?.data ?? null;
  // a call without answer: the middleware's toast, and the skeleton stays
  const loadError = priced.isError && !(priced.error instanceof Error) ? (errorMessageOf(priced.error) ?? t`The price could not be calculated.`) : null;
  const { mutateAsync: saveSettings } = $api.useMutation('post', '/quote/{id}/calculation', {
    // the answer is the new price: kept as the calculation's read, the rest of the quote made stale
    onSuccess: (answer) => void changedWithAnswer(client, 'quote', calculationQuery(quoteId).queryKey, answer),
  });

  const save = (settings: Settings) =>
    submit(async () => {
      const body = { ...settings, exchange_rate: settings.currency === 'EUR' ? 1 : settings.exchange_rate };
      const answer = await settle(saveSettings({ params: { path: { id: quoteId } }, body }));
      if (!answer.ok) return errorMessageOf(answer.error);
      onSettingsSaved();
      return null;
    });

  const currency = Form.useWatch('currency', form) ?? calculation?.currency;
  const money = (cents: number) => formatCents(cents, calculation?.currency ?? 'EUR', locale);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>
        <Trans>Price calculation</Trans>
      </Typography.Title>
      {loadError && (
        <Alert type="error" showIcon role="alert" title={loadError} action={<Button icon={<ReloadOutlined aria-hidden />} onClick={() => void readAgain(client, calculationQuery(quoteId))}><Trans>Try again</Trans></Button>} />
      )}
      {!calculation && !loadError && <Skeleton active />}
      {calculation && (
        <>
          <PriceLines lines={calculation.lines} locale={locale} money={money} />
          <PriceTotals calculation={calculation} locale={locale} money={money} />
          <Form<Settings>
            form={form}
            layout={isPhone ? 'vertical' : 'inline'}
            disabled={readOnly}
            initialValues={{ currency: calculation.currency, exchange_rate: calculation.exchange_rate, vat_rate: percentOfBasisPoints(calculation.vat_rate_bp) }}
            onFinish={(values) => void save(values)}
            className="price-settings"
          >
            <Form.Item name="currency" label={t`Currency`}>
              <Select style={{ width: 110 }} options={SUPPORTED_CURRENCIES.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
            <Form.Item name="exchange_rate" label={t`Exchange rate (EUR to currency)`} rules={[{ required: true, message: t`Required field` }]}>
              <NumberInput min={0.000001} max={1000000} step={0.0001} decimalSeparator={decimalSeparator(locale)} disabled={readOnly || currency === 'EUR'} />
            </Form.Item>
            <Form.Item name="vat_rate" label={t`VAT rate (%)`} rules={[{ required: true, message: t`Required field` }]}>
              <NumberInput min={0} max={100} step={0.1} precision={2} decimalSeparator={decimalSeparator(locale)} />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit" loading={submitting}>
                <Trans>Apply</Trans>
              </Button>
            </Form.Item>
          </Form>
          {error && <Alert type="error" showIcon role="alert" title={error} />}
        </>
      )}
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onPrevious}>
          <Trans>Previous</Trans>
        </Button>
        <Button type="primary" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end" onClick={onNext} disabled={!canGoOn || !calculation}>
          <Trans>Next</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}

function decimalSeparator(locale: Locale): string {
  return new Intl.NumberFormat(locale).format(1.5).charAt(1);
}
