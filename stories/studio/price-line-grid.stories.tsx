/**
 * The studio's price grid on the bar cover family: a unit price edited hands
 * on a new document (the rest shared, keys in place); a broken formula or a
 * negative price stays in its cell with the reason and is not handed on; a
 * line added through its dialog, removed after a confirmation, moved; a line
 * priced by a grid has its bands under it, each bound and price editable (a
 * descending bound refused), bands added and removed; read-only, nothing can
 * be changed; a price line's note shows with its line breaks, and is written,
 * changed and removed in its cell.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { theme as antdTheme } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { familyToYaml, localize, type DocPriceLine, type FamilyDocument, type Locale } from '../../engine/index.ts';
import { theme as appTheme } from '../../src/app/theme.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { formatBound } from '../../src/features/studio/grid-band-edit.ts';
import { formatEuros } from '../../src/features/studio/price-line-checks.ts';
import { PriceLineGrid } from '../../src/features/studio/price-line-grid.tsx';
import { localeOf } from '../story-locale.ts';
import { largeFamilyDocument } from '../../tests/fixtures/large-family.ts';
import { BAR, BAR_MISSING, BAR_WITH_GRID, BLIND, LINER, questionAt } from './grid-story-data.ts';
import { plain } from '../story-text.ts';

const questionOf = (document: FamilyDocument, key: string) => {
  const { step, question } = questionAt(document, key);
  return document.steps[step]!.questions[question]!;
};

/** The grid fed back with what it hands on, as the studio page does. */
function Harness({ document: initial, locale, onChange, readOnly }: { document: FamilyDocument; locale: Locale; onChange(next: FamilyDocument): void; readOnly?: boolean }) {
  const [document, setDocument] = useState(initial);
  return (
    <div style={{ maxWidth: 1100 }}>
      <PriceLineGrid
        document={document}
        locale={locale}
        readOnly={readOnly}
        onChange={(next) => {
          onChange(next);
          setDocument(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/PriceLineGrid',
  component: PriceLineGrid,
  parameters: { layout: 'padded' },
  args: { document: BAR, locale: 'fr', onChange: fn() },
  render: (args, { globals }) => <Harness {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof PriceLineGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastDocument = (onChange: unknown): FamilyDocument => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)![0] as FamilyDocument;
};
const pricingOf = (document: FamilyDocument) => document.pricing ?? [];

/** A new unit price goes out as a number in a new document; everything else is the same objects, in the same key order. */
export const EditUnitPrice: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const code = 'BAR-CRANK';
    const price = canvas.getByLabelText(i18n._(msg`Unit price of ${code}`));
    await expect(price).toHaveValue(formatEuros(95, locale));
    await userEvent.clear(price);
    await userEvent.type(price, '99,5');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const next = lastDocument(args.onChange);
    const line = pricingOf(next).find((candidate) => candidate.code === code)!;
    await expect(line.unitPrice).toBe(99.5);
    const before = pricingOf(BAR).find((candidate) => candidate.code === code)!;
    await expect(Object.keys(line)).toEqual(Object.keys(before));
    await expect(Object.keys(next)).toEqual(Object.keys(BAR));
    await expect(next.steps).toBe(BAR.steps);
    await expect(next.eco).toBe(BAR.eco);
    await expect(pricingOf(next)[0]).toBe(pricingOf(BAR)[0]);
    await expect(price).toHaveValue('99,5');
  },
};

/** A quantity broken while typed shows the engine's reason under it and is not handed on; once it parses again, it is. */
export const BrokenFormula: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const code = 'BAR-BARS';
    const quantity = canvas.getByLabelText(i18n._(msg`Quantity of ${code}`));
    await expect(quantity).toHaveValue('ceil(length) + 1.0');
    await userEvent.click(quantity);
    await userEvent.keyboard('{End}*');
    const detail = '';
    const prefix = plain(i18n._(msg`This formula cannot be read: ${detail}`).trim());
    const error = await canvas.findByText((text) => text.startsWith(prefix));
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAttribute('aria-describedby', error.id);
    await expect(quantity).toHaveValue('ceil(length) + 1.0*');
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(quantity, '2.0');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await expect(pricingOf(lastDocument(onChange)).find((line) => line.code === code)!.quantity).toBe('ceil(length) + 1.0*2.0');
    await expect(canvas.queryByText((text) => text.startsWith(prefix))).toBeNull();
    for (const [next] of onChange.mock.calls as [FamilyDocument][]) {
      await expect(pricingOf(next).find((line) => line.code === code)!.quantity).not.toMatch(/\*$/);
    }
  },
};

/** A condition naming a question the family does not have is refused, naming it. */
export const UnknownQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    const code = 'BAR-CRANK';
    const condition = canvas.getByLabelText(i18n._(msg`Condition of ${code}`));
    await userEvent.clear(condition); // empty: the line always applies, which is valid
    onChange.mockClear();
    await userEvent.type(condition, 'tint == "red"');
    const detail = '';
    const prefix = plain(i18n._(msg`This formula names a question the family does not have: ${detail}`).trim());
    const error = await canvas.findByText((text) => text.startsWith(prefix));
    await expect(error).toHaveTextContent(/tint/);
    await expect(onChange).not.toHaveBeenCalled();
  },
};

/** A negative price is refused under its cell; the document keeps the old one. */
export const NegativePrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const code = 'ECO-BAR';
    const amount = canvas.getByLabelText(i18n._(msg`Amount of ${code}`));
    await userEvent.clear(amount);
    await userEvent.type(amount, '-2');
    await expect(await canvas.findByText(i18n._(msg`An amount cannot be negative.`))).toBeVisible();
    await expect(amount).toHaveValue('-2');
    await expect(onChange).not.toHaveBeenCalled();
  },
};

/** A line added through the dialog (a taken code refused first), then removed after a confirmation. */
export const AddAndRemoveLine: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Add a price line`) }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const taken = 'BAR-CRANK';
    await userEvent.type(dialog.getByLabelText(i18n._(msg`Code`)), taken);
    const fields = dialog.getAllByRole('textbox');
    // designation in the page's language, then in English unless the page is in English, then the price
    await userEvent.type(fields[1]!, locale === 'en' ? 'Alarm' : 'Alarme');
    if (locale !== 'en') await userEvent.type(fields[2]!, 'Alarm');
    await userEvent.type(fields.at(-1)!, '180');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Add the line`) }));
    const code = taken;
    await expect(await dialog.findByText(i18n._(msg`Another line already has the code ${code}.`))).toBeVisible();
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText(i18n._(msg`Code`)));
    await userEvent.type(dialog.getByLabelText(i18n._(msg`Code`)), 'BAR-ALARM');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Add the line`) }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const added = pricingOf(lastDocument(onChange)).at(-1)!;
    await expect(added).toEqual({ code: 'BAR-ALARM', designation: locale === 'en' ? { en: 'Alarm' } : { [locale]: 'Alarme', en: 'Alarm' }, unitPrice: 180 });
    await expect(Object.keys(added)).toEqual(['code', 'designation', 'unitPrice']);
    const count = 9;
    await expect(canvas.getByRole('heading', { name: i18n._(msg`Price lines (${count})`) })).toBeVisible();

    await removeLine(canvas, 'BAR-PADLOCK', onChange);
    await expect(pricingOf(lastDocument(onChange)).map((line) => line.code)).not.toContain('BAR-PADLOCK');
    await expect(pricingOf(lastDocument(onChange))).toHaveLength(8);
  },
};

async function removeLine(canvas: ReturnType<typeof within>, code: string, onChange: ReturnType<typeof fn>) {
  const calls = onChange.mock.calls.length;
  await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Remove the line ${code}`) }));
  const confirm = await within(document.body).findByRole('button', { name: i18n._(msg`Remove`) });
  await expect(within(document.body).getByText(plain(i18n._(msg`Remove the line ${code}?`)))).toBeVisible();
  await expect(onChange).toHaveBeenCalledTimes(calls); // nothing removed before the confirmation
  await userEvent.click(confirm);
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(calls + 1));
}

/** Moving a line up swaps it with the one before; the first line cannot go up. */
export const MoveLine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const first = 'BAR-COVER-580';
    await expect(canvas.getByRole('button', { name: i18n._(moveUp(first)) })).toBeDisabled();
    const code = 'BAR-CRANK';
    await userEvent.click(canvas.getByRole('button', { name: i18n._(moveUp(code)) }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const codes = pricingOf(lastDocument(onChange)).map((line) => line.code);
    await expect(codes.slice(2, 4)).toEqual(['BAR-CRANK', 'BAR-BARS']);
    // the rows follow: the crank's price input is now in the third row
    const rows = within(canvas.getByTestId('price-line-grid-pricing')).getAllByRole('row');
    await expect(within(rows[3]!).getByLabelText(i18n._(unitPriceOf(code)))).toBeVisible();
  },
};

function moveUp(code: string) {
  return msg`Move ${code} up`;
}
function unitPriceOf(code: string) {
  return msg`Unit price of ${code}`;
}

/** Unticking "discount" writes `discountable: false` where the files write it (after the price); ticking it again removes it (the default). */
export const Discountable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const code = 'BAR-MOTOR-ROLLER';
    const box = canvas.getByRole('checkbox', { name: i18n._(msg`${code} can be discounted`) });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const line = pricingOf(lastDocument(onChange)).find((candidate) => candidate.code === code) as DocPriceLine;
    await expect(Object.entries(line).slice(-2)).toEqual([['unitPrice', 1290], ['discountable', false]]);
    await userEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    await expect(pricingOf(lastDocument(onChange)).find((candidate) => candidate.code === code)).toEqual(pricingOf(BAR).find((candidate) => candidate.code === code));
  },
};

/** A line priced by a grid has no unit-price input: its price cell names the grid's question, its bands are in a row under it. */
export const PriceGridLine: Story = {
  args: { document: BAR_WITH_GRID },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const code = 'BAR-EDGE';
    await expect(canvas.queryByLabelText(i18n._(unitPriceOf(code)))).toBeNull();
    const dimension = localize(questionOf(BAR, 'length').title, locale);
    await expect(canvas.getByText(plain(i18n._(msg`Price grid by ${dimension}`)))).toBeVisible();
    await expect(canvas.getByRole('table', { name: i18n._(msg`Bands of ${code} by ${dimension}`) })).toBeVisible();
    const number = 2;
    await expect(canvas.getByLabelText(i18n._(bandBound(number, code)))).toHaveValue(formatBound(10, locale));
    await expect(canvas.getByLabelText(i18n._(bandPrice(number, code)))).toHaveValue(formatEuros(21.5, locale));
    await expect(canvas.getByLabelText(i18n._(bandBound(3, code)))).toHaveValue('');
  },
};

function bandBound(number: number, code: string) {
  return msg`Upper bound of band ${number} of ${code}`;
}
function bandPrice(number: number, code: string) {
  return msg`Unit price of band ${number} of ${code}`;
}
const bandsOf = (document: FamilyDocument, code = 'BAR-EDGE') => pricingOf(document).find((line) => line.code === code)!.grid!.bands;

/** A band's new price goes into the document, and so into the file's text: only that band's line of it changes. */
export const EditBandPrice: Story = {
  args: { document: BAR_WITH_GRID },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const price = canvas.getByLabelText(i18n._(bandPrice(2, 'BAR-EDGE')));
    await userEvent.clear(price);
    await userEvent.type(price, locale === 'en' ? '23.75' : '23,75');
    await waitFor(() => expect(bandsOf(lastDocument(onChange))).toEqual([{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 23.75 }, { unitPrice: 26 }]));
    const next = lastDocument(onChange);
    await expect(next.steps).toBe(BAR_WITH_GRID.steps);
    await expect(familyToYaml(next)).toBe(familyToYaml(BAR_WITH_GRID).replace('- { upTo: 10, unitPrice: 21.50 }', '- { upTo: 10, unitPrice: 23.75 }'));
    await expect(familyToYaml(next)).not.toBe(familyToYaml(BAR_WITH_GRID));
  },
};

/** A bound below the previous band's is refused under its cell, naming that bound, and not handed on; a rising one is. */
export const DescendingBoundRefused: Story = {
  args: { document: BAR_WITH_GRID },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const bound = canvas.getByLabelText(i18n._(bandBound(2, 'BAR-EDGE')));
    await userEvent.clear(bound);
    await userEvent.type(bound, '4');
    const previous = `${formatBound(6, locale)} m`;
    const error = await canvas.findByText(plain(i18n._(msg`The bounds must rise: this one must be above the previous band's (${previous}).`)));
    await expect(bound).toHaveAttribute('aria-invalid', 'true');
    await expect(bound).toHaveAttribute('aria-describedby', error.id);
    await expect(onChange).not.toHaveBeenCalled();
    // the first band's bound above the second's is refused too, naming the second's
    const first = canvas.getByLabelText(i18n._(bandBound(1, 'BAR-EDGE')));
    // typed after its 6 (every key is checked: 6 is its bound, 60 is above the second band's)
    await userEvent.click(first);
    await userEvent.keyboard('{End}0');
    await expect(first).toHaveValue('60');
    const next = `${formatBound(10, locale)} m`;
    await expect(await canvas.findByText(plain(i18n._(msg`The bounds must rise: this one must be below the next band's (${next}).`)))).toBeVisible();
    await userEvent.keyboard('{Backspace}'); // its bound as it was: nothing to hand on, no refusal
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(bound);
    await userEvent.type(bound, locale === 'en' ? '8.5' : '8,5');
    await waitFor(() => expect(bandsOf(lastDocument(onChange))[1]).toEqual({ upTo: 8.5, unitPrice: 21.5 }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A band added before the open-ended last one (bounded one above the band before) and one removed; the first band cannot be left alone without a bound refused. */
export const AddAndRemoveBand: Story = {
  args: { document: BAR_WITH_GRID },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const code = 'BAR-EDGE';
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Add a band to ${code}`) }));
    await waitFor(() => expect(bandsOf(lastDocument(onChange))).toEqual([{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 21.5 }, { upTo: 11, unitPrice: 26 }, { unitPrice: 26 }]));
    await expect(canvas.getByLabelText(i18n._(bandBound(3, code)))).toHaveValue(formatBound(11, locale));
    const number = 1;
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Remove band ${number} of ${code}`) }));
    await waitFor(() => expect(bandsOf(lastDocument(onChange))).toEqual([{ upTo: 10, unitPrice: 21.5 }, { upTo: 11, unitPrice: 26 }, { unitPrice: 26 }]));
    // a band other than the last cannot be left without an upper bound
    const first = canvas.getByLabelText(i18n._(bandBound(1, code)));
    const calls = onChange.mock.calls.length;
    await userEvent.clear(first);
    await expect(await canvas.findByText(plain(i18n._(msg`Only the last band can have no upper bound: enter a number.`)))).toBeVisible();
    await expect(onChange).toHaveBeenCalledTimes(calls);
  },
};

/** A grid typed in the text without its list of bands yet (the schema's problem, named under the editor) shows no band, and a band can be added. */
export const GridWithoutBands: Story = {
  args: {
    document: {
      ...BAR,
      pricing: [...(BAR.pricing ?? []), { code: 'BAR-EDGE', designation: { en: 'Edge profile' }, grid: { dimension: 'length' } as unknown as NonNullable<DocPriceLine['grid']> }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const code = 'BAR-EDGE';
    await expect(canvas.getByRole('table', { name: /BAR-EDGE/ })).toBeVisible();
    await expect(canvas.queryByLabelText(i18n._(bandPrice(1, code)))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Add a band to ${code}`) }));
    await waitFor(() => expect(bandsOf(lastDocument(onChange))).toEqual([{ unitPrice: 0 }]));
  },
};

/** The refusal of a descending bound on a German page, in German. */
export const DescendingBoundRefusedInGerman: Story = {
  args: { document: BAR_WITH_GRID },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bound = canvas.getByLabelText('Obergrenze von Staffel 2 von BAR-EDGE');
    await userEvent.clear(bound);
    await userEvent.type(bound, '4');
    await expect(await canvas.findByText('Die Grenzen müssen steigen: Diese muss über der Grenze der vorigen Staffel liegen (6 m).')).toBeVisible();
  },
};

/** Read-only: no add, move or remove, and the cells (a grid's bands too) cannot be typed in. */
export const ReadOnly: Story = {
  args: { readOnly: true, document: BAR_WITH_GRID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Add a price line`) })).toBeNull();
    const code = 'BAR-CRANK';
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Remove the line ${code}`) })).toBeNull();
    await expect(canvas.getByLabelText(i18n._(unitPriceOf(code)))).toHaveAttribute('readonly');
    // a grid's bands too: shown, not editable, no band added or removed
    const edge = 'BAR-EDGE';
    await expect(canvas.getByLabelText(i18n._(bandPrice(1, edge)))).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(i18n._(bandBound(1, edge)))).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Add a band to ${edge}`) })).toBeNull();
    const number = 1;
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Remove band ${number} of ${edge}`) })).toBeNull();
  },
};

/** The same edit on a German page: German captions and names, the amount written with the German decimal comma. */
export const EditUnitPriceInGerman: Story = {
  ...EditUnitPrice,
  globals: { locale: 'de' },
  play: async (context) => {
    await EditUnitPrice.play!(context);
    await expect(within(context.canvasElement).getByLabelText('Stückpreis von BAR-CRANK')).toHaveValue('99,5');
  },
};

/** A broken formula on a German page: the reason in German, the parser's detail quoted. */
export const BrokenFormulaInGerman: Story = { ...BrokenFormula, globals: { locale: 'de' } };

/** On a German page, a designation missing in German is flagged by an icon named "missing" (its English text shows greyed in the cell). */
export const MissingDesignation: Story = {
  args: { document: BAR_MISSING },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flags = canvas.getAllByRole('img', { name: i18n._(msg`missing`) });
    await expect(flags).toHaveLength(1);
    const code = 'BAR-BARS';
    const language = 'Deutsch';
    const cell = canvas.getByLabelText(i18n._(msg`Designation in ${language} of ${code}`));
    await expect(cell).toHaveValue('');
    await expect(cell).toHaveAttribute('placeholder', pricingOf(BAR).find((line) => line.code === code)!.designation.en);
  },
};

function noteOn(code: string) {
  return msg`Note on ${code}`;
}

/**
 * The liner's notes explain its formulas: the developed surface's four lines
 * show as written; a note typed on a line without one goes under its code
 * (where the files write it), a changed one replaces it, and an emptied one
 * is removed; eco-participation lines have none.
 */
export const LineNote: Story = {
  args: { document: LINER },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    onChange.mockClear();
    const explained = 'LIN-75';
    const developed = pricingOf(LINER).find((line) => line.code === explained)!.note!;
    await expect(developed.split('\n')).toHaveLength(4);
    await expect(canvas.getByLabelText(i18n._(noteOn(explained)))).toHaveValue(developed);
    await expect(canvas.getAllByText(i18n._(msg`Note for the product team (never shown to customers)`))).toHaveLength(pricingOf(LINER).length);

    const code = 'LIN-STAIRS-ROMAN';
    const empty = canvas.getByLabelText(i18n._(noteOn(code)));
    await expect(empty).toHaveValue('');
    await expect(empty).toHaveAttribute('placeholder', i18n._(msg`none`));
    await userEvent.type(empty, 'Cut:{Enter}  welded');
    await waitFor(() => expect(pricingOf(lastDocument(onChange)).find((line) => line.code === code)!.note).toBe('Cut:\n  welded'));
    const written = pricingOf(lastDocument(onChange)).find((line) => line.code === code)!;
    await expect(Object.keys(written)).toEqual(['code', 'note', 'designation', 'when', 'unitPrice']);

    const note = canvas.getByLabelText(i18n._(noteOn(explained)));
    await userEvent.clear(note);
    await waitFor(() => expect(pricingOf(lastDocument(onChange)).find((line) => line.code === explained)).not.toHaveProperty('note'));
    await expect(pricingOf(lastDocument(onChange)).find((line) => line.code === explained)).toEqual({ ...pricingOf(LINER).find((line) => line.code === explained), note: undefined });
    await userEvent.type(note, 'Area.{Enter}{Enter}');
    await waitFor(() => expect(pricingOf(lastDocument(onChange)).find((line) => line.code === explained)!.note).toBe('Area.'));
    await expect(Object.keys(pricingOf(lastDocument(onChange)).find((line) => line.code === explained)!)).toEqual(Object.keys(pricingOf(LINER)[0]!));

    const eco = within(canvas.getByTestId('price-line-grid-eco'));
    await expect(eco.queryByText(i18n._(msg`Note for the product team (never shown to customers)`))).toBeNull();
  },
};

/**
 * A text cell is as tall as its text, one to six lines, then scrolls: sized by the browser (CSS `field-sizing`), not
 * measured by script. antd's autoSize measured each of a page's 80 text areas in a hidden copy and rendered it twice
 * more, and wrote the height in its style: the price lines tab of a 495-line family took over a second to show
 * (issue 27, item 7).
 */
export const TextCellsGrowWithTheirText: Story = {
  args: { document: LINER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lineHeight = (area: HTMLElement) => parseFloat(getComputedStyle(area).lineHeight);
    const lines = (area: HTMLElement) => Math.round((area.clientHeight - parseFloat(getComputedStyle(area).paddingTop) - parseFloat(getComputedStyle(area).paddingBottom)) / lineHeight(area));
    const four = canvas.getByLabelText(i18n._(noteOn('LIN-75')));
    const empty = canvas.getByLabelText(i18n._(noteOn('LIN-STAIRS-ROMAN')));
    // four lines of text, some wrapping in the narrow column
    await expect(lines(four)).toBeGreaterThanOrEqual(4);
    await expect(lines(empty)).toBe(1);
    for (const area of [four, empty]) await expect(area.style.height).toBe('');
    await userEvent.click(empty);
    await userEvent.paste('one\ntwo\nthree');
    await waitFor(() => expect(lines(empty)).toBe(3));
    await userEvent.paste('\nfour\nfive\nsix\nseven\neight');
    await waitFor(() => expect(lines(empty)).toBe(6));
    await expect(empty.scrollHeight).toBeGreaterThan(empty.clientHeight);
    await userEvent.clear(empty);
    await waitFor(() => expect(lines(empty)).toBe(1));
  },
};

/** Read-only, a note is shown and cannot be typed in. */
export const LineNoteReadOnly: Story = {
  args: { document: LINER, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = 'LIN-FREE-75';
    const note = canvas.getByLabelText(i18n._(noteOn(code)));
    await expect(note).toHaveValue(pricingOf(LINER).find((line) => line.code === code)!.note);
    await expect(note).toHaveAttribute('readonly');
  },
};

/** The notes on a Dutch page: the caption and the cell's name in Dutch, the note itself as written (one language). */
export const LineNoteInDutch: Story = {
  args: { document: LINER },
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Notitie bij LIN-FREE-85')).toHaveValue(pricingOf(LINER).find((line) => line.code === 'LIN-FREE-85')!.note);
    await expect(canvas.getAllByText('Notitie voor het productteam (nooit zichtbaar voor klanten)')[0]).toBeVisible();
  },
};

const PHONE = { phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' as const } };

/** Nothing of the grid wider than the window. */
async function fitsTheScreen(root: HTMLElement) {
  const off = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.right > window.innerWidth + 0.5;
  });
  await expect(off.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
}

/** On a phone (360 px) each line's cells stack in one column (price captioned, discount named): nothing to scroll sideways, a grid's bands included; a unit price is edited as on a wide screen. */
export const OnAPhone: Story = {
  args: { document: BAR_WITH_GRID },
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const locale = localeOf(globals);
    await expect(window.innerWidth).toBe(360);
    await fitsTheScreen(canvasElement);
    const canvas = within(canvasElement);
    const code = 'BAR-CRANK';
    const price = canvas.getByLabelText(i18n._(unitPriceOf(code)));
    await expect(price).toBeVisible();
    await expect(canvas.getAllByText(i18n._(msg`Unit price (€ excl. VAT)`)).length).toBeGreaterThan(1);
    const discount = canvas.getByRole('checkbox', { name: i18n._(msg`${code} can be discounted`) }).closest('label')!;
    await expect(discount).toBeVisible();
    await expect(discount).toHaveTextContent(i18n._(msg`Discount`));
    await expect(canvas.getByLabelText(i18n._(bandPrice(3, 'BAR-EDGE')))).toHaveValue(formatEuros(26, locale));
    await EditUnitPrice.play!({ ...context, args: { ...context.args, document: BAR } } as Parameters<NonNullable<typeof EditUnitPrice.play>>[0]);
  },
};

const LARGE = largeFamilyDocument(BLIND);

/** Scrolls the window to `fraction` of `element`'s height. */
const scrollThrough = (element: HTMLElement, fraction: number) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + element.offsetHeight * fraction);
/** The lines' rows rendered (not the rows of their bands' tables). */
const renderedLines = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>('tr.grid-table-row[data-row-index]')].map((row) => Number(row.dataset.rowIndex));

/**
 * The large family (495 price lines, one in two priced by a grid: tests/fixtures/large-family.ts) renders only the
 * lines around the window's view (rendering every line's inputs hung the studio's tab, issue 27, item 7), in a real
 * table that says how many rows it has: scrolled halfway, the lines there are rendered with their own cells (a unit
 * price, a grid's bands) and their place in the table; tabbing past the last line rendered renders the next.
 */
export const LargeFamilyVirtual: Story = {
  args: { document: LARGE },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const section = within(canvasElement).getByTestId('price-line-grid-pricing');
    const pricing = within(section);
    const lines = pricingOf(LARGE);
    await expect(lines.length).toBe(495);
    const banded = lines.filter((line) => line.grid !== undefined).length;
    const table = section.querySelector('table')!;
    // the header, each line, and a row of bands under each line priced by a grid
    await expect(table).toHaveAttribute('aria-rowcount', String(1 + lines.length + banded));
    await waitFor(() => expect(renderedLines(section)[0]).toBe(0));
    await expect(renderedLines(section).length).toBeLessThan(20);
    await expect(pricing.queryByDisplayValue(lines[100]!.code)).toBeNull();

    scrollThrough(table, 0.5);
    await waitFor(() => expect(Math.min(...renderedLines(section))).toBeGreaterThan(150));
    const middle = renderedLines(section);
    await expect(middle.length).toBeLessThan(20);
    await expect(middle).toEqual(Array.from({ length: middle.length }, (_, k) => middle[0]! + k));
    const place = (index: number) => 2 + index + lines.slice(0, index).filter((line) => line.grid !== undefined).length;
    for (const index of middle) {
      const row = section.querySelector<HTMLElement>(`tr.grid-table-row[data-row-index="${index}"]`)!;
      await expect(row).toHaveAttribute('aria-rowindex', String(place(index)));
      const number = index + 1;
      await expect(within(row).getByLabelText(i18n._(msg`Code of line ${number}`))).toHaveValue(lines[index]!.code);
    }
    const priced = middle.find((index) => lines[index]!.unitPrice !== undefined)!;
    await expect(pricing.getByLabelText(i18n._(unitPriceOf(lines[priced]!.code)))).toHaveValue(formatEuros(lines[priced]!.unitPrice!, locale));
    const grid = middle.find((index) => lines[index]!.grid !== undefined)!;
    await expect(pricing.getByLabelText(i18n._(bandPrice(1, lines[grid]!.code)))).toHaveValue(formatEuros(lines[grid]!.grid!.bands[0]!.unitPrice, locale));

    // the keyboard: from the last line rendered, Tab goes on into the lines after it
    const last = Math.max(...middle);
    section.querySelector<HTMLElement>(`tr.grid-table-row[data-row-index="${last}"] input`)!.focus();
    for (let k = 0; k < 14; k++) await userEvent.tab();
    const focusedLine = () => {
      const row = document.activeElement?.closest<HTMLElement>('tbody > tr');
      const line = row?.classList.contains('grid-table-under') ? (row.previousElementSibling as HTMLElement | null) : row;
      return Number(line?.dataset.rowIndex ?? -1);
    };
    await waitFor(() => expect(focusedLine()).toBeGreaterThan(last));
    await expect(Math.max(...renderedLines(section))).toBeGreaterThan(last);
  },
};

/** Shows its grid when the button is pressed, as the studio shows a tab: the rows coming in React's next pass. */
function OpenedLater({ document, locale }: { document: FamilyDocument; locale: Locale }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ maxWidth: 1100 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Show
      </button>
      {open && <PriceLineGrid document={document} locale={locale} onChange={() => {}} rowsLater />}
    </div>
  );
}

/**
 * The studio's tab (rowsLater): the header and the table's head are in the first frame, the lines' rows come in
 * React's next pass (issue 27, item 7: the tab shown within 200 ms, the grid filling in), the table busy meanwhile
 * and already saying how many rows it has. Rendered at once, the first frame would hold the rows.
 */
export const RowsAfterTheHeader: Story = {
  args: { document: LARGE },
  render: (args, { globals }) => <OpenedLater document={args.document} locale={localeOf(globals)} />,
  play: async ({ canvasElement }) => {
    const states: { head: boolean; rows: number; busy: boolean; count: string | null }[] = [];
    const observer = new MutationObserver(() => {
      const table = canvasElement.querySelector<HTMLElement>('[data-testid="price-line-grid-pricing"] table');
      if (!table) return;
      states.push({
        head: table.querySelector('thead th') !== null,
        rows: table.querySelectorAll('tr[data-row-index]').length,
        busy: table.getAttribute('aria-busy') === 'true',
        count: table.getAttribute('aria-rowcount'),
      });
    });
    observer.observe(canvasElement, { childList: true, subtree: true, attributes: true });
    // a plain click: Storybook's userEvent runs in React's act(), which renders the deferred pass at once as well
    within(canvasElement).getByRole('button', { name: 'Show' }).click();
    const section = await within(canvasElement).findByTestId('price-line-grid-pricing');
    await waitFor(() => expect(renderedLines(section).length).toBeGreaterThan(0));
    observer.disconnect();
    const lines = pricingOf(LARGE);
    const count = String(1 + lines.length + lines.filter((line) => line.grid !== undefined).length);
    await expect(states[0]).toEqual({ head: true, rows: 0, busy: true, count });
    await expect(states.at(-1)).toMatchObject({ head: true, busy: false, count });
    await expect(section.querySelector('table')).not.toHaveAttribute('aria-busy');
  },
};

/** The bar cover's edge profile priced by 50 bands on the length (the schema's most). */
const FIFTY_BANDS: FamilyDocument = {
  ...BAR_WITH_GRID,
  pricing: pricingOf(BAR_WITH_GRID).map((line) =>
    line.grid ? { ...line, grid: { ...line.grid, bands: Array.from({ length: 50 }, (_, band) => ({ ...(band < 49 ? { upTo: 1 + band * 0.25 } : {}), unitPrice: 10 + band })) } } : line,
  ),
};

/**
 * A line of 50 bands renders only the bands around the window's view, in its own table that says how many rows it
 * has (a line of 50 bands on screen made the price tab take 1.5 s to show and each key in the grid 200 ms, issue 27,
 * item 7); scrolled to the table's end, the last bands are rendered at their place, and one is edited.
 */
export const ManyBandsVirtual: Story = {
  args: { document: FIFTY_BANDS },
  play: async ({ canvasElement, args, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const code = 'BAR-EDGE';
    const dimension = localize(questionOf(FIFTY_BANDS, 'length').title, locale);
    const table = canvas.getByRole('table', { name: i18n._(msg`Bands of ${code} by ${dimension}`) });
    const bandRows = () => [...table.querySelectorAll<HTMLElement>('tbody > tr[data-row-index]')].map((row) => Number(row.dataset.rowIndex));
    await expect(table).toHaveAttribute('aria-rowcount', '51');
    await waitFor(() => expect(bandRows()[0]).toBe(0));
    await expect(bandRows().length).toBeLessThan(40);
    await expect(canvas.getByLabelText(i18n._(bandPrice(1, code)))).toHaveValue(formatEuros(10, locale));
    await expect(canvas.queryByLabelText(i18n._(bandPrice(50, code)))).toBeNull();

    window.scrollTo(0, table.getBoundingClientRect().bottom + window.scrollY - 200);
    await waitFor(() => expect(bandRows().at(-1)).toBe(49));
    await expect(bandRows().length).toBeLessThan(40);
    const last = table.querySelector<HTMLElement>('tr[data-row-index="49"]')!;
    await expect(last).toHaveAttribute('aria-rowindex', '51');
    await expect(within(last).getByLabelText(i18n._(bandPrice(50, code)))).toHaveValue(formatEuros(59, locale));

    // an edit of the band's price hands on the grid with it, the other 49 bands as they were
    const price = within(last).getByLabelText(i18n._(bandPrice(50, code)));
    await userEvent.clear(price);
    await userEvent.type(price, '60');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const bands = pricingOf(lastDocument(args.onChange)).find((line) => line.code === code)!.grid!.bands;
    await expect(bands).toHaveLength(50);
    await expect(bands[49]!.unitPrice).toBe(60);
    await expect(bands.slice(0, 49)).toEqual(pricingOf(FIFTY_BANDS).find((line) => line.code === code)!.grid!.bands.slice(0, 49));
  },
};

const { getDesignToken } = antdTheme;

/** A colour as the page computes it (`rgb(…)`/`rgba(…)`), to compare a token's hex with a computed style. */
function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/**
 * The cells are native inputs, not antd's (whose per-input theme and style hooks were most of the price tab's time
 * to show its rows, issue 27, item 7), drawn from the app's theme as antd's outlined inputs were: border colour and
 * radius, padding, font, the primary border and ring on focus, the error red when refused, the € inside the
 * price's border, a click on it focusing the price.
 */
export const CellsDrawnWithTheTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const token = getDesignToken(appTheme);
    const rows = canvasElement.querySelectorAll('tr.grid-table-row');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('tr.grid-table-row .ant-input, tr.grid-table-row .ant-input-affix-wrapper')).toHaveLength(0);
    const code = 'BAR-BARS';
    const quantity = canvas.getByLabelText(i18n._(msg`Quantity of ${code}`));
    const price = canvas.getByLabelText(i18n._(msg`Unit price of ${code}`));
    const look = getComputedStyle(quantity);
    await expect(look.borderTopColor).toBe(computedColour(token.colorBorder));
    await expect(look.borderTopWidth).toBe('1px');
    await expect(look.borderTopLeftRadius).toBe(`${token.borderRadius}px`);
    await expect(look.paddingLeft).toBe('11px');
    await expect(look.fontFamily).toMatch(/^ui-monospace/); // a formula
    await expect(getComputedStyle(quantity, '::placeholder').color).toBe(computedColour(token.colorTextPlaceholder));
    // the price's border is around the input and its €
    const box = price.parentElement!;
    await expect(getComputedStyle(price).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(box).borderTopColor).toBe(computedColour(token.colorBorder));
    await expect(box).toHaveTextContent('€');
    await expect(getComputedStyle(price).fontFamily).toContain('Inter');
    await userEvent.click(box.querySelector('.checked-input-suffix')!);
    await expect(price).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(box).borderTopColor).toBe(computedColour(token.colorPrimary)));
    await expect(getComputedStyle(box).boxShadow).toContain('2px');
    await userEvent.click(quantity);
    await waitFor(() => expect(getComputedStyle(quantity).borderTopColor).toBe(computedColour(token.colorPrimary)));
    await userEvent.keyboard('{End}*');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(getComputedStyle(quantity).borderTopColor).toBe(computedColour(token.colorError)));
    await userEvent.keyboard('{Backspace}');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    // the clear button of a one-line input, as antd's: named in the page's language, it empties the input and focuses it
    const clear = within(box).getByRole('button', { name: i18n._(msg`Clear`) });
    await expect(getComputedStyle(clear).visibility).toBe('visible');
    await userEvent.click(clear);
    await expect(price).toHaveValue('');
    await expect(price).toHaveFocus();
    await expect(getComputedStyle(clear).visibility).toBe('hidden');
  },
};
