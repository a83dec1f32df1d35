/**
 * The app's RJSF theme: @rjsf/antd with the number widget, the field template
 * (information button) and the object template (category headings).
 */
import { withTheme, type ThemeProps } from '@rjsf/core';
import { Theme as AntdTheme } from '@rjsf/antd';
import { FieldTemplate } from './field-template.tsx';
import { NumberWidget } from './number-widget.tsx';
import { ObjectFieldTemplate } from './object-field-template.tsx';

export const theme: ThemeProps = {
  ...AntdTheme,
  widgets: { ...AntdTheme.widgets, UpDownWidget: NumberWidget },
  templates: { ...AntdTheme.templates, FieldTemplate, ObjectFieldTemplate },
};

/** RJSF's Form with the app's theme. */
export const ThemedForm = withTheme(theme);
