/**
 * Step 10, customise: the installer's offer to the end customer (logo, end
 * customer, texts, validity, trade discount, extra lines, simplified quote)
 * with its totals computed live as the user types, saved on "save" or "save
 * and next" only, reset after a confirmation, printed as a PDF in the
 * language chosen. Read-only once the quote is no longer a draft.
 */
import { ArrowLeftOutlined, ArrowRightOutlined, ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Form, Skeleton, Typography } from 'antd';
import { Popconfirm } from '../../components/confirm-popover.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Quote } from './builder-data.ts';
import { EndCustomerFields, OfferTextFields, PricingFields } from './customise-fields.tsx';
import { CustomisePreview } from './customise-preview.tsx';
import { customisationQuery, downloadQuotePdf, resetCustomisation, saveCustomisation, uploadLogo, type Customisation } from './customise-requests.ts';
import { inputOf, liveOffer, valuesOf, type CustomiseValues } from './customise-values.ts';
import { LogoField } from './logo-field.tsx';
import { PdfDownload } from './pdf-download.tsx';
import { errorText } from '../../api/errors.ts';
import { readAgain } from '../../api/queries.ts';
import { calculationQuery } from '../../lib/use-quote-calculation.ts';

export interface CustomiseStepProps {
  quote: Pick<Quote, 'id' | 'reference'>;
  /** The country of the company the server prices for (the installer, else the quote's reference client): its VAT applies to the offer. */
  sellerCountry: string | null;
  locale: Locale;
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
  canGoOn: boolean;
}

/** The same saved customisation (a reload after a save brings back what the save answered). */
const sameCustomisation = (a: Customisation, b: Customisation | null) => b !== null && JSON.stringify(a) === JSON.stringify(b);

const decimalSeparator = (locale: Locale) => new Intl.NumberFormat(locale).format(1.5).charAt(1);

export function CustomiseStep({ quote, sellerCountry, locale, readOnly, onDirtyChange, onPrevious, onNext, canGoOn }: CustomiseStepProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<CustomiseValues>();
  const client = useQueryClient();
  const loaded = useQuery(customisationQuery(quote.id));
  const priced = useQuery(calculationQuery(quote.id));
  const [saved, setSaved] = useState<Customisation | null>(null);
  const [live, setLive] = useState<Partial<CustomiseValues>>({});
  const [dirty, setDirty] = useState(false);
  const { submitting, error, setError, submit } = useSubmit();

  // the form is drawn again from each saved customisation (first load, save, reset)
  const [generation, setGeneration] = useState(0);
  const savedRef = useRef<Customisation | null>(null);
  const dirtyRef = useRef(false);
  const markDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);
  const show = useCallback((customisation: Customisation) => {
    // a form drawn again keeps the values of its store over its new initial values: they are replaced here
    if (savedRef.current !== null) form.setFieldsValue(valuesOf(customisation));
    savedRef.current = customisation;
    setSaved(customisation);
    setLive(valuesOf(customisation));
    setGeneration((n) => n + 1);
    markDirty(false);
  }, [form, markDirty]);
  // each customisation read from the server: drawn, unless the user is changing the form (a logo uploaded meanwhile is kept, not the rest)
  const current = loaded.data?.data;
  useEffect(() => {
    if (!current || sameCustomisation(current, savedRef.current)) return;
    if (dirtyRef.current) {
      savedRef.current = current;
      setSaved(current);
    } else {
      show(current);
    }
  }, [current, show]);
  const loadError = loaded.error ? errorText(loaded.error, t`The customisation could not be loaded.`) : null;
  const calculation = { value: priced.data?.data ?? null, error: priced.error ? errorText(priced.error, t`The price could not be calculated.`) : null };
  const readAll = () => Promise.all([readAgain(client, customisationQuery(quote.id)), readAgain(client, calculationQuery(quote.id))]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const titles = useMemo(() => ({ product: t`The configured product`, eco: t`Eco-participation`, shipping: t`Delivery and packing` }), [t]);
  const offer = useMemo(() => (calculation.value ? liveOffer(calculation.value, live, sellerCountry, locale, titles) : null), [calculation.value, live, sellerCountry, locale, titles]);

  /** Saves the form; true once saved. */
  const save = async (): Promise<boolean> => {
    if (readOnly || !dirty) return true;
    try {
      await form.validateFields();
    } catch {
      setError(t`The form has errors, check the submitted data.`);
      return false;
    }
    let ok = false;
    await submit(async () => {
      const result = await saveCustomisation(quote.id, inputOf(form.getFieldsValue(true) as CustomiseValues));
      if (!result.ok) return result.message;
      show(result.value);
      ok = true;
      return null;
    });
    return ok;
  };

  const logoChange = (result: Awaited<ReturnType<typeof uploadLogo>>) => {
    if (!result.ok) return result.message ?? '';
    savedRef.current = result.value;
    setSaved(result.value);
    return null;
  };

  if (loadError) {
    return <Alert type="error" showIcon role="alert" title={loadError} action={<Button icon={<ReloadOutlined aria-hidden />} onClick={() => void readAll()}><Trans>Try again</Trans></Button>} />;
  }
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>
        <Trans>Customise</Trans>
      </Typography.Title>
      {readOnly && <Alert type="info" showIcon title={t`This quote is no longer a draft: its customisation can be printed but not changed.`} />}
      {!saved ? (
        <Skeleton active />
      ) : (
        <Form<CustomiseValues> key={generation} form={form} initialValues={valuesOf(saved)} layout="vertical" disabled={readOnly} onValuesChange={(_, all) => { setLive(all); markDirty(true); }} className="customise-form">
          <section className="customise-section">
            <Typography.Title level={3}>
              <Trans>Your logo</Trans>
            </Typography.Title>
            <LogoField
              quoteId={quote.id}
              logoUrl={saved.logo_url}
              readOnly={readOnly}
              onUpload={async (file) => logoChange(await uploadLogo(quote.id, file))}
              onRemove={async () => logoChange(await saveCustomisation(quote.id, { remove_logo: true }))}
            />
          </section>
          <EndCustomerFields locale={locale} />
          <OfferTextFields />
          <PricingFields currency={calculation.value?.currency ?? 'EUR'} decimalSeparator={decimalSeparator(locale)} readOnly={readOnly} />
          {offer ? <CustomisePreview offer={offer} locale={locale} /> : calculation.error && <Alert type="warning" showIcon title={calculation.error} />}
        </Form>
      )}
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {saved && (
        <PdfDownload
          locale={locale}
          simplified={live.simplified ?? false}
          busy={submitting}
          saveFirst={dirty && !readOnly}
          onDownload={(options) => void save().then(async (ok) => { if (ok) await submit(() => downloadQuotePdf(quote, options)); })}
        />
      )}
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onPrevious}>
          <Trans>Previous</Trans>
        </Button>
        {!readOnly && saved && (
          <Flex gap={8} wrap>
            <Popconfirm
              title={t`Reset the customisation?`}
              description={t`Every field, the extra lines and the logo go back to the defaults.`}
              okText={t`Reset`}
              cancelText={t`Cancel`}
              okButtonProps={{ danger: true }}
              onConfirm={() => submit(async () => { const result = await resetCustomisation(quote.id); if (!result.ok) return result.message; markDirty(false); return null; })}
            >
              <Button icon={<UndoOutlined aria-hidden />} disabled={submitting}>
                <Trans>Reset</Trans>
              </Button>
            </Popconfirm>
            <Button icon={<SaveOutlined aria-hidden />} onClick={() => void save()} loading={submitting} disabled={!dirty}>
              <Trans>Save</Trans>
            </Button>
            <Button type="primary" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end" loading={submitting} disabled={!canGoOn} onClick={() => void save().then((ok) => ok && onNext())}>
              <Trans>Save and next</Trans>
            </Button>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
