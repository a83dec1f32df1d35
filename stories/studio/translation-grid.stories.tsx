/**
 * The studio's translation grid: the blind family's 300-odd labels in pages;
 * the bar cover with four texts missing (counted per language in the column
 * headers, each flagged by an icon named "missing", the filter keeping their
 * rows, a row being completed staying); a German title edited hands on a new
 * document sharing everything else; the English text cannot be emptied; a
 * keystroke renders its own cell again, not the page's other cells.
 */
import { msg, plural } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCALES, type FamilyDocument, type Locale } from '../../engine/index.ts';
import { familyLabels, whereOf } from '../../src/features/studio/family-labels.ts';
import { languageName } from '../../src/features/studio/language-name.ts';
import { TranslationGrid } from '../../src/features/studio/translation-grid.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { BAR, BAR_MISSING, BLIND, questionAt } from './grid-story-data.ts';
import { plain } from '../story-text.ts';

/** What the last keystroke's render cost against the whole grid's (React's Profiler, in development builds). */
const renders: { actual: number; base: number }[] = [];

function Harness({ document: initial, locale, onChange, readOnly }: { document: FamilyDocument; locale: Locale; onChange(next: FamilyDocument): void; readOnly?: boolean }) {
  const [document, setDocument] = useState(initial);
  return (
    <Profiler id="translation-grid" onRender={(_id, _phase, actual, base) => renders.push({ actual, base })}>
      <TranslationGrid
        document={document}
        locale={locale}
        readOnly={readOnly}
        onChange={(next) => {
          onChange(next);
          setDocument(next);
        }}
      />
    </Profiler>
  );
}

const meta = {
  title: 'Studio/TranslationGrid',
  component: TranslationGrid,
  parameters: { layout: 'padded' },
  args: { document: BAR_MISSING, locale: 'fr', onChange: fn() },
  render: (args, { globals }) => <Harness {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof TranslationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('[data-testid="translation-grid"]')!);
const bodyRows = (canvasElement: HTMLElement) => grid(canvasElement).getAllByRole('row').filter((row) => row.closest('tbody'));
const lastDocument = (onChange: unknown): FamilyDocument => (onChange as ReturnType<typeof fn>).mock.calls.at(-1)![0] as FamilyDocument;

/** The name of a label's cell in one language, as the grid gives it. */
function cellName(document: FamilyDocument, pointer: string, language: Locale, locale: Locale): string {
  const label = familyLabels(document).find((candidate) => candidate.pointer === pointer)!;
  return `${whereOf(label, i18n)} (${languageName(language, locale)})`;
}

function missingText(count: number) {
  return i18n._(msg({ message: plural(count, { one: '# missing', other: '# missing' }) }));
}

/**
 * The largest family: every label listed (about 300), in a real table that says how many rows it has, with only the
 * rows around the window's view rendered; scrolled to its end, the last labels are rendered, each at its place.
 */
export const BlindFamily: Story = {
  args: { document: BLIND },
  play: async ({ canvasElement }) => {
    const labels = familyLabels(BLIND);
    await expect(labels.length).toBeGreaterThan(100);
    const table = canvasElement.querySelector<HTMLElement>('[data-testid="translation-grid"] table')!;
    await expect(table).toHaveAttribute('aria-rowcount', String(labels.length + 1));
    await waitFor(() => expect(bodyRows(canvasElement)[0]).toHaveAttribute('data-row-key', labels[0]!.pointer));
    await expect(bodyRows(canvasElement).length).toBeLessThan(40);
    window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY + table.offsetHeight);
    await waitFor(() => expect(bodyRows(canvasElement).at(-1)).toHaveAttribute('data-row-key', labels.at(-1)!.pointer));
    await expect(bodyRows(canvasElement).length).toBeLessThan(40);
    await expect(bodyRows(canvasElement).at(-1)).toHaveAttribute('aria-rowindex', String(labels.length + 1));
  },
};

/** Four missing texts: counted per language in the headers, flagged by a named icon, and the filter keeps their three rows. */
export const MissingTranslations: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = grid(canvasElement);
    const headers = canvas.getAllByRole('columnheader');
    const header = (language: Locale) => headers.find((cell) => cell.textContent?.startsWith(languageName(language, locale, true)))!;
    await expect(header('de')).toHaveTextContent(missingText(2));
    await expect(header('nl')).toHaveTextContent(missingText(1));
    await expect(header('it')).toHaveTextContent(missingText(1));
    await expect(header('fr')).not.toHaveTextContent(missingText(1));
    await expect(header('fr')).toHaveTextContent(i18n._(msg`complete`));

    await userEvent.click(canvas.getByRole('switch'));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    await expect(canvas.getAllByRole('img', { name: i18n._(msg`missing`) })).toHaveLength(4);
    const { step, question } = questionAt(BAR, 'length');
    const pointer = `/steps/${step}/questions/${question}/title`;
    await expect(canvas.getByRole('textbox', { name: cellName(BAR_MISSING, pointer, 'de', locale) })).toHaveValue('');
  },
};

/** Typing the missing German title: a new document with it, the rest shared; the row stays under the filter and German is complete but one. */
export const EditGermanTitle: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = grid(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    await userEvent.click(canvas.getByRole('switch'));
    const { step, question } = questionAt(BAR, 'length');
    const pointer = `/steps/${step}/questions/${question}/title`;
    const cell = canvas.getByRole('textbox', { name: cellName(BAR_MISSING, pointer, 'de', locale) });
    renders.length = 0;
    await userEvent.type(cell, 'Innenlänge');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes('Innenlänge'.length));
    const next = lastDocument(onChange);
    const title = next.steps[step]!.questions[question]!.title;
    await expect(title).toEqual({ ...BAR_MISSING.steps[step]!.questions[question]!.title, de: 'Innenlänge' });
    await expect(Object.keys(title)).toEqual(LOCALES.filter((language) => language in title));
    await expect(next.pricing).toBe(BAR_MISSING.pricing);
    for (const [i, item] of next.steps.entries()) if (i !== step) await expect(item).toBe(BAR_MISSING.steps[i]);
    await expect(bodyRows(canvasElement)).toHaveLength(3); // the completed row stays while the filter is on
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers.find((cell) => cell.textContent?.startsWith(languageName('de', locale, true)))).toHaveTextContent(missingText(1));
  },
};

/**
 * A keystroke in the blind family's first page (25 rows, 150 text cells) renders its own cell again, not the
 * others: React's Profiler gives each commit's render time (`actual`) and what rendering the whole grid costs
 * (`base`): about 0.3-0.45 here, 0.95 without the memoised cells and rows (the median commit is compared).
 */
export const KeystrokeRendersItsCell: Story = {
  args: { document: BLIND },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const cell = grid(canvasElement).getByRole('textbox', { name: cellName(BLIND, '/title', 'de', locale) });
    renders.length = 0;
    await userEvent.type(cell, ' neu');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(4));
    await expect(lastDocument(onChange).title.de).toBe(`${BLIND.title.de} neu`);
    const commits = renders.filter((render) => render.base > 0);
    await expect(commits.length).toBeGreaterThan(0);
    const ratios = commits.map((render) => render.actual / render.base);
    console.info('translation grid, keystroke render / whole grid:', ratios.map((ratio) => ratio.toFixed(2)).join(' '));
    // the keystrokes' own commits (the others render next to nothing), their median: one commit slowed by a busy machine says nothing of what was rendered
    const keystrokes = ratios.filter((ratio) => ratio > 0.05).sort((a, b) => a - b);
    await expect(keystrokes.length).toBeGreaterThanOrEqual(2);
    await expect(keystrokes[Math.floor(keystrokes.length / 2)]!).toBeLessThan(0.75);
  },
};

/** The English text is the fallback of every other: emptying it is refused under the cell, and not handed on. */
export const EnglishRequired: Story = {
  args: { document: BAR },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = grid(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const cell = canvas.getByRole('textbox', { name: cellName(BAR, '/title', 'en', locale) });
    await userEvent.clear(cell);
    await expect(await canvas.findByText(plain(i18n._(msg`The English text is required: it is shown wherever a translation is missing.`)))).toBeVisible();
    await expect(onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: the texts cannot be typed in. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect(grid(canvasElement).getByRole('textbox', { name: cellName(BAR_MISSING, '/title', 'de', locale) })).toHaveAttribute('readonly');
  },
};

/** The counts, the flags and the filter on a German page. */
export const MissingTranslationsInGerman: Story = {
  ...MissingTranslations,
  globals: { locale: 'de' },
  play: async (context) => {
    await MissingTranslations.play!(context);
    const canvas = grid(context.canvasElement);
    await expect(canvas.getByText('Nur Zeilen mit fehlender Übersetzung')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Deutsch'))).toHaveTextContent('2 fehlen');
  },
};

/** On a phone (360 px) a row's six texts stack under where it is, each captioned with its language: nothing wider than the window, and the missing German title is typed as on a wide screen. */
export const OnAPhone: Story = {
  args: { document: BAR_MISSING },
  parameters: { viewport: { options: { phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    await expect(window.innerWidth).toBe(360);
    const off = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 0.5;
    });
    await expect(off.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
    const canvas = grid(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(1);
    const { step, question } = questionAt(BAR, 'length');
    // a phone's window shows two or three stacked rows of the bar's 60-odd, and only those around it are rendered: the filter brings the row
    await userEvent.click(canvas.getByRole('switch'));
    const cell = await canvas.findByRole('textbox', { name: cellName(BAR_MISSING, `/steps/${step}/questions/${question}/title`, 'de', locale) });
    await expect(cell.closest('.translation-stacked-language')).toHaveTextContent(languageName('de', locale, true));
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    await userEvent.type(cell, 'Innenlänge');
    await waitFor(() => expect(lastDocument(onChange).steps[step]!.questions[question]!.title.de).toBe('Innenlänge'));
  },
};
