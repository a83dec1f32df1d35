/** The quote builder (/quote/{id}): the quote and its family's catalogue loaded, then the builder. */
import { Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { useBuilderData } from '../features/builder/builder-data.ts';
import { QuoteBuilderView, type ValidationSlots } from '../features/builder/quote-builder-view.tsx';
import { outcomePath } from '../features/validation/outcome-path.ts';
import { localePath } from '../i18n/locale-path.ts';
import { loadedWhenShown } from '../lib/loaded-when-shown.tsx';
import { BuilderLayout } from '../layouts/builder-layout.tsx';

/** The validation step, loaded when the user reaches it. */
const ValidateStep = loadedWhenShown(async () => (await import('../features/validation/validate-step.tsx')).ValidateStep);
/** What became of a validated quote, above its read-only steps (most quotes opened are drafts). */
const ValidatedNotice = loadedWhenShown(async () => (await import('../features/validation/validated-notice.tsx')).ValidatedNotice, null);
/** A quote that cannot be opened (antd's result illustrations are loaded for it alone). */
const QuoteLoadError = loadedWhenShown(async () => (await import('../features/builder/quote-load-error.tsx')).QuoteLoadError);

export default function QuoteBuilderPage() {
  const { id } = useParams();
  const quoteId = Number(id);
  const prefix = useLocalePrefix();
  const { data, reload, replace } = useBuilderData(Number.isInteger(quoteId) && quoteId > 0 ? quoteId : 0);
  const navigate = useNavigate();
  // the validation's screens in the builder; once validated, on to the order's page
  const validation: ValidationSlots = {
    step: ({ onValidated, ...props }) => (
      <ValidateStep
        {...props}
        onValidated={(result) => {
          onValidated(result.quote);
          void navigate(localePath(prefix, outcomePath(result.quote)));
        }}
      />
    ),
    notice: (quote) => <ValidatedNotice quote={quote} />,
  };

  if (data.status === 'loading') return <Spin fullscreen />;
  if (data.status === 'error') {
    return (
      <BuilderLayout name="" familyTitle="" reference="">
        <QuoteLoadError notFound={data.notFound} message={data.message} onRetry={reload} />
      </BuilderLayout>
    );
  }
  // a reload (conflict with another tab) or a repricing starts the builder again on the saved quote
  return (
    <QuoteBuilderView
      key={`${data.quote.id}:${data.quote.version}`}
      quote={data.quote}
      catalogue={data.catalogue}
      validation={validation}
      onReload={reload}
      onRepriced={replace}
    />
  );
}
