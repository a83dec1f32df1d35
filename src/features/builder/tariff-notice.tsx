/**
 * Which tariff prices the quote (issue 18). A quote keeps the family version
 * that priced it: while it can still be edited and a newer version is in
 * force, the builder says so at the top, with since when, and offers the
 * difference (the repricing dialog, loaded when opened). A quote that cannot
 * be edited keeps its version without being nagged: a discreet mention.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { errorText } from '../../api/errors.ts';
import { SecondaryText } from '../../components/text.tsx';
import { formatDate } from '../../lib/format.ts';
import { loadedWhenOpened } from '../../lib/loaded-when-shown.tsx';
import type { Quote } from './builder-data.ts';
import { useRepricing } from './repricing-requests.ts';
import './builder.css';

const RepricingDialog = loadedWhenOpened(async () => (await import('./repricing-dialog.tsx')).RepricingDialog, (props) => props.open);

export interface TariffNoticeProps {
  quote: Pick<Quote, 'id' | 'family_version' | 'newer_version'>;
  /** Whether the user may change the quote (a draft, with QUOTE_EDIT). */
  editable: boolean;
  /** The builder holds changes not saved yet. */
  unsaved: boolean;
  locale: Locale;
  /** The quote as repriced: the builder starts again on it, at its new version. */
  onRepriced: (quote: Quote) => void;
  /** Reads the quote again. */
  onReload: () => void;
}

export function TariffNotice({ quote, editable, unsaved, locale, onRepriced, onReload }: TariffNoticeProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const offered = editable && quote.newer_version !== null;
  // since when the newer version applies: the difference's own read, which the dialog then shows at once
  const repricing = useRepricing(quote.id, offered);
  const current = quote.family_version;

  if (!editable) {
    return (
      <SecondaryText className="tariff-version">
        <InfoCircleOutlined aria-hidden /> <Trans>Priced with version {current} of the family's tariff.</Trans>
      </SecondaryText>
    );
  }
  if (!offered) return null;
  if (repricing.isError) {
    return (
      <Alert
        className="form-alert"
        type="warning"
        showIcon
        title={errorText(repricing.error, t`Whether a newer tariff applies could not be checked.`)}
        action={
          <Button size="small" onClick={onReload}>
            <Trans>Reload the quote</Trans>
          </Button>
        }
      />
    );
  }
  const seen = repricing.data?.data;
  if (!seen) return null;
  const since = formatDate(seen.to_effective_from, locale);
  const newer = seen.to_version;
  const priced = seen.from_version;
  // a version that changes none of this quote's lines or answers (a designation, a note, another question's price)
  const samePrices = seen.lines.every((line) => line.status === 'unchanged') && seen.dropped_answers.length === 0 && seen.before_total_ex_vat_cents === seen.after_total_ex_vat_cents;
  return (
    <>
      <Alert
        className="form-alert tariff-notice"
        type="info"
        showIcon
        role="status"
        title={
          samePrices ? (
            <Trans>A newer tariff applies to this family since {since} (version {newer}); this quote's prices and answers stay the same with it.</Trans>
          ) : (
            <Trans>A newer tariff applies to this family since {since} (version {newer}); this quote is priced with version {priced}.</Trans>
          )
        }
        action={
          <Button size="small" onClick={() => setOpen(true)}>
            <Trans>See the difference</Trans>
          </Button>
        }
      />
      <RepricingDialog
        open={open}
        quoteId={quote.id}
        locale={locale}
        unsaved={unsaved}
        onClose={() => setOpen(false)}
        onRepriced={(repriced) => {
          setOpen(false);
          onRepriced(repriced);
        }}
        onReload={() => {
          setOpen(false);
          onReload();
        }}
      />
    </>
  );
}
