/**
 * The API's field-level errors (`details` of a validation_failed answer, or a
 * known code such as login_taken) as antd form field errors, so each message
 * shows under its own field, in the user's language.
 */
import type { ApiError } from '../api/types.ts';

export interface FieldError {
  name: string;
  errors: string[];
}

/**
 * @param codeFields error codes that belong to one field (e.g. `{ login_taken: 'login' }`)
 * @returns the field errors, and the message left for the whole form (null when every problem has its field)
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly string[],
  codeFields: Record<string, string> = {},
): { fieldErrors: FieldError[]; formError: string | null } {
  const body = (error as ApiError | undefined)?.error;
  if (!body) return { fieldErrors: [], formError: null };
  const byField = new Map<string, string[]>();
  const add = (name: string, message: string) => byField.set(name, [...(byField.get(name) ?? []), message]);
  const codeField = codeFields[body.code];
  if (codeField) add(codeField, body.message);
  for (const detail of body.details ?? []) {
    const name = detail.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (fields.includes(name)) add(name, detail.message);
  }
  const fieldErrors = [...byField].map(([name, errors]) => ({ name, errors }));
  return { fieldErrors, formError: fieldErrors.length > 0 ? null : body.message };
}
