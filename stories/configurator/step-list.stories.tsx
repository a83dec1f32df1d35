/**
 * The quote builder's step list for the blind family, in its states: all
 * valid, a step in error, the special steps disabled while a form step is not
 * valid, steps hidden by an answer, and a failed check (EVAL_ERROR).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale, StepListItem } from '../../engine/index.ts';
import { StepList } from '../../src/features/builder/step-list.tsx';
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
  const element = within(canvasElement).getByText(title, { selector: '.step-list-title' }).closest<HTMLElement>('.step-list-item');
  if (!element) throw new Error(`no step item for ${title}`);
  return element;
}

const isSpecial = (item: StepListItem) => item.type !== 'form';

/** Each visible step shown with its status; hidden ones absent; the current one marked. */
async function expectList(canvasElement: HTMLElement, items: readonly StepListItem[], locale: Locale) {
  for (const item of items) {
    const title = titleOf(item, locale);
    if (!item.visible) {
      await expect(within(canvasElement).queryByText(title, { selector: '.step-list-title' })).toBeNull();
      continue;
    }
    const element = stepElement(canvasElement, title);
    await expect(element).toBeVisible();
    const status = item.state === 'error' ? 'error' : item.current ? 'process' : item.state === 'valid' ? 'finish' : 'wait';
    await expect(element).toHaveClass(`step-list-item-${status}`);
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
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(calculation.id));
  },
};

/** The pool step has a blocking inconsistency: error status, and the special steps are disabled. */
export const OneStepInError: Story = {
  args: { items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('drive'), allValid: true, states: { pool: 'error' } }) },
  play: async ({ args, canvasElement, globals }) => {
    await expectList(canvasElement, args.items, localeOf(globals));
    await expect(canvasElement.querySelectorAll('.step-list-item-error')).toHaveLength(1);
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
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    await expect(args.onSelect).not.toHaveBeenCalled();
    const apron = args.items.find((item) => item.key === 'apron')!;
    await userEvent.click(stepElement(canvasElement, titleOf(apron, locale)));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(apron.id));
  },
};

/** Above ground without a bench: the bench and immersed steps are hidden. */
export const HiddenSteps: Story = {
  args: { items: scenarioItems({ answers: NO_BENCH_ANSWERS, current: stepId('product'), allValid: true }) },
  play: async ({ args, canvasElement, globals }) => {
    await expect(args.items.filter((item) => !item.visible).map((item) => item.key)).toEqual(['bench', 'immersed']);
    await expectList(canvasElement, args.items, localeOf(globals));
    await expect(canvasElement.querySelectorAll('.step-list-item')).toHaveLength(args.items.length - 2);
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
    await expect(canvasElement.querySelector('.step-list-horizontal')).not.toBeNull();
  },
};

/**
 * A step chosen is current in the click's own frame; the builder is told once that frame is on screen (issue 17,
 * item 1). A builder that does not move (a move refused) leaves the current step where it was.
 */
export const ChosenShownAtOnce: Story = {
  args: { items: scenarioItems({ answers: BENCH_ANSWERS, current: stepId('pool'), allValid: true }) },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const pool = args.items.find((item) => item.key === 'pool')!;
    const drive = args.items.find((item) => item.key === 'drive')!;
    stepElement(canvasElement, titleOf(drive, locale)).click();
    // React renders the click in its microtasks, before any later task (the paint's)
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await expect(stepElement(canvasElement, titleOf(drive, locale))).toHaveAttribute('aria-current', 'step');
    await expect(stepElement(canvasElement, titleOf(pool, locale))).not.toHaveAttribute('aria-current');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(drive.id));
    // the story's items do not move: the list shows the builder's current step again
    await waitFor(() => expect(stepElement(canvasElement, titleOf(pool, locale))).toHaveAttribute('aria-current', 'step'));
    await expect(stepElement(canvasElement, titleOf(drive, locale))).not.toHaveAttribute('aria-current');
  },
};
