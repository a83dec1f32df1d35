/**
 * The list of every inconsistency of a liner quote's saved answers, in the
 * toolbar's language: the family's rules find two blocking ones and a warning
 * on two steps, listed blocking first, each with its step and a way to go to
 * it, and the link to the PDF report.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localize, type Locale } from '../../engine/index.ts';
import { InconsistencyList } from '../../src/features/builder/inconsistency-views.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { checkedInconsistencies, presetAnswers } from './builder-story-data.ts';

const liner = planCatalogue('liner');
/** A free form (warning) with its deep end above its shallow end (blocking) and a printed reinforced membrane (blocking). */
const ANSWERS = presetAnswers(liner, 'free_form_reinforced', { deep_depth: 1.0, colour: 'mosaic' });

const stepTitle = (locale: Locale) => (stepId: number) => localize(liner.stepsById.get(stepId)!.title, locale);

interface ListStoryArgs {
  onGoto: (stepId: number) => void;
  onDownloadReport: () => void;
}

const meta = {
  title: 'Builder/InconsistencyList',
  parameters: { layout: 'padded' },
  args: { onGoto: fn(), onDownloadReport: fn() },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <InconsistencyList inconsistencies={checkedInconsistencies(liner, ANSWERS, locale)} stepTitle={stepTitle(locale)} {...args} />;
  },
} satisfies Meta<ListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blocking first (the rules find them blocking, warning, blocking); "Go to the step" names the step; the report link. */
export const BlockingAndWarnings: Story = {
  play: async ({ canvasElement, globals, args, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const found = checkedInconsistencies(liner, ANSWERS, locale);
    const items = () => [...canvasElement.querySelectorAll<HTMLElement>('.inconsistency-item')];

    await step('the count, and blocking ones first', async () => {
      await expect(found.map((item) => item.blocking)).toEqual([true, false, true]);
      await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(String(found.length));
      const expected = [...found.filter((item) => item.blocking), ...found.filter((item) => !item.blocking)];
      await expect(items()).toHaveLength(expected.length);
      for (const [index, item] of expected.entries()) await expect(items()[index], `item ${index}`).toHaveTextContent(plain(item.reason));
      const tags = items().map((item) => item.querySelector('.ant-tag')!.textContent);
      await expect(tags).toEqual([i18n._(msg`Blocking`), i18n._(msg`Blocking`), i18n._(msg`Warning`)]);
    });

    await step('each with its step', async () => {
      for (const [index, item] of found.entries()) {
        const row = items().find((candidate) => candidate.textContent!.includes(item.reason))!;
        await expect(row, `inconsistency ${index}`).toHaveTextContent(stepTitle(locale)(item.stepId));
      }
    });

    await step('"Go to the step" on the warning', async () => {
      const warning = found.find((item) => !item.blocking)!;
      const row = items().find((candidate) => candidate.textContent!.includes(warning.reason))!;
      await userEvent.click(within(row).getByRole('button', { name: i18n._(msg`Go to the step`) }));
      await expect(args.onGoto).toHaveBeenCalledOnce();
      await expect(args.onGoto).toHaveBeenCalledWith(warning.stepId);
    });

    await step('the PDF report', async () => {
      await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Download the inconsistency report (PDF)`) }));
      await expect(args.onDownloadReport).toHaveBeenCalledOnce();
    });
  },
};
