/** The step forms' validation messages, in the user's language. */
import { setupI18n, type Messages } from '@lingui/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createErrorTransformer, errorField } from '../../../../src/features/builder/error-messages.ts';
import { validator } from '../../../../src/features/builder/validator.ts';
import { messages as de } from '../../../../src/locales/de/messages.po';
import { messages as en } from '../../../../src/locales/en/messages.po';
import { messages as fr } from '../../../../src/locales/fr/messages.po';
import { messages as it_ } from '../../../../src/locales/it/messages.po';

const i18nIn = (locale: string, messages: Messages) => setupI18n({ locale, messages: { [locale]: messages } });

const schema: RJSFSchema = {
  type: 'object',
  required: ['length', 'variant'],
  properties: {
    length: { type: 'number', title: 'Length', minimum: 3, maximum: 15, multipleOf: 0.01 },
    count: { type: 'number', title: 'Count', minimum: 0, maximum: 4, multipleOf: 1 },
    variant: { type: 'integer', title: 'Variant', oneOf: [{ const: 1, title: 'A' }, { const: 2, title: 'B' }] },
    note: { type: 'string', title: 'Note', maxLength: 5 },
  },
};
const uiSchema: UiSchema = { length: { 'ui:options': { unit: 'm', questionId: 1 } }, count: { 'ui:options': { questionId: 2 } } };

function messagesFor(data: Record<string, unknown>, locale: string, catalogue: Messages) {
  const { errors } = validator.validateFormData(data, schema, undefined, createErrorTransformer(i18nIn(locale, catalogue)), uiSchema);
  return errors.map((error) => [errorField(error), error.message]);
}

describe('createErrorTransformer', () => {
  it('says a mandatory field is required, in Italian', () => {
    expect(messagesFor({}, 'it', it_)).toEqual([
      ['length', 'Campo obbligatorio'],
      ['variant', 'Campo obbligatorio'],
    ]);
  });

  it('gives the limits with the unit and the language’s numbers', () => {
    expect(messagesFor({ length: 2.5, variant: 1 }, 'fr', fr)).toEqual([['length', 'Le minimum est 3 m']]);
    expect(messagesFor({ length: 15.5, variant: 1 }, 'de', de)).toEqual([['length', 'Der Höchstwert ist 15 m']]);
    expect(messagesFor({ length: 8, count: 5, variant: 1 }, 'en', en)).toEqual([['count', 'The maximum is 4']]);
  });

  it('checks steps of 0.01 without float noise (multipleOfPrecision)', () => {
    expect(messagesFor({ length: 8.2, variant: 1 }, 'en', en)).toEqual([]);
    expect(messagesFor({ length: 4.35, variant: 1 }, 'en', en)).toEqual([]);
    expect(messagesFor({ length: 8.125, variant: 1 }, 'fr', fr)).toEqual([['length', 'Saisissez un multiple de 0,01']]);
  });

  it('gives one message for an answer that is not offered, and one for a text too long', () => {
    expect(messagesFor({ length: 8, variant: 3, note: 'too long' }, 'en', en)).toEqual([
      ['variant', 'Choose one of the offered answers'],
      ['note', 'At most 5 characters'],
    ]);
  });

  it('says a number is expected', () => {
    expect(messagesFor({ length: 'eight', variant: 1 }, 'it', it_)).toEqual([['length', 'Inserisci un numero']]);
  });
});
