/**
 * The studio's preview loads a sample pool (issue 32): the blind's bindings fill its pool step from an 8 x 4 m
 * rectangle with Roman stairs, the preview opens on those answers, and the list says which answers came from the
 * pool and why the others were not filled (an oval pool is none of the blind's shapes), in the page's language.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { parse } from 'yaml';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import blindYaml from '../../schemas/families/blind.family.yaml?raw';
import { compileFamily, type Answers, type Catalogue, type FamilyDocument, type Locale } from '../../engine/index.ts';
import { FamilyPreview } from '../../src/features/builder/family-preview.tsx';
import { PoolSample } from '../../src/features/studio/pool-sample.tsx';
import { loadPool, SAMPLE_POOLS, type SamplePoolKey } from '../../src/features/studio/sample-pools.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/studio/studio.css';
import { localeOf } from '../story-locale.ts';

const compiled = compileFamily(parse(blindYaml) as FamilyDocument);
if (!compiled.ok) throw new Error('blind does not compile');
const blind: Catalogue = compiled.catalogue;

/** The sample pool above the preview, as the studio lays them out: a pool loaded makes a new preview on its answers. */
function PreviewWithPool({ catalogue, locale }: { catalogue: Catalogue; locale: Locale }) {
  const [answers, setAnswers] = useState<Answers>({});
  const [loaded, setLoaded] = useState<{ key: SamplePoolKey; filled: ReturnType<typeof loadPool>['filled']; seq: number } | null>(null);
  const choose = (key: SamplePoolKey | null) => {
    if (!key) return setLoaded(null);
    const next = loadPool(catalogue, answers, SAMPLE_POOLS[key]);
    setAnswers(next.answers);
    setLoaded((previous) => ({ key, filled: next.filled, seq: (previous?.seq ?? 0) + 1 }));
  };
  return (
    <div className="studio-preview" style={{ maxWidth: 420 }}>
      <PoolSample catalogue={catalogue} locale={locale} chosen={loaded?.key ?? null} filled={loaded?.filled ?? null} onChoose={choose} />
      <FamilyPreview key={loaded?.seq ?? 0} catalogue={catalogue} locale={locale} answers={answers} stepId={2} onState={(state) => setAnswers(state.answers)} />
    </div>
  );
}

const meta = {
  title: 'Studio/Preview pool',
  component: PreviewWithPool,
  parameters: { layout: 'padded' },
  args: { catalogue: blind, locale: 'fr' },
  render: (args, { globals }) => <PreviewWithPool {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof PreviewWithPool>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePool(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: i18n._(msg`Load a sample pool into the preview`) }));
  await userEvent.click(await within(document.body).findByTitle(label));
}

/** The 8 x 4 m pool with Roman stairs: the pool step opens filled, the stairs shown by the shape the pool gives. */
export const RomanStairsPool: Story = {
  play: async ({ canvasElement }) => {
    await choosePool(canvasElement, i18n._(msg`8 x 4 m rectangle, Roman stairs, concrete`));
    const list = await within(canvasElement).findByRole('list', { name: i18n._(msg`Answers from the pool`) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(canvasElement.querySelector<HTMLInputElement>('#root_length')?.value).toMatch(/^8/));
    await expect(canvasElement.querySelector<HTMLInputElement>('#root_stairs_width')?.value).toMatch(/^2/);
    await expect(within(canvasElement).queryByRole('list', { name: i18n._(msg`Questions the pool did not fill`) })).toBeNull();
  },
};

/** An oval pool: its length and width fill the form, its outline is none of the blind's shapes, said with the reason. */
export const OvalPoolNotAShape: Story = {
  play: async ({ canvasElement }) => {
    await choosePool(canvasElement, i18n._(msg`7 x 3.5 m oval, shell`));
    const skipped = await within(canvasElement).findByRole('list', { name: i18n._(msg`Questions the pool did not fill`) });
    await expect(skipped.textContent).toContain('oval');
    await waitFor(() => expect(canvasElement.querySelector<HTMLInputElement>('#root_width')?.value).toMatch(/^3[.,]5/));
  },
};

/** The same in German. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await choosePool(canvasElement, 'Oval 7 x 3,5 m, Fertigbecken');
    const skipped = await within(canvasElement).findByRole('list', { name: 'Fragen, die das Becken nicht ausgefüllt hat' });
    await expect(skipped.textContent).toContain('das Becken liefert „oval“, keine Antwort dieser Frage');
  },
};
