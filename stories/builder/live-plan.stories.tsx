/**
 * The builder's live plan and price beside the form: for each family its
 * first preset, drawn and priced in the browser, the server's total of the
 * same answers given as confirmed; and a quote whose dimensions are not given
 * yet, with neither plan nor price.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { drawPoolPlan, type Catalogue } from '../../engine/index.ts';
import { LivePlan } from '../../src/features/builder/live-plan.tsx';
import { formatCents } from '../../src/lib/money.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue, type PlanFamily } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { asText, serverCalculation } from './builder-story-data.ts';
import '../../src/features/builder/builder.css';

/** An installer in France, priced in EUR at its discount. */
const FRENCH_INSTALLER = { country: 'FR', discountBp: 3500, currency: 'EUR', exchangeRate: 1 };
/** An installer in Switzerland whose quote is priced in Swiss francs. */
const SWISS_INSTALLER = { country: 'CH', discountBp: 3000, currency: 'CHF', exchangeRate: 0.9412 };
const EUROS = { currency: 'EUR', exchange_rate: 1 };

const meta = {
  title: 'Builder/LivePlan',
  component: LivePlan,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  render: (args, { globals }) => <LivePlan {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof LivePlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's total ex VAT of the catalogue's first preset. */
const confirmedTotal = (catalogue: Catalogue) => serverCalculation(catalogue, catalogue.presets[0]!.answers, FRENCH_INSTALLER).total_ex_vat_cents;

/** The family's first preset as saved: its plan, its price in the locale, confirmed since it is the server's. */
function familyStory(family: PlanFamily): Story {
  const catalogue = planCatalogue(family);
  return {
    args: {
      catalogue,
      answers: catalogue.presets[0]!.answers,
      locale: 'fr',
      country: FRENCH_INSTALLER.country,
      money: EUROS,
      confirmedTotalCents: confirmedTotal(catalogue),
      saved: true,
    },
    play: async ({ canvasElement, globals, step }) => {
      const locale = localeOf(globals);
      const canvas = within(canvasElement);
      await step('the plan of the preset', async () => {
        const plan = drawPoolPlan(catalogue, catalogue.presets[0]!.answers, locale)!;
        const image = await canvas.findByRole('img', { name: plan.title });
        await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
        await expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
      });
      await step('the price, as the server confirms it', async () => {
        await expect(canvas.getByTestId('live-price')).toHaveTextContent(asText(formatCents(confirmedTotal(catalogue), 'EUR', locale)));
        await expect(canvas.getByText(i18n._(msg`Confirmed by the server`))).toBeVisible();
      });
    },
  };
}

export const Blind = familyStory('blind');
export const Liner = familyStory('liner');
export const Bubble = familyStory('bubble');
export const Net = familyStory('net');
export const Winter = familyStory('winter');
export const Bar = familyStory('bar');

const bubble = planCatalogue('bubble');
const swissTotal = serverCalculation(bubble, bubble.presets[0]!.answers, SWISS_INSTALLER).total_ex_vat_cents;

/** A quote priced in Swiss francs at 0.9412: the price is predicted and shown in francs, and the server's total in francs confirms it (it showed euros, marked as an estimate). */
export const SwissFrancs: Story = {
  args: {
    catalogue: bubble,
    answers: bubble.presets[0]!.answers,
    locale: 'fr',
    country: SWISS_INSTALLER.country,
    money: { currency: SWISS_INSTALLER.currency, exchange_rate: SWISS_INSTALLER.exchangeRate },
    confirmedTotalCents: swissTotal,
    saved: true,
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('live-price')).toHaveTextContent(asText(formatCents(swissTotal, 'CHF', locale)));
    await expect(canvas.getByTestId('live-price')).not.toHaveTextContent('€');
    await expect(canvas.getByText(i18n._(msg`Confirmed by the server`))).toBeVisible();
  },
};

const blind = planCatalogue('blind');
const variant = blind.steps[0]!.questions[0]!;

/** Only the product is chosen: no plan, no price, and the notes that say when they come. */
export const NoDimensionsYet: Story = {
  args: {
    catalogue: blind,
    answers: { [String(variant.id)]: blind.presets[0]!.answers[String(variant.id)]! },
    locale: 'fr',
    country: FRENCH_INSTALLER.country,
    money: EUROS,
    confirmedTotalCents: null,
    saved: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`The plan appears as soon as the pool's dimensions are given.`))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('live-price')).toHaveTextContent('—');
    await expect(canvas.getByText(i18n._(msg`The price appears once every step is answered.`))).toBeVisible();
  },
};
