/**
 * Texts of a request body, trimmed: a required one made only of spaces is
 * refused like a missing one (400 validation_failed naming the field), an
 * optional one left empty is stored as null.
 */
import type { Locale } from '../../engine/index.ts';
import { AppError } from '../http/app-error.ts';
import { validationMessage } from '../i18n/validation-messages.ts';

export function requiredText(value: string, path: string, locale: Locale): string {
  const trimmed = value.trim();
  if (trimmed === '') {
    throw new AppError(400, 'validation_failed', { details: [{ path, code: 'required', message: validationMessage('required', {}, locale) }] });
  }
  return trimmed;
}

export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
