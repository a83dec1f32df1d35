/**
 * The quote builder's step list for the blind family, in its states: all
 * valid, a step in error, the special steps disabled while a form step is not
 * valid, steps hidden by an answer, and a failed check (EVAL_ERROR).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale, StepListItem } from '../../engine/index.ts';
import { StepList } from '../../src/configurator/step-list.tsx';
import { localeOf } from '../story-locale.ts';
import { BENCH_ANSWERS, NO_BENCH_ANSWERS, scenarioItems, stepId, titleOf } from './step-list-scenarios.ts';

const meta = {
  title: 'Configurator/StepList',
  component: StepList,
  args: { items: [], locale: 'fr', onSelect: fn(), orientation: 'vertical' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: args.orientation === 'horizontal' ? 1000 : 320 }}>
      <StepList {...args} locale={localeOf(globals)} />
    </div>
  ),
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element of the step titled `title` in the list. */
function stepElement(canvasElement: HTMLElement, title: string): HTMLElement {
  const element = within(canvasElement).getByText(title, { selector: '.ant-steps-item-title' }).closest<HTMLElement>('.ant-steps-item');
  if (!element) throw new Error(`no step item for ${title}`);
  return element;
}

const isSpecial = (item: StepListItem) => item.type !== 'form';

/** Each visible step shown with its status; hidden ones absent; the current one marked. */
async function expectList(canvasElement: HTMLElement, items: readonly StepListItem[], locale: Locale) {
  for (const item of items) {
    const title = titleOf(item, locale);
    if (!item.visible) {
      await expect(within(canvasElement).queryByText(title, { selector: '.ant-steps-item-title' })).toBeNull();
      continue;
    }
    const element = stepElement(canvasElement, title);
    await expect(element).toBeVisible();
    const status = item.state === 'error' ? 'error' : item.current ? 'process' : item.state === 'valid' ? 'finish' : 'wait';
    await expect(element).toHaveClass(`ant-steps-item-${status}`);
    if (item.current) await expect(element).toHaveAttribute('aria-current', 'step');
    if (item.disabled) await expect(element).toHaveAttribute('aria-disabled', 'true');
    else await expect(element).not.toHaveAttribute('aria-disabled');
  }
}

/** Every checked form step valid: nothing disabled; choosing the price calculation selects it. */
export const AllValid: Story = {
  args: { items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('apron'), allValid: true }) },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expectList(canvasElement, args.items, locale);
    await expect(args.items.filter((item) => item.disabled)).toEqual([]);
    const calculation = args.items.find((item) => item.type === 'calculation')!;
    await userEvent.click(stepElement(canvasElement, titleOf(calculation, locale)));
    await expect(args.onSelect).toHaveBeenCalledWith(calculation.id);
  },
};

/** The pool step has a blocking inconsistency: error status, and the special steps are disabled. */
export const OneStepInError: Story = {
  args: { items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('drive'), allValid: true, states: { pool: 'error' } }) },
  play: async ({ args, canvasElement, globals }) => {
    await expectList(canvasElement, args.items, localeOf(globals));
    await expect(canvasElement.querySelectorAll('.ant-steps-item-error')).toHaveLength(1);
    await expect(args.items.filter(isSpecial).every((item) => item.disabled)).toBe(true);
  },
};

/** A form step not checked yet: the special steps are disabled and choosing one does nothing; a form step can be chosen. */
export const SpecialStepsDisabled: Story = {
  args: { items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('pool'), states: { pool: 'valid', apron: 'valid' } }) },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expectList(canvasElement, args.items, locale);
    const reference = args.items.find((item) => item.type === 'reference')!;
    await expect(reference.disabled).toBe(true);
    await userEvent.click(stepElement(canvasElement, titleOf(reference, locale)), { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
    const apron = args.items.find((item) => item.key === 'apron')!;
    await userEvent.click(stepElement(canvasElement, titleOf(apron, locale)));
    await expect(args.onSelect).toHaveBeenCalledWith(apron.id);
  },
};

/** Above ground without a bench: the bench and immersed steps are hidden. */
export const HiddenSteps: Story = {
  args: { items: scenarioItems({ answers: NO_BENCH_ANSWERS, current: stepId('product'), allValid: true }) },
  play: async ({ args, canvasElement, globals }) => {
    await expect(args.items.filter((item) => !item.visible).map((item) => item.key)).toEqual(['bench', 'immersed']);
    await expectList(canvasElement, args.items, localeOf(globals));
    await expect(canvasElement.querySelectorAll('.ant-steps-item')).toHaveLength(args.items.length - 2);
  },
};

/** The last check returned EVAL_ERROR: one error marker above the list, and the special steps disabled. */
export const CheckFailed: Story = {
  args: {
    items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('drive'), allValid: true, checkFailed: true }),
    checkFailed: true,
  },
  play: async ({ args, canvasElement, globals }) => {
    await expectList(canvasElement, args.items, localeOf(globals));
    const marker = within(canvasElement).getByRole('alert');
    await expect(marker).toBeVisible();
    await expect(marker.textContent).not.toBe('');
    await expect(args.items.filter(isSpecial).every((item) => item.disabled)).toBe(true);
  },
};

/** A tablet or a phone: one compact row, scrolled sideways when it does not fit. */
export const Horizontal: Story = {
  args: {
    items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('apron'), allValid: true, states: { pool: 'error' } }),
    orientation: 'horizontal',
  },
  play: async ({ args, canvasElement, globals }) => {
    await expectList(canvasElement, args.items, localeOf(globals));
    await expect(canvasElement.querySelector('.ant-steps-horizontal')).not.toBeNull();
  },
};
