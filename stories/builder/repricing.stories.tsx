/**
 * Which tariff prices a quote, and repricing it (issue 18), on a bubble-cover
 * quote priced with version 2 while version 3 is in force, the API answered
 * by the story: the notice shows only for an editable quote with a newer
 * version; its dialog lists a changed unit price, an added and a removed
 * line, the totals and their difference, and a dropped answer; accepting
 * sends the version seen and hands the repriced quote over; a refusal says
 * why (another version came into force: its difference is shown; the quote
 * is no longer editable: reload it); unsaved answers hold repricing back;
 * the builder then reads the repriced quote's definition at its new version.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localize, type Locale } from '../../engine/index.ts';
import { ERROR_MESSAGES } from '../../server/i18n/messages.ts';
import type { Schemas } from '../../src/api/types.ts';
import { useBuilderData, type Quote } from '../../src/features/builder/builder-data.ts';
import { TariffNotice } from '../../src/features/builder/tariff-notice.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { formatDate } from '../../src/lib/format.ts';
import { formatCents } from '../../src/lib/money.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { jsonResponse, stubApi } from './api-stub.ts';
import { asText } from './builder-story-data.ts';
import { plain } from '../story-text.ts';

const bubble = planCatalogue('bubble');
const QUOTE_ID = 42;
const SINCE = '2026-11-20T08:00:00.000Z';

const label = (code: string, locale: Locale) => {
  const line = bubble.pricing.find((candidate) => candidate.code === code);
  if (!line) throw new Error(`bubble: no price line ${code}`);
  return localize(line.designation, locale);
};
const CARE_KIT = { fr: "Kit d'entretien", en: 'Care kit', de: 'Pflegeset', es: 'Kit de mantenimiento', nl: 'Onderhoudsset', it: 'Kit di manutenzione' } as const;

/** The difference as the server words it in `locale`: BUB-400 dearer, the hem gone with its answer, a care kit added, the roller as it was. */
function repricing(locale: Locale, to = 3): Schemas['QuoteRepricing'] {
  const hem = bubble.questionsByKey.get('hem')!;
  return {
    from_version: 2,
    to_version: to,
    to_effective_from: SINCE,
    currency: 'EUR',
    lines: [
      { code: 'BUB-400', label: label('BUB-400', locale), status: 'changed', before_quantity: 33.21, after_quantity: 33.21, before_unit_cents: 890, after_unit_cents: 990, before_cents: 29_557, after_cents: 32_878 },
      { code: 'BUB-HEM', label: label('BUB-HEM', locale), status: 'removed', before_quantity: 16.2, after_quantity: null, before_unit_cents: 600, after_unit_cents: null, before_cents: 9_720, after_cents: null },
      { code: 'BUB-ROL-FIX', label: label('BUB-ROL-FIX', locale), status: 'unchanged', before_quantity: 1, after_quantity: 1, before_unit_cents: 39_000, after_unit_cents: 39_000, before_cents: 39_000, after_cents: 39_000 },
      { code: 'BUB-CARE', label: CARE_KIT[locale], status: 'added', before_quantity: null, after_quantity: 1, before_unit_cents: null, after_unit_cents: 2_500, before_cents: null, after_cents: 2_500 },
    ],
    before_total_ex_vat_cents: 78_277,
    after_total_ex_vat_cents: 74_378,
    before_total_incl_vat_cents: 94_715,
    after_total_incl_vat_cents: 89_997,
    dropped_answers: [{ question_id: hem.id, question: localize(hem.title, locale), reason: 'unknown_answer' }],
  };
}

/** A newer version that changes nothing of this quote (a designation, a note): every line the same, no answer dropped. */
function unchangedRepricing(locale: Locale): Schemas['QuoteRepricing'] {
  const line = repricing(locale).lines[2]!;
  return { ...repricing(locale), lines: [line], before_total_ex_vat_cents: 39_000, after_total_ex_vat_cents: 39_000, before_total_incl_vat_cents: 46_800, after_total_incl_vat_cents: 46_800, dropped_answers: [] };
}

const repriced = { id: QUOTE_ID, family_version: 3, newer_version: null, version: 8 };

/** What the story's server answers a repricing with. */
type RepriceAnswer = 'repriced' | 'family_version_changed' | 'quote_not_editable';

/** The quote as the builder reads it (what useBuilderData takes from it), and its family. */
const FAMILY_ID = 5;
const builderQuote = { id: QUOTE_ID, family_id: FAMILY_ID, family_version: 2, newer_version: 3, version: 7 };

/**
 * The API: the difference (version 4 once another came into force), and the repricing answered as `answer`; `seen`
 * records the bodies sent. The builder's reads: the quote, and its family's definition (the version asked recorded by
 * `definitions`, answered 404: no story here compiles it).
 */
function repricingServer(locale: Locale, answer: RepriceAnswer, seen: (body: unknown) => void, reads: () => void, samePrices = false) {
  let to = 3;
  return stubApi(async (request, route) => {
    if (route === 'GET /quote/{id}') return jsonResponse(200, { data: builderQuote });
    if (route === 'GET /family/{id}/definition') {
      definitions(new URL(request.url).searchParams.get('version'));
      return jsonResponse(404, { error: { code: 'not_found', message: 'not served by the story' } });
    }
    if (route === 'GET /quote/{id}/repricing') {
      reads();
      return jsonResponse(200, { data: samePrices ? unchangedRepricing(locale) : repricing(locale, to) });
    }
    if (route === 'POST /quote/{id}/reprice') {
      seen(await request.json());
      if (answer === 'repriced') return jsonResponse(200, { data: repriced });
      if (answer === 'family_version_changed') to = 4;
      return jsonResponse(409, { error: { code: answer, message: ERROR_MESSAGES[answer][locale] } });
    }
    return undefined;
  });
}

const sent = fn();
const read = fn();
const definitions = fn();

const meta = {
  title: 'Builder/Repricing',
  component: TariffNotice,
  parameters: { layout: 'padded', answer: 'repriced' satisfies RepriceAnswer },
  args: {
    quote: { id: QUOTE_ID, family_version: 2, newer_version: 3 },
    editable: true,
    unsaved: false,
    locale: 'fr',
    onRepriced: fn(),
    onReload: fn(),
  },
  beforeEach: ({ globals, parameters }) => {
    sent.mockClear();
    read.mockClear();
    definitions.mockClear();
    return repricingServer(localeOf(globals), parameters.answer as RepriceAnswer, sent, read, parameters.samePrices === true);
  },
  render: (args, { globals }) => <TariffNotice {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof TariffNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const seeButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: i18n._(msg`See the difference`) });
const money = (cents: number, locale: Locale) => formatCents(cents, 'EUR', locale);

/** The name of the dialog, and of its button that reprices, for version `to`. */
const dialogName = (to: number) => i18n._(msg`Price difference with version ${to}`);
const repriceName = (to: number) => i18n._(msg`Reprice with version ${to}`);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(await seeButton(canvasElement));
  // the dialog's module loads on the first opening
  const dialog = await body(canvasElement).findByRole('dialog', { name: dialogName(3) }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The notice, with since when; the dialog's lines, totals and dropped answer; accepting sends the version seen and hands the quote over. */
export const NewerVersion: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, globals, args, step }) => {
    const locale = localeOf(globals);
    const since = formatDate(SINCE, locale);
    const [newer, priced] = [3, 2];
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      asText(i18n._(msg`A newer tariff applies to this family since ${since} (version ${newer}); this quote is priced with version ${priced}.`)),
    );
    const dialog = within(await openDialog(canvasElement));

    await step('a changed unit price: before and after, in a marked cell, the line said changed', async () => {
      const row = await dialog.findByRole('row', { name: /^BUB-400/ });
      await expect(within(row).getByText(i18n._(msg`Changed`))).toBeVisible();
      const cell = within(row).getAllByRole('cell')[3]!;
      await expect(cell).toHaveClass('repricing-changed');
      await expect(cell).toHaveTextContent(asText(`${i18n._(msg`Before:`)} ${money(890, locale)}${i18n._(msg`After:`)} ${money(990, locale)}`));
    });
    await step('an added and a removed line, said in words', async () => {
      await expect(within(dialog.getByRole('row', { name: /^BUB-CARE/ })).getByText(i18n._(msg`Added`))).toBeVisible();
      await expect(within(dialog.getByRole('row', { name: /^BUB-HEM/ })).getByText(i18n._(msg`Removed`))).toBeVisible();
      await expect(within(dialog.getByRole('row', { name: /^BUB-ROL-FIX/ })).queryByText(i18n._(msg`Changed`))).toBeNull();
    });
    await step('both totals and the difference', async () => {
      const from = 2;
      const current = dialog.getByRole('row', { name: new RegExp(`^${i18n._(msg`Version ${from} (current)`).replace(/[()]/g, '\\$&')}`) });
      await expect(current).toHaveTextContent(asText(money(78_277, locale)));
      await expect(current).toHaveTextContent(asText(money(94_715, locale)));
      const difference = dialog.getByRole('row', { name: new RegExp(`^${i18n._(msg`Difference`)}`) });
      await expect(difference).toHaveTextContent(asText(`−${money(3_899, locale)}`));
      await expect(difference).toHaveTextContent(asText(`−${money(4_718, locale)}`));
    });
    await step('the answer repricing drops, by its question, with why', async () => {
      const question = localize(bubble.questionsByKey.get('hem')!.title, locale);
      const reason = i18n._(msg`this answer is no longer offered`);
      const item = dialog.getByRole('listitem');
      await expect(within(item).getByText(question)).toBeVisible();
      await expect(item).toHaveTextContent(reason);
    });
    await step('accept: the version seen is sent, the quote handed over, the dialog closed, a toast says so', async () => {
      await userEvent.click(dialog.getByRole('button', { name: repriceName(3) }));
      await waitFor(() => expect(args.onRepriced).toHaveBeenCalledWith(expect.objectContaining({ family_version: 3, newer_version: null })));
      await expect(sent).toHaveBeenCalledWith({ version: 3 });
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
      const version = 3;
      await expect(await body(canvasElement).findByText(i18n._(msg`The quote is now priced with version ${version} of the tariff.`))).toBeVisible();
    });
  },
};

/** A newer version that changes none of this quote's prices or answers: the notice says so, and moving to it is still offered. */
export const NewerVersionSamePrices: Story = {
  parameters: { samePrices: true },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const since = formatDate(SINCE, locale);
    const newer = 3;
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      asText(i18n._(msg`A newer tariff applies to this family since ${since} (version ${newer}); this quote's prices and answers stay the same with it.`)),
    );
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByRole('button', { name: repriceName(3) })).toBeEnabled();
  },
};

/** Keeping the current tariff closes the dialog and sends nothing. */
export const KeepTheCurrentTariff: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Keep the current tariff`) }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(sent).not.toHaveBeenCalled();
    await expect(args.onRepriced).not.toHaveBeenCalled();
  },
};

/** Another version came into force after the user looked: the reason, then the new difference, to accept with its version. */
export const AnotherVersionCameIntoForce: Story = {
  parameters: { answer: 'family_version_changed' satisfies RepriceAnswer },
  play: async ({ canvasElement, globals, args }) => {
    const locale = localeOf(globals);
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: repriceName(3) }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(plain(ERROR_MESSAGES.family_version_changed[locale]));
    await waitFor(() => expect(dialog.getByRole('button', { name: repriceName(4) })).toBeEnabled());
    await expect(body(canvasElement).getByRole('dialog', { name: dialogName(4) })).toBeVisible();
    await expect(args.onRepriced).not.toHaveBeenCalled();
  },
};

/** The quote was validated meanwhile: the reason, and a way to read the quote again instead of repricing. */
export const NoLongerEditable: Story = {
  parameters: { answer: 'quote_not_editable' satisfies RepriceAnswer },
  play: async ({ canvasElement, globals, args }) => {
    const locale = localeOf(globals);
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: repriceName(3) }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(plain(ERROR_MESSAGES.quote_not_editable[locale]));
    await expect(dialog.queryByRole('button', { name: repriceName(3) })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: i18n._(msg`Reload the quote`) }));
    await expect(args.onReload).toHaveBeenCalled();
    await expect(args.onRepriced).not.toHaveBeenCalled();
  },
};

/** Answers not saved yet: the difference is the saved quote's, so repricing waits for them to be saved. */
export const UnsavedAnswers: Story = {
  args: { unsaved: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(
      dialog.getByText(plain(i18n._(msg`Save your answers first: the difference is worked out from the saved quote, and repricing would lose the changes not saved yet.`))),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: repriceName(3) })).toBeDisabled();
  },
};

/** A quote the user may not edit (validated, or without QUOTE_EDIT) keeps its version silently: a mention, no notice, nothing asked. */
export const NotEditable: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const current = 2;
    await expect(await within(canvasElement).findByText(i18n._(msg`Priced with version ${current} of the family's tariff.`))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: i18n._(msg`See the difference`) })).toBeNull();
    await expect(read).not.toHaveBeenCalled();
  },
};

/** An editable quote on the version in force: nothing at all. */
export const UpToDate: Story = {
  args: { quote: { id: QUOTE_ID, family_version: 3, newer_version: null } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvasElement).toBeEmptyDOMElement();
    await expect(read).not.toHaveBeenCalled();
  },
};

/** On a phone: the lines in two columns, the choice within reach. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.queryByRole('columnheader', { name: i18n._(msg`Unit price`) })).toBeNull();
    await expect(dialog.getByRole('button', { name: repriceName(3) })).toBeVisible();
    await expect(dialog.getByRole('button', { name: i18n._(msg`Keep the current tariff`) })).toBeVisible();
  },
};

/** What the page does with the repriced quote (builder-data.ts): the builder's snapshot becomes it, and the definition is read at its version. */
function RepricedBuilderData() {
  const { data, replace } = useBuilderData(QUOTE_ID);
  return (
    <>
      <p>{data.status}</p>
      <button type="button" onClick={() => replace({ ...builderQuote, family_version: 3, newer_version: null, version: 8 } as unknown as Quote)}>
        repriced
      </button>
    </>
  );
}

/** The builder read the definition of version 2; once the quote is repriced, it reads version 3's. */
export const RepricedQuoteReadsItsVersion: Story = {
  render: () => <RepricedBuilderData />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(definitions).toHaveBeenCalledWith('2'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'repriced' }));
    await waitFor(() => expect(definitions).toHaveBeenLastCalledWith('3'));
  },
};
