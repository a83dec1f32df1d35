/**
 * A pool project's page (the issue's story of the project screen): the pool
 * described in the user's language, the end customer and the site, the
 * project's quotes with their states and totals (a new quote from the pool,
 * attach, detach), and the photos (shown from their bytes, one added, a file
 * too large refused before it is sent, one removed). The view takes data and
 * callbacks; only the countries' names are read from the (stubbed) API.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectPhotos } from '../../src/features/projects/project-photos.tsx';
import { ProjectQuotes, type QuoteTotal } from '../../src/features/projects/project-quotes.tsx';
import { ProjectView } from '../../src/features/projects/project-view.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { jsonResponse, stubApi } from '../builder/api-stub.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { FREE_FORM_PROJECT, PHOTO_BYTES, PROJECT, PROJECT_QUOTES, TOTALS } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const COUNTRIES = ['FR', 'BE', 'DE', 'ES', 'IT', 'NL'].map((code) => ({ code, name: code }));

interface PageArgs {
  project: typeof PROJECT;
  quotesStatus: 'loading' | 'ready' | 'error';
  totalOf: (quote: (typeof PROJECT_QUOTES)[number]) => QuoteTotal;
  canEdit: boolean;
  onEdit: () => void;
  onNewQuote: () => void;
  onAttach: () => void;
  onDetach: ComponentProps<typeof ProjectQuotes>['onDetach'];
  onUpload: ComponentProps<typeof ProjectPhotos>['onUpload'];
  onRemove: ComponentProps<typeof ProjectPhotos>['onRemove'];
  loadPhoto: ComponentProps<typeof ProjectPhotos>['loadPhoto'];
}

function ProjectPage({ project, quotesStatus, totalOf, canEdit, onEdit, onNewQuote, onAttach, onDetach, onUpload, onRemove, loadPhoto, locale = 'fr' }: PageArgs & { locale?: ReturnType<typeof localeOf> }) {
  const quotes = project.quote_count > 0 ? PROJECT_QUOTES : [];
  return (
    <ProjectView project={project} locale={locale} canEdit={canEdit} listHref="/project" onEdit={onEdit}>
      <ProjectQuotes
        status={quotesStatus}
        quotes={quotesStatus === 'ready' ? quotes : []}
        error={quotesStatus === 'error' ? 'Erreur interne du serveur.' : null}
        totalOf={totalOf}
        locale={locale}
        canCreate={canEdit}
        canEdit={canEdit}
        hrefOf={(quote) => `/quote/${quote.id}`}
        onNewQuote={onNewQuote}
        onAttach={onAttach}
        onDetach={onDetach}
      />
      <ProjectPhotos photos={project.photos} locale={locale} canEdit={canEdit} loadPhoto={loadPhoto} onUpload={onUpload} onRemove={onRemove} />
    </ProjectView>
  );
}

const meta = {
  title: 'Projects/ProjectPage',
  component: ProjectPage,
  decorators: [(Story) => <MemoryRouter initialEntries={['/project/7']}><Story /></MemoryRouter>],
  beforeEach: () => stubApi((_request, route) => (route === 'GET /country' ? jsonResponse(200, { data: COUNTRIES }) : undefined)),
  args: {
    project: PROJECT,
    quotesStatus: 'ready',
    totalOf: (quote): QuoteTotal => ({ status: 'ready', cents: TOTALS[quote.id]!, currency: 'EUR' }),
    canEdit: true,
    onEdit: fn(),
    onNewQuote: fn(),
    onAttach: fn(),
    onDetach: fn(async () => {}),
    onUpload: fn<(file: File) => Promise<string | null>>(async () => null),
    onRemove: fn(async () => null),
    loadPhoto: fn(async () => new Blob([PHOTO_BYTES], { type: 'image/png' })),
  },
  render: (args, { globals }) => <ProjectPage {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowOf = (canvasElement: HTMLElement, id: number) => canvasElement.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

/** The whole page in French: the pool's measures, the customer and the site, three quotes with their states and totals, two photos. */
export const Project: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the project and its pool', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: PROJECT.name })).toBeVisible();
      await expect(canvas.getByTestId('project-number')).toHaveTextContent(`${PROJECT.number} · 8,00 x 4,00 m, rectangle, escalier romain`);
      const pool = canvas.getByTestId('pool-description');
      await expect(pool).toHaveTextContent('8,00 x 4,00 m');
      await expect(pool).toHaveTextContent('1,80 m');
      await expect(pool).toHaveTextContent(plain(i18n._(msg`Roman stairs`)));
      await expect(pool).toHaveTextContent(plain(i18n._(msg`On a short side`)));
      await expect(pool).toHaveTextContent(plain(i18n._(msg`Concrete`)));
      await expect(pool).toHaveTextContent('Margelles en pierre');
      await waitFor(() => expect(canvasElement).toHaveTextContent('Pernes-les-Fontaines'));
      await waitFor(() => expect(canvasElement).toHaveTextContent(new Intl.DisplayNames(['fr'], { type: 'region' }).of('FR')!));
    });
    await step('the quotes with their states and totals', async () => {
      const liner = rowOf(canvasElement, 101);
      await expect(within(liner).getByRole('link', { name: 'Dupont – liner' })).toHaveAttribute('href', '/quote/101');
      await expect(liner).toHaveTextContent(plain(i18n._(msg`Draft`)));
      await expect(liner.textContent?.replace(/\s/g, ' ')).toContain('2 184,50 €'.replace(/\s/g, ' '));
      await expect(rowOf(canvasElement, 103)).toHaveTextContent(plain(i18n._(msg`Ordered`)));
    });
    await step('a new quote from the pool', async () => {
      await userEvent.click(canvas.getByTestId('project-new-quote'));
      await expect(args.onNewQuote).toHaveBeenCalledOnce();
    });
    await step('the photos, shown from their bytes', async () => {
      await expect(canvas.getAllByTestId('project-photo')).toHaveLength(2);
      await waitFor(() => expect(canvasElement.querySelectorAll('.project-photo img[src^="blob:"]')).toHaveLength(2));
      await expect(canvas.getByRole('img', { name: 'escalier.png' })).toBeVisible();
    });
  },
};

/** A quote detached after its confirmation. */
export const DetachQuote: Story = {
  play: async ({ canvasElement, args }) => {
    const name = 'Dupont – volet';
    await userEvent.click(within(rowOf(canvasElement, 102)).getByRole('button', { name: i18n._(msg`Detach “${name}”`) }));
    await userEvent.click(await body().findByRole('button', { name: i18n._(msg`Detach`) }));
    await waitFor(() => expect(args.onDetach).toHaveBeenCalledWith(PROJECT_QUOTES[1]));
  },
};

/** A photo added; a file over the budget refused before it is sent; the server's refusal shown. */
export const AddPhotos: Story = {
  args: { onUpload: fn<(file: File) => Promise<string | null>>(async () => 'Ce fichier n’est pas une image PNG ou JPEG.') },
  play: async ({ canvasElement, args }) => {
    const uploadMaxMb = 10;
    // rc-upload draws a new input after each choice: looked up each time
    const input = () => canvasElement.querySelector<HTMLInputElement>('.project-photos input[type="file"]')!;
    const tooBig = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input(), tooBig);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(plain(i18n._(msg`The file is larger than ${uploadMaxMb} MB.`)));
    await expect(args.onUpload).not.toHaveBeenCalled();
    const photo = new File([PHOTO_BYTES], 'plage.png', { type: 'image/png' });
    await userEvent.upload(input(), photo);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0]![0].name).toBe('plage.png');
    await expect(await within(canvasElement).findByText('Ce fichier n’est pas une image PNG ou JPEG.')).toBeVisible();
  },
};

/** A photo removed after its confirmation. */
export const RemovePhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const name = 'bassin-nord.jpg';
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18n._(msg`Remove the photo “${name}”`) }));
    await userEvent.click(await body().findByRole('button', { name: i18n._(msg`Remove`) }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(PROJECT.photos[0]));
  },
};

/** A free-form pool with its measured dimensions, no quote yet, no photo. */
export const FreeFormWithoutQuotes: Story = {
  args: { project: FREE_FORM_PROJECT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pool = canvas.getByTestId('pool-description');
    await expect(pool).toHaveTextContent(plain(i18n._(msg`Free form`)));
    await expect(pool).toHaveTextContent('Diagonale A-C');
    await expect(pool).toHaveTextContent('12,40 m');
    await expect(pool).toHaveTextContent(plain(i18n._(msg`No stairs`)));
    await expect(canvas.getByText(plain(i18n._(msg`No quote for this pool yet.`)))).toBeVisible();
    await expect(canvas.getByText(plain(i18n._(msg`No photo yet.`)))).toBeVisible();
  },
};

/** A user who may not edit: no edit, attach, detach, upload nor remove. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('edit-project')).toBeNull();
    await expect(canvas.queryByTestId('attach-quote')).toBeNull();
    await expect(canvas.queryByTestId('upload-photo')).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(i18n._(msg`Detach`)) })).toBeNull();
  },
};

/** A total the server could not work out reads "Not priced", its reason in a tooltip. */
export const TotalNotPriced: Story = {
  args: { totalOf: (quote): QuoteTotal => (quote.id === 101 ? { status: 'error', message: 'Aucun tarif pour ces dimensions.' } : { status: 'ready', cents: TOTALS[quote.id]!, currency: 'EUR' }) },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 101)).toHaveTextContent(plain(i18n._(msg`Not priced`)));
  },
};

/** In German: the pool's words, the metres and totals in German. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const pool = within(canvasElement).getByTestId('pool-description');
    await expect(pool).toHaveTextContent('Römische Treppe');
    await expect(pool).toHaveTextContent('8,00 x 4,00 m');
    await expect(rowOf(canvasElement, 101)).toHaveTextContent('Entwurf');
  },
};
