/**
 * The validator of the step forms: RJSF's Ajv validator without Ajv. The
 * engine checks a step's data against the schemas it builds itself
 * (checkStepData: the same keywords, paths and messages as Ajv), and RJSF's
 * own processing from @rjsf/validator-ajv8 turns those errors into RJSF's
 * (titles, error schema, custom validation), so the browser compiles no
 * schema and carries no schema compiler. tests/src/features/builder/validator.test.ts
 * holds it to @rjsf/validator-ajv8 on every step of every family.
 */
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { checkStepData } from '../../../engine/index.ts';

type FormData = unknown;

const rawErrors = (schema: RJSFSchema, formData: unknown) => checkStepData(schema, formData) as unknown as ErrorObject[];

export const validator: ValidatorType<FormData, RJSFSchema> = {
  validateFormData(formData, schema, customValidate?: CustomValidator<FormData, RJSFSchema>, transformErrors?: ErrorTransformer<FormData, RJSFSchema>, uiSchema?: UiSchema<FormData, RJSFSchema>): ValidationData<FormData> {
    const errors = rawErrors(schema, formData);
    return processRawValidationErrors(this, { errors: errors.length > 0 ? errors : undefined }, formData, schema, customValidate, transformErrors, uiSchema);
  },
  isValid(schema, formData) {
    return checkStepData(schema, formData).length === 0;
  },
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: FormData) {
    const errors = rawErrors(schema, formData);
    return { errors: errors.length > 0 ? (errors as Result[]) : undefined };
  },
};
