/**
 * The studio's test bench on the bar cover: its cases passing; the same cases
 * after the PVC 580 cover's price went from 32.00 to 34.00 a square metre,
 * failing with their differences in words (unit price, amount, total); what
 * each action calls; and the key of a new case checked before it is saved.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { compileFamily, runTestCases, type FamilyDocument } from '../../engine/index.ts';
import { TestBench } from '../../src/features/studio/test-bench.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/studio/studio.css';
import { localeOf } from '../story-locale.ts';
import { parse } from 'yaml';
import winterYaml from '../../schemas/families/winter.family.yaml?raw';
import { barDocument, barWithCoverPrice } from './studio-story-data.ts';

function resultsOf(document: FamilyDocument) {
  const compiled = compileFamily(document);
  if (!compiled.ok) throw new Error(compiled.issues.map((issue) => issue.message).join('\n'));
  return runTestCases(compiled.catalogue);
}

const passing = barDocument();
const failing = barWithCoverPrice(34);

const meta = {
  title: 'Studio/TestBench',
  component: TestBench,
  parameters: { layout: 'padded' },
  args: { document: passing, results: resultsOf(passing), locale: 'fr', canSave: true, onSave: fn(), onAccept: fn(), onRemove: fn(), onReveal: fn() },
  render: (args, { globals }) => <TestBench {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof TestBench>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passing: Story = {
  play: async ({ canvasElement, args }) => {
    const total = args.results.length;
    await expect(total).toBeGreaterThan(0);
    // exactly the message (toHaveTextContent would fold French no-break spaces that the expected text keeps)
    await expect(within(canvasElement).getByTestId('test-bench-summary').textContent).toBe(i18n._(msg`All ${total} passing`));
  },
};

/** A price changed: the cases on that cover fail, each difference in words; taking the new result as expected and removing call back with the case's index. */
export const FailingAfterAPriceChange: Story = {
  args: { document: failing, results: resultsOf(failing) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const failed = args.results.filter((result) => !result.passed);
    await expect(failed.length).toBeGreaterThan(0);
    const first = failed[0]!;
    const item = canvas.getByTestId(`test-case-${first.key}`);
    await expect(item).toHaveAttribute('data-passed', 'false');
    await expect(within(item).getAllByText(/BAR-COVER-580/)[0]).toBeVisible();
    const key = first.key;
    await userEvent.click(within(item).getByRole('button', { name: i18n._(msg`Take what the family gives now as expected for ${key}`) }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.results.indexOf(first));
    await userEvent.click(within(item).getByRole('button', { name: i18n._(msg`Remove the test case ${key}`) }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.results.indexOf(first));
  },
};

/** A new case's key: refused when badly written or taken, saved otherwise. */
export const SaveAsTestCase: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(i18n._(msg`Save the preview's answers as a test case`));
    const save = canvas.getByRole('button', { name: i18n._(msg`Save as test case`) });
    await userEvent.type(input, 'Bad Key');
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n._(msg`A key is lower case letters, digits and underscores, starting with a letter (e.g. roman_10x5_price).`));
    await userEvent.clear(input);
    await userEvent.type(input, args.results[0]!.key);
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n._(msg`This family already has a test case with this key.`));
    await userEvent.clear(input);
    await userEvent.type(input, 'wide_motorised');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('wide_motorised');
  },
};

/** The winter cover's case naming the issue's pool (issue 32): it says its pool's size, and passes. */
const winter = parse(winterYaml) as FamilyDocument;
export const CaseNamingAPool: Story = {
  args: { document: winter, results: resultsOf(winter) },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByTestId('test-case-pool_8x4_roman');
    await expect(item.dataset.passed).toBe('true');
    const size = '8 × 4 m';
    await expect(within(item).getByTestId('test-case-pool-pool_8x4_roman').textContent).toBe(i18n._(msg`Pool ${size}`));
    await expect(within(canvasElement).queryByTestId('test-case-pool-rect_13x6_water_tubes_price')).toBeNull();
  },
};
