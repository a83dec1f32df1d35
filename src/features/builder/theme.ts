/**
 * The app's RJSF theme: @rjsf/antd's templates (its text input among them)
 * and the widgets the engine's step forms ask for (build-step-schema.ts):
 * our own plain-markup radio, checkboxes and checkbox, number widget for
 * updown and choice list for select (without a blank first option), with the
 * field template (information button), the object template (category
 * headings) and the text input, which hands its change over after the answers
 * clicked before it (input-template.tsx). The
 * widgets are imported one by one: @rjsf/antd's whole set would bring antd's
 * date pickers, slider and text area into the builder.
 */
import { withTheme, type ThemeProps } from '@rjsf/core';
import { generateTemplates } from '@rjsf/antd/lib/templates/index.js';
import { CheckboxesWidget, CheckboxWidget, RadioWidget } from './choice-widgets.tsx';
import { FieldTemplate } from './field-template.tsx';
import { InputTemplate } from './input-template.tsx';
import { NumberWidget } from './number-widget.tsx';
import { ObjectFieldTemplate } from './object-field-template.tsx';
import { SelectWidget } from './select-widget.tsx';

export const theme: ThemeProps = {
  widgets: { CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, UpDownWidget: NumberWidget },
  templates: { ...generateTemplates(), BaseInputTemplate: InputTemplate, FieldTemplate, ObjectFieldTemplate },
};

/** RJSF's Form with the app's theme. */
export const ThemedForm = withTheme(theme);
