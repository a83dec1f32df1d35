/**
 * The one Ajv validator of the step forms. The engine hands out the same
 * schema object for the same step, locale and visible questions, so Ajv
 * compiles each schema once and reuses it.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';

/** multipleOf with 0.01 steps fails on binary floats (8.2 / 0.01) without a precision. */
export const validator = customizeValidator({ ajvOptionsOverrides: { multipleOfPrecision: 6 } });
