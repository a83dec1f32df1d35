/**
 * Which validation errors the user sees: a field's errors show once it has
 * been left (blur) or the form was submitted, and hide again while it is
 * edited, so that nobody is told off for a field not filled in yet.
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { errorField } from './error-messages.ts';

/** The field key of an RJSF widget id, e.g. 'root_stairs_width' -> 'stairs_width' (flat step forms). */
export const fieldOfId = (id: string, idPrefix = 'root', separator = '_') =>
  id.startsWith(`${idPrefix}${separator}`) ? id.slice(idPrefix.length + separator.length) : id;

/** The fields that have errors, in the order of the errors. */
export function fieldsWithErrors(errors: readonly RJSFValidationError[]): string[] {
  return [...new Set(errors.map(errorField).filter(Boolean))];
}

/** The errors of the shown fields as an RJSF error schema (the form's `extraErrors`). */
export function shownErrorSchema(errors: readonly RJSFValidationError[], shown: ReadonlySet<string>): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    const field = errorField(error);
    if (!shown.has(field) || !error.message) continue;
    (schema[field] ??= { __errors: [] }).__errors.push(error.message);
  }
  return schema as ErrorSchema;
}
