/**
 * The pool plan the engine draws (drawPoolPlan): for each family, its presets
 * drawn in the toolbar's language, inline as the builder shows them; and a
 * live plan redrawn as the length is typed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { drawPoolPlan, localize, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { localeOf } from '../story-locale.ts';
import { metres, numberAnswer, planCatalogue, type PlanFamily } from './plan-story-data.ts';

/** One plan, inline, named by its title. */
function PlanFigure({ catalogue, answers, locale, caption }: { catalogue: Catalogue; answers: Answers; locale: Locale; caption: string }) {
  const plan = drawPoolPlan(catalogue, answers, locale);
  return (
    <figure style={{ margin: 0, width: 440 }}>
      {plan ? <div role="img" aria-label={plan.title} dangerouslySetInnerHTML={{ __html: plan.svg }} /> : <p>—</p>}
      <figcaption style={{ fontSize: 12, color: '#6b7280' }}>{caption}</figcaption>
    </figure>
  );
}

function FamilyPlans({ family, locale }: { family: PlanFamily; locale: Locale }) {
  const catalogue = planCatalogue(family);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {catalogue.presets.map((preset) => (
        <PlanFigure key={preset.key} catalogue={catalogue} answers={preset.answers} locale={locale} caption={localize(preset.title, locale)} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Configurator/PoolPlan',
  component: FamilyPlans,
  parameters: { layout: 'padded' },
  args: { family: 'blind', locale: 'fr' },
  render: (args, { globals }) => <FamilyPlans {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof FamilyPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every preset of the family is drawn, named by its title, with its length and width written in the locale. */
function familyStory(family: PlanFamily): Story {
  return {
    args: { family },
    play: async ({ canvasElement, globals, step }) => {
      const locale = localeOf(globals);
      const catalogue = planCatalogue(family);
      const canvas = within(canvasElement);
      for (const preset of catalogue.presets) {
        await step(`preset ${preset.key}`, async () => {
          const plan = drawPoolPlan(catalogue, preset.answers, locale)!;
          const figure = await canvas.findByRole('img', { name: plan.title });
          await expect(figure.querySelector('svg')).not.toBeNull();
          const drawing = within(figure);
          for (const key of ['length', 'width']) {
            const label = metres(numberAnswer(catalogue, preset.answers, key), locale);
            await expect(drawing.getAllByText(label).length, `${key}: ${label}`).toBeGreaterThan(0);
          }
        });
      }
    },
  };
}

export const Blind = familyStory('blind');
export const Liner = familyStory('liner');
export const Bubble = familyStory('bubble');
export const Net = familyStory('net');
export const Winter = familyStory('winter');
export const Bar = familyStory('bar');

/** The blind's first preset with its length in a field: the plan follows each keystroke. */
function LivePlan({ locale }: { locale: Locale }) {
  const catalogue = planCatalogue('blind');
  const preset = catalogue.presets[0]!;
  const length = catalogue.questionsByKey.get('length')!;
  const [typed, setTyped] = useState(String(numberAnswer(catalogue, preset.answers, 'length')));
  const value = Number(typed.replace(',', '.'));
  const answers = { ...preset.answers, [String(length.id)]: value };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <label>
        {localize(length.title, locale)}{' '}
        <input value={typed} inputMode="decimal" onChange={(event) => setTyped(event.target.value)} style={{ width: 80 }} />
      </label>
      <PlanFigure catalogue={catalogue} answers={answers} locale={locale} caption={localize(preset.title, locale)} />
    </div>
  );
}

export const Live: Story = {
  render: (_args, { globals }) => <LivePlan locale={localeOf(globals)} />,
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const catalogue = planCatalogue('blind');
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: localize(catalogue.questionsByKey.get('length')!.title, locale) });

    await step('the preset length is drawn', async () => {
      await expect((await canvas.findAllByText(metres(8, locale))).length).toBeGreaterThan(0);
    });
    await step('typing a new length redraws the plan', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '12.5');
      await expect((await canvas.findAllByText(metres(12.5, locale))).length).toBeGreaterThan(0);
      await expect(canvas.queryAllByText(metres(8, locale))).toHaveLength(0);
    });
    await step('while the length is empty there is nothing to draw', async () => {
      await userEvent.clear(field);
      await expect(canvas.queryByRole('img')).toBeNull();
    });
  },
};
