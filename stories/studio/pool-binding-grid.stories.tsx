/**
 * The studio's Pool tab (issue 32, "the studio edits these bindings"): the blind's questions, each with its
 * binding in the form (measures, tables from the pool's construction, shape and stairs to its answers) and what
 * the 8 x 4 m Roman-stairs pool gives it; a table's answer changed, a measure converted to centimetres and a
 * binding removed with the keyboard, each written into the family file (the YAML the studio saves, read back and
 * compiled: a pool then gives the new answer); a hand-written expression read-only with the way to its line; a
 * binding's compile error on its row; a phone's 390 px.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  answersFromPool,
  catalogueIssueMessage,
  compileFamily,
  familyToYaml,
  parseFamilyYaml,
  type DocQuestion,
  type FamilyDocument,
  type Locale,
  type PoolMeasures,
} from '../../engine/index.ts';
import { updateAt } from '../../src/features/studio/document-edit.ts';
import { PoolBindingGrid } from '../../src/features/studio/pool-binding-grid.tsx';
import type { Problem } from '../../src/features/studio/problem-list.tsx';
import { SAMPLE_POOLS } from '../../src/features/studio/sample-pools.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/studio/studio.css';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { BAR, BLIND, questionAt } from './grid-story-data.ts';

const ROMAN = SAMPLE_POOLS.rect_8x4_roman;

interface HarnessProps {
  document: FamilyDocument;
  locale: Locale;
  /** The family file as the studio writes it after each edit. */
  onChange(next: FamilyDocument, yaml: string): void;
  onShowLine(line: number): void;
  withPool?: boolean;
}

/** The tab as the studio holds it: each edit written as the file's YAML and read back, compiled, its problems on their lines. */
function Harness({ document: initial, locale, onChange, onShowLine, withPool = true }: HarnessProps) {
  const [text, setText] = useState(() => familyToYaml(initial));
  const parsed = useMemo(() => parseFamilyYaml(text), [text]);
  const document = (parsed.ok ? parsed.document : initial) as FamilyDocument;
  const compiled = useMemo(() => compileFamily(document), [document]);
  const problems = useMemo<Problem[]>(
    () =>
      compiled.ok || !parsed.ok
        ? []
        : compiled.issues.map((issue) => ({ ...parsed.locate(issue.path), path: issue.path, message: catalogueIssueMessage(issue, locale), severity: 'error', kind: 'issue' })),
    [compiled, parsed, locale],
  );
  return (
    <PoolBindingGrid
      document={document}
      locale={locale}
      catalogue={compiled.ok ? compiled.catalogue : null}
      samplePool={withPool ? { label: i18n._(msg`8 x 4 m rectangle, Roman stairs, concrete`), pool: ROMAN } : null}
      problems={problems}
      lineOf={(pointer) => (parsed.ok ? parsed.locate(pointer).line : 1)}
      onShowLine={onShowLine}
      onChange={(next) => {
        const yaml = familyToYaml(next);
        setText(yaml);
        onChange(next, yaml);
      }}
    />
  );
}

const meta = {
  title: 'Studio/PoolBindingGrid',
  component: Harness,
  parameters: { layout: 'padded' },
  args: { document: BLIND, locale: 'fr', onChange: fn(), onShowLine: fn() },
  render: (args, { globals }) => <Harness {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('[data-testid="pool-binding-grid"]')!);
const rowOf = (canvasElement: HTMLElement, key: string) => canvasElement.querySelector<HTMLElement>(`tr[data-question="${key}"]`)!;
const lastYaml = (onChange: unknown) => (onChange as ReturnType<typeof fn>).mock.calls.at(-1)![1] as string;
const title = (document: FamilyDocument, key: string, locale: Locale) => {
  const { step, question } = questionAt(document, key);
  const text = document.steps[step]!.questions[question]!.title;
  return text[locale] ?? text.en;
};

/** The family a YAML text holds, compiled, and the answer keys / values a pool gives it, by question key. */
function givenBy(yaml: string, pool: PoolMeasures): Record<string, unknown> {
  const parsed = parseFamilyYaml(yaml);
  if (!parsed.ok) throw new Error('the YAML written does not parse');
  const compiled = compileFamily(parsed.document);
  if (!compiled.ok) throw new Error(`the YAML written does not compile: ${compiled.issues[0]!.message}`);
  const { catalogue } = compiled;
  const given = answersFromPool(catalogue, pool);
  return Object.fromEntries(
    Object.entries(given.answers).map(([id, value]) => {
      const question = catalogue.questionsById.get(Number(id))!;
      return [question.key, question.type === 'single' ? catalogue.answersById.get(value as number)!.key : value];
    }),
  );
}

/**
 * The keyboard as a person's (the browser's own key events, through Vitest's browser provider): antd's select
 * reads `which`, which events made in the page do not carry. Outside Vitest (Storybook's own page), the story's events.
 */
async function realKeyboard(): Promise<(keys: string) => Promise<void>> {
  try {
    const { userEvent: real } = await import('vitest/browser');
    return async (keys) => {
      await real.keyboard(keys);
    };
  } catch {
    return async (keys) => {
      await userEvent.keyboard(keys);
    };
  }
}

/** Picks `option` in the antd select named `name` with the keyboard only: focus, Enter opens, arrows move, Enter chooses. */
async function pickWithKeyboard(canvasElement: HTMLElement, name: string, option: string) {
  const keyboard = await realKeyboard();
  const select = within(canvasElement).getByRole('combobox', { name });
  select.focus();
  await keyboard('{Enter}');
  const open = () => document.body.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await waitFor(() => expect(open()?.querySelector(`[title="${option}"]`)).toBeTruthy());
  for (let tries = 0; tries < 30 && open()?.querySelector('.ant-select-item-option-active')?.getAttribute('title') !== option; tries += 1) {
    await keyboard('{ArrowDown}');
  }
  await keyboard('{Enter}');
  await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent(option));
}

/** Picks `option` in the antd select named `name` with the mouse. */
async function pick(canvasElement: HTMLElement, name: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name }));
  await userEvent.click(await within(document.body).findByTitle(option));
}

const kindName = (title: string) => i18n._(msg`${title}: taken from the pool`);
const unitName = (title: string) => i18n._(msg`${title}: unit`);

/**
 * The blind: a row per question in the page's language, its six bindings read into the form (the construction
 * as a table where panels with a liner give steel panels, the shape as the table of shape and stairs it is, the
 * dimensions as measures in metres), none custom; the 8 x 4 m Roman-stairs pool gives the shape "Roman stairs" and 8 m.
 */
export const BlindBindings: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = grid(canvasElement);
    const questions = BLIND.steps.flatMap((step) => step.questions);
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(questions.length);
    await expect(canvas.getByTestId('pool-binding-summary')).toHaveTextContent(new RegExp(`\\b6\\b.*\\b${questions.length}\\b`));
    await expect(canvas.queryAllByText(i18n._(msg`Written by hand: the form cannot show this expression.`))).toHaveLength(0);
    const construction = rowOf(canvasElement, 'construction');
    const constructionTitle = title(BLIND, 'construction', locale);
    await expect(construction).toHaveTextContent(constructionTitle);
    await expect(within(construction).getByRole('combobox', { name: kindName(constructionTitle) }).closest('.ant-select')).toHaveTextContent(i18n._(msg`Construction`));
    const steel = questions.find((question) => question.key === 'construction')!.answers!.find((answer) => answer.key === 'steel_panels')!;
    const linerName = `${constructionTitle}: ${i18n._(msg`Panels with a liner`)}`;
    await expect(within(construction).getByRole('combobox', { name: linerName }).closest('.ant-select')).toHaveTextContent(steel.title[locale] ?? steel.title.en);
    const shape = rowOf(canvasElement, 'shape');
    await expect(within(shape).getAllByRole('combobox')).toHaveLength(1 + 16);
    const lengthTitle = title(BLIND, 'length', locale);
    await expect(within(rowOf(canvasElement, 'length')).getByRole('combobox', { name: unitName(lengthTitle) }).closest('.ant-select')).toHaveTextContent(i18n._(msg`in metres, as measured`));
    const roman = questions.find((question) => question.key === 'shape')!.answers!.find((answer) => answer.key === 'roman_stairs')!;
    await expect(within(shape).getByTestId('pool-binding-sample-value')).toHaveTextContent(roman.title[locale] ?? roman.title.en);
    await expect(within(rowOf(canvasElement, 'length')).getByTestId('pool-binding-sample-value')).toHaveTextContent(/8/);
    // a question the pool does not bind
    await expect(within(rowOf(canvasElement, questions.find((question) => question.fromPool === undefined)!.key)).getByTestId('pool-binding-sample-value')).toHaveTextContent('—');
  },
};

/** The same in English (the screenshot at 1440 px). */
export const BlindBindingsInEnglish: Story = { ...BlindBindings, globals: { locale: 'en' } };

/**
 * A table's answer changed with the mouse: panels with a liner now give no answer. The file written holds the
 * new expression, and a 10 x 5 m pool with a liner no longer answers the construction, while a concrete one does.
 */
export const ATableAnswerChanged: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const constructionTitle = title(BLIND, 'construction', locale);
    await pick(canvasElement, `${constructionTitle}: ${i18n._(msg`Panels with a liner`)}`, i18n._(msg`No answer`));
    await waitFor(() => expect(lastYaml(args.onChange)).toContain(`fromPool: "pool.construction == 'liner' ? dyn(null) : pool.construction"`));
    await expect(givenBy(lastYaml(args.onChange), SAMPLE_POOLS.rect_10x5)).not.toHaveProperty('construction');
    await expect(givenBy(lastYaml(args.onChange), ROMAN)).toHaveProperty('construction', 'concrete');
    // the form stays on what was chosen
    await expect(within(rowOf(canvasElement, 'construction')).getByRole('combobox', { name: `${constructionTitle}: ${i18n._(msg`Panels with a liner`)}` }).closest('.ant-select')).toHaveTextContent(i18n._(msg`No answer`));
  },
};

/**
 * With the keyboard alone: the bar's length converted to centimetres (the file says `pool.length_m * 100.0`, the
 * sample pool's 800 is then over the question's maximum, said on the row), then its binding removed ("None").
 */
export const MeasureInCentimetresThenNoneWithTheKeyboard: Story = {
  args: { document: BAR },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const lengthTitle = title(BAR, 'length', locale);
    const row = rowOf(canvasElement, 'length');
    await expect(within(row).getByTestId('pool-binding-sample-value')).toHaveTextContent(/^[^0-9]*8[^0-9]/);
    await pickWithKeyboard(canvasElement, unitName(lengthTitle), i18n._(msg`in centimetres (× 100)`));
    await waitFor(() => expect(lastYaml(args.onChange)).toContain('fromPool: pool.length_m * 100.0'));
    await waitFor(() => expect(within(row).getByTestId('pool-binding-sample-value')).toHaveTextContent('800'));
    // the bar's length is in metres: the binding's centimetres are said to differ
    const questionUnit = 'm';
    const bindingUnit = 'cm';
    await expect(within(row).getByTestId('pool-binding-unit-warning')).toHaveTextContent(plain(i18n._(msg`This question is answered in ${questionUnit}; the binding gives values in ${bindingUnit}.`)));
    await expect(canvasElement.querySelectorAll('[data-testid="pool-binding-unit-warning"]')).toHaveLength(1);
    await expect(givenBy(lastYaml(args.onChange), ROMAN)).not.toHaveProperty('length');
    await pickWithKeyboard(canvasElement, kindName(lengthTitle), i18n._(msg`None`));
    await waitFor(() => expect(lastYaml(args.onChange)).not.toContain('pool.length_m'));
    await expect(givenBy(lastYaml(args.onChange), ROMAN)).toMatchObject({ width: 4, stairs: 'roman' });
    await expect(givenBy(lastYaml(args.onChange), ROMAN)).not.toHaveProperty('length');
    await expect(within(row).queryByRole('combobox', { name: unitName(lengthTitle) })).toBeNull();
  },
};

const withLengthBinding = (document: FamilyDocument, fromPool: string): FamilyDocument => {
  const { step, question } = questionAt(document, 'length');
  return updateAt(document, ['steps', step, 'questions', question], (old) => ({ ...(old as DocQuestion), fromPool }));
};

/** A hand-written expression the form cannot show: read-only, and "Edit in the file" goes to its line. */
export const CustomExpression: Story = {
  args: { document: withLengthBinding(BAR, 'pool.length_m + 0.3') },
  play: async ({ canvasElement, args }) => {
    const row = within(rowOf(canvasElement, 'length'));
    await expect(row.getByText('pool.length_m + 0.3')).toBeVisible();
    await expect(row.queryByRole('combobox')).toBeNull();
    await userEvent.click(row.getByRole('button', { name: i18n._(msg`Edit in the file`) }));
    const line = familyToYaml(args.document).split('\n').findIndex((text) => text.includes('fromPool: pool.length_m + 0.3')) + 1;
    await expect(line).toBeGreaterThan(1);
    await expect(args.onShowLine).toHaveBeenCalledWith(line);
  },
};

/** A binding in error: the compiler's message on its row in the page's language, with its line. */
export const CompileErrorOnItsRow: Story = {
  args: { document: withLengthBinding(BAR, 'pool.colour') },
  play: async ({ canvasElement, args, globals }) => {
    const row = within(rowOf(canvasElement, 'length'));
    const errors = row.getByRole('list', { name: i18n._(msg`Errors of this binding`) });
    await expect(errors).toHaveTextContent('colour');
    const line = familyToYaml(args.document).split('\n').findIndex((text) => text.includes('fromPool: pool.colour')) + 1;
    await userEvent.click(within(errors).getByRole('button', { name: i18n._(msg`Line ${line}`) }));
    await expect(args.onShowLine).toHaveBeenCalledWith(line);
    void globals;
  },
};

/** A phone's 390 px: nothing past the window's right edge, a row's cells one under the other. */
export const OnAPhone: Story = {
  parameters: { viewport: { options: { phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const off = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 0.5;
    });
    await expect(off.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
    await expect(canvasElement.querySelector('thead')).not.toBeVisible();
    const cells = rowOf(canvasElement, 'construction').children;
    await expect(cells[1]!.getBoundingClientRect().top).toBeGreaterThan(cells[0]!.getBoundingClientRect().top);
  },
};
