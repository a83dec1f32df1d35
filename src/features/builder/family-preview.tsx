/**
 * The builder on a family that is not published yet (the catalogue studio's
 * preview): the same engine machine, step list, forms, live plan, price and
 * inconsistencies as a quote's builder, with the save and the check done in
 * the browser instead of the API (a save keeps the answers; the check runs
 * the engine's rules, as the server does). Nothing is stored.
 *
 * The machine is made for one catalogue's steps and questions: the studio
 * mounts a new preview (`key`) when they change and hands it the answers and
 * step of the last one, so that an edit keeps the user where they were. A
 * new family with the same steps and questions (a price, a rule) is taken in
 * place: the price lines, plan and inconsistencies read it, and the steps are
 * checked again with its rules.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  checkInconsistencies,
  linesInCurrency,
  localize,
  priceQuote,
  pricingErrorMessage,
  type Answers,
  type Catalogue,
  type CheckStepsInput,
  type CheckStepsOutput,
  type Locale,
  type QuoteBuilderActors,
  type SaveAnswersInput,
  type SaveAnswersOutput,
} from '../../../engine/index.ts';
import { BuilderStepForm } from './builder-step-form.tsx';
import { StepList } from './step-list.tsx';
import { useBuilderAnswers, useQuoteBuilder, type QuoteBuilderActor } from './use-quote-builder.ts';
import { InputsProvider } from './input-scheduler-context.tsx';
import { Panel } from '../../components/panel.tsx';
import { SecondaryText } from '../../components/text.tsx';
import { formatCents } from '../../lib/money.ts';
import { InconsistencyItem, InconsistencyItems } from './inconsistency-views.tsx';
import { LivePlan } from './live-plan.tsx';
import { PriceLines } from './price-lines.tsx';
import './builder.css';

/** The preview prices as for a French installer today: list prices in euros, eco-participation included. */
const PREVIEW_COUNTRY = 'FR';
const PREVIEW_MONEY = { currency: 'EUR', exchange_rate: 1 } as const;
const today = () => new Date().toISOString().slice(0, 10);

/** The family the preview was given last: the check reads its rules (kept outside React's state: only the actors read it). */
class LatestFamily {
  #catalogue: Catalogue;
  constructor(catalogue: Catalogue) {
    this.#catalogue = catalogue;
  }
  get catalogue(): Catalogue {
    return this.#catalogue;
  }
  /** Keeps `catalogue`; whether its rules differ from the last one's (the steps must then be checked again). */
  replace(catalogue: Catalogue): boolean {
    if (catalogue === this.#catalogue) return false;
    const rulesChanged = JSON.stringify(catalogue.document.rules) !== JSON.stringify(this.#catalogue.document.rules);
    this.#catalogue = catalogue;
    return rulesChanged;
  }
}

/** The save keeps the answers; the check runs the rules of the family given last, as the server would. */
function localActors(current: LatestFamily, locale: Locale): QuoteBuilderActors {
  return {
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async ({ input }) => ({ answers: input.answers })),
    checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(async ({ input }) => checkInconsistencies(current.catalogue, input.answers, locale, input.stepIds)),
  };
}

export interface FamilyPreviewProps {
  catalogue: Catalogue;
  /** The language of the family's texts in the preview (the studio's own words stay in the page's language). */
  locale: Locale;
  /** Where to start: the answers and step of the previous preview, or a preset's. */
  answers: Answers;
  stepId?: number;
  /** Every change of the answers or the step, to carry them to the next preview and to save a test case. */
  onState: (state: { answers: Answers; stepId: number }) => void;
}

/** The price lines and inconsistencies of the answers on screen, computed by the engine as the server would. */
function PreviewOutcome({ actor, catalogue, locale }: { actor: QuoteBuilderActor; catalogue: Catalogue; locale: Locale }) {
  const { i18n } = useLingui();
  const answers = useBuilderAnswers(actor);
  const priced = useMemo(() => priceQuote(catalogue, answers, { country: PREVIEW_COUNTRY, date: today() }), [catalogue, answers]);
  const found = useMemo(() => checkInconsistencies(catalogue, answers, locale).inconsistencies, [catalogue, answers, locale]);
  const stepTitle = (stepId: number) => localize(catalogue.stepsById.get(stepId)?.title ?? { en: String(stepId) }, locale);
  const money = (cents: number) => formatCents(cents, PREVIEW_MONEY.currency, locale);
  return (
    <>
      <Panel title={<Trans>Price lines</Trans>}>
        {priced.status === 'ok' ? (
          priced.lines.length > 0 ? (
            <PriceLines lines={linesInCurrency(priced.lines, PREVIEW_MONEY)} locale={locale} money={money} />
          ) : (
            <SecondaryText><Trans>No price line applies to these answers.</Trans></SecondaryText>
          )
        ) : (
          <Alert type="error" showIcon title={<Trans>The price cannot be computed: {pricingErrorMessage(priced, i18n.locale as Locale)}</Trans>} />
        )}
      </Panel>
      <Panel title={<Trans>Inconsistencies</Trans>}>
        {found.length === 0 ? (
          <SecondaryText><Trans>None for these answers.</Trans></SecondaryText>
        ) : (
          <InconsistencyItems>
            {found.map((item) => (
              <InconsistencyItem key={item.key} item={item} stepTitle={stepTitle(item.stepId)} />
            ))}
          </InconsistencyItems>
        )}
      </Panel>
    </>
  );
}

/** The presets to start from: rendered again with its options, not with each new price or rule. */
const PresetSelect = memo(function PresetSelect({ presets, onApply }: { presets: { value: string; label: string }[]; onApply: (key: string) => void }) {
  const { t } = useLingui();
  return <Select className="family-preview-presets" placeholder={t`Start from a preset`} aria-label={t`Start from a preset`} options={presets} value={null} onChange={onApply} />;
});

/** The step's form: re-rendered by its answers and its own props, not by a new price or rule. */
const PreviewStepForm = memo(BuilderStepForm);

export function FamilyPreview({ catalogue, locale, answers: startAnswers, stepId: startStep, onState }: FamilyPreviewProps) {
  const { t } = useLingui();
  // a family whose steps and questions are the same (a price or a rule changed) follows in place: the check reads it, and the steps are checked again
  const [current] = useState(() => new LatestFamily(catalogue));
  const [actors] = useState(() => localActors(current, locale));
  // the steps, questions and presets this preview is made for: the same in every family it is given (the form and the machine read them, so a new price re-renders neither)
  const [structure] = useState(catalogue);
  const firstStep = structure.steps[0]?.id;
  const opening = startStep !== undefined && structure.stepsById.has(startStep) ? startStep : firstStep;
  // "save and next" predicts the inconsistencies with the rules of the family given last too
  const [predict] = useState(() => (input: CheckStepsInput) => checkInconsistencies(current.catalogue, input.answers, locale, input.stepIds));
  const builder = useQuoteBuilder(structure, { answers: startAnswers, ...(opening !== undefined ? { stepId: opening } : {}), actors, locale, predict });
  const answers = useBuilderAnswers(builder.actor);
  const { load, readAnswers, changeAnswers, next } = builder;
  useEffect(() => {
    if (current.replace(catalogue)) load(readAnswers());
  }, [catalogue, current, load, readAnswers]);
  useEffect(() => onState({ answers, stepId: builder.stepId }), [answers, builder.stepId, onState]);
  // the family's own steps: the reference, price, customisation and validation steps need a quote
  const steps = useMemo(() => builder.steps.filter((step) => structure.stepsById.has(step.id)), [builder.steps, structure]);
  const formStep = structure.stepsById.has(builder.stepId) ? builder.stepId : undefined;
  const visible = steps.filter((step) => step.visible);
  const position = visible.findIndex((step) => step.id === formStep);
  const presets = useMemo(() => structure.presets.map((preset) => ({ value: preset.key, label: localize(preset.title, locale) })), [structure, locale]);
  const applyPreset = useCallback(
    (key: string) => {
      const preset = structure.presets.find((candidate) => candidate.key === key);
      if (preset) load({ ...preset.answers });
    },
    [structure, load],
  );
  const submit = useCallback(
    (answered: Answers) => {
      changeAnswers(answered);
      next();
    },
    [changeAnswers, next],
  );

  return (
    <InputsProvider value={builder.inputs}>
      <div className="family-preview" lang={locale}>
        {presets.length > 0 && <PresetSelect presets={presets} onApply={applyPreset} />}
        <nav aria-label={t`Steps of the preview`}>
          <StepList items={steps} locale={locale} onSelect={builder.goto} checkFailed={builder.checkFailed} orientation="horizontal" />
        </nav>
        {formStep !== undefined ? (
          <PreviewStepForm
            actor={builder.actor}
            catalogue={structure}
            stepId={formStep}
            locale={locale}
            onChange={changeAnswers}
            onSubmit={submit}
            onPrevious={position > 0 ? builder.previous : undefined}
            busy={builder.busy}
          />
        ) : (
          <Alert type="success" showIcon title={<Trans>Every step is answered: the price below is the quote's list price.</Trans>} />
        )}
        <LivePlan catalogue={catalogue} answers={answers} locale={locale} country={PREVIEW_COUNTRY} money={PREVIEW_MONEY} confirmedTotalCents={null} saved={false} />
        <PreviewOutcome actor={builder.actor} catalogue={catalogue} locale={locale} />
      </div>
    </InputsProvider>
  );
}
