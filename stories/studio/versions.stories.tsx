/**
 * A family's history in the studio: three versions (one in force, one
 * scheduled, which may be moved or cancelled), the rollback of an older one
 * that names the scheduled version and asks whether to cancel or keep it,
 * a refusal of the server shown in place, and the difference in words
 * between the latest version and the draft as the server words it
 * (getFamilyDiff, answered by the story's API stub).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VersionDiff } from '../../src/features/studio/version-diff.tsx';
import { VersionsPanel } from '../../src/features/studio/versions-panel.tsx';
import type { FamilyVersion } from '../../src/features/studio/use-studio-families.ts';
import type { StudioFailure } from '../../src/features/studio/use-family-studio.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { formatDateTime } from '../../src/lib/format.ts';
import '../../src/features/studio/studio.css';
import { jsonResponse, stubApi } from '../builder/api-stub.ts';
import { localeOf } from '../story-locale.ts';

const VERSIONS: FamilyVersion[] = [
  { number: 3, effective_from: '2027-01-01T00:00:00Z', published_at: '2026-11-27T10:00:00Z', published_by: 'Claire Morel', note: 'Tarif 2027', in_force: false, scheduled: true, cancelled_at: null },
  { number: 2, effective_from: '2026-09-01T00:00:00Z', published_at: '2026-08-20T09:00:00Z', published_by: 'Claire Morel', note: null, in_force: true, scheduled: false, cancelled_at: null },
  { number: 1, effective_from: '2026-01-05T00:00:00Z', published_at: '2026-01-05T08:00:00Z', published_by: null, note: null, in_force: false, scheduled: false, cancelled_at: null },
];

const CHANGES = [
  { kind: 'price_line_changed', path: '/pricing/0/unitPrice', text: 'Ligne de prix BAR-COVER-580 : prix unitaire 32,00 € → 34,00 €' },
  { kind: 'rule_changed', path: '/rules/0/when', text: 'Règle too_wide : condition « width > 6.0 » → « width > 5.5 »' },
];

/** The panel with the API's difference answered for `from`/`to` requests. */
function WithApi({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stop = stubApi((request, route) => {
      if (route !== 'GET /family/{id}/diff') return undefined;
      const query = new URL(request.url).searchParams;
      const same = query.get('from') === query.get('to');
      return jsonResponse(200, { data: { from: query.get('from'), to: query.get('to'), changes: same ? [] : CHANGES } });
    });
    setReady(true);
    return stop;
  }, []);
  return ready ? children : null;
}

const meta = {
  title: 'Studio/Versions',
  component: VersionsPanel,
  parameters: { layout: 'padded' },
  args: { versions: VERSIONS, locale: 'fr', onRepublish: fn(async (): Promise<StudioFailure | null> => null), onMove: fn(async (): Promise<StudioFailure | null> => null), onCancel: fn(async (): Promise<StudioFailure | null> => null) },
  render: (args, { globals }) => (
    <WithApi>
      <VersionsPanel {...args} locale={localeOf(globals)} diff={<VersionDiff familyId={6} versions={args.versions} />} />
    </WithApi>
  ),
} satisfies Meta<typeof VersionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history with its states; the difference of the latest version and the draft, in words; rolling back version 1 names version 3, scheduled after it, and cancels it when told. */
export const HistoryAndDifference: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`Scheduled`), { selector: '.ant-tag' })).toBeVisible();
    await expect(canvas.getByText(i18n._(msg`In force`), { selector: '.ant-tag' })).toBeVisible();
    const diff = await canvas.findByTestId('studio-diff');
    await expect(within(diff).getAllByRole('listitem')).toHaveLength(2);
    await expect(diff).toHaveTextContent('BAR-COVER-580');
    const number = 1;
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Roll back to version ${number}`) }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const next = 3;
    const from = formatDateTime('2027-01-01T00:00:00Z', localeOf(globals));
    await expect(within(await dialog.findByTestId('rollback-scheduled')).getByText(i18n._(msg`Version ${next} from ${from}`))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Roll back and cancel them`) }));
    await waitFor(() => expect(args.onRepublish).toHaveBeenCalledWith(1, 'cancel'));
    // the latest version offers no rollback to itself
    const latest = 3;
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Roll back to version ${latest}`) })).toBeNull();
  },
};

/** The same version on both sides: no difference. */
export const SameVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: i18n._(msg`Compare to`) }));
    const three = 3;
    const label = i18n._(msg`Version ${three}`);
    // the drawn option (antd's role="option" elements are a hidden list for screen readers)
    await waitFor(() => expect(document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`)).not.toBeNull());
    await userEvent.click(document.querySelector<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`)!);
    await expect(await canvas.findByText(i18n._(msg`No difference.`))).toBeVisible();
  },
};

const PHONES = {
  phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' as const },
  phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' as const },
};

/** On a phone: one column under the version's number, with who published it, its note and the rollback; nothing off the screen. */
const onAPhone = (viewport: keyof typeof PHONES, locale: 'fr' | 'de'): Story => ({
  parameters: { viewport: { options: PHONES } },
  globals: { viewport: { value: viewport, isRotated: false }, locale },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('studio-diff');
    await expect(window.innerWidth).toBe(Number.parseInt(PHONES[viewport].styles.width, 10));
    const off = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 0.5;
    });
    await expect(off.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const history = canvas.getByRole('table');
    await expect(within(history).getAllByRole('columnheader')).toHaveLength(2);
    const when = formatDateTime('2026-08-20T09:00:00Z', locale);
    const who = 'Claire Morel';
    await expect(canvas.getByText(i18n._(msg`Published ${when} by ${who}`))).toBeVisible();
    await expect(canvas.getByText('Tarif 2027')).toBeVisible();
    const number = 1;
    const rollback = canvas.getByRole('button', { name: i18n._(msg`Roll back to version ${number}`) });
    await expect(rollback).toBeVisible();
    await userEvent.click(rollback);
    await userEvent.click(await within(document.body).findByRole('button', { name: i18n._(msg`Roll back, keep them scheduled`) }));
    await waitFor(() => expect(args.onRepublish).toHaveBeenCalledWith(1, 'keep'));
  },
});

export const OnAPhone: Story = onAPhone('phone360', 'fr');
export const OnAPhoneInGerman: Story = onAPhone('phone390', 'de');

/** The scheduled version is moved to another day, or cancelled after a confirmation. */
export const MoveAndCancelScheduled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = 3;
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Move version ${number}`) }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Move version ${number}`) }));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(3, expect.stringMatching(/^2027-01-01T|^2026-12-31T/)));
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Cancel version ${number}`) }));
    const confirm = await within(document.body).findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: i18n._(msg`Cancel version ${number}`) }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(3));
    // versions in force or past are neither moved nor cancelled
    const inForce = 2;
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Cancel version ${inForce}`) })).toBeNull();
  },
};

/** A cancelled version stays in the history, marked, with no action. */
export const CancelledVersion: Story = {
  args: { versions: [{ ...VERSIONS[0]!, scheduled: false, cancelled_at: '2026-11-28T10:00:00Z' }, ...VERSIONS.slice(1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n._(msg`Cancelled`), { selector: '.ant-tag' })).toBeVisible();
    const number = 3;
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Cancel version ${number}`) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Roll back to version ${number}`) })).toBeNull();
  },
};

/** The server's refusal of a rollback is shown in the dialog, which stays open. */
export const RollbackRefused: Story = {
  args: {
    onRepublish: fn(async (): Promise<StudioFailure | null> => ({ code: 'nothing_to_publish', message: 'Rien à publier\u00a0: le brouillon de cette famille est identique à sa dernière version publiée.', details: [] })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = 1;
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Roll back to version ${number}`) }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Roll back, keep them scheduled`) }));
    await waitFor(() => expect(args.onRepublish).toHaveBeenCalledWith(1, 'keep'));
    await expect(await dialog.findByText(/^Rien à publier/)).toBeVisible();
    await expect(args.onRepublish).toHaveBeenCalledTimes(1);
  },
};
