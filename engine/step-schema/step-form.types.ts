/**
 * What RJSF renders for one step: a JSON Schema (2020-12 subset that RJSF and
 * Ajv understand) and its uiSchema. Plain data, so the engine needs no RJSF.
 */

export interface ChoiceOption {
  const: number;
  title: string;
}

export type FieldSchema =
  | { type: 'integer'; title: string; oneOf: ChoiceOption[]; default?: number }
  | { type: 'array'; title: string; uniqueItems: true; items: { type: 'integer'; oneOf: ChoiceOption[] }; default?: number[] }
  | { type: 'number'; title: string; minimum?: number; maximum?: number; multipleOf?: number; default?: number }
  | { type: 'string'; title: string; maxLength?: number; default?: string }
  | { type: 'boolean'; title: string; default?: boolean };

export interface StepSchema {
  type: 'object';
  title: string;
  required: string[];
  properties: Record<string, FieldSchema>;
}

/** Options the RJSF theme reads from `ui:options`. */
export interface FieldUiOptions {
  /** The unit shown after a number, e.g. `m`. */
  unit?: string;
  /** Help text and image for the information dialog. */
  info?: { text: string | null; image: string | null };
  /** The category the field sits in, for grouping. */
  category?: { id: number; title: string; depth: number };
  /** The question id, to map form data back to answers. */
  questionId: number;
}

export interface FieldUiSchema {
  'ui:widget'?: 'radio' | 'select' | 'checkboxes' | 'updown' | 'checkbox' | 'text';
  'ui:options': FieldUiOptions;
}

export type StepUiSchema = { 'ui:order': string[] } & Record<string, FieldUiSchema | string[]>;

export interface StepForm {
  stepId: number;
  schema: StepSchema;
  uiSchema: StepUiSchema;
}

/** A step's form data: question key -> value (answer ids for choices). */
export type StepFormData = Record<string, number | string | boolean | number[] | undefined>;
