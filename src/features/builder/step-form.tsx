/**
 * One form step of a quote: the engine's schema of the step in the language,
 * rendered with the app's RJSF theme, its answers in and out, and the
 * "Previous" and "Save and next" buttons (spec §2). Fields are validated on
 * blur; "Save and next" validates the whole step and calls `onSubmit` only
 * when it is valid.
 */
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IChangeEvent } from '@rjsf/core';
import { Alert, Button, Flex } from 'antd';
import { deepEquals, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  applyStepFormData,
  buildStepSchema,
  localize,
  stepFormData,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type Locale,
  type StepForm as StepFormSchema,
  type StepFormData,
} from '../../../engine/index.ts';
import { InputsProvider, useInputScheduler } from './input-scheduler-context.tsx';
import { FORM_HAS_ERRORS } from './error-messages.ts';
import type { StepFormContext } from './form-context.ts';
import { useBlurValidation } from './use-blur-validation.ts';
import { useRefusedAnswers } from './refused-answers.ts';
import { validator } from './validator.ts';
import { StepThemedForm } from './step-themed-form.tsx';

export interface StepFormProps {
  catalogue: Catalogue;
  stepId: number;
  locale: Locale;
  /** All saved answers of the quote (keyed by question id). */
  answers: Answers;
  /** Every edit, with the step's answers applied to `answers`. */
  onChange: (answers: Answers) => void;
  /** "Save and next" with a valid step. */
  onSubmit: (answers: Answers) => void;
  /** "Previous"; the button is disabled without it. */
  onPrevious?: () => void;
  /** Saving: the buttons wait. */
  busy?: boolean;
  /** What the server said of the step's answers it refused, by question id: shown under their fields until edited. */
  refused?: Readonly<Record<string, string>> | undefined;
  /** A quote that can no longer change (validated): the fields are disabled and "next" only moves on. */
  readOnly?: { onNext: () => void };
  /**
   * The answers a pool project gave (question id → value, `answers_from_pool` of the quote as loaded): those the
   * answers still hold are marked "from the pool"; a changed one loses its mark.
   */
  fromPool?: Readonly<Record<string, AnswerValue>>;
}

const DEFAULT_FORM_STATE = { constAsDefaults: 'never' } as const;
/** RJSF's children replace its own submit button: the step's buttons are outside the form (see StepFormBody). */
const NO_DEFAULT_BUTTON = <></>;

/** Focuses the input of a field, e.g. the first one with an error. */
function focusField(field: string | undefined): void {
  if (!field) return;
  const element = document.getElementById(`root_${field}`);
  const input = element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea');
  input?.focus();
}

export function StepForm(props: StepFormProps) {
  // the fields an answer shows or hides follow in a deferred render after the input's own (which re-renders
  // little: the form already shows its own new value); React may still run it before the frame is painted
  const shownAnswers = useDeferredValue(props.answers);
  // kept while the answers are the same: a render for a busy flag or a button does not evaluate the step's
  // visibility rules again (buildStepSchema's cache key; several times per "save and next", issue 17, item 1)
  const { catalogue, stepId, locale, answers } = props;
  const form = useMemo(() => buildStepSchema(catalogue, stepId, locale, shownAnswers), [catalogue, stepId, locale, shownAnswers]);
  const live = useMemo(() => (shownAnswers === answers ? form : buildStepSchema(catalogue, stepId, locale, answers)), [form, shownAnswers, catalogue, stepId, locale, answers]);
  if (!form || !live) return null;
  // a new step starts with no error shown
  return <StepFormBody key={props.stepId} form={form} live={live} {...props} />;
}

/** The field ids of the step's questions whose answer is still the pool's, joined (a stable memo key while they stay the same). */
function poolFieldIds(catalogue: Catalogue, stepId: number, answers: Answers, fromPool: Readonly<Record<string, AnswerValue>> | undefined): string {
  if (!fromPool) return '';
  const ids: string[] = [];
  for (const question of catalogue.stepsById.get(stepId)?.questions ?? []) {
    const id = String(question.id);
    if (id in fromPool && answers[id] !== undefined && deepEquals(answers[id], fromPool[id])) ids.push(`root_${question.key}`);
  }
  return ids.join(' ');
}

/** The templates' context: category parents from the catalogue, in the language, and the fields still from the pool. */
function stepFormContext(catalogue: Catalogue, locale: Locale, poolFields: string): StepFormContext {
  return {
    fromPool: new Set(poolFields ? poolFields.split(' ') : []),
    categoryParent: (categoryId) => {
      const parentId = catalogue.categoriesById.get(categoryId)?.parentId;
      const parent = parentId === null || parentId === undefined ? undefined : catalogue.categoriesById.get(parentId);
      return parent && { id: parent.id, title: localize(parent.title, locale), depth: parent.depth };
    },
  };
}

/** `form`: the fields shown; `live`: those of the answers as they are now (the same, once the form has followed an input). */
function StepFormBody({ form, live, catalogue, stepId, locale, answers, onChange, onSubmit, onPrevious, busy, readOnly, refused, fromPool }: StepFormProps & { form: StepFormSchema; live: StepFormSchema }) {
  const { i18n } = useLingui();
  const poolFields = poolFieldIds(catalogue, stepId, answers, fromPool);
  const formContext = useMemo(() => stepFormContext(catalogue, locale, poolFields), [catalogue, locale, poolFields]);
  const schema = form.schema as RJSFSchema;
  const uiSchema = form.uiSchema as UiSchema;
  const [reported, setReported] = useState<StepFormData>();
  const answersData = useMemo(() => stepFormData(catalogue, stepId, answers), [catalogue, stepId, answers]);
  // the form's own report, while the answers hold just that: the form is not asked to derive its state again (StepThemedForm)
  const formData = reported !== undefined && deepEquals(reported, answersData) ? reported : answersData;
  const validation = useBlurValidation(schema, uiSchema, formData);
  const refusal = useRefusedAnswers(catalogue, stepId, refused, focusField);
  const { withErrors } = refusal;
  const extraErrors = useMemo(() => withErrors(validation.extraErrors), [withErrors, validation.extraErrors]);
  // the builder's scheduler (its own outside a builder), shared with the choice widgets
  const inputs = useInputScheduler();

  // stable callbacks reading the last render's values: a form not rendered again keeps the callbacks it had
  const latest = useRef({ catalogue, stepId, answers, formData, onChange, onSubmit, validation, live, refusal });
  useLayoutEffect(() => {
    latest.current = { catalogue, stepId, answers, formData, onChange, onSubmit, validation, live, refusal };
  });
  const handleChange = useCallback((event: IChangeEvent<StepFormData>, id?: string) => {
    const current = latest.current;
    current.validation.onChange(id);
    current.refusal.edited(id);
    if (!event.formData) return;
    setReported(event.formData);
    current.onChange(applyStepFormData(current.catalogue, current.stepId, current.answers, event.formData));
  }, []);
  const handleBlur = useCallback((id: string) => latest.current.validation.onBlur(id), []);
  const handleSubmit = useCallback((event: IChangeEvent<StepFormData>) => {
    // the form's data holds every answer given before the submit: it is released after their work (holdSubmit)
    inputs.expectSettled("the step form's submit");
    const current = latest.current;
    const result = current.validation.submit({ schema: current.live.schema as RJSFSchema, uiSchema: current.live.uiSchema as UiSchema });
    if (result.valid) current.onSubmit(applyStepFormData(current.catalogue, current.stepId, current.answers, event.formData ?? current.formData));
    else requestAnimationFrame(() => focusField(result.firstField));
  }, [inputs]);

  // the form's submit (the step's validation, then the save, the checks and the move, which render the whole
  // builder) runs once the click's frame is on screen, after the answers given before it; the button is busy
  // from then on (issue 17, item 1). A submit while one is held (a double click) is dropped, as the busy button
  // would drop it.
  const held = useRef<'no' | 'held' | 'released'>('no');
  const holdSubmit = useCallback((event: FormEvent) => {
    if (held.current === 'released') return;
    event.preventDefault();
    event.stopPropagation();
    if (held.current === 'held') return;
    held.current = 'held';
    const form = event.target as HTMLFormElement;
    inputs.afterInputShown(() => {
      held.current = 'released';
      try {
        form.requestSubmit();
      } finally {
        held.current = 'no';
      }
    });
  }, [inputs]);

  const formId = useId();
  const formErrorsMessage = validation.formHasErrors ? i18n._(FORM_HAS_ERRORS) : undefined;
  const buttons = useMemo(
    () => (
      <>
        {formErrorsMessage && <Alert type="error" showIcon role="alert" title={formErrorsMessage} style={{ marginBottom: 16 }} />}
        <Flex justify="space-between" gap={8} wrap style={{ marginTop: 8 }}>
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onPrevious} disabled={!onPrevious || busy}>
            <Trans>Previous</Trans>
          </Button>
          {readOnly ? (
            <Button type="primary" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end" onClick={readOnly.onNext} disabled={busy}>
              <Trans>Next</Trans>
            </Button>
          ) : (
            <Button type="primary" htmlType="submit" form={formId} icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end" loading={busy}>
              <Trans>Save and next</Trans>
            </Button>
          )}
        </Flex>
      </>
    ),
    [formErrorsMessage, onPrevious, busy, readOnly, formId],
  );

  // the buttons sit after the form, the submit one tied to it by `form`: a button that changes (busy, "previous"
  // offered or not) does not render the form's fields again
  return (
    <>
      <div onSubmitCapture={holdSubmit}>
        <InputsProvider value={inputs}>
          <StepThemedForm
            id={formId}
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            reported={reported}
            validator={validator}
            formContext={formContext}
            // validation is ours (useBlurValidation): on blur per field, all fields on submit
            noValidate
            noHtml5Validate
            // an answer list is a oneOf of consts: its first answer is no default (only the catalogue's default is)
            experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
            showErrorList={false}
            disabled={readOnly !== undefined}
            extraErrors={extraErrors}
            onChange={handleChange}
            onBlur={handleBlur}
            onSubmit={handleSubmit}
          >
            {NO_DEFAULT_BUTTON}
          </StepThemedForm>
        </InputsProvider>
      </div>
      {buttons}
    </>
  );
}
