/**
 * The quote builder's parts together, driven by useQuoteBuilder on the blind
 * family with fake actors in place of the API: saving keeps the answers, the
 * check runs the engine's rules (as the server does), at once or after a
 * delay, or refusing a step's save as the server does (a 422 naming the
 * answer). Changing an answer refreshes the list 150 ms later; "Save and next"
 * moves on at once, the save and the check following behind; a refused save
 * brings the step back with the server's message under the answer; "Previous"
 * moves back. An edit that changes no step re-renders the form, not the step
 * list beside it.
 */
import Form from '@rjsf/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Card, Col, Row, Spin } from 'antd';
import { Profiler } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  checkInconsistencies,
  localize,
  type CheckStepsInput,
  type CheckStepsOutput,
  type Locale,
  type QuoteBuilderActors,
  type SaveAnswersInput,
  type SaveAnswersOutput,
} from '../../engine/index.ts';
import { BuilderStepForm } from '../../src/features/builder/builder-step-form.tsx';
import { StepList } from '../../src/features/builder/step-list.tsx';
import { useQuoteBuilder } from '../../src/features/builder/use-quote-builder.ts';
import { InputsProvider } from '../../src/features/builder/input-scheduler-context.tsx';
import { useDevice } from '../../src/lib/use-device.ts';
import { localeOf } from '../story-locale.ts';
import { BENCH_ANSWERS, blind, stepId } from './step-list-scenarios.ts';

/** A save the fake server refuses: the one completing `stepKey`, the first time, with `message` on the question `questionKey`. */
interface Refusal {
  stepKey: string;
  questionKey: string;
  message: string;
}

/** The save and the check, answering after `delayMs`; the save of `refuse` refused once (a 422 naming the answer). */
function fakeActors(delayMs: number, locale: Locale, refuse?: Refusal): QuoteBuilderActors {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  let refused = false;
  return {
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async ({ input }) => {
      const saved = await later({ answers: input.answers });
      if (refuse && !refused && input.completedStepId === stepId(refuse.stepKey)) {
        refused = true;
        const questionId = blind.questionsByKey.get(refuse.questionKey)!.id;
        throw Object.assign(new Error(refuse.message), { code: 'invalid_answer', fields: { [questionId]: refuse.message } });
      }
      return saved;
    }),
    checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(({ input }) => {
      return later(checkInconsistencies(blind, input.answers, locale, input.stepIds));
    }),
  };
}

/** Commits of the step list's subtree (React's Profiler), read by the stories' play functions. */
let stepListCommits = 0;
const countStepList = () => {
  stepListCommits += 1;
};

/**
 * Counts the times RJSF's Form derives its state again from new props
 * (`getSnapshotBeforeUpdate` with a next state: defaults, schema and errors
 * recomputed), while `watch` runs.
 */
async function formDerivations(watch: () => Promise<void>): Promise<number> {
  const original = Form.prototype.getSnapshotBeforeUpdate;
  let count = 0;
  Form.prototype.getSnapshotBeforeUpdate = function (this: Form, ...args: Parameters<typeof original>) {
    const snapshot = original.apply(this, args);
    if ('nextState' in snapshot) count += 1;
    return snapshot;
  };
  try {
    await watch();
  } finally {
    Form.prototype.getSnapshotBeforeUpdate = original;
  }
  return count;
}

function QuoteBuilder({ locale = 'fr', delayMs = 0, refuse }: { locale?: Locale; delayMs?: number; refuse?: Refusal }) {
  const builder = useQuoteBuilder(blind, { answers: BENCH_ANSWERS, stepId: stepId('product'), actors: fakeActors(delayMs, locale, refuse), locale });
  const isForm = blind.stepsById.has(builder.stepId);
  // as StepList itself: the list beside the form on a desktop, above it on a tablet or a phone
  const { isMobile } = useDevice();
  return (
    <InputsProvider value={builder.inputs}>
      <Row gutter={[24, 24]}>
        <Col span={isMobile ? 24 : 6}>
          <Profiler id="step-list" onRender={countStepList}>
            <StepList items={builder.steps} locale={locale} onSelect={builder.goto} checkFailed={builder.checkFailed} />
          </Profiler>
        </Col>
        <Col span={isMobile ? 24 : 18}>
          {builder.saveError && <Alert type="error" role="alert" title={builder.saveError.message} style={{ marginBottom: 16 }} />}
          {/* what the builder does behind the steps, for the play functions */}
          <Card data-saving={builder.saving} data-dirty={builder.dirty}>
            {builder.opening ? (
              <Spin />
            ) : (
              isForm && (
                <BuilderStepForm
                  actor={builder.actor}
                  catalogue={blind}
                  stepId={builder.stepId}
                  locale={locale}
                  refused={builder.saveError?.stepId === builder.stepId ? builder.saveError.fields : undefined}
                  onChange={builder.changeAnswers}
                  onSubmit={(answers) => {
                    builder.changeAnswers(answers);
                    builder.next();
                  }}
                  onPrevious={builder.previous}
                  busy={builder.busy}
                />
              )
            )}
          </Card>
        </Col>
      </Row>
    </InputsProvider>
  );
}

const meta = {
  title: 'Configurator/QuoteBuilder',
  component: QuoteBuilder,
  parameters: { layout: 'padded' },
  render: (args, { globals }) => <QuoteBuilder {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof QuoteBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (key: string, locale: Locale) => localize(blind.steps.find((step) => step.key === key)!.title, locale);
const answerTitle = (question: string, answer: string, locale: Locale) =>
  localize(blind.questionsByKey.get(question)!.answers.find((candidate) => candidate.key === answer)!.title, locale);
/** The step's "save and next": after the form, tied to it by its `form` attribute (step-form.tsx). */
const saveButton = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLButtonElement>('button[type="submit"][form]')!;
const previousButton = (canvasElement: HTMLElement) => saveButton(canvasElement).parentElement!.querySelector<HTMLButtonElement>('button:not([type="submit"])')!;
/** Past the step list's refresh, 150 ms after the last change. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 400));

/** From the first step, "save and next" to the pool step. */
async function openPoolStep(canvasElement: HTMLElement, locale: Locale): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: title('product', locale) })).toBeVisible();
  await userEvent.click(saveButton(canvasElement));
  await expect(await canvas.findByRole('heading', { level: 2, name: title('pool', locale) })).toBeVisible();
}

/** Without a bench, the bench step leaves the list (after the refresh delay); "Save and next" then goes to the pool step. */
export const AnswerChangesTheSteps: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const inList = (key: string) => canvas.queryByText(title(key, locale), { selector: '.step-list-title' });

    await step('the bench step is listed', async () => {
      await expect(await canvas.findByRole('heading', { level: 2, name: title('product', locale) })).toBeVisible();
      await expect(inList('bench')).not.toBeNull();
      await expect(inList('immersed')).toBeNull();
    });

    await step('above ground without a bench', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: answerTitle('variant', 'above_ground', locale) }));
      await waitFor(() => expect(inList('bench')).toBeNull());
    });

    await step('immersed on the pool floor', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: answerTitle('variant', 'immersed_floor', locale) }));
      await waitFor(() => expect(inList('immersed')).not.toBeNull());
    });

    await step('save and next, then previous', async () => {
      await userEvent.click(saveButton(canvasElement));
      await expect(await canvas.findByRole('heading', { level: 2, name: title('pool', locale) })).toBeVisible();
      await userEvent.click(previousButton(canvasElement));
      await expect(await canvas.findByRole('heading', { level: 2, name: title('product', locale) })).toBeVisible();
    });
  },
};

/**
 * A slow server: the builder opens once the first check is back; "save and next" shows the next step at once,
 * the save and the check running behind, and an answer clicked on that step meanwhile is held (issue 28,
 * items 1 and 2: the step used to wait for both, and a click meanwhile was dropped).
 */
export const SlowSaveAndCheck: Story = {
  args: { delayMs: 2500 },
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const card = () => canvasElement.querySelector<HTMLElement>('[data-saving]')!;

    await step('opening: the steps are checked first', async () => {
      await expect(canvasElement.querySelector('.ant-spin')).not.toBeNull();
      await expect(await canvas.findByRole('heading', { level: 2, name: title('product', locale) }, { timeout: 5000 })).toBeVisible();
    });

    await step('save and next: the pool step at once, while the save still runs', async () => {
      await userEvent.click(saveButton(canvasElement));
      await expect(await canvas.findByRole('heading', { level: 2, name: title('pool', locale) }, { timeout: 2000 })).toBeVisible();
      await expect(card()).toHaveAttribute('data-saving', 'true');
      await expect(saveButton(canvasElement)).not.toHaveClass('ant-btn-loading');
    });

    await step('an answer clicked while the save runs is held once it is done', async () => {
      const steelPanels = canvas.getByRole('radio', { name: answerTitle('construction', 'steel_panels', locale) });
      await userEvent.click(steelPanels);
      await waitFor(() => expect(steelPanels).toBeChecked());
      await expect(card()).toHaveAttribute('data-saving', 'true');
      await waitFor(() => expect(card()).toHaveAttribute('data-saving', 'false'), { timeout: 8000 });
      await settled();
      await expect(steelPanels).toBeChecked();
      await expect(card()).toHaveAttribute('data-dirty', 'true');
    });
  },
};

/**
 * A save refused behind the steps (a 422 on the pool's length): the builder brings the pool step back with
 * the server's message under the length and in the alert, and the answer clicked on the next step while the
 * save ran is kept.
 */
export const RefusedSaveBringsTheStepBack: Story = {
  args: { delayMs: 1500, refuse: { stepKey: 'pool', questionKey: 'length', message: 'The server refused this length.' } },
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const polycarbonate = () => canvas.getByRole('radio', { name: answerTitle('slat_material', 'polycarbonate', locale) });

    await step('on the pool step', async () => {
      await expect(await canvas.findByRole('heading', { level: 2, name: title('product', locale) }, { timeout: 5000 })).toBeVisible();
      await userEvent.click(saveButton(canvasElement));
      await expect(await canvas.findByRole('heading', { level: 2, name: title('pool', locale) })).toBeVisible();
    });

    await step('save and next: the apron step at once; an answer is given there while the save runs', async () => {
      await userEvent.click(saveButton(canvasElement));
      await expect(await canvas.findByRole('heading', { level: 2, name: title('apron', locale) })).toBeVisible();
      await userEvent.click(polycarbonate());
      await waitFor(() => expect(polycarbonate()).toBeChecked());
    });

    await step('the refusal brings the pool step back, the message under the length', async () => {
      await expect(await canvas.findByRole('heading', { level: 2, name: title('pool', locale) }, { timeout: 8000 })).toBeVisible();
      await expect(await canvas.findByRole('alert')).toHaveTextContent('The server refused this length.');
      const lengthField = canvasElement.querySelector<HTMLElement>('#root_length')!.closest('.step-form-field')!;
      await waitFor(() => expect(lengthField).toHaveTextContent('The server refused this length.'));
      await expect(canvasElement.querySelector('[data-saving]')).toHaveAttribute('data-dirty', 'true');
    });

    await step('the answer given on the apron step meanwhile is still there', async () => {
      await userEvent.click(saveButton(canvasElement));
      await expect(await canvas.findByRole('heading', { level: 2, name: title('apron', locale) })).toBeVisible();
      await expect(polycarbonate()).toBeChecked();
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 8000 });
    });
  },
};

/** An edit that leaves the steps as they are (the pool's construction, a key in its length) re-renders the form, not the step list: each part subscribes to what it shows. */
export const AnEditLeavesTheStepListAlone: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);

    await step('on the pool step', async () => {
      await openPoolStep(canvasElement, locale);
      await settled();
    });

    await step('a first edit marks the quote changed', async () => {
      const steelPanels = canvas.getByRole('radio', { name: answerTitle('construction', 'steel_panels', locale) });
      await userEvent.click(steelPanels);
      await waitFor(() => expect(steelPanels).toBeChecked());
      await settled();
    });

    await step('a choice and keys in a dimension: the form follows, the step list is not rendered again', async () => {
      const before = stepListCommits;
      const concrete = canvas.getByRole('radio', { name: answerTitle('construction', 'concrete', locale) });
      await userEvent.click(concrete);
      await waitFor(() => expect(concrete).toBeChecked());
      const length = canvasElement.querySelector<HTMLInputElement>('#root_length')!;
      await userEvent.type(length, '5');
      await waitFor(() => expect(length.value).toMatch(/5$/));
      await settled();
      await expect(stepListCommits).toBe(before);
    });
  },
};

/** The form keeps what it reported: an answer chosen or a key typed is not handed back to RJSF as new data to derive its state from again (issue 17, item 1). */
export const AnEditIsNotHandedBackToTheForm: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);

    await step('on the pool step, after a first edit', async () => {
      await openPoolStep(canvasElement, locale);
      await userEvent.click(canvas.getByRole('radio', { name: answerTitle('construction', 'steel_panels', locale) }));
      await settled();
    });

    await step('a choice and keys in a dimension: RJSF never derives its state from the answers it reported', async () => {
      const length = canvasElement.querySelector<HTMLInputElement>('#root_length')!;
      const derivations = await formDerivations(async () => {
        const concrete = canvas.getByRole('radio', { name: answerTitle('construction', 'concrete', locale) });
        await userEvent.click(concrete);
        await waitFor(() => expect(concrete).toBeChecked());
        await userEvent.type(length, '5');
        await waitFor(() => expect(length.value).toMatch(/5$/));
        await settled();
      });
      await expect(derivations).toBe(0);
      await expect(canvas.getByRole('radio', { name: answerTitle('construction', 'concrete', locale) })).toBeChecked();
      await expect(length.value).toMatch(/5$/);
    });
  },
};

