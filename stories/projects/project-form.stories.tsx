/**
 * The project form: a new project filled in and sent as the contract takes
 * it, the stairs' fields shown once there are stairs, the measured dimensions
 * of a free form, the bounds checked on blur, the server's refusal under its
 * field, the two addresses each under its own group, and a saved project
 * shown again in German.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectForm, type ProjectSubmitFailure } from '../../src/features/projects/project-form.tsx';
import { NEW_PROJECT, projectInputOf, projectValuesOf, type ProjectFormValues } from '../../src/features/projects/project-values.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { jsonResponse, stubApi } from '../builder/api-stub.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { FREE_FORM_PROJECT, PROJECT } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const COUNTRIES = ['FR', 'BE', 'DE', 'ES', 'IT', 'NL'].map((code) => ({ code, name: code }));

const meta = {
  title: 'Projects/ProjectForm',
  component: ProjectForm,
  beforeEach: () => stubApi((_request, route) => (route === 'GET /country' ? jsonResponse(200, { data: COUNTRIES }) : undefined)),
  args: {
    initialValues: NEW_PROJECT,
    locale: 'fr',
    submitLabel: 'Créer le projet',
    onSubmit: fn<(values: ProjectFormValues) => Promise<ProjectSubmitFailure | null>>(async () => null),
    onCancel: fn(),
  },
  render: (args, { globals }) => <ProjectForm {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input, textarea' });
const submitted = (onSubmit: unknown) => projectInputOf((onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ProjectFormValues);

/** A 8 x 4 rectangle with Roman stairs, as the project: sent with its stairs, the empty texts as null. */
export const NewProject: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // the end customer goes into the project's quotes: the form says so, and what a change does
    await expect(canvas.getByText(plain(i18n._(msg`The project’s quotes name this end customer in their offer. If you change it, the draft quotes that still name the previous one follow; quotes pending confirmation or ordered keep theirs.`)))).toBeVisible();
    await userEvent.type(field(canvasElement, i18n._(msg`Project name`)), 'Piscine Dupont');
    await userEvent.type(field(canvasElement, i18n._(msg`Length`)), '8');
    await userEvent.type(field(canvasElement, i18n._(msg`Width`)), '4');
    await expect(canvas.queryByLabelText(i18n._(msg`Width of the stairs`))).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: i18n._(msg`Stairs`) }));
    await userEvent.click(await within(document.body).findByTitle(i18n._(msg`Roman stairs`)));
    await userEvent.type(field(canvasElement, i18n._(msg`Width of the stairs`)), '2,4');
    await userEvent.click(canvas.getByText(i18n._(msg`Panels with a liner`)));
    await userEvent.click(canvas.getByTestId('save-project'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const input = submitted(args.onSubmit);
    await expect(input.name).toBe('Piscine Dupont');
    await expect(input.pool).toEqual({
      shape: 'rectangle', length_m: 8, width_m: 4, shallow_depth_m: null, deep_depth_m: null,
      stairs: { type: 'roman', side: null, width_m: 2.4, depth_m: null },
      construction: 'liner', free_form_dimensions: [], notes: null,
    });
    await expect(input.end_customer?.name).toBeNull();
  },
};

/** Nothing sent while the name or the length is missing or out of the contract's bounds. */
export const Bounds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, i18n._(msg`Width`)), '4');
    await userEvent.click(canvas.getByTestId('save-project'));
    await expect(await canvas.findByText(plain(i18n._(msg`The form has errors, check the submitted data.`)))).toBeVisible();
    await expect(canvas.getAllByText(i18n._(msg`Required field`)).length).toBeGreaterThanOrEqual(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal of the pool comes back under the field it names. */
export const ServerRefusal: Story = {
  args: {
    initialValues: projectValuesOf(PROJECT),
    onSubmit: fn<(values: ProjectFormValues) => Promise<ProjectSubmitFailure | null>>(async () => ({ message: 'Le bassin est incohérent.', fields: [{ name: ['pool', 'stairs', 'width_m'], errors: ['L’escalier doit être plus étroit que la longueur du bassin.'] }] })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('save-project'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const message = await canvas.findByText('L’escalier doit être plus étroit que la longueur du bassin.');
    await expect(message.closest('.ant-form-item')).toContainElement(field(canvasElement, i18n._(msg`Width of the stairs`)));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le bassin est incohérent.');
  },
};

/**
 * The end customer's address and the site's are the same fields (components/address-fields.tsx) under their own
 * group: each shows and sends its own values, with the same labels, limits and messages.
 */
export const TwoAddresses: Story = {
  args: { initialValues: projectValuesOf(PROJECT) },
  play: async ({ canvasElement, args }) => {
    const input = (id: string) => canvasElement.querySelector<HTMLInputElement>(`#project_${id}`)!;
    await expect(input('end_customer_city')).toHaveValue('Avignon');
    await expect(input('site_address_city')).toHaveValue('Pernes-les-Fontaines');
    await expect(input('site_address_address_2')).toHaveValue('Mas des Oliviers');
    for (const group of ['end_customer', 'site_address']) {
      for (const name of ['address_1', 'address_2', 'zipcode', 'city']) await expect(input(`${group}_${name}`)).toHaveAttribute('autocomplete', 'off');
      await expect(canvasElement.querySelector(`label[for="project_${group}_zipcode"]`)).toHaveTextContent(i18n._(msg`Zipcode`));
    }
    const limit = 20;
    await userEvent.clear(input('site_address_zipcode'));
    await userEvent.type(input('site_address_zipcode'), '8'.repeat(limit + 1));
    await userEvent.tab();
    await expect(await within(input('site_address_zipcode').closest<HTMLElement>('.ant-form-item')!).findByText(i18n._(msg`At most ${limit} characters.`))).toBeVisible();
    await userEvent.clear(input('site_address_zipcode'));
    await userEvent.type(input('site_address_zipcode'), '84210');
    await userEvent.clear(input('site_address_city'));
    await userEvent.type(input('site_address_city'), 'Carpentras');
    await userEvent.click(within(canvasElement).getByTestId('save-project'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const sent = submitted(args.onSubmit);
    await expect(sent.site_address).toEqual({ address_1: '4 impasse du Lavoir', address_2: 'Mas des Oliviers', zipcode: '84210', city: 'Carpentras', country_code: 'FR' });
    await expect(sent.end_customer?.city).toBe('Avignon');
    await expect(sent.end_customer?.zipcode).toBe('84000');
  },
};

/** A free form: its measured dimensions, one added. */
export const FreeForm: Story = {
  args: { initialValues: projectValuesOf(FREE_FORM_PROJECT) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByDisplayValue('Diagonale A-C')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n._(msg`Add a dimension`)) }));
    const number = 3;
    await userEvent.type(canvas.getByRole('textbox', { name: i18n._(msg`What dimension ${number} measures`) }), 'Rayon de l’angle');
    await userEvent.type(canvas.getByRole('spinbutton', { name: i18n._(msg`Value of dimension ${number}`) }), '1,5');
    await userEvent.click(canvas.getByTestId('save-project'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit).pool.free_form_dimensions).toEqual([
      { label: 'Diagonale A-C', value_m: 12.4 },
      { label: 'Largeur côté plage', value_m: 3.8 },
      { label: 'Rayon de l’angle', value_m: 1.5 },
    ]);
  },
};

/** A saved project in German: the values shown with a decimal comma, the pool's words in German. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  args: { initialValues: projectValuesOf(PROJECT), submitLabel: 'Speichern' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, 'Länge')).toHaveValue('8,00');
    await expect(canvas.getByRole('radio', { name: 'Beton' })).toBeChecked();
    await expect(canvas.getByTitle('Römische Treppe')).toBeVisible();
  },
};
