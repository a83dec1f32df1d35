/**
 * Validation messages in the user's language: RJSF's `transformErrors`
 * replaces Ajv's English messages by the interface's own, keyword by keyword,
 * and keeps one message per field and text.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { DEFAULT_LOCALE, isLocale } from '../../../engine/index.ts';
import { formatNumber } from './number-format.ts';
import { fieldUiOptions } from './ui-options.ts';

/** The form-wide message of a submit with errors (spec §5). */
export const FORM_HAS_ERRORS = msg`The form has errors, please check the submitted data.`;

/** The field key of an error's property, e.g. '.length' -> 'length'. */
export const errorField = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

const numberParam = (error: RJSFValidationError, name: string): number | undefined => {
  const value = (error.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'number' ? value : undefined;
};

function messageOf(error: RJSFValidationError, i18n: I18n, uiSchema: UiSchema | undefined): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const field = errorField(error);
  const { unit } = fieldUiOptions(uiSchema?.[field] as UiSchema | undefined);
  const limitOf = (name: string) => {
    const value = numberParam(error, name);
    return value === undefined ? '' : formatNumber(value, locale);
  };
  switch (error.name) {
    case 'required':
      return i18n._(msg`Required field`);
    case 'minimum':
    case 'exclusiveMinimum': {
      const limit = limitOf('limit');
      return unit ? i18n._(msg`The minimum is ${limit} ${unit}`) : i18n._(msg`The minimum is ${limit}`);
    }
    case 'maximum':
    case 'exclusiveMaximum': {
      const limit = limitOf('limit');
      return unit ? i18n._(msg`The maximum is ${limit} ${unit}`) : i18n._(msg`The maximum is ${limit}`);
    }
    case 'multipleOf': {
      const step = limitOf('multipleOf');
      return i18n._(msg`Enter a multiple of ${step}`);
    }
    case 'maxLength': {
      const limit = limitOf('limit');
      return i18n._(msg`At most ${limit} characters`);
    }
    case 'type':
      return (error.params as { type?: string } | undefined)?.type === 'string' ? i18n._(msg`Enter a text`) : i18n._(msg`Enter a number`);
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return i18n._(msg`Choose one of the offered answers`);
    case 'uniqueItems':
      return i18n._(msg`Choose each answer only once`);
    default:
      return i18n._(msg`Invalid value`);
  }
}

/**
 * The `transformErrors` of the step forms in the language of `i18n`.
 *
 * @example
 * <Form transformErrors={createErrorTransformer(i18n)} … />
 */
export function createErrorTransformer(i18n: I18n): ErrorTransformer {
  return (errors, uiSchema) => {
    const seen = new Set<string>();
    return errors.flatMap((error) => {
      const message = messageOf(error, i18n, uiSchema);
      const key = `${error.property ?? ''}\u0000${message}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ ...error, message, stack: message }];
    });
  };
}
