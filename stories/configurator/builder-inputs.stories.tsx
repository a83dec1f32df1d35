/**
 * The builder's own input scheduler (issue 28, item 1), through useQuoteBuilder on the blind family: the
 * answers read with `readAnswers` hold the inputs still waiting for their frame, and in development an
 * edit handed to the builder while inputs wait throws, naming where it came from.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Answers, CheckStepsInput, CheckStepsOutput, SaveAnswersInput, SaveAnswersOutput } from '../../engine/index.ts';
import { useQuoteBuilder } from '../../src/features/builder/use-quote-builder.ts';
import { BENCH_ANSWERS, blind } from './step-list-scenarios.ts';

const actors = {
  saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async ({ input }) => ({ answers: input.answers })),
  checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(async () => ({ status: 'ok', stepsWithData: [], inconsistencies: [] })),
};
const LENGTH = String(blind.questionsByKey.get('length')!.id);

function BuilderInputs() {
  const builder = useQuoteBuilder(blind, { answers: BENCH_ANSWERS, actors });
  const [said, setSaid] = useState('');
  const withLength = (length: number): Answers => ({ ...builder.readAnswers(), [LENGTH]: length });
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          // a click whose answer waits for its frame, read at once
          builder.inputs.afterInputShown(() => builder.changeAnswers(withLength(7.5)));
          setSaid(`read: ${String(builder.readAnswers()[LENGTH])}`);
        }}
      >
        Read
      </button>
      <button
        type="button"
        onClick={() => {
          builder.inputs.afterInputShown(() => undefined);
          try {
            builder.changeAnswers({ ...builder.actor.getSnapshot().context.answers, [LENGTH]: 6.5 });
            setSaid('taken');
          } catch (error) {
            setSaid(`refused: ${(error as Error).message}`);
          }
          builder.inputs.flush();
        }}
      >
        Edit
      </button>
      <output>{said}</output>
    </div>
  );
}

const meta = {
  title: 'Configurator/BuilderInputs',
  component: BuilderInputs,
} satisfies Meta<typeof BuilderInputs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `readAnswers` runs the inputs still waiting first: the answer clicked just before is read. */
export const ReadAnswersHoldsTheInputsWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read' }));
    await expect(canvasElement.querySelector('output')).toHaveTextContent('read: 7.5');
  },
};

/** In development, an edit handed to the builder while a click still waits throws, naming changeAnswers. */
export const AnEditBeforeTheClicksThrowsInDevelopment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvasElement.querySelector('output')).toHaveTextContent(/^refused: the quote builder's changeAnswers read the answers while 1 input\(s\) still wait/);
  },
};
