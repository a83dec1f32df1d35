/**
 * The step form's behaviour on the bubble family: fields validated on blur
 * with messages in the user's language, the form-wide message on a submit
 * with errors, numbers with their unit and the language's decimal separator,
 * and the information dialog with its image.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parse } from 'yaml';
import bubbleYaml from '../../schemas/families/bubble.family.yaml?raw';
import linerYaml from '../../schemas/families/liner.family.yaml?raw';
import { localize, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { StepForm } from '../../src/features/builder/step-form.tsx';
import { familyCatalogue } from '../families/family-story-data.ts';
import { localeOf } from '../story-locale.ts';

const bubbleDocument = parse(bubbleYaml) as { steps: { key: string; questions: Record<string, unknown>[] }[] };
const bubble = familyCatalogue(bubbleDocument);

/** The bubble family with an image and a help text on the roller question (images live under /catalogue/, see .storybook/main.ts). */
const bubbleWithImage = familyCatalogue({
  ...bubbleDocument,
  steps: bubbleDocument.steps.map((step) => ({
    ...step,
    questions: step.questions.map((question) =>
      question.key === 'roller'
        ? {
            ...question,
            image: '/catalogue/bubble-roller.svg',
            help: {
              fr: "L'enrouleur télescopique s'adapte à la largeur du bassin.",
              en: 'The telescopic roller adapts to the width of the pool.',
              de: 'Die Teleskop-Aufrollvorrichtung passt sich der Beckenbreite an.',
              es: 'El enrollador telescópico se adapta a la anchura de la piscina.',
              nl: 'Het telescopische oprolsysteem past zich aan de breedte van het zwembad aan.',
              it: "L'avvolgitore telescopico si adatta alla larghezza della piscina.",
            },
          }
        : question,
    ),
  })),
});

const liner = familyCatalogue(parse(linerYaml) as typeof bubbleDocument);

const CATALOGUES = { bubble, bubbleWithImage, liner } as const;

interface HarnessProps {
  family: keyof typeof CATALOGUES;
  /** Set from the toolbar by the story's render. */
  locale?: Locale;
  stepKey: string;
  preset?: string;
  /** Answers a pool project gave the quote (question key → value): filled and marked "from the pool". */
  pool?: Record<string, number | string>;
  onSubmit: (answers: Answers) => void;
  onPrevious: () => void;
}

const stepOf = (catalogue: Catalogue, key: string) => catalogue.steps.find((step) => step.key === key)!;
const questionId = (key: string) => bubble.questionsByKey.get(key)!.id;

function Harness({ family, stepKey, preset, pool, onSubmit, onPrevious, locale = 'fr' }: HarnessProps) {
  const catalogue = CATALOGUES[family];
  const presetAnswers = (key: string | undefined) => catalogue.presets.find((candidate) => candidate.key === key)?.answers ?? {};
  const [fromPool] = useState<Answers | undefined>(() => pool && Object.fromEntries(Object.entries(pool).map(([key, value]) => [String(catalogue.questionsByKey.get(key)!.id), value])));
  const [answers, setAnswers] = useState<Answers>(() => ({ ...presetAnswers(preset), ...fromPool }));
  return (
    <Card style={{ maxWidth: 960 }}>
      <StepForm catalogue={catalogue} stepId={stepOf(catalogue, stepKey).id} locale={locale} answers={answers} onChange={setAnswers} onSubmit={onSubmit} onPrevious={onPrevious} fromPool={fromPool} />
      {/* as a preset applied or a quote reloaded: answers from elsewhere replace the form's */}
      <button type="button" data-testid="load-preset" onClick={() => setAnswers(presetAnswers('rect_8x4_blue'))} />
    </Card>
  );
}

const meta = {
  title: 'Configurator/StepForm',
  component: Harness,
  args: { family: 'bubble', stepKey: 'size', onSubmit: fn(), onPrevious: fn() },
  render: (args, { globals }) => <Harness {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field element (label, input and errors) of an input. */
const fieldOf = (input: HTMLElement) => within(input.closest<HTMLElement>('.step-form-field')!);
/** Waits until the text is shown, after its appearing animation. */
const expectShown = (scope: ReturnType<typeof within>, text: string) => waitFor(() => expect(scope.getByText(text)).toBeVisible());

/** Italian: a field left empty says 'Campo obbligatorio' on blur, only that field; then the range with its unit; 8,5 is accepted and shown as 8,50. */
export const ValidatedOnBlur: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const length = await canvas.findByRole('spinbutton', { name: 'Lunghezza interna' });
    const width = canvas.getByRole('spinbutton', { name: 'Larghezza interna' });

    await step('leave the length empty', async () => {
      await expect(canvas.queryByText('Campo obbligatorio')).toBeNull();
      await userEvent.click(length);
      await userEvent.click(width); // the length is left, the width not yet
      await expectShown(fieldOf(length), 'Campo obbligatorio');
      await expect(fieldOf(width).queryByText('Campo obbligatorio')).toBeNull();
    });

    await step('too long', async () => {
      await userEvent.type(length, '20');
      await waitFor(() => expect(fieldOf(length).queryByText('Campo obbligatorio')).toBeNull()); // hidden while edited
      await userEvent.tab();
      await expectShown(fieldOf(length), 'Il massimo è 15 m');
      await expectShown(fieldOf(width), 'Campo obbligatorio'); // left in the meantime
    });

    await step('8,5 with the Italian decimal comma', async () => {
      await userEvent.clear(length);
      await userEvent.type(length, '8,5');
      await userEvent.tab();
      await waitFor(() => expect(length).toHaveValue('8,50'));
      await waitFor(() => expect(fieldOf(length).queryByText('Il massimo è 15 m')).toBeNull());
      await expect(fieldOf(length).queryByText('Campo obbligatorio')).toBeNull();
    });
  },
};

/** German: "Save and next" with empty fields shows the form-wide message and every error; once filled, the answers are submitted. */
export const SubmitWithErrors: Story = {
  globals: { locale: 'de' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: 'Speichern und weiter' });

    await step('submit empty', async () => {
      await userEvent.click(save);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Das Formular enthält Fehler, bitte überprüfen Sie die eingegebenen Daten.');
      await waitFor(() => expect(canvas.getAllByText('Pflichtfeld')).toHaveLength(2)); // length and width; the shape has a default
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'Innenlänge' })).toHaveFocus());
    });

    await step('fill in and submit', async () => {
      await userEvent.type(canvas.getByRole('spinbutton', { name: 'Innenlänge' }), '8');
      await userEvent.type(canvas.getByRole('spinbutton', { name: 'Innenbreite' }), '4,25');
      await userEvent.click(save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
      await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ [questionId('length')]: 8, [questionId('width')]: 4.25 }));
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    });

    await step('previous', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
      await expect(args.onPrevious).toHaveBeenCalledOnce();
    });
  },
};

/**
 * A quote started from a pool project (issue 32): the length, width and shape the pool gave are marked "from the
 * pool" (a tag read after the question's label); the length changed by the user loses its mark, the others keep it.
 */
export const AnswersFromThePool: Story = {
  args: { pool: { shape: 'roman_stairs', length: 8, width: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const length = await canvas.findByRole('spinbutton', { name: 'Longueur intérieure' });
    const width = canvas.getByRole('spinbutton', { name: 'Largeur intérieure' });
    await expect(length).toHaveValue('8,00');
    await expect(fieldOf(length).getByTestId('from-pool')).toHaveTextContent('Du bassin');
    await expect(fieldOf(width).getByTestId('from-pool')).toBeVisible();
    await expect(canvas.getAllByTestId('from-pool')).toHaveLength(3);
    await userEvent.clear(length);
    await userEvent.type(length, '8,5');
    await userEvent.tab();
    await waitFor(() => expect(fieldOf(length).queryByTestId('from-pool')).toBeNull());
    await expect(fieldOf(width).getByTestId('from-pool')).toBeVisible();
    await expect(canvas.getAllByTestId('from-pool')).toHaveLength(2);
  },
};

/** The information button of the roller opens its dialog, with the help text and the image, in the toolbar's language. */
export const InformationDialog: Story = {
  args: { family: 'bubbleWithImage', stepKey: 'finishing', preset: 'rect_10x5_roller' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const roller = bubbleWithImage.questionsByKey.get('roller')!;
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(localize(roller.title, locale)) }));
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible()); // after the opening animation
    await expect(within(dialog).getByText(localize(roller.help!, locale))).toBeVisible();
    const image = within(dialog).getByRole('img', { name: localize(roller.title, locale) });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));

    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!); // the footer's close button
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The number field: its unit and the placeholder with the range, in the toolbar's language. */
export const NumberWithUnit: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const length = bubble.questionsByKey.get('length')!;
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('spinbutton', { name: localize(length.title, locale) });
    const separator = locale === 'en' ? '.' : ',';
    await expect(input).toHaveAttribute('placeholder', `3${separator}00 – 15${separator}00`);
    await expect(input.closest('.ant-input-number')?.textContent).toContain('m');
  },
};

/** The number field's spin buttons are named in the page's language (issue 30, item 6: "Increase Value" in the Spanish builder). */
export const SpinButtonsInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (await canvas.findByRole('spinbutton', { name: localize(bubble.questionsByKey.get('length')!.title, 'es') })).closest('.ant-input-number')!;
    await expect(within(field as HTMLElement).getByRole('button', { name: 'Aumentar el valor' })).toBeInTheDocument();
    await expect(within(field as HTMLElement).getByRole('button', { name: 'Disminuir el valor' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { name: /Increase Value|Decrease Value/ })).toEqual([]);
  },
};

/** Answers from elsewhere (a preset) replace what was typed: the form shows them, though it kept its own edits to itself (StepThemedForm). */
export const AnswersFromElsewhereReachTheForm: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const length = await canvas.findByRole('spinbutton', { name: localize(bubble.questionsByKey.get('length')!.title, locale) });
    await userEvent.type(length, '5');
    await userEvent.click(canvasElement.querySelector('form')!); // the field left
    await waitFor(() => expect(length).toHaveValue(locale === 'en' ? '5.00' : '5,00'));
    await userEvent.click(canvas.getByTestId('load-preset'));
    await waitFor(() => expect(length).toHaveValue(locale === 'en' ? '8.00' : '8,00'));
  },
};

const PLACEHOLDER: Record<Locale, string> = {
  fr: 'Choisissez une réponse dans la liste',
  en: 'Choose an answer from the list',
  de: 'Wählen Sie eine Antwort aus der Liste',
  es: 'Elija una respuesta de la lista',
  nl: 'Kies een antwoord uit de lijst',
  it: 'Scegli una risposta dall’elenco',
};

/** The liner's colour list (a select): no blank first option, a placeholder that says to choose (issue 16). */
export const ChoiceList: Story = {
  args: { family: 'liner', stepKey: 'membrane' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const colour = liner.questionsByKey.get('colour')!;
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const select = await canvas.findByRole('combobox', { name: localize(colour.title, locale) });
    const field = select.closest<HTMLElement>('.ant-select')!;
    await expect(field.querySelector('.ant-select-placeholder')?.textContent).toBe(PLACEHOLDER[locale]);
    await userEvent.click(select);
    await page.findByRole('listbox');
    // the first option is the first colour, and every option has a name: no blank one
    const items = () => [...canvasElement.ownerDocument.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent ?? '');
    await waitFor(() => expect(items()[0]).toBe(localize(colour.answers[0]!.title, locale)));
    await expect(items()).not.toContain('');
  },
};

/**
 * The fields an answer shows follow it after the click is painted: a submit in between is checked against
 * the fields of the answers as they are, not those still on screen. Roman stairs show the required stairs
 * width: submitted at once, the step is refused and the width shows its error.
 */
export const SubmitBeforeTheShownFieldsFollow: Story = {
  args: { family: 'liner', stepKey: 'stairs' },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const stairs = liner.questionsByKey.get('stairs_type')!;
    const width = liner.questionsByKey.get('stairs_width')!;
    const canvas = within(canvasElement);
    const roman = await canvas.findByRole('radio', { name: localize(stairs.answers.find((answer) => answer.key === 'roman')!.title, locale) });
    await expect(canvas.queryByRole('spinbutton', { name: localize(width.title, locale) })).toBeNull();
    // the click and the submit in one task: the form has not rendered the new field yet
    roman.click();
    canvasElement.querySelector('form')!.requestSubmit();
    const widthInput = await canvas.findByRole('spinbutton', { name: localize(width.title, locale) });
    await waitFor(() => expect(fieldOf(widthInput).getByText(/./, { selector: '.step-form-error *' })).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A click on an answer eases only the dots of the two radios: the boxes change colour at once
 * (choice-widgets.css). antd's radios eased each box's four border colours and background, about 20
 * transition events per click that the browser and React dispatched before the click's frame was
 * painted (issue 17, item 1).
 */
export const AnswerClickEasesOnlyTheDot: Story = {
  args: { family: 'liner', stepKey: 'stairs' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const stairs = liner.questionsByKey.get('stairs_type')!;
    const canvas = within(canvasElement);
    const roman = await canvas.findByRole('radio', { name: localize(stairs.answers.find((answer) => answer.key === 'roman')!.title, locale) });
    const eased: string[] = [];
    const record = (event: TransitionEvent) => eased.push(`${(event.target as Element).className} ${event.propertyName} ${event.pseudoElement}`);
    canvasElement.addEventListener('transitionrun', record);
    try {
      await userEvent.click(roman);
      await waitFor(() => expect(roman).toBeChecked());
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      canvasElement.removeEventListener('transitionrun', record);
    }
    // the dot of the radio checked is eased, nothing else of a radio
    await expect(eased.filter((entry) => entry.includes('choice-box')).length).toBeGreaterThan(0);
    await expect(eased.filter((entry) => entry.includes('choice-box') && !entry.endsWith('::after'))).toEqual([]);
  },
};

/** The liner whose steps count how often they are looked up (buildStepSchema starts with one). */
function countingLiner() {
  const lookups = { count: 0 };
  const stepsById = new Map(liner.stepsById);
  const get = stepsById.get.bind(stepsById);
  stepsById.get = (id: number) => {
    lookups.count += 1;
    return get(id);
  };
  return { catalogue: { ...liner, stepsById } as Catalogue, lookups };
}

/** The lookups of the story's catalogue, handed out by its render. */
let busyLookups: { count: number } | undefined;

function BusyHarness({ locale = 'fr', onLookups }: { locale?: Locale; onLookups: (lookups: { count: number }) => void }) {
  const [{ catalogue, lookups }] = useState(countingLiner);
  const [answers, setAnswers] = useState<Answers>({});
  const [busy, setBusy] = useState(false);
  onLookups(lookups);
  return (
    <Card style={{ maxWidth: 960 }}>
      <StepForm catalogue={catalogue} stepId={stepOf(catalogue, 'stairs').id} locale={locale} answers={answers} onChange={setAnswers} onSubmit={fn()} busy={busy} />
      <button type="button" onClick={() => setBusy(!busy)}>
        {busy ? 'Saved' : 'Saving'}
      </button>
    </Card>
  );
}

/**
 * A render for a busy flag (several per "save and next") keeps the step's schema: the step's visibility
 * rules are not evaluated again while the answers are the same (issue 17, item 1); an answer still
 * brings the fields it shows.
 */
export const BusyFlagKeepsTheSchema: Story = {
  args: { family: 'liner', stepKey: 'stairs' },
  render: (_args, { globals }) => <BusyHarness locale={localeOf(globals)} onLookups={(lookups) => (busyLookups = lookups)} />,
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const stairs = liner.questionsByKey.get('stairs_type')!;
    const width = liner.questionsByKey.get('stairs_width')!;
    const roman = await canvas.findByRole('radio', { name: localize(stairs.answers.find((answer) => answer.key === 'roman')!.title, locale) });
    await step('busy, then not: the schema is kept', async () => {
      const before = busyLookups!.count;
      await userEvent.click(canvas.getByRole('button', { name: 'Saving' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Saved' }));
      await canvas.findByRole('button', { name: 'Saving' });
      await expect(busyLookups!.count).toBe(before);
    });
    await userEvent.click(roman);
    await canvas.findByRole('spinbutton', { name: localize(width.title, locale) });
  },
};

/**
 * "Save and next" hands the step over once the click's frame is on screen, not in the click (the save, the
 * checks and the move render the whole builder: issue 17, item 1); a second submit meanwhile (a double
 * click) is dropped, as the busy button drops it.
 */
export const SubmitAfterTheFrame: Story = {
  args: { family: 'liner', stepKey: 'stairs' },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const stairs = liner.questionsByKey.get('stairs_type')!;
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: localize(stairs.title, locale) });
    const form = canvasElement.querySelector('form')!;
    form.requestSubmit();
    form.requestSubmit();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const submitted = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as Answers;
    await expect(submitted[stairs.id]).toBe(stairs.answers[0]!.id);
  },
};
