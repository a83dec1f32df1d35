/**
 * One field: its label (mandatory ones marked) with the information button
 * when the question has help or an image, the widget, and its errors in an
 * plain markup styled as antd's form items (step-form.css): an antd Form.Item
 * per field re-rendered its grid and style hooks on every input. The widgets
 * show their error state themselves (`status` from `rawErrors`). Based on
 * @rjsf/antd's FieldTemplate with vertical labels; step schemas have no
 * additional properties, so there is nothing to wrap.
 */
import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Flex } from 'antd';
import { FieldLabel } from './field-label.tsx';
import type { StepFormContext } from './form-context.ts';
import { FromPoolTag } from './from-pool-tag.tsx';
import { InfoButton } from './info-button.tsx';
import { fieldUiOptions } from './ui-options.ts';

export function FieldTemplate(props: FieldTemplateProps) {
  const { children, displayLabel, errors, hidden, id, label, rawErrors, required, schema, uiSchema, registry } = props;
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  if (schema.type === 'object') return children;

  const { info } = fieldUiOptions(uiSchema);
  const help = info && (info.text || info.image) ? <InfoButton label={label} text={info.text} image={info.image} /> : null;
  const poolTag = (registry.formContext as StepFormContext | undefined)?.fromPool?.has(id) ? <FromPoolTag fieldId={id} /> : null;
  const infoButton = help || poolTag ? <>{help}{poolTag}</> : null;
  // a checkbox shows its own label: the information button goes beside it
  const isCheckbox = getUiOptions(uiSchema).widget === 'checkbox' || schema.type === 'boolean';
  const hasError = Boolean(rawErrors?.length);

  return (
    <div className="step-form-field">
      {displayLabel && !isCheckbox && <FieldLabel htmlFor={id} label={label} required={Boolean(required)} extra={infoButton} />}
      <div className="step-form-control">
        {isCheckbox && infoButton ? (
          <Flex align="center" gap={4}>
            {children}
            {infoButton}
          </Flex>
        ) : (
          children
        )}
      </div>
      {hasError && <div className="step-form-error">{errors}</div>}
    </div>
  );
}
