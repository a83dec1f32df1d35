/**
 * The studio's home, the list of families: at tablet width and wider a table;
 * on a phone (below 768 px) one card per family, its name as the button that
 * opens it, its versions, draft and test cases as tags, nothing wider than
 * the screen (no sideways scroll at 360 to 414 px).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../engine/index.ts';
import { FamilyList, type CaseStatus } from '../../src/features/studio/family-list.tsx';
import type { FamilyVersion, StudioFamily } from '../../src/features/studio/use-studio-families.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { formatDate } from '../../src/lib/format.ts';
import { localeOf } from '../story-locale.ts';

/** Phones at both ends of the range the list must fit, as Storybook viewports. */
const PHONES = {
  phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' as const },
  phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' as const },
  phone414: { name: 'Phone 414 px', styles: { width: '414px', height: '896px' }, type: 'mobile' as const },
  tablet768: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' as const },
};

const TITLES: Record<string, Record<Locale, string>> = {
  blind: { fr: 'Volet roulant automatique', en: 'Automatic slatted cover', de: 'Automatische Rollladenabdeckung', es: 'Cubierta automática de lamas', nl: 'Automatische lamellenafdekking', it: 'Copertura automatica a lamelle' },
  bar: { fr: 'Couverture à barres', en: 'Bar cover', de: 'Stangenabdeckung', es: 'Cubierta de barras', nl: 'Stangenafdekking', it: 'Copertura a barre' },
  liner: { fr: 'Liner sur mesure', en: 'Made-to-measure liner', de: 'Maßgefertigte Poolfolie', es: 'Liner a medida', nl: 'Liner op maat', it: 'Liner su misura' },
  winter: { fr: "Bâche d'hiver", en: 'Winter cover', de: 'Winterabdeckplane', es: 'Cubierta de invierno', nl: 'Winterzeil', it: 'Copertura invernale' },
  heat_pump: { fr: 'Pompe à chaleur', en: 'Heat pump', de: 'Wärmepumpe', es: 'Bomba de calor', nl: 'Warmtepomp', it: 'Pompa di calore' },
};

const family = (id: number, key: string, locale: Locale, extra: Partial<StudioFamily> = {}): StudioFamily => ({
  id,
  key,
  title: TITLES[key]![locale],
  description: null,
  image_url: null,
  position: id,
  active: true,
  updated_at: '2026-11-20T10:00:00Z',
  version: 1,
  draft_changed: false,
  ...extra,
});

const familiesIn = (locale: Locale): StudioFamily[] => [
  family(1, 'blind', locale, { draft_changed: true, version: 2 }),
  family(2, 'bar', locale),
  family(3, 'liner', locale, { active: false }),
  family(4, 'winter', locale, { draft_changed: true }),
  // created in the studio, never published: nobody can quote it yet
  family(5, 'heat_pump', locale, { draft_changed: true, version: null }),
];

const version = (number: number, from: string, state: 'in_force' | 'scheduled' | 'past'): FamilyVersion => ({
  number,
  effective_from: from,
  published_at: from,
  published_by: 'Claire Morel',
  note: null,
  in_force: state === 'in_force',
  scheduled: state === 'scheduled',
  cancelled_at: null,
});

const VERSIONS: Record<number, FamilyVersion[]> = {
  1: [version(3, '2027-01-01T00:00:00Z', 'scheduled'), version(2, '2026-09-01T00:00:00Z', 'in_force'), version(1, '2026-01-05T00:00:00Z', 'past')],
  2: [version(1, '2026-01-05T00:00:00Z', 'in_force')],
  3: [version(1, '2026-01-05T00:00:00Z', 'in_force')],
  4: [version(2, '2026-12-15T00:00:00Z', 'scheduled'), version(1, '2026-01-05T00:00:00Z', 'in_force')],
  5: [],
};

const STATUSES: Record<number, CaseStatus> = {
  1: { total: 12, failed: 2, unreachable: 1, broken: false },
  2: { total: 4, failed: 0, unreachable: 0, broken: false },
  3: { total: 0, failed: 0, unreachable: 0, broken: false },
  4: { total: 3, failed: 0, unreachable: 0, broken: true },
};

const meta = {
  title: 'Studio/FamilyList',
  component: FamilyList,
  parameters: { layout: 'fullscreen', viewport: { options: PHONES } },
  args: {
    families: [],
    versionsOf: (id: number) => VERSIONS[id],
    caseStatusOf: (row: StudioFamily) => STATUSES[row.id] ?? null,
    loading: false,
    error: null,
    locale: 'fr',
    onOpen: fn(),
    onRetry: fn(),
    onNew: fn(),
  },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    // the page's own padding on a phone (styles.css: .page at 768 px or less)
    return (
      <div className="page" style={{ padding: window.innerWidth <= 768 ? '16px 12px' : 24 }}>
        <FamilyList {...args} families={familiesIn(locale)} locale={locale} />
      </div>
    );
  },
} satisfies Meta<typeof FamilyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matches an element by its own text, whatever spaces (French writes a no-break one before a colon). */
const sameText = (expected: string) => {
  const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();
  return (_: string, element: Element | null) => element !== null && spaces([...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('')) === spaces(expected);
};

/** Every element of the list within the window, and the page never scrolls sideways. */
async function fitsTheScreen(root: HTMLElement) {
  const width = window.innerWidth;
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const wider = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
  });
  await expect(wider.map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual([]);
}

const phoneStory = (viewport: keyof typeof PHONES, locale: Locale): Story => ({
  globals: { viewport: { value: viewport, isRotated: false }, locale },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const title = TITLES.blind![locale];
    const open = await canvas.findByRole('button', { name: i18n._(msg`Open ${title} in the studio`) });
    await step('nothing wider than the screen', async () => {
      await expect(window.innerWidth).toBe(Number.parseInt(PHONES[viewport].styles.width, 10));
      await fitsTheScreen(canvasElement);
    });
    await step('no table: one item per family', async () => {
      await expect(canvasElement.querySelector('table')).toBeNull();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
      // the list's own styles come with it (the list's route does not load the family page's studio.css)
      await expect(getComputedStyle(canvas.getByRole('list')).listStyleType).toBe('none');
    });
    await step('each family says its versions, draft and test cases', async () => {
      const item = within(open.closest('li')!);
      const number = 2;
      const since = formatDate('2026-09-01T00:00:00Z', locale);
      await expect(item.getByText(i18n._(msg`Version ${number} since ${since}`))).toBeVisible();
      const next = 3;
      const from = formatDate('2027-01-01T00:00:00Z', locale);
      await expect(item.getByText(i18n._(msg`Version ${next} from ${from}`))).toBeVisible();
      await expect(item.getByText(i18n._(msg`Unpublished changes`))).toBeVisible();
      const failed = 2;
      const total = 12;
      await expect(item.getByText(i18n._(msg`${failed} of ${total} failing`))).toBeVisible();
      const unreachable = 1;
      await expect(item.getByText(sameText(i18n._(msg`${unreachable} unreachable`)))).toBeVisible();
      await expect(canvas.getByText(i18n._(msg`Inactive`))).toBeVisible();
      await expect(canvas.getByText(i18n._(msg`Draft does not compile`))).toBeVisible();
      await expect(canvas.getByText(i18n._(msg`Not published yet`))).toBeVisible();
    });
    await step('the name opens the family', async () => {
      await userEvent.click(open);
      await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    });
    await step('"New family" opens its dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`New family`) }));
      await expect(args.onNew).toHaveBeenCalled();
    });
  },
});

/** A 360 px phone in French: the narrowest the list must fit. */
export const OnAPhone: Story = phoneStory('phone360', 'fr');

/** A 390 px phone in German, whose words are the longest. */
export const OnAPhoneInGerman: Story = phoneStory('phone390', 'de');

/** A 414 px phone in Dutch. */
export const OnALargePhone: Story = phoneStory('phone414', 'nl');

/** At tablet width (768 px) the table stays, its four columns within the screen (it was 1010 px wide in French, scrolled in its box). */
export const AtTabletWidth: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvasElement.querySelector('.studio-family-cards')).toBeNull();
    const scroller = table.closest<HTMLElement>('.ant-table-content')!;
    // the table does not scroll sideways either: its tags wrap in their cells
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await fitsTheScreen(canvasElement);
  },
};

/** The same in German. */
export const AtTabletWidthInGerman: Story = { ...AtTabletWidth, globals: { ...AtTabletWidth.globals, locale: 'de' } };
