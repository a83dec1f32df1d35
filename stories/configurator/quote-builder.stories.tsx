/**
 * The quote builder's parts together, driven by useQuoteBuilder on the blind
 * family: the step list beside the current step's form. Changing an answer
 * refreshes the list 150 ms later; "Save and next" and "Previous" move
 * through the visible steps.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Col, Row } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localize, type Locale } from '../../engine/index.ts';
import { StepForm } from '../../src/configurator/step-form.tsx';
import { StepList } from '../../src/configurator/step-list.tsx';
import { useQuoteBuilder } from '../../src/configurator/use-quote-builder.ts';
import { useDevice } from '../../src/lib/use-device.ts';
import { localeOf } from '../story-locale.ts';
import { BENCH_ANSWERS, blind, stepId } from './step-list-scenarios.ts';

function QuoteBuilder({ locale = 'fr' }: { locale?: Locale }) {
  const builder = useQuoteBuilder(blind, { answers: BENCH_ANSWERS, stepId: stepId('product') });
  const isForm = blind.stepsById.has(builder.stepId);
  // as StepList itself: the list beside the form on a desktop, above it on a tablet or a phone
  const { isMobile } = useDevice();
  return (
    <Row gutter={[24, 24]}>
      <Col span={isMobile ? 24 : 6}>
        <StepList items={builder.steps} locale={locale} onSelect={builder.goto} checkFailed={builder.checkFailed} />
      </Col>
      <Col span={isMobile ? 24 : 18}>
        <Card>
          {isForm && (
            <StepForm
              catalogue={blind}
              stepId={builder.stepId}
              locale={locale}
              answers={builder.answers}
              onChange={builder.changeAnswers}
              onSubmit={(answers) => {
                builder.changeAnswers(answers);
                builder.next();
              }}
              onPrevious={builder.previous}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}

const meta = {
  title: 'Configurator/QuoteBuilder',
  component: QuoteBuilder,
  parameters: { layout: 'padded' },
  render: (_args, { globals }) => <QuoteBuilder locale={localeOf(globals)} />,
} satisfies Meta<typeof QuoteBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (key: string, locale: Locale) => localize(blind.steps.find((step) => step.key === key)!.title, locale);
const answerTitle = (question: string, answer: string, locale: Locale) =>
  localize(blind.questionsByKey.get(question)!.answers.find((candidate) => candidate.key === answer)!.title, locale);

/** Without a bench, the bench step leaves the list (after the refresh delay); "Save and next" then goes to the pool step. */
export const AnswerChangesTheSteps: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const inList = (key: string) => canvas.queryByText(title(key, locale), { selector: '.ant-steps-item-title' });

    await step('the bench step is listed', async () => {
      await expect(await canvas.findByRole('heading', { level: 3, name: title('product', locale) })).toBeVisible();
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
      // the form's two buttons, whatever the language
      const save = () => canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
      await userEvent.click(save());
      await expect(await canvas.findByRole('heading', { level: 3, name: title('pool', locale) })).toBeVisible();
      await userEvent.click(save().parentElement!.querySelector<HTMLButtonElement>('button:not([type="submit"])')!);
      await expect(await canvas.findByRole('heading', { level: 3, name: title('product', locale) })).toBeVisible();
    });
  },
};
