/** The engine's `ui:options` of a field, read from an RJSF uiSchema. */
import { getUiOptions, type UiSchema } from '@rjsf/utils';
import type { FieldUiOptions } from '../../../engine/index.ts';

export function fieldUiOptions(uiSchema: UiSchema | undefined): Partial<FieldUiOptions> {
  return getUiOptions(uiSchema) as Partial<FieldUiOptions>;
}
