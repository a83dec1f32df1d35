/**
 * Publishing a draft, with what it would change (issue 27, item 5): the open
 * quotes repriced and by how much per currency, the answers of open quotes
 * the version renames or removes, the translations missing per language (a
 * warning), and values it cannot price (publishing blocked). The report as
 * the server answers it (getFamilyImpact, from the story's API stub), in two
 * languages and on a phone. Publishing while a later version is scheduled
 * (it would replace the new one on its date) asks to cancel or keep it, as a
 * rollback does, whether the dialog knows it or the server says so.
 */
import { msg, plural } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../engine/index.ts';
import { PublishDialog, type PublishDialogProps } from '../../src/features/studio/publish-dialog.tsx';
import { useFamilyImpact, type FamilyImpact } from '../../src/features/studio/publish-impact.tsx';
import { languageName } from '../../src/features/studio/language-name.ts';
import type { StudioFailure } from '../../src/features/studio/use-family-studio.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { formatCents } from '../../src/lib/money.ts';
import { formatDateTime } from '../../src/lib/format.ts';
import type { FamilyVersion } from '../../src/features/studio/use-studio-families.ts';
import '../../src/features/studio/studio.css';
import { jsonResponse, stubApi } from '../builder/api-stub.ts';
import { localeOf } from '../story-locale.ts';

const REPORT: FamilyImpact = {
  open_quotes: 612,
  priced_quotes: 500,
  limit: 500,
  capped: true,
  repricing: [
    { currency: 'CHF', quotes: 12, changed: 12, min_difference_cents: 2260, max_difference_cents: 2260 },
    { currency: 'EUR', quotes: 470, changed: 431, min_difference_cents: -1200, max_difference_cents: 18_450 },
  ],
  failing: 2,
  unpriced: 16,
  keys: [
    { kind: 'question', question: 'lights', answer: null, renamed_to: 'lamps', quotes: 57 },
    { kind: 'answer', question: 'colour', answer: 'sand', renamed_to: null, quotes: 3 },
  ],
  translations: [
    { language: 'de', missing: 11, total: 174 },
    { language: 'nl', missing: 115, total: 174 },
  ],
  domain_problems: [],
};

/** The dialog with the report of family 6 as the server answers it (`answer`); null: never answered (still pricing). */
function WithReport({ answer, children }: { answer: FamilyImpact | null; children: (props: Pick<PublishDialogProps, 'impact'>) => ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stop = stubApi((_request, route) => {
      if (route !== 'GET /family/{id}/impact') return undefined;
      return answer ? jsonResponse(200, { data: answer }) : new Promise<Response>(() => undefined);
    });
    setReady(true);
    return stop;
  }, [answer]);
  return ready ? <Reported>{children}</Reported> : null;
}

function Reported({ children }: { children: (props: Pick<PublishDialogProps, 'impact'>) => ReactNode }) {
  const impact = useFamilyImpact(6, true);
  return children({ impact });
}

const meta = {
  title: 'Studio/PublishDialog',
  component: PublishDialog,
  parameters: { impact: REPORT },
  args: {
    open: true,
    number: 4,
    locale: 'fr',
    blockers: [],
    unsaved: false,
    submitting: false,
    impact: { impact: null, loading: true, error: null },
    versions: [],
    onPublish: fn(async (): Promise<StudioFailure | null> => null),
    onClose: fn(),
  },
  render: (args, { globals, parameters }) => (
    <WithReport answer={parameters.impact as FamilyImpact | null}>{({ impact }) => <PublishDialog {...args} locale={localeOf(globals)} impact={impact} />}</WithReport>
  ),
} satisfies Meta<typeof PublishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As Testing Library reads text: every run of spaces (the no-break spaces of French amounts too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const publishLabel = (number = 4) => i18n._(msg`Publish version ${number}`);

const dialog = async () => within(await within(document.body).findByRole('dialog'));

/** Every part of the report in the page's language: money in each currency as the app writes it, languages by name. */
async function expectReport(locale: Locale) {
  const body = await dialog();
  const quotes = await body.findByTestId('impact-quotes');
  const open = 612;
  await expect(quotes).toHaveTextContent(spaced(i18n._(msg({ message: plural(open, { one: '# open quote (not ordered) uses this family. Priced with this version:', other: '# open quotes (not ordered) use this family. Priced with this version:' }) }))));
  const priced = 500;
  await expect(quotes).toHaveTextContent(spaced(i18n._(msg`Only the ${priced} most recently changed were priced and read.`)));
  // the EUR range from −12.00 to +184.50, the CHF difference of +22.60, as the app formats money
  await expect(quotes).toHaveTextContent(spaced(`−${formatCents(1200, 'EUR', locale)}`));
  await expect(quotes).toHaveTextContent(spaced(`+${formatCents(18_450, 'EUR', locale)}`));
  await expect(quotes).toHaveTextContent(spaced(`+${formatCents(2260, 'CHF', locale)}`));
  const keys = body.getByTestId('impact-keys');
  const name = 'lights';
  const to = 'lamps';
  await expect(keys).toHaveTextContent(spaced(i18n._(msg`Question ${name} is renamed ${to}`)));
  {
    const name = 'colour.sand'; // the message's placeholder is {name}
    await expect(keys).toHaveTextContent(spaced(i18n._(msg`Answer ${name} is removed`)));
  }
  const translations = within(body.getByTestId('impact-translations'));
  await expect(translations.getAllByRole('listitem').map((item) => spaced(item.textContent ?? ''))).toEqual(
    REPORT.translations.map(({ language, missing, total }) => {
      const name = languageName(language, locale, true);
      return spaced(i18n._(msg`${name}: ${missing} of ${total} texts`));
    }),
  );
  // a warning: publishing stays possible
  await expect(body.getByRole('button', { name: publishLabel() })).toBeEnabled();
}

/** The report of a draft that reprices most open quotes, renames a question, removes an answer and misses translations. */
export const WithImpact: Story = {
  play: async ({ globals }) => expectReport(localeOf(globals)),
};

export const WithImpactInGerman: Story = {
  globals: { locale: 'de' },
  play: async () => expectReport('de'),
};

const PHONE = { phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' as const } };

/** At 390 px in German (the longest words): the report wraps, nothing goes off the screen. */
export const OnAPhoneInGerman: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone390', isRotated: false }, locale: 'de' },
  play: async () => {
    await expectReport('de');
    await expect(window.innerWidth).toBe(390);
    const modal = document.querySelector<HTMLElement>('.ant-modal')!;
    const off = [...modal.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 0.5;
    });
    await expect(off.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
  },
};

/** A grid that stops below its question's maximum: named, and publishing blocked until it is fixed. */
export const CannotPrice: Story = {
  parameters: {
    impact: {
      ...REPORT,
      open_quotes: 0,
      priced_quotes: 0,
      capped: false,
      repricing: [],
      failing: 0,
      unpriced: 0,
      keys: [],
      translations: [],
      domain_problems: [{ path: '/pricing/3/grid/bands', code: 'grid_gap', message: 'la grille de la ligne BAR-GRID s’arrête à 80 alors que la question « volume » va jusqu’à 150' }],
    } satisfies FamilyImpact,
  },
  play: async () => {
    const body = await dialog();
    await expect(await body.findByText(spaced(i18n._(msg`Values the form accepts that this version cannot price:`)))).toBeVisible();
    await expect(body.getByText(/BAR-GRID s’arrête à 80/)).toBeVisible();
    await expect(body.getByText(spaced(i18n._(msg`No open quote uses this family: publishing reprices none.`)))).toBeVisible();
    await expect(body.getByRole('button', { name: publishLabel() })).toBeDisabled();
  },
};

/** While the server prices the open quotes, the dialog says so and may still be used. */
export const Pricing: Story = {
  parameters: { impact: null },
  play: async () => {
    const body = await dialog();
    await waitFor(() => expect(body.getByText(i18n._(msg`Pricing the open quotes with this version…`))).toBeVisible());
    await waitFor(() => expect(body.getByTestId('studio-impact')).toHaveAttribute('aria-busy', 'true'));
    await expect(body.getByRole('button', { name: publishLabel() })).toBeEnabled();
  },
};

/** Version 3, scheduled next week (relative to the day the story runs: it must be after now). */
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const VERSIONS: FamilyVersion[] = [
  { number: 3, effective_from: inAWeek, published_at: '2026-11-27T10:00:00Z', published_by: 'Claire Morel', note: 'Tarif 2027', in_force: false, scheduled: true, cancelled_at: null },
  { number: 2, effective_from: '2026-09-01T00:00:00Z', published_at: '2026-08-20T09:00:00Z', published_by: 'Claire Morel', note: null, in_force: true, scheduled: false, cancelled_at: null },
];

/** A later version scheduled: named with its date, and the publish asks to cancel it or keep it. */
export const LaterVersionScheduled: Story = {
  args: { versions: VERSIONS },
  parameters: { impact: { ...REPORT, open_quotes: 0, priced_quotes: 0, capped: false, repricing: [], failing: 0, unpriced: 0, keys: [], translations: [] } satisfies FamilyImpact },
  play: async ({ args, globals }) => {
    const body = await dialog();
    const next = 3;
    const from = formatDateTime(inAWeek, localeOf(globals));
    const listed = within(await body.findByTestId('publish-scheduled'));
    // visible once the dialog's opening animation is over
    await waitFor(() => expect(listed.getByText(spaced(i18n._(msg`Version ${next} from ${from}`)))).toBeVisible());
    await expect(body.queryByRole('button', { name: publishLabel() })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: i18n._(msg`Publish and cancel them`) }));
    await waitFor(() => expect(args.onPublish).toHaveBeenCalledWith(null, '', 'cancel'));
  },
};

/** The list here was behind the server's: its 409 names the version, and the same question is asked. */
export const ServerAsks: Story = {
  args: {
    onPublish: fn(async (_from: string | null, _note: string, scheduled?: 'cancel' | 'keep'): Promise<StudioFailure | null> =>
      scheduled ? null : { code: 'versions_scheduled', message: 'Versions are scheduled after this one.', details: [{ path: '/versions/3', code: 'version_scheduled', message: 'la version 3 est programmée à partir du 6 décembre 2026 à 00:00' }] },
    ),
  },
  parameters: { impact: { ...REPORT, open_quotes: 0, priced_quotes: 0, capped: false, repricing: [], failing: 0, unpriced: 0, keys: [], translations: [] } satisfies FamilyImpact },
  globals: { locale: 'de' },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(await body.findByRole('button', { name: publishLabel() }));
    await expect(await body.findByText(/la version 3 est programmée/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: i18n._(msg`Publish, keep them scheduled`) }));
    await waitFor(() => expect(args.onPublish).toHaveBeenLastCalledWith(null, '', 'keep'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
