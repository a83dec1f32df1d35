/**
 * The studio's preview: the quote builder on a family as typed, with the
 * save and the check done in the browser. On the bar cover: a preset fills
 * the answers; a width over 6 m raises the blocking inconsistency at once;
 * the price lines follow; the family's texts follow the preview's language.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compileFamily, type Catalogue } from '../../engine/index.ts';
import { FamilyPreview } from '../../src/features/builder/family-preview.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/studio/studio.css';
import { localeOf } from '../story-locale.ts';
import { barDocument } from './studio-story-data.ts';

const compiled = compileFamily(barDocument());
if (!compiled.ok) throw new Error('bar does not compile');
const bar: Catalogue = compiled.catalogue;
const preset = bar.presets[0]!;

const meta = {
  title: 'Studio/Preview',
  component: FamilyPreview,
  parameters: { layout: 'padded' },
  args: { catalogue: bar, locale: 'fr', answers: {}, onState: fn() },
  render: (args, { globals }) => <FamilyPreview {...args} locale={args.locale === 'fr' ? localeOf(globals) : args.locale} />,
} satisfies Meta<typeof FamilyPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset's answers on the size step: the cover's lines are priced; 6.5 m of width blocks at once. */
export const PresetThenTooWide: Story = {
  args: { answers: { ...preset.answers }, stepId: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('BAR-COVER-580')).toBeVisible();
    const width = bar.questionsByKey.get('width')!;
    const input = canvasElement.querySelector<HTMLInputElement>('#root_width')!;
    await userEvent.clear(input);
    await userEvent.type(input, '6.5');
    await waitFor(() => expect(canvas.getByText(i18n._(msg`Blocking`))).toBeVisible());
    await waitFor(() => expect(args.onState).toHaveBeenLastCalledWith(expect.objectContaining({ answers: expect.objectContaining({ [String(width.id)]: 6.5 }) })));
  },
};

/** The family's texts in the preview's language (German), whatever the page's. */
export const InGerman: Story = {
  args: { locale: 'de', answers: { ...preset.answers }, stepId: 2 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Innenbreite', { exact: false })).toBeVisible();
  },
};
