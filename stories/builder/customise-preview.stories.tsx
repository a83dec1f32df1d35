/**
 * The live totals of step 10 for the customer: the engine's customised quote
 * of a bubble cover priced for a French installer (eco-participation), with a
 * discount and a commercial gesture, detailed or simplified; and a Belgian
 * installer's offer, whose reverse-charged quote becomes Belgian VAT for the
 * consumer.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { customiseQuote, offerVatRateBp, type CustomisationTerms, type Locale } from '../../engine/index.ts';
import { CustomisePreview } from '../../src/features/builder/customise-preview.tsx';
import { formatCents } from '../../src/lib/money.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { asText, presetAnswers, serverCalculation, type PricedFor } from './builder-story-data.ts';
import '../../src/features/builder/builder.css';

const bubble = planCatalogue('bubble');
const answers = presetAnswers(bubble, 'rect_10x5_roller');
const FRENCH: PricedFor = { country: 'FR', discountBp: 3500, currency: 'EUR', exchangeRate: 1 };
const BELGIAN: PricedFor = { country: 'BE', discountBp: 3000, currency: 'EUR', exchangeRate: 1 };
const TERMS: CustomisationTerms = { tradeDiscountBp: 1250, discountOnShipping: false, simplified: false, extraLines: [{ designation: 'Geste commercial', totalExVatCents: -5_000 }] };

function offerFor(priced: PricedFor, terms: CustomisationTerms, locale: Locale) {
  const calculation = serverCalculation(bubble, answers, priced);
  const vatRateBp = offerVatRateBp(calculation, priced.country);
  return customiseQuote(calculation, terms, { locale, vatRateBp, titles: { product: 'Bâche à bulles', eco: 'Éco-participation', shipping: 'Livraison' } });
}

const meta = {
  title: 'Builder/CustomisePreview',
  component: CustomisePreview,
  parameters: { layout: 'padded', priced: FRENCH, terms: TERMS },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
  args: { offer: offerFor(FRENCH, TERMS, 'fr'), locale: 'fr' },
  render: (_args, { globals, parameters }) => {
    const locale = localeOf(globals);
    return <CustomisePreview offer={offerFor(parameters.priced as PricedFor, parameters.terms as CustomisationTerms, locale)} locale={locale} />;
  },
} satisfies Meta<typeof CustomisePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Discount, gesture, French VAT and the eco-participation note, in detail. */
export const DetailedInFrance: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const offer = offerFor(FRENCH, TERMS, locale);
    const text = asText(canvasElement.textContent ?? '');
    await expect(offer.ecoCents).toBeGreaterThan(0);
    for (const cents of [offer.publicTotalCents, -offer.tradeDiscountCents, offer.extraTotalCents, offer.totalExVatCents, offer.vatCents, offer.totalInclVatCents]) {
      await expect(text).toContain(asText(formatCents(cents, 'EUR', locale)));
    }
    await expect(within(canvasElement).getByText(i18n._(msg`Extra lines`))).toBeVisible();
  },
};

/** The same offer simplified: the same totals, fewer printed lines. */
export const Simplified: Story = {
  parameters: { terms: { ...TERMS, simplified: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const offer = offerFor(FRENCH, { ...TERMS, simplified: true }, locale);
    await expect(asText(canvasElement.textContent ?? '')).toContain(asText(formatCents(offer.totalInclVatCents, 'EUR', locale)));
    await expect(offer.lines).toHaveLength(3); // the product, eco-participation, the gesture
  },
};

/** A Belgian installer: the quote is reverse-charged, the consumer's offer carries 21 % VAT. */
export const BelgianInstaller: Story = {
  parameters: { priced: BELGIAN, terms: { ...TERMS, extraLines: [] } },
  play: async ({ globals }) => {
    const offer = offerFor(BELGIAN, { ...TERMS, extraLines: [] }, localeOf(globals));
    await expect(offer.vatRateBp).toBe(2100);
    await expect(offer.ecoCents).toBe(0);
  },
};

/** One printed line reads in the singular ("1 lines" before, issue 16). */
const ONE_LINE: Record<Locale, string> = {
  fr: 'Imprimé simplifié : 1 ligne.',
  en: 'Printed simplified: 1 line.',
  de: 'Vereinfacht gedruckt: 1 Zeile.',
  es: 'Impreso simplificado: 1 línea.',
  nl: 'Vereenvoudigd afgedrukt: 1 regel.',
  it: 'Stampato semplificato: 1 riga.',
};

export const SingleLine: Story = {
  parameters: { priced: BELGIAN, terms: { ...TERMS, simplified: true, extraLines: [] } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect(offerFor(BELGIAN, { ...TERMS, simplified: true, extraLines: [] }, locale).lines).toHaveLength(1);
    await expect(asText(canvasElement.textContent ?? '')).toContain(ONE_LINE[locale]);
  },
};

/** The lines of a text node: one per distinct top of its boxes. */
function linesOf(node: Node): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * On a phone each amount stays on one line and the labels wrap instead (at 390 px on /fr step 10,
 * "296,0" / "7 €" and "-29,5" / "6 €" were broken inside the number).
 */
export const AmountsWholeOnAPhone: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    const cells = [...canvasElement.querySelectorAll('.ant-descriptions-item-content')];
    await expect(cells.length).toBeGreaterThanOrEqual(5);
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) await expect(linesOf(text), text.textContent ?? '').toBe(1);
    }
    // the long label wraps between its words, inside the card
    const card = canvasElement.querySelector('.customise-preview')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
