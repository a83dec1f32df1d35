/**
 * Each family's quote-builder scenario (tests/fixtures/builder-scenarios.ts) given through the real
 * widgets, in the scenario's language, by the builder's machine (useQuoteBuilder, its step list, its
 * step form and its review dialog), a fake server in place of the API whose check runs the engine's
 * rules as the server does: every visible step answered as a user does (a choice clicked or picked
 * in its list by its title, a number typed with the language's decimal separator, a box ticked),
 * the blocking answers met on their step (the review dialog names the family's blocking rule; solved,
 * the step stays and is answered again) and, after the last step, the price step with exactly the
 * scenario's answers saved. The server's side of the same answers is
 * tests/server/quotes/family-scenarios.test.ts; a few families go end to end
 * (tests/e2e/quote-builder-*.e2e.ts).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { parse } from 'yaml';
import barYaml from '../../schemas/families/bar.family.yaml?raw';
import blindYaml from '../../schemas/families/blind.family.yaml?raw';
import bubbleYaml from '../../schemas/families/bubble.family.yaml?raw';
import linerYaml from '../../schemas/families/liner.family.yaml?raw';
import netYaml from '../../schemas/families/net.family.yaml?raw';
import winterYaml from '../../schemas/families/winter.family.yaml?raw';
import {
  CALCULATION_STEP,
  checkInconsistencies,
  localize,
  RADIO_MAX_OPTIONS,
  visibleAnswers,
  visibleFormSteps,
  visibleQuestions,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type CatalogueQuestion,
  type CatalogueStep,
  type CheckStepsInput,
  type CheckStepsOutput,
  type Locale,
  type QuoteBuilderActors,
  type SaveAnswersInput,
  type SaveAnswersOutput,
} from '../../engine/index.ts';
import { BuilderStepForm } from '../../src/features/builder/builder-step-form.tsx';
import { InconsistencyReviewDialog } from '../../src/features/builder/inconsistency-review-dialog.tsx';
import { InputsProvider } from '../../src/features/builder/input-scheduler-context.tsx';
import { StepList } from '../../src/features/builder/step-list.tsx';
import { useQuoteBuilder } from '../../src/features/builder/use-quote-builder.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { BUILDER_SCENARIOS, toAnswers, type BuilderScenario, type ScenarioFamily } from '../../tests/fixtures/builder-scenarios.ts';
import { plain } from '../story-text.ts';
import { familyCatalogue } from './family-story-data.ts';

const DOCUMENTS: Record<ScenarioFamily, string> = { blind: blindYaml, bubble: bubbleYaml, liner: linerYaml, winter: winterYaml, bar: barYaml, net: netYaml };
const catalogueOf = (family: ScenarioFamily): Catalogue => familyCatalogue(parse(DOCUMENTS[family]) as object);

/** What the fake server saved last, by story: read by the play functions. */
const savedAnswers = new Map<string, Answers>();

/** A server that keeps what is saved and checks with the engine's rules, at once. */
function fakeServer(catalogue: Catalogue, locale: Locale): QuoteBuilderActors {
  return {
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async ({ input }) => {
      savedAnswers.set(catalogue.key, input.answers);
      return { answers: input.answers };
    }),
    checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(async ({ input }) => checkInconsistencies(catalogue, input.answers, locale, input.stepIds)),
  };
}

/** A new quote of the family in the builder: on its first form step, nothing answered. */
function ScenarioBuilder({ family }: { family: ScenarioFamily }) {
  const { locale } = BUILDER_SCENARIOS[family];
  const catalogue = catalogueOf(family);
  const actors = useMemo(() => fakeServer(catalogue, locale), [catalogue, locale]);
  const builder = useQuoteBuilder(catalogue, { answers: {}, stepId: visibleFormSteps(catalogue, {})[0]!.id, actors, locale });
  return (
    <InputsProvider value={builder.inputs}>
      <Row gutter={[24, 24]}>
        <Col span={6} className="scenario-steps">
          <StepList items={builder.steps} locale={locale} onSelect={builder.goto} checkFailed={builder.checkFailed} />
        </Col>
        <Col span={18}>
          <Card>
            {catalogue.stepsById.has(builder.stepId) && (
              <BuilderStepForm
                actor={builder.actor}
                catalogue={catalogue}
                stepId={builder.stepId}
                locale={locale}
                onChange={builder.changeAnswers}
                onSubmit={(answers) => {
                  builder.changeAnswers(answers);
                  builder.next();
                }}
                onPrevious={builder.previous}
                busy={builder.busy}
              />
            )}
          </Card>
        </Col>
      </Row>
      <InconsistencyReviewDialog open={builder.review !== null} inconsistencies={builder.review?.inconsistencies ?? []} onSolve={builder.solve} onContinue={builder.continueAnyway} />
    </InputsProvider>
  );
}

/** A number as typed in the language (6.8 -> "6,8" in French). */
function typedNumber(value: number, locale: Locale): string {
  const separator = new Intl.NumberFormat(locale).format(1.5).charAt(1);
  return String(value).replace('.', separator);
}

const answerTitle = (catalogue: Catalogue, answerId: number, locale: Locale) => localize(catalogue.answersById.get(answerId)!.title, locale);

/** Gives one question its answer through its field, as the end-to-end tests' builder-form.ts does with Playwright. */
async function fillQuestion(canvasElement: HTMLElement, catalogue: Catalogue, question: CatalogueQuestion, answers: Answers, value: AnswerValue, locale: Locale): Promise<void> {
  const field = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(`#root_${question.key}`);
    if (!found) throw new Error(`${catalogue.key}: no field for ${question.key}`);
    return found;
  });
  switch (question.type) {
    case 'single': {
      const title = answerTitle(catalogue, value as number, locale);
      if (visibleAnswers(question, answers).length <= RADIO_MAX_OPTIONS) {
        const radio = within(field).getByRole('radio', { name: title });
        await userEvent.click(radio);
        await waitFor(() => expect(radio).toBeChecked());
        return;
      }
      await userEvent.click(field);
      const option = await waitFor(() => {
        const list = canvasElement.ownerDocument.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
        if (!list) throw new Error(`${question.key}: the list did not open`);
        return within(list).getByTitle(title, { exact: true });
      });
      await userEvent.click(option);
      await waitFor(() => expect(canvasElement.ownerDocument.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull());
      return;
    }
    case 'multiple':
      for (const answer of visibleAnswers(question, answers)) {
        const box = within(field).getByRole('checkbox', { name: answerTitle(catalogue, answer.id, locale) });
        if ((box as HTMLInputElement).checked !== (value as number[]).includes(answer.id)) await userEvent.click(box);
      }
      return;
    case 'boolean':
      if ((field as HTMLInputElement).checked !== value) await userEvent.click(field);
      return;
    case 'number':
      await userEvent.clear(field);
      await userEvent.type(field, typedNumber(value as number, locale));
      await userEvent.tab();
      return;
    case 'text':
      await userEvent.clear(field);
      await userEvent.type(field, value as string);
      await userEvent.tab();
  }
}

/** Answers every question of `step` that `answers` shows, in the form's order (a question that an earlier one reveals is waited for). */
async function fillStep(canvasElement: HTMLElement, catalogue: Catalogue, step: CatalogueStep, answers: Answers, locale: Locale): Promise<void> {
  for (const question of visibleQuestions(catalogue, step, answers)) {
    const value = answers[String(question.id)];
    if (value === undefined) throw new Error(`${catalogue.key}: the scenario does not answer ${question.key}`);
    await fillQuestion(canvasElement, catalogue, question, answers, value, locale);
  }
}

/** The step's "save and next": after the form, tied to it by its `form` attribute (step-form.tsx). */
const saveAndNext = (canvasElement: HTMLElement) => userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type="submit"][form]')!);
const currentStep = (canvasElement: HTMLElement) => canvasElement.querySelector('.scenario-steps [aria-current="step"] .step-list-title')?.textContent;
const stepEntry = (canvasElement: HTMLElement, title: string) =>
  [...canvasElement.querySelectorAll<HTMLElement>('.scenario-steps .step-list-item')].find((item) => item.querySelector('.step-list-title')?.textContent === title)!;

/** Answers the step so that its blocking rule fires, meets the review dialog, solves it, and gives the scenario's answers. */
async function meetBlocking(canvasElement: HTMLElement, scenario: BuilderScenario, catalogue: Catalogue, step: CatalogueStep, answers: Answers): Promise<void> {
  const { locale } = scenario;
  const rule = catalogue.rules.find((candidate) => candidate.key === scenario.blocking.rule);
  if (!rule?.blocking || rule.stepId !== step.id) throw new Error(`${catalogue.key}: ${scenario.blocking.rule} is no blocking rule of step ${step.key}`);
  await fillStep(canvasElement, catalogue, step, { ...answers, ...toAnswers(catalogue, scenario.blocking.answers) }, locale);
  await saveAndNext(canvasElement);

  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole('dialog');
  // the dialog fades in
  await waitFor(() => expect(within(dialog).getByText(i18n._(msg`This step has inconsistencies`))).toBeVisible());
  await expect(dialog.querySelectorAll('.inconsistency-item')).toHaveLength(1);
  await expect(within(dialog).getByText(i18n._(msg`Blocking`), { selector: '.ant-tag' })).toBeVisible();
  await expect(within(dialog).getByText(plain(localize(rule.reason, locale)))).toBeVisible();
  await expect(currentStep(canvasElement)).toBe(localize(step.title, locale));
  await waitFor(() => expect(within(stepEntry(canvasElement, localize(step.title, locale))).getByRole('img', { name: i18n._(msg`Step with errors`) })).toBeVisible());

  await userEvent.click(within(dialog).getByRole('button', { name: i18n._(msg`Solve them`) }));
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  await expect(currentStep(canvasElement)).toBe(localize(step.title, locale));
  await fillStep(canvasElement, catalogue, step, answers, locale);
}

function scenarioStory(family: ScenarioFamily): Story {
  const scenario: BuilderScenario = BUILDER_SCENARIOS[family];
  return {
    args: { family },
    globals: { locale: scenario.locale },
    play: async ({ canvasElement, step: testStep }) => {
      const { locale } = scenario;
      const catalogue = catalogueOf(family);
      const answers = toAnswers(catalogue, scenario.answers);
      const blockingKeys = Object.keys(scenario.blocking.answers);
      savedAnswers.delete(catalogue.key);
      const canvas = within(canvasElement);
      for (const step of visibleFormSteps(catalogue, answers)) {
        await testStep(`${step.key}: ${localize(step.title, locale)}`, async () => {
          await expect(await canvas.findByRole('heading', { level: 2, name: localize(step.title, locale) })).toBeVisible();
          await waitFor(() => expect(currentStep(canvasElement)).toBe(localize(step.title, locale)));
          if (step.questions.some((question) => blockingKeys.includes(question.key))) {
            await meetBlocking(canvasElement, scenario, catalogue, step, answers);
          } else {
            await fillStep(canvasElement, catalogue, step, answers, locale);
          }
          await saveAndNext(canvasElement);
          await waitFor(() => expect(currentStep(canvasElement)).not.toBe(localize(step.title, locale)));
        });
      }
      await testStep('the price step, with exactly the scenario’s answers saved', async () => {
        await waitFor(() => expect(currentStep(canvasElement)).toBe(localize(CALCULATION_STEP.title, locale)));
        await waitFor(() => expect(savedAnswers.get(catalogue.key)).toEqual(answers));
      });
    },
  };
}

const meta = {
  title: 'Families/Scenarios',
  component: ScenarioBuilder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScenarioBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slatted blind in French (the largest family: 20 questions, selects, a bench). */
export const BlindInFrench = scenarioStory('blind');
/** A bubble cover in German. */
export const BubbleInGerman = scenarioStory('bubble');
/** A liner in English (depths, stairs, a checkbox). */
export const LinerInEnglish = scenarioStory('liner');
/** A winter cover in Dutch. */
export const WinterInDutch = scenarioStory('winter');
/** A bar cover in Italian (several accessories). */
export const BarInItalian = scenarioStory('bar');
/** A safety net in Spanish. */
export const NetInSpanish = scenarioStory('net');
