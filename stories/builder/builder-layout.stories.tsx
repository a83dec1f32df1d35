/**
 * The quote builder's layout: the header with the quote's name (35
 * characters, the longest allowed) and its rename button, the family title,
 * the quote number and the exit cross; with the unsaved-changes tag; and on a
 * phone, where the name is cut with an ellipsis instead of wrapping the header.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider, Radio, Typography } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { useMemo, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { localize, PHONE_MAX_WIDTH } from '../../engine/index.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { BuilderHeader, BuilderLayout, UnsavedTag, type BuilderLayoutProps } from '../../src/layouts/builder-layout.tsx';
import { QuoteLoadError } from '../../src/features/builder/quote-load-error.tsx';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import '../../src/features/builder/builder.css';

/** 35 characters. */
const LONG_NAME = 'Villa Les Pins – bâche hiver 10 x 5';
const REFERENCE = 'Q-2026-000123';
const winter = planCatalogue('winter');

const meta = {
  title: 'Builder/BuilderLayout',
  component: BuilderLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <MemoryRouter initialEntries={['/quote/123']}><Story /></MemoryRouter>],
  args: { name: LONG_NAME, familyTitle: '', reference: REFERENCE, onRename: fn(), children: null },
  render: (args, { globals }) => (
    <BuilderLayout {...args} familyTitle={localize(winter.title, localeOf(globals))}>
      <Typography.Paragraph>{localize(winter.steps[0]!.title, localeOf(globals))}</Typography.Paragraph>
    </BuilderLayout>
  ),
} satisfies Meta<typeof BuilderLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameHeading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 1, name: LONG_NAME });

/**
 * A quote that does not exist (/fr/quote/99999): the page says so under its
 * one heading, and the header names no quote (issue 30, item 8: it read
 * "· Devis n°" and nothing else).
 */
export const QuoteNotFound: Story = {
  args: { name: '', reference: '' },
  render: () => (
    <BuilderLayout name="" familyTitle="" reference="">
      <QuoteLoadError notFound message={null} onRetry={fn()} />
    </BuilderLayout>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    await expect(header.textContent).not.toContain('·');
    const reference = '';
    await expect(header).not.toHaveTextContent(i18n._(msg`Quote no. ${reference}`).trim());
    const headings = within(canvasElement).getAllByRole('heading', { level: 1 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([i18n._(msg`This quote does not exist, or it is not one of yours.`)]);
    await expect(within(canvasElement).getByRole('link', { name: i18n._(msg`Close the quote and go home`) })).toBeVisible();
  },
};

/** The name in full, the rename button, the family and the number, the cross that goes home. */
export const Header: Story = {
  play: async ({ canvasElement, globals, args, step }) => {
    const canvas = within(canvasElement);
    const header = canvasElement.querySelector('header')!;
    await step('the name, whole', async () => {
      const name = nameHeading(canvasElement);
      await expect(LONG_NAME).toHaveLength(35);
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    });
    await step('the family and the quote number', async () => {
      await expect(header).toHaveTextContent(localize(winter.title, localeOf(globals)));
      await expect(header).toHaveTextContent(REFERENCE);
    });
    await step('the rename button opens the dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Rename the quote`) }));
      await expect(args.onRename).toHaveBeenCalledOnce();
    });
    await step('the cross goes home', async () => {
      await expect(canvas.getByRole('link', { name: i18n._(msg`Close the quote and go home`) })).toHaveAttribute('href', '/home');
    });
  },
};

/** Answers not saved yet: the tag beside the name, in its long words on a wide header. */
export const UnsavedChanges: Story = {
  args: { status: <UnsavedTag /> },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText(i18n._(msg`Unsaved changes`));
    await expect(tag).toBeVisible();
    await expect(within(canvasElement).getByText(i18n._(msg`Unsaved`))).not.toBeVisible();
    await expect(nameHeading(canvasElement).parentElement).toContainElement(tag);
  },
};

/** On a phone: no logo; the long name is cut with an ellipsis on one line, beside its button and the cross, and keeps most of the row. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const header = canvasElement.querySelector('header')!;
    const name = nameHeading(canvasElement);
    const exit = within(header).getByRole('link', { name: i18n._(msg`Close the quote and go home`) });
    await step('a phone-wide window, without the logo', async () => {
      await expect(window.innerWidth).toBeLessThanOrEqual(PHONE_MAX_WIDTH);
      await expect(header.querySelector('.logo')).toBeNull();
    });
    await step('the name is cut on one line with an ellipsis', async () => {
      const style = getComputedStyle(name);
      await expect(style.textOverflow).toBe('ellipsis');
      await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
      await expect(name.getBoundingClientRect().height).toBeLessThan(2 * parseFloat(style.lineHeight));
      await expect(name.clientWidth).toBeGreaterThan(header.clientWidth / 2);
    });
    await step('the header keeps one row within the screen', async () => {
      await expect(exit.getBoundingClientRect().top).toBeLessThan(name.getBoundingClientRect().bottom);
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    });
  },
};

/**
 * On a phone the quote number stays on one line: in the Spanish builder at 390 px the header read
 * "Presupuesto n.º Q-2026-" and "000004" on the next line (issue 30, screens looked at again).
 */
export const QuoteNumberWholeOnAPhone: Story = {
  globals: { locale: 'es', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    let text: Node | null = walker.nextNode();
    while (text && !text.textContent?.includes(REFERENCE)) text = walker.nextNode();
    await expect(text, 'the quote number in the header').not.toBeNull();
    const range = document.createRange();
    const start = text!.textContent!.indexOf(REFERENCE);
    range.setStart(text!, start);
    range.setEnd(text!, start + REFERENCE.length);
    // at every width of a phone's header, wherever the family's title ends its line
    const broken: number[] = [];
    for (let width = 240; width <= 420; width += 2) {
      header.style.width = `${width}px`;
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(width);
    }
    header.style.width = '';
    await expect(broken, `${REFERENCE} broken across lines at these widths`).toEqual([]);
  },
};

/**
 * On a phone the unsaved-changes tag comes with every "save and next" (the save behind marks the quote unsaved) and
 * goes once saved: the header keeps its height, or the whole page under the sticky header moved down and up again
 * in the middle of the move, laid out and painted again each time (issue 28, item 2: the tag wrapped onto a line of
 * its own under the family and number; it now sits beside the name, which gives way). In German, the longest tag, at
 * every width of a phone; the quote number stays whole and the tag within the header.
 */
export const StatusKeepsThePhoneHeaderHeight: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  render: (args, { globals }) => {
    const familyTitle = localize(winter.title, localeOf(globals));
    return (
      <>
        <BuilderHeader name={args.name} familyTitle={familyTitle} reference={args.reference} onRename={args.onRename} />
        <BuilderHeader name={args.name} familyTitle={familyTitle} reference={args.reference} onRename={args.onRename} status={<UnsavedTag />} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const [saved, unsaved] = [...canvasElement.querySelectorAll('header')] as [HTMLElement, HTMLElement];
    const tag = unsaved.querySelector<HTMLElement>('.builder-unsaved')!;
    const name = unsaved.querySelector<HTMLElement>('.builder-name-text')!;
    const number = unsaved.querySelector('.builder-quote-number')!;
    const higher: number[] = [];
    const outside: number[] = [];
    const longWords: number[] = [];
    const short = i18n._(msg`Unsaved`);
    for (let width = 280; width <= 420; width += 4) {
      saved.style.width = `${width}px`;
      unsaved.style.width = `${width}px`;
      if (Math.round(unsaved.getBoundingClientRect().height) !== Math.round(saved.getBoundingClientRect().height)) higher.push(width);
      if (tag.getBoundingClientRect().right > unsaved.getBoundingClientRect().right || number.getClientRects().length > 1) outside.push(width);
      if (tag.innerText !== short) longWords.push(width);
    }
    await expect(higher, 'widths where the tag changes the height of the header').toEqual([]);
    await expect(outside, 'widths where the tag leaves the header or the number is broken').toEqual([]);
    // its short words on a phone: "Ungespeicherte Änderungen" left the name a few letters
    await expect(longWords, 'widths where the tag does not say it shortly').toEqual([]);
    unsaved.style.width = '390px';
    await expect(name.getBoundingClientRect().width, "the name's room beside the tag at 390 px").toBeGreaterThanOrEqual(110);
  },
};

/** A click in the builder draws no wave (antd's ripple, a React root and a forced layout per click): the answer's own colour shows it (issue 17, item 1). */
export const NoWaveOnAClick: Story = {
  args: {
    children: (
      <Radio.Group
        options={[
          { value: 1, label: 'A' },
          { value: 2, label: 'B' },
        ]}
      />
    ),
  },
  // waves on, as in the app (the stories' tests turn them off everywhere)
  render: (args) => (
    <ConfigProvider wave={{ disabled: false }}>
      <BuilderLayout {...args} />
    </ConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    const waves: Element[] = [];
    const observer = new MutationObserver(() => waves.push(...canvasElement.querySelectorAll('.ant-wave')));
    observer.observe(canvasElement, { childList: true, subtree: true });
    const second = within(canvasElement).getByRole('radio', { name: 'B' });
    await userEvent.click(within(canvasElement).getByText('B'));
    await waitFor(() => expect(second).toBeChecked());
    await new Promise((resolve) => setTimeout(resolve, 300)); // the wave starts a frame after the click
    observer.disconnect();
    await expect(waves).toHaveLength(0);
  },
};

/** The builder's screen rendered again (as on each busy flag of a save) with the same header props, then with a new status. */
function RenderedAgain(props: BuilderLayoutProps) {
  const [renders, setRenders] = useState(0);
  const [unsaved, setUnsaved] = useState(false);
  const status = useMemo(() => (unsaved ? <UnsavedTag /> : null), [unsaved]);
  return (
    <BuilderLayout {...props} status={status}>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Rendered {renders} times again
      </button>
      <button type="button" onClick={() => setUnsaved(true)}>
        Edit
      </button>
    </BuilderLayout>
  );
}

/**
 * The header is rendered again only when what it shows changes (issue 17, item 1): its tooltips and
 * buttons registered their styles on each render of the builder's screen, several times per "save and
 * next". Nothing in it reads the window's width (useDevice) when only the content is rendered again;
 * a new status still reaches it.
 */
export const HeaderNotRenderedWithTheContent: Story = {
  render: (args, { globals }) => <RenderedAgain {...args} familyTitle={localize(winter.title, localeOf(globals))} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the content rendered again: the header is not', async () => {
      const widthReads = spyOn(window, 'innerWidth', 'get');
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Rendered 0 times again' }));
        await userEvent.click(canvas.getByRole('button', { name: 'Rendered 1 times again' }));
        await canvas.findByRole('button', { name: 'Rendered 2 times again' });
        await expect(widthReads).not.toHaveBeenCalled();
      } finally {
        widthReads.mockRestore();
      }
    });
    await step('a new status reaches the header', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      const tag = await canvas.findByText(i18n._(msg`Unsaved changes`));
      await expect(nameHeading(canvasElement).parentElement).toContainElement(tag);
    });
  },
};
