/**
 * The pool changed in a project with draft quotes: before it is saved, what
 * each quote would change (answers before → after, total before → after, or
 * why it cannot be priced), the quotes that change chosen by default, the
 * choice sent with the save; a refusal shown in the dialog.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PoolImpactDialog } from '../../src/features/projects/pool-impact-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { IMPACT } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const meta = {
  title: 'Projects/PoolImpactDialog',
  component: PoolImpactDialog,
  args: { open: true, impact: IMPACT, error: null, locale: 'fr', onSave: fn<(quoteIds: number[]) => Promise<string | null>>(async () => null), onClose: fn() },
  render: (args, { globals }) => <PoolImpactDialog {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof PoolImpactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
const quoteBox = (id: number) => document.body.querySelector<HTMLElement>(`[data-testid="pool-impact-quote"][data-quote="${id}"]`)!;
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

/** Each quote's answers and totals before → after; the three that change chosen, the unchanged one not; saved with the three. */
export const WhatChanges: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(quoteBox(101)).toBeTruthy());
    await expect(text(quoteBox(101))).toContain('Longueur du bassin: 8,00 m');
    await expect(text(quoteBox(101))).toContain('9,00 m');
    await expect(text(quoteBox(101))).toContain('2 184,50 €'.replace(/\s/g, ' '));
    await expect(text(quoteBox(101))).toContain('2 412,80 €'.replace(/\s/g, ' '));
    await waitFor(() => expect(within(quoteBox(105)).getByText('Aucun tarif pour une longueur de 9,00 m.')).toBeVisible());
    await waitFor(() => expect(within(quoteBox(106)).getByText(plain(i18n._(msg`The new pool changes nothing in this quote.`)))).toBeVisible());
    const boxes = dialog().getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    await expect(boxes[3]).toBeDisabled();
    await userEvent.click(dialog().getByTestId('save-pool'));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith([101, 104, 105]));
  },
};

/** One quote left out: the button counts two, and the save sends those two. */
export const LeaveOneOut: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(quoteBox(105)).toBeTruthy());
    await userEvent.click(within(quoteBox(105)).getByRole('checkbox'));
    await expect(dialog().getByTestId('save-pool')).toHaveTextContent(/\b2\b/);
    await userEvent.click(dialog().getByTestId('save-pool'));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith([101, 104]));
  },
};

/** The save refused (the project saved meanwhile): the message in the dialog, which stays open. */
export const SaveRefused: Story = {
  args: { onSave: fn<(quoteIds: number[]) => Promise<string | null>>(async () => 'Le projet a été modifié entre-temps : rechargez-le.') },
  play: async ({ args }) => {
    await waitFor(() => expect(quoteBox(101)).toBeTruthy());
    await userEvent.click(dialog().getByTestId('save-pool'));
    await expect(await dialog().findByText(plain('Le projet a été modifié entre-temps : rechargez-le.'))).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The impact on its way, then no draft quote: only the pool is saved. */
export const NoDraftQuote: Story = {
  args: { impact: [] },
  play: async ({ args }) => {
    await waitFor(() => expect(dialog().getByText(plain(i18n._(msg`The project has no quote in draft: only the pool changes.`)))).toBeVisible());
    await expect(dialog().getByTestId('save-pool')).toHaveTextContent(plain(i18n._(msg`Save the pool only`)));
    await userEvent.click(dialog().getByTestId('save-pool'));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith([]));
  },
};

/** In Dutch: the plural of the button and the totals in Dutch. */
export const InDutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    await waitFor(() => expect(quoteBox(101)).toBeTruthy());
    await expect(dialog().getByTestId('save-pool')).toHaveTextContent('Bad opslaan en 3 offertes bijwerken');
    await expect(text(quoteBox(101))).toContain('€ 2.184,50'.replace(/\s/g, ' '));
  },
};
