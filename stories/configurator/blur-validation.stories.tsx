/**
 * useBlurValidation validates in a deferred render: the render that follows
 * an input commits with the errors of the data before it, and the new errors
 * come in the next render, which gives way to further input (issue 17, item 1).
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StepFormData } from '../../engine/index.ts';
import { useBlurValidation } from '../../src/features/builder/use-blur-validation.ts';

const SCHEMA: RJSFSchema = { type: 'object', properties: { length: { type: 'number', maximum: 15 } } };
const UI_SCHEMA = {};

/** Each commit: the data rendered and the number of errors found for it then. */
const commits: { length: unknown; errors: number }[] = [];

function Validated({ data }: { data: StepFormData }) {
  const { errors } = useBlurValidation(SCHEMA, UI_SCHEMA, data);
  useLayoutEffect(() => {
    commits.push({ length: data.length, errors: errors.length });
  });
  return <output data-testid="errors">{errors.length}</output>;
}

function Probe() {
  const [data, setData] = useState<StepFormData>({ length: 8 });
  return (
    <>
      <button type="button" onClick={() => setData({ length: 20 })}>
        20 m
      </button>
      <Validated data={data} />
    </>
  );
}

const meta = { title: 'Configurator/BlurValidation', component: Probe } satisfies Meta<typeof Probe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A length over the maximum: the render of the input keeps the errors of before, the next one finds the new error. */
export const ValidatedAfterTheInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('errors')).toHaveTextContent('0'));
    commits.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: '20 m' }));
    await waitFor(() => expect(canvas.getByTestId('errors')).toHaveTextContent('1'));
    await expect(commits[0]).toEqual({ length: 20, errors: 0 });
    await expect(commits.at(-1)).toEqual({ length: 20, errors: 1 });
  },
};
