/**
 * The dialog after "save and next" on a step with inconsistencies, with the
 * reasons the liner family's rules give for its shape and size step, in the
 * toolbar's language: a blocking one (the quote cannot be validated) beside a
 * warning, or a warning alone.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localize, type Answers, type Locale } from '../../engine/index.ts';
import { InconsistencyReviewDialog } from '../../src/features/builder/inconsistency-review-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { checkedInconsistencies, presetAnswers, stepIdOf } from './builder-story-data.ts';
import { plain } from '../story-text.ts';

const liner = planCatalogue('liner');
const SHAPE_STEP = stepIdOf(liner, 'shape_size');
/** A free form (a warning: a plan is needed) whose deep end is shallower than its shallow end (blocking). */
const DEEP_ABOVE_SHALLOW = presetAnswers(liner, 'free_form_reinforced', { deep_depth: 1.0 });
/** The free form alone. */
const FREE_FORM = presetAnswers(liner, 'free_form_reinforced');

/** The inconsistencies of the shape and size step, as the server's check sends them. */
const stepCheck = (answers: Answers, locale: Locale) => checkedInconsistencies(liner, answers, locale, [SHAPE_STEP]);

interface DialogStoryArgs {
  answers: Answers;
  onSolve: () => void;
  onGoto: (stepId: number) => void;
  onContinue: () => void;
}

/** The steps the builder names as holding price, customisation and validation back: this one. */
const heldBack = (locale: Locale) => [{ id: SHAPE_STEP, title: localize(liner.stepsById.get(SHAPE_STEP)!.title, locale) }];

const meta = {
  title: 'Builder/InconsistencyReviewDialog',
  args: { answers: DEEP_ABOVE_SHALLOW, onSolve: fn(), onGoto: fn(), onContinue: fn() },
  render: ({ answers, onSolve, onGoto, onContinue }, { globals }) => {
    const found = stepCheck(answers, localeOf(globals));
    const blocking = found.some((item) => item.blocking);
    return (
      <InconsistencyReviewDialog
        open
        inconsistencies={found}
        heldBack={blocking ? heldBack(localeOf(globals)) : []}
        onSolve={onSolve}
        onGoto={onGoto}
        onContinue={onContinue}
      />
    );
  },
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once open: it is rendered in document.body, outside the story's canvas, and fades in. */
async function dialog() {
  const box = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(box).toBeVisible());
  return within(box);
}

/** Every reason of the step's rules is listed, with the count of blocking tags. */
async function expectReasons(answers: Answers, locale: Locale, blocking: number) {
  const box = await dialog();
  const found = stepCheck(answers, locale);
  await expect(found.filter((item) => item.blocking)).toHaveLength(blocking);
  for (const item of found) await expect(box.getByText(plain(item.reason))).toBeVisible();
  await expect(box.queryAllByText(i18n._(msg`Blocking`))).toHaveLength(blocking);
  await expect(box.getAllByText(i18n._(msg`Warning`))).toHaveLength(found.length - blocking);
}

/** A blocking inconsistency: the error alert says the quote cannot be validated; going on is still allowed. */
export const Blocking: Story = {
  play: async ({ globals, args }) => {
    await expectReasons(DEEP_ABOVE_SHALLOW, localeOf(globals), 1);
    const box = await dialog();
    const alert = box.getByRole('alert');
    await expect(alert).toHaveClass('ant-alert-error');
    await expect(alert).toHaveTextContent(i18n._(msg`You may go on, but the quote cannot be validated while a blocking inconsistency remains.`));
    // what going on means, and the step to solve as a link (issue 16)
    await expect(alert).toHaveTextContent(plain(i18n._(msg`Until then, the price, customisation and validation steps stay closed: you can still go through the other steps.`)));
    await userEvent.click(within(alert).getByRole('button', { name: heldBack(localeOf(globals))[0]!.title }));
    await expect(args.onGoto).toHaveBeenCalledWith(SHAPE_STEP);
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Continue without solving`) }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onSolve).not.toHaveBeenCalled();
  },
};

/** A warning alone: the warning alert; "Solve them" goes back to the step. */
export const WarningOnly: Story = {
  args: { answers: FREE_FORM },
  play: async ({ globals, args }) => {
    await expectReasons(FREE_FORM, localeOf(globals), 0);
    const box = await dialog();
    const alert = box.getByRole('alert');
    await expect(alert).toHaveClass('ant-alert-warning');
    await expect(alert).toHaveTextContent(plain(i18n._(msg`You may go on: these are warnings, check them with your customer.`)));
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Solve them`) }));
    await expect(args.onSolve).toHaveBeenCalledOnce();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
