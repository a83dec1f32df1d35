/**
 * Validation on blur (spec §5): the form is validated with the app's
 * validator and messages whenever its data changes, but a field shows its
 * errors only after the user has left it, and every field shows them after a
 * submit. Editing a field hides its errors until it is left again. The data
 * is validated in a deferred render, after the input is painted; a submit
 * validates what is there at once. RJSF's own
 * validation is off: these errors reach the form as `extraErrors`, so each
 * message is shown once.
 */
import { useLingui } from '@lingui/react';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { StepFormData } from '../../../engine/index.ts';
import { createErrorTransformer } from './error-messages.ts';
import { fieldOfId, fieldsWithErrors, shownErrorSchema } from './shown-errors.ts';
import { validator } from './validator.ts';

export interface BlurValidation {
  /** Every current error, shown or not. */
  errors: readonly RJSFValidationError[];
  /** The errors to show, for the form's `extraErrors`. */
  extraErrors: ErrorSchema;
  /** A submit failed and errors remain: show the form-wide message. */
  formHasErrors: boolean;
  /** The form's `onBlur`: the field left shows its errors. */
  onBlur: (id: string) => void;
  /** The form's `onChange` (with the id of the changed field): that field hides its errors while edited. */
  onChange: (id?: string) => void;
  /**
   * On submit: true when valid; otherwise every error shows and the first field with one is returned.
   * `live`: the schema of the answers as they are now, when the form still renders an older one (its
   * fields follow an input after it is painted): what is submitted is checked against what it is.
   */
  submit: (live?: { schema: RJSFSchema; uiSchema: UiSchema }) => { valid: true } | { valid: false; firstField: string | undefined };
}

export function useBlurValidation(schema: RJSFSchema, uiSchema: UiSchema, formData: StepFormData): BlurValidation {
  const { i18n } = useLingui();
  const locale = i18n.locale; // the messages change with it, the i18n object does not
  const validate = useCallback(
    (data: StepFormData, against = { schema, uiSchema }) =>
      validator.validateFormData(data, against.schema, undefined, createErrorTransformer(i18n), against.uiSchema).errors,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- locale: see above
    [schema, uiSchema, i18n, locale],
  );
  // validated in a render after the input's own, which gives way to the next input (issue 17, item 1)
  const checked = useDeferredValue(formData);
  const errors = useMemo(() => validate(checked), [validate, checked]);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [submitFailed, setSubmitFailed] = useState(false);

  const onBlur = useCallback((id: string) => {
    const field = fieldOfId(id);
    setShown((previous) => (previous.has(field) ? previous : new Set([...previous, field])));
  }, []);
  const onChange = useCallback((id?: string) => {
    if (!id) return;
    const field = fieldOfId(id);
    setShown((previous) => (previous.has(field) ? new Set([...previous].filter((name) => name !== field)) : previous));
  }, []);
  const submit = useCallback<BlurValidation['submit']>((live) => {
    // the data as it is now, even when its deferred validation has not run yet
    const current = live && live.schema !== schema ? validate(formData, live) : checked === formData ? errors : validate(formData);
    if (current.length === 0) return { valid: true };
    const fields = fieldsWithErrors(current);
    setShown((previous) => new Set([...previous, ...fields]));
    setSubmitFailed(true);
    return { valid: false, firstField: fields[0] };
  }, [checked, errors, formData, schema, validate]);

  // the same object while the shown messages are the same: a new one would render the form again
  const shownKey = JSON.stringify(shownErrorSchema(errors, shown));
  const extraErrors = useMemo(() => JSON.parse(shownKey) as ErrorSchema, [shownKey]);
  return { errors, extraErrors, formHasErrors: submitFailed && errors.length > 0, onBlur, onChange, submit };
}
