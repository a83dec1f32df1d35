/**
 * The quote builder on a loaded quote: the engine's machine with the API's
 * save and check, the step list, the current step (reference, a form step,
 * the price), the live plan and price, the inconsistencies, the rename dialog
 * and the unsaved-changes warning. What it holds comes from hooks with one job
 * each (quote-builder-hooks.ts); this component lays the screen out.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Tag } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  localize,
  STEP_CALCULATION,
  STEP_REFERENCE,
  type Answers,
  type Catalogue,
  type CheckedInconsistency,
  type Locale,
} from '../../../engine/index.ts';
import { useLocale } from '../../app/locale-scope.tsx';
import { useAuth } from '../../auth/auth-context.tsx';
import { BuilderStepForm } from './builder-step-form.tsx';
import { ChosenStep } from './chosen-step.ts';
import { StepList } from './step-list.tsx';
import { useQuoteBuilder } from './use-quote-builder.ts';
import { BuilderLayout, UnsavedTag } from '../../layouts/builder-layout.tsx';
import { InputsProvider } from './input-scheduler-context.tsx';
import { loadedWhenOpened } from '../../lib/loaded-when-shown.tsx';
import type { Quote } from './builder-data.ts';
import { CustomiseStep, PriceStep } from './later-steps.tsx';
import { HeldBackNotice } from './held-back-notice.tsx';
import { InconsistencyReviewDialog, QuoteNameDialog } from './builder-dialogs.tsx';
import { InconsistencyList } from './inconsistency-views.tsx';
import { BuilderLivePlan } from './live-plan.tsx';
import { BuilderMain } from './builder-main.tsx';
import { PresetsPanel } from './presets-panel.tsx';
import { ReferenceStep } from './reference-step.tsx';
import { useHeldBack, useQuoteTotal, useRename, useSavedInconsistencies, useSavedQuote, useShownStep, useStepMoves, useUnsavedWork } from './quote-builder-hooks.ts';
import './builder.css';
import { useStepPosition } from './builder-requests.ts';

/** The tariff's notice loads only for a quote it speaks of: one that cannot change (its version) or one a newer version applies to. */
const TariffNotice = loadedWhenOpened(
  () => import('./tariff-notice.tsx').then((module) => module.TariffNotice),
  ({ quote, editable }: { quote: Pick<Quote, 'newer_version'>; editable: boolean }) => !editable || quote.newer_version !== null,
);

/** The answers of a quote that came from its pool project and were not changed since (question id → value), or undefined. */
function poolAnswersOf(quote: Pick<Quote, 'answers' | 'answers_from_pool'>): Answers | undefined {
  const ids = quote.answers_from_pool.filter((id) => quote.answers[id] !== undefined);
  return ids.length > 0 ? Object.fromEntries(ids.map((id) => [id, quote.answers[id]!])) : undefined;
}

/** What step 11 (validation) is given; `onValidated` takes the validated quote. */
export interface ValidationStepProps {
  quoteId: number;
  catalogue: Catalogue;
  answers: Answers;
  locale: Locale;
  canValidate: boolean;
  validated: boolean;
  blocking: readonly CheckedInconsistency[];
  stepTitle: (stepId: number) => string;
  onGoto: (stepId: number) => void;
  onPrevious: () => void;
  onValidated: (quote: Quote) => void;
}

/** The validation's screens, handed in by the page: a feature imports no other feature. */
export interface ValidationSlots {
  /** Step 11: the summaries and the validation form. */
  step: (props: ValidationStepProps) => ReactNode;
  /** Above the steps of a quote already validated. */
  notice: (quote: Quote) => ReactNode;
}

export interface QuoteBuilderViewProps {
  quote: Quote;
  catalogue: Catalogue;
  validation: ValidationSlots;
  /** Reads the quote again (after a conflict with another tab). */
  onReload: () => void;
  /** The quote moved to its family's version in force: the builder starts again on it. */
  onRepriced: (quote: Quote) => void;
}

export function QuoteBuilderView({ quote: loaded, catalogue, validation, onReload, onRepriced }: QuoteBuilderViewProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { can } = useAuth();
  const { quote, setQuote, session, actors, accept } = useSavedQuote(loaded);
  // the answers the pool project gave, as loaded: the form marks those the answers still hold
  const fromPool = useMemo(() => poolAnswersOf(loaded), [loaded]);
  const { total, refreshTotal, pricedCountry, money } = useQuoteTotal(quote, catalogue, session);
  // a step chosen in the list, shown by the list and awaited by the step's screen until the builder is told
  const [chosenStep] = useState(() => new ChosenStep());
  const builder = useQuoteBuilder(catalogue, { answers: loaded.answers, stepId: loaded.last_step_id, actors, locale });
  const readOnly = quote.state !== 'draft' || !can('QUOTE_EDIT');
  const { unsaved, setCustomiseDirty, selectStep, previousFromCustomise, leaveDialog } = useUnsavedWork(builder);
  useStepPosition(session, builder.stepId, !readOnly && !builder.opening && !builder.saving);
  const rename = useRename(quote, session, accept);
  const { inconsistencies: savedInconsistencies, stepTitle, download: downloadInconsistencies } = useSavedInconsistencies(quote, catalogue, locale);

  // what the header, the presets and the inconsistencies are given stays the same while it means the same: the
  // screen is rendered again on each busy flag of a save, they are not (memoised)
  const { load } = builder;
  const presetApplied = useCallback(
    (saved: Quote) => {
      accept(saved);
      load(saved.answers);
    },
    [accept, load],
  );
  const status = useMemo(() => (readOnly ? <Tag><Trans>Read only</Trans></Tag> : unsaved ? <UnsavedTag /> : null), [readOnly, unsaved]);

  const stepId = builder.stepId;
  const { shownStepId, following } = useShownStep(stepId);
  const isFormStep = catalogue.stepsById.has(shownStepId);
  const { moveOn, nextEnabled, previousEnabled } = useStepMoves(builder, readOnly);
  const { heldBack, blockedNext, next } = useHeldBack(builder, readOnly, stepTitle);

  return (
    <InputsProvider value={builder.inputs}>
      <BuilderLayout
        name={quote.name}
        familyTitle={localize(catalogue.title, locale)}
        reference={quote.reference}
        onRename={readOnly ? undefined : rename.open}
        status={status}
      >
        {builder.saveError && (
          <Alert
            className="form-alert"
            type="error"
            showIcon
            role="alert"
            title={builder.saveError.message || t`Your answers could not be saved. Try again.`}
            // the builder came back to the step whose save failed, every answer held
            description={t`This step's answers were not saved; everything you entered is kept.`}
            action={builder.saveError.code === 'quote_changed' ? <Button onClick={onReload}><Trans>Reload the quote</Trans></Button> : undefined}
          />
        )}
        {quote.state !== 'draft' && validation.notice(quote)}
        <TariffNotice quote={quote} editable={!readOnly} unsaved={unsaved} locale={locale} onRepriced={onRepriced} onReload={onReload} />
        {quote.rejection_reason && quote.state === 'draft' && (
          <Alert className="form-alert" type="warning" showIcon title={<Trans>Sent back by the trading group: {quote.rejection_reason}</Trans>} />
        )}
        <div className="builder-grid">
          <nav className="builder-steps" aria-label={t`Steps of the quote`}>
            <StepList items={builder.steps} locale={locale} onSelect={selectStep} checkFailed={builder.checkFailed} chosen={chosenStep} />
            <HeldBackNotice steps={heldBack} onGoto={builder.goto} blockedNext={blockedNext.blocked} />
          </nav>
          <BuilderMain chosen={chosenStep} busy={builder.busy} following={following}>
            {builder.checkFailed && (
              <Alert className="form-alert" type="error" showIcon title={t`The inconsistency check failed: contact support with the quote number ${quote.reference}.`} />
            )}
            {shownStepId === STEP_REFERENCE && <ReferenceStep quote={quote} version={() => session.version} readOnly={readOnly} onSaved={accept} onNext={moveOn} />}
            {isFormStep && (
              <>
                {shownStepId !== catalogue.steps[0]?.id && !readOnly && <PresetsPanel quoteId={quote.id} dirty={unsaved} onApplied={presetApplied} />}
                <BuilderStepForm
                  actor={builder.actor}
                  catalogue={catalogue}
                  stepId={shownStepId}
                  locale={locale}
                  refused={builder.saveError?.stepId === shownStepId ? builder.saveError.fields : undefined}
                  onChange={builder.changeAnswers}
                  onSubmit={(answers) => {
                    builder.changeAnswers(answers);
                    next();
                  }}
                  onPrevious={previousEnabled ? builder.previous : undefined}
                  busy={builder.busy}
                  readOnly={readOnly ? { onNext: moveOn } : undefined}
                  fromPool={fromPool}
                />
              </>
            )}
            {shownStepId === STEP_CALCULATION && (
              <PriceStep
                quoteId={quote.id}
                locale={locale}
                readOnly={readOnly}
                onSettingsSaved={() => {
                  session.bumpVersion();
                  refreshTotal();
                }}
                onPrevious={builder.previous}
                onNext={moveOn}
                canGoOn={nextEnabled(10)}
              />
            )}
            {shownStepId === 10 && (
              <CustomiseStep
                quote={quote}
                sellerCountry={pricedCountry}
                locale={locale}
                readOnly={readOnly}
                onDirtyChange={setCustomiseDirty}
                onPrevious={previousFromCustomise}
                onNext={moveOn}
                canGoOn={nextEnabled(11)}
              />
            )}
            {shownStepId === 11 && (
              validation.step({
                quoteId: quote.id,
                catalogue,
                answers: quote.answers,
                locale,
                canValidate: quote.state === 'draft' && can('QUOTE_VALIDATE'),
                validated: quote.state !== 'draft',
                blocking: savedInconsistencies.filter((item) => item.blocking),
                stepTitle,
                onGoto: builder.goto,
                onPrevious: builder.previous,
                onValidated: setQuote,
              })
            )}
            <InconsistencyList inconsistencies={savedInconsistencies} stepTitle={stepTitle} onGoto={builder.goto} onDownloadReport={downloadInconsistencies} />
          </BuilderMain>
          <aside className="builder-aside">
            <BuilderLivePlan
              actor={builder.actor}
              catalogue={catalogue}
              locale={locale}
              country={pricedCountry}
              money={money}
              confirmedTotalCents={total?.totalCents ?? null}
              saved={!unsaved}
            />
          </aside>
        </div>
        <InconsistencyReviewDialog
          open={builder.review !== null}
          inconsistencies={builder.review?.inconsistencies ?? []}
          heldBack={heldBack}
          onSolve={() => {
            blockedNext.forget();
            builder.solve();
          }}
          onGoto={(id) => {
            blockedNext.forget();
            builder.solve();
            if (id !== stepId) builder.goto(id);
          }}
          onContinue={builder.continueAnyway}
        />
        <QuoteNameDialog
          open={rename.renaming}
          initialName={quote.name}
          onClose={rename.close}
          onSubmit={rename.submit}
        />
        {leaveDialog}
      </BuilderLayout>
    </InputsProvider>
  );
}
