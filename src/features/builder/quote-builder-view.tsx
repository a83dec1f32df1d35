/**
 * The quote builder on a loaded quote: the engine's machine with the API's
 * save and check, the step list, the current step (reference, a form step,
 * the price), the live plan and price, the inconsistencies, the rename dialog
 * and the unsaved-changes warning.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Tag } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  checkInconsistencies,
  incompleteSteps,
  localize,
  pricedFor,
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
import { BuilderSession, builderActors } from './builder-actors.ts';
import type { Quote } from './builder-data.ts';
import { CustomiseStep, PriceStep } from './later-steps.tsx';
import { HeldBackNotice, heldBackSteps, useBlockedNext } from './held-back-notice.tsx';
import { InconsistencyReviewDialog, QuoteNameDialog } from './builder-dialogs.tsx';
import { InconsistencyList } from './inconsistency-views.tsx';
import { BuilderLivePlan } from './live-plan.tsx';
import { BuilderMain } from './builder-main.tsx';
import { PresetsPanel } from './presets-panel.tsx';
import { ReferenceStep } from './reference-step.tsx';
import { useLeaveWarning } from './use-unsaved-guard.tsx';
import './builder.css';
import { downloadReport, renameQuote, useConfirmedTotal, useStepPosition } from './builder-requests.ts';

/** The tariff's notice loads only for a quote it speaks of: one that cannot change (its version) or one a newer version applies to. */
const TariffNotice = loadedWhenOpened(
  () => import('./tariff-notice.tsx').then((module) => module.TariffNotice),
  ({ quote, editable }: { quote: Pick<Quote, 'newer_version'>; editable: boolean }) => !editable || quote.newer_version !== null,
);

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
  const [quote, setQuote] = useState(loaded);
  const [renaming, setRenaming] = useState(false);
  const complete = useMemo(() => incompleteSteps(catalogue, quote.answers).length === 0, [catalogue, quote.answers]);
  const { total, refreshTotal } = useConfirmedTotal(quote.id, complete);
  // the company the server prices for (its country: VAT, eco-participation), and the quote's currency as the server last priced it
  const pricedCountry = pricedFor({ installer: quote.installer, client: quote.client }).country_code;
  const money = useMemo(
    () => (total ? { currency: total.currency, exchangeRate: total.exchangeRate } : { currency: quote.currency, exchangeRate: quote.exchange_rate }),
    [total, quote.currency, quote.exchange_rate],
  );
  const [session] = useState(() => new BuilderSession(loaded));
  // a step chosen in the list, shown by the list and awaited by the step's screen until the builder is told
  const [chosenStep] = useState(() => new ChosenStep());
  const [actors] = useState(() => builderActors(session));
  useEffect(
    () =>
      session.onSaved((saved) => {
        setQuote(saved);
        refreshTotal();
      }),
    [session, refreshTotal],
  );
  const builder = useQuoteBuilder(catalogue, { answers: loaded.answers, stepId: loaded.last_step_id, actors });
  const readOnly = quote.state !== 'draft' || !can('QUOTE_EDIT');
  // step 10's form keeps its own unsaved changes (saved by its own buttons)
  const [customiseDirty, setCustomiseDirty] = useState(false);
  const unsaved = builder.dirty || customiseDirty;
  const { confirmLeave, dialog: leaveDialog } = useLeaveWarning(unsaved);
  useStepPosition(quote.id, builder.stepId, !readOnly && !builder.opening);

  const accept = useCallback((saved: Quote) => session.saved(saved), [session]);
  const { goto, load } = builder;
  const selectStep = useCallback((id: number) => confirmLeave(customiseDirty, () => goto(id)), [confirmLeave, customiseDirty, goto]);
  // what the header, the presets and the inconsistencies are given stays the same while it means the same: the
  // screen is rendered again on each busy flag of a save, they are not (memoised)
  const presetApplied = useCallback(
    (saved: Quote) => {
      accept(saved);
      load(saved.answers);
    },
    [accept, load],
  );
  const openRename = useCallback(() => setRenaming(true), []);
  const downloadInconsistencies = useCallback(() => void downloadReport(quote), [quote]);
  const status = useMemo(() => (readOnly ? <Tag><Trans>Read only</Trans></Tag> : unsaved ? <UnsavedTag /> : null), [readOnly, unsaved]);

  const savedInconsistencies = useMemo(() => checkInconsistencies(catalogue, quote.answers, locale).inconsistencies, [catalogue, quote.answers, locale]);
  const stepTitle = useCallback((stepId: number) => localize(catalogue.stepsById.get(stepId)?.title ?? { en: String(stepId) }, locale), [catalogue, locale]);
  const stepId = builder.stepId;
  // the step's screen follows the step list: a move is painted at once, the new step (a whole form) is rendered after, in a render that gives way to input
  const shownStepId = useDeferredValue(stepId);
  const following = shownStepId !== stepId;
  const isFormStep = catalogue.stepsById.has(shownStepId);
  // a read-only quote moves on without saving
  const followingStep = builder.steps.slice(builder.steps.findIndex((step) => step.id === stepId) + 1).find((step) => step.visible && !step.disabled)?.id;
  const moveOn = readOnly ? () => followingStep !== undefined && builder.goto(followingStep) : builder.next;
  const nextEnabled = (id: number) => builder.steps.some((step) => step.id === id && step.visible && !step.disabled);
  // "previous" is offered only when the step before may be entered (the reference step stays disabled until the first form step is done)
  const visibleSteps = builder.steps.filter((step) => step.visible);
  const before = visibleSteps[visibleSteps.findIndex((step) => step.id === stepId) - 1];
  const previousEnabled = before !== undefined && !before.disabled;
  // the steps whose blocking inconsistencies keep price, customisation and validation closed, and a "save and next" that could not move on
  const heldBack = useMemo(() => (readOnly ? [] : heldBackSteps(builder.steps, stepTitle)), [readOnly, builder.steps, stepTitle]);
  const blockedNext = useBlockedNext({ stepId, busy: builder.busy, reviewing: builder.review !== null, saveFailed: builder.saveError !== null, steps: builder.steps });
  const next = () => {
    blockedNext.ask();
    builder.next();
  };

  return (
    <InputsProvider value={builder.inputs}>
      <BuilderLayout
        name={quote.name}
        familyTitle={localize(catalogue.title, locale)}
        reference={quote.reference}
        onRename={readOnly ? undefined : openRename}
        status={status}
      >
        {builder.saveError && (
          <Alert
            className="form-alert"
            type="error"
            showIcon
            role="alert"
            title={builder.saveError.message || t`Your answers could not be saved. Try again.`}
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
                {shownStepId !== catalogue.steps[0]?.id && !readOnly && <PresetsPanel quoteId={quote.id} dirty={builder.dirty} onApplied={presetApplied} />}
                <BuilderStepForm
                  actor={builder.actor}
                  catalogue={catalogue}
                  stepId={shownStepId}
                  locale={locale}
                  onChange={builder.changeAnswers}
                  onSubmit={(answers) => {
                    builder.changeAnswers(answers);
                    next();
                  }}
                  onPrevious={previousEnabled ? builder.previous : undefined}
                  busy={builder.busy}
                  readOnly={readOnly ? { onNext: moveOn } : undefined}
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
                onPrevious={() => confirmLeave(customiseDirty, builder.previous)}
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
              saved={!builder.dirty}
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
          open={renaming}
          initialName={quote.name}
          onClose={() => setRenaming(false)}
          onSubmit={async (name) => {
            accept(await renameQuote(quote.id, name, session.version));
            setRenaming(false);
          }}
        />
        {leaveDialog}
      </BuilderLayout>
    </InputsProvider>
  );
}
