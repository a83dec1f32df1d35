/**
 * The studio's editor on the bar cover's file, checked on every edit by the
 * studio's analysis (analyseFamily, run here on the page rather than in the
 * studio's worker): an error typed shows on its line with its
 * message in the page's language; the schema completes a property at the
 * root and a question's type.
 */
import { msg } from '@lingui/core/macro';
import { startCompletion } from '@codemirror/autocomplete';
import { EditorView } from '@codemirror/view';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FamilyEditor } from '../../src/features/studio/family-editor.tsx';
import { analyseFamily } from '../../src/features/studio/family-analysis.ts';
import { ProblemList, useProblems } from '../../src/features/studio/problem-list.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/studio/studio.css';
import { localeOf } from '../story-locale.ts';
import { BAR_YAML } from './studio-story-data.ts';
import type { Locale } from '../../engine/index.ts';

function CheckedEditor({ initial, locale }: { initial: string; locale: Locale }) {
  const [text, setText] = useState(initial);
  const [reveal, setReveal] = useState<{ line: number; seq: number } | null>(null);
  const analysis = useMemo(() => analyseFamily(text), [text]);
  const problems = useProblems(analysis, locale);
  const symbols = { questions: [], steps: [], categories: [] };
  return (
    <>
      <FamilyEditor value={text} onChange={setText} issues={problems} symbols={symbols} reveal={reveal} label="bar.family.yaml" />
      <ProblemList problems={problems} analysing={false} ms={analysis.ms} onShow={(line) => setReveal((previous) => ({ line, seq: (previous?.seq ?? 0) + 1 }))} />
    </>
  );
}

const meta = {
  title: 'Studio/Editor',
  component: CheckedEditor,
  parameters: { layout: 'padded' },
  args: { initial: BAR_YAML, locale: 'fr' },
  render: (args, { globals }) => <CheckedEditor {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof CheckedEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const content = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.cm-content')!;

/** The bar cover's file compiles: no problem. */
export const Clean: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('studio-problem-count').textContent).toBe(i18n._(msg`No problem: the family compiles and every rule and answer can be reached.`));
  },
};

/** A rule naming a question the family does not have: the problem is listed on the rule's line, in the page's language; "line N" shows it in the editor, marked. */
export const UnknownQuestionOnItsLine: Story = {
  args: { initial: BAR_YAML.replace('when: width > 6.0', 'when: widht > 6.0') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = BAR_YAML.split('\n').findIndex((text) => text.includes('when: width > 6.0')) + 1;
    // the rule's line is far below the editor's first screen: CodeMirror draws only what is in view
    await expect(canvasElement.querySelector('.cm-lintRange-error')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Show line ${line} in the editor`) }));
    await waitFor(() => expect(canvasElement.querySelector('.cm-lintRange-error')?.closest('.cm-line')?.textContent).toContain('widht > 6.0'));
  },
};

/** A key begun at the root: completion offers the family's sections that start so; Enter writes the key. */
export const CompletesFromTheSchema: Story = {
  args: { initial: 'family: bar\npric' },
  play: async ({ canvasElement }) => {
    const editor = content(canvasElement);
    const view = EditorView.findFromDOM(editor)!;
    // the cursor after what is typed, and completion asked for (Ctrl-Space): typing itself goes through the browser's input events, which a story cannot send
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    view.focus();
    startCompletion(view);
    const option = await within(document.body).findByRole('option', { name: /pricing/ });
    await expect(option).toBeVisible();
    // CodeMirror ignores a key within 75 ms of the list opening (a key meant for the text)
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.state.doc.toString()).toBe('family: bar\npricing: '));
  },
};

/** A question's fromPool (issue 32): completion offers the pool's fields, dots included; Enter writes the whole field. */
export const CompletesAPoolBinding: Story = {
  args: { initial: BAR_YAML.replace('        fromPool: pool.length_m\n', '        fromPool: pool.le\n') },
  play: async ({ canvasElement }) => {
    const view = EditorView.findFromDOM(content(canvasElement))!;
    const text = view.state.doc.toString();
    view.dispatch({ selection: { anchor: text.indexOf('fromPool: pool.le') + 'fromPool: pool.le'.length } });
    view.focus();
    startCompletion(view);
    await expect(await within(document.body).findByRole('option', { name: /pool\.length_m/ })).toBeVisible();
    await expect(within(document.body).queryByRole('option', { name: /pool\.width_m/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.state.doc.toString()).toContain('        fromPool: pool.length_m\n'));
  },
};

/** The page renders typing at low priority: here its renders come 60 ms after each key. */
function LaggingPage({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const symbols = { questions: [], steps: [], categories: [] };
  return (
    <>
      <FamilyEditor value={text} onChange={(next) => setTimeout(() => setText(next), 60)} issues={[]} symbols={symbols} reveal={null} label="bar.family.yaml" />
      <output data-testid="page-text">{text}</output>
    </>
  );
}

/** Keys typed faster than the page renders them are all kept: a render behind the typing does not put an older text back in the editor. */
export const TypingAheadOfThePage: Story = {
  args: { initial: 'family: bar\n' },
  render: (args) => <LaggingPage initial={args.initial} />,
  play: async ({ canvasElement }) => {
    const view = EditorView.findFromDOM(content(canvasElement))!;
    for (const key of 'abcdef') {
      view.dispatch({ changes: { from: view.state.doc.length, insert: key } });
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await waitFor(() => expect(within(canvasElement).getByTestId('page-text').textContent).toBe('family: bar\nabcdef'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(view.state.doc.toString()).toBe('family: bar\nabcdef');
    await expect(within(canvasElement).getByTestId('page-text').textContent).toBe('family: bar\nabcdef');
  },
};

/** On a phone (360 px) the file's long lines wrap in the editor: nothing to scroll sideways to, the end of a long line within the screen. */
export const OnAPhone: Story = {
  parameters: { viewport: { options: { phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    const scroller = canvasElement.querySelector<HTMLElement>('.cm-scroller')!;
    await waitFor(() => expect(content(canvasElement).textContent).toContain('family: bar'));
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    // the title's line, with its six languages, is far wider than the screen: it wraps onto more rows
    const title = [...canvasElement.querySelectorAll<HTMLElement>('.cm-line')].find((line) => line.textContent?.startsWith('title: { fr: Couverture à barres'))!;
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(2 * parseFloat(getComputedStyle(title).lineHeight));
  },
};
