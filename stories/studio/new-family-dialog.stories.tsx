/**
 * "New family" in the catalogue studio: the key checked as it is typed (the
 * step DSL's format, not a key the list holds), the names in French and
 * English, a blank family from the template (which the engine accepts and
 * whose only blocker to publishing is the missing test case) or a copy of a
 * family's draft; the server's 409 for a key taken meanwhile shown on the
 * key. In two languages and on a phone.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compileFamily, reviewFamily, type FamilyDocument } from '../../engine/index.ts';
import { NewFamilyDialog } from '../../src/features/studio/new-family-dialog.tsx';
import type { StudioFailure } from '../../src/features/studio/use-family-studio.ts';
import type { StudioFamily } from '../../src/features/studio/use-studio-families.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { barDocument } from './studio-story-data.ts';
import { plain } from '../story-text.ts';

const FAMILIES: StudioFamily[] = [
  {
    id: 2,
    key: 'bar',
    title: 'Couverture à barres',
    description: null,
    image_url: null,
    position: 2,
    active: true,
    updated_at: '2026-11-20T10:00:00Z',
    version: 1,
    document: barDocument() as unknown as Record<string, never>,
    draft_changed: false,
  },
];

const meta = {
  title: 'Studio/NewFamilyDialog',
  component: NewFamilyDialog,
  args: { open: true, families: FAMILIES, onCreate: fn(async (): Promise<StudioFailure | null> => null), onClose: fn() },
  render: (args, { globals }) => <NewFamilyDialog key={localeOf(globals)} {...args} />,
} satisfies Meta<typeof NewFamilyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

/** The document `onCreate` was called with. */
const created = (mock: unknown): FamilyDocument => (mock as { mock: { calls: [FamilyDocument][] } }).mock.calls.at(-1)![0];

/** A blank family: the key refused until it has the DSL's format and is free; the document made is one the engine accepts. */
export const Blank: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    const key = body.getByLabelText(i18n._(msg`Key`));
    await userEvent.type(key, 'Heat-pump');
    await expect(await body.findByText(i18n._(msg`A key is lower case letters, digits and underscores, starting with a letter, 60 characters at most (e.g. heat_pump).`))).toBeVisible();
    await userEvent.clear(key);
    await userEvent.type(key, 'bar');
    await expect(await body.findByText(plain(i18n._(msg`A family already has this key: choose another.`)))).toBeVisible();
    await userEvent.clear(key);
    await userEvent.type(key, 'heat_pump');
    await userEvent.click(body.getByRole('button', { name: i18n._(msg`Create the family`) }));
    // the names are asked for before anything is sent
    await expect(await body.findByText(i18n._(msg`Give the family its name in French.`))).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(body.getByLabelText(i18n._(msg`Name in French`)), 'Pompe à chaleur');
    await userEvent.type(body.getByLabelText(i18n._(msg`Name in English`)), 'Heat pump');
    await userEvent.click(body.getByRole('button', { name: i18n._(msg`Create the family`) }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    const document = created(args.onCreate);
    await expect(document).toMatchObject({ family: 'heat_pump', title: { fr: 'Pompe à chaleur', en: 'Heat pump' } });
    const compiled = compileFamily(document);
    await expect(compiled.ok).toBe(true);
    if (compiled.ok) await expect(reviewFamily(compiled.catalogue)).toEqual([]);
  },
};

/** The same in German. */
export const BlankInGerman: Story = { ...Blank, globals: { locale: 'de' } };

/** A copy of the bar cover's draft under a new key and name: its steps, prices and test cases come with it. */
export const CopyOfAFamily: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: i18n._(msg`A copy of a family`) }));
    await userEvent.click(body.getByRole('combobox', { name: i18n._(msg`Family to copy`) }));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Couverture à barres (bar)"]')).not.toBeNull());
    await userEvent.click(document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Couverture à barres (bar)"]')!);
    await userEvent.type(body.getByLabelText(i18n._(msg`Key`)), 'bar_xl');
    await userEvent.type(body.getByLabelText(i18n._(msg`Name in French`)), 'Couverture à barres XL');
    await userEvent.type(body.getByLabelText(i18n._(msg`Name in English`)), 'Bar cover XL');
    await userEvent.click(body.getByRole('button', { name: i18n._(msg`Create the family`) }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    const copy = created(args.onCreate);
    const bar = barDocument();
    await expect(copy).toMatchObject({ family: 'bar_xl', title: { fr: 'Couverture à barres XL', en: 'Bar cover XL' } });
    await expect(copy.steps).toEqual(bar.steps);
    await expect(copy.testCases).toEqual(bar.testCases);
  },
};

/** A key taken meanwhile: the server's 409 is said on the key, and goes away when the key changes. */
export const KeyTakenMeanwhile: Story = {
  args: { onCreate: fn(async (): Promise<StudioFailure | null> => ({ code: 'family_key_taken', message: 'Une famille avec cette clé existe déjà.', details: [] })) },
  play: async ({ args }) => {
    const body = await dialog();
    const key = body.getByLabelText(i18n._(msg`Key`));
    await userEvent.type(key, 'pool_alarm');
    await userEvent.type(body.getByLabelText(i18n._(msg`Name in French`)), 'Alarme de piscine');
    await userEvent.type(body.getByLabelText(i18n._(msg`Name in English`)), 'Pool alarm');
    await userEvent.click(body.getByRole('button', { name: i18n._(msg`Create the family`) }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await expect(await body.findByText(plain(i18n._(msg`A family already has this key: choose another.`)))).toBeVisible();
    await userEvent.type(key, '_2');
    await waitFor(() => expect(body.queryByText(plain(i18n._(msg`A family already has this key: choose another.`)))).toBeNull());
  },
};

const PHONES = { phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' as const } };

/** On a 360 px phone: the dialog and its fields within the screen. */
export const OnAPhone: Story = {
  parameters: { viewport: { options: PHONES } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async () => {
    const body = await dialog();
    await waitFor(() => expect(body.getByLabelText(i18n._(msg`Key`))).toBeVisible());
    const wider = [...document.querySelectorAll<HTMLElement>('.ant-modal *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 0.5;
    });
    await expect(wider.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
  },
};
