/**
 * The answers to choose (src/features/builder/choice-widgets.tsx): an answer clicked is shown at once and reaches
 * the form once that frame is on screen (issue 17, item 1), in the order given, with the keyboard as with
 * the mouse; a question's radios are named by it. The form owns the value (issue 28, item 1): answers it is
 * given (a preset) show at once.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parse } from 'yaml';
import barYaml from '../../schemas/families/bar.family.yaml?raw';
import linerYaml from '../../schemas/families/liner.family.yaml?raw';
import { localize, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { StepForm } from '../../src/features/builder/step-form.tsx';
import { familyCatalogue } from '../families/family-story-data.ts';
import { localeOf } from '../story-locale.ts';

const CATALOGUES = { bar: familyCatalogue(parse(barYaml) as object), liner: familyCatalogue(parse(linerYaml) as object) } as const;

interface HarnessProps {
  family: keyof typeof CATALOGUES;
  stepKey: string;
  locale?: Locale;
  onChange: (answers: Answers) => void;
  /** Answers a "Load" button gives the form, as a preset does. */
  loads?: (catalogue: Catalogue) => Answers;
}

function Harness({ family, stepKey, locale = 'fr', onChange, loads }: HarnessProps) {
  const catalogue = CATALOGUES[family];
  const [answers, setAnswers] = useState<Answers>({});
  const step = catalogue.steps.find((candidate) => candidate.key === stepKey)!;
  return (
    <Card style={{ maxWidth: 960 }}>
      <StepForm
        catalogue={catalogue}
        stepId={step.id}
        locale={locale}
        answers={answers}
        onChange={(next) => {
          onChange(next);
          setAnswers(next);
        }}
        onSubmit={fn()}
      />
      {loads && (
        <button type="button" onClick={() => setAnswers(loads(catalogue))}>
          Load
        </button>
      )}
    </Card>
  );
}

const meta = {
  title: 'Configurator/ChoiceWidgets',
  component: Harness,
  args: { family: 'liner', stepKey: 'stairs', onChange: fn() },
  render: (args, { globals }) => <Harness {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (catalogue: Catalogue, key: string) => catalogue.questionsByKey.get(key)!;
const answerOf = (catalogue: Catalogue, questionKey: string, answerKey: string) => question(catalogue, questionKey).answers.find((answer) => answer.key === answerKey)!;
const lastAnswers = (onChange: unknown) => (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Answers | undefined;

/** A radio clicked is checked in the click's own frame; the form has it once that frame is on screen, and keeps it. */
export const AnswerShownBeforeTheForm: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const liner = CATALOGUES.liner;
    const stairs = question(liner, 'stairs_type');
    const roman = answerOf(liner, 'stairs_type', 'roman');
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: localize(stairs.title, locale) });
    const radio = within(group).getByRole('radio', { name: localize(roman.title, locale) });
    // the form has reported its default answers
    await waitFor(() => expect(lastAnswers(args.onChange)?.[stairs.id]).toBe(stairs.answers[0]!.id));
    const reports = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    radio.click();
    // the click's render is done (React renders a click at once): the answer shows, the form has not been told
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(reports);
    await waitFor(() => expect(lastAnswers(args.onChange)?.[stairs.id]).toBe(roman.id));
    await expect(radio).toBeChecked();
  },
};

/** German: two accessories ticked in one task reach the form both, in the answers' order; untick one and it goes. */
export const CheckboxesInAnswerOrder: Story = {
  args: { family: 'bar', stepKey: 'options' },
  globals: { locale: 'de' },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const bar = CATALOGUES.bar;
    const accessories = question(bar, 'accessories');
    const [padlock, , protectors] = accessories.answers;
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: localize(accessories.title, locale) });
    const box = (answer: typeof padlock) => within(group).getByRole('checkbox', { name: localize(answer!.title, locale) });
    box(protectors).click();
    box(padlock).click();
    await expect(box(protectors)).toBeChecked();
    await expect(box(padlock)).toBeChecked();
    await waitFor(() => expect(lastAnswers(args.onChange)?.[accessories.id]).toEqual([padlock!.id, protectors!.id]));
    await userEvent.click(box(padlock));
    await waitFor(() => expect(lastAnswers(args.onChange)?.[accessories.id]).toEqual([protectors!.id]));
    await expect(box(padlock)).not.toBeChecked();
  },
};

/** Dutch: the arrow keys move the answer within a question, as a click does. */
export const ArrowKeysChooseTheNextAnswer: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const liner = CATALOGUES.liner;
    const stairs = question(liner, 'stairs_type');
    const [first, second] = stairs.answers;
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: localize(stairs.title, locale) });
    await userEvent.click(within(group).getByRole('radio', { name: localize(first!.title, locale) }));
    await waitFor(() => expect(lastAnswers(args.onChange)?.[stairs.id]).toBe(first!.id));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(lastAnswers(args.onChange)?.[stairs.id]).toBe(second!.id));
    await expect(within(group).getByRole('radio', { name: localize(second!.title, locale) })).toHaveFocus();
  },
};

/** The boxes show the form's value, whatever brings it: answers loaded after a click show as loaded (the widget keeps no value of its own). */
export const LoadedAnswersShowAsTheFormHasThem: Story = {
  args: { loads: (catalogue: Catalogue) => ({ [question(catalogue, 'stairs_type').id]: question(catalogue, 'stairs_type').answers[0]!.id }) },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const liner = CATALOGUES.liner;
    const stairs = question(liner, 'stairs_type');
    const [first] = stairs.answers;
    const roman = answerOf(liner, 'stairs_type', 'roman');
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: localize(stairs.title, locale) });
    const radio = (answer: typeof roman) => within(group).getByRole('radio', { name: localize(answer.title, locale) });
    await userEvent.click(radio(roman));
    await waitFor(() => expect(lastAnswers(args.onChange)?.[stairs.id]).toBe(roman.id));
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(radio(first!)).toBeChecked());
    await expect(radio(roman)).not.toBeChecked();
  },
};
