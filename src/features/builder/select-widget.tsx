/**
 * A choice list too long for radio buttons ('select'): antd Select over the
 * answers, with no empty first option (the antd theme's adds one, blank,
 * that reads as an answer) but a placeholder that says to choose one; a
 * question that is not required can be cleared instead.
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat } from '@rjsf/utils';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useInputScheduler } from './input-scheduler-context.tsx';

const STYLE = { width: '100%' };

export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, multiple, options, placeholder, rawErrors, onChange, onBlur, onFocus } = props;
  const { t } = useLingui();
  const inputs = useInputScheduler();
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (next: unknown) => enumOptionValueDecoder(next as string, enumOptions, format, emptyValue);
  const choices = useMemo(
    () =>
      (enumOptions ?? []).map(({ value: optionValue, label }, index) => ({
        key: String(index),
        value: enumOptionValueEncoder(optionValue, index, format),
        label,
        disabled: Array.isArray(enumDisabled) && enumDisabled.includes(optionValue),
      })),
    [enumOptions, enumDisabled, format],
  );
  const selected = enumOptionSelectedValue(value, enumOptions, !!multiple, format, emptyValue);

  return (
    <Select
      id={id}
      {...{ name: htmlName || id }}
      mode={multiple ? 'multiple' : undefined}
      style={STYLE}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      value={selected === '' ? undefined : selected}
      placeholder={placeholder || t`Choose an answer from the list`}
      allowClear={!required}
      options={choices}
      showSearch={{ filterOption: (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase()) }}
      getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
      status={rawErrors?.length ? 'error' : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      // after the answers clicked just before (they reach the form once their frame is on screen)
      onChange={
        readonly
          ? undefined
          : (next) => {
              inputs.flush();
              onChange(decode(next ?? undefined));
            }
      }
      onBlur={readonly ? undefined : () => onBlur(id, decode(selected))}
      onFocus={readonly ? undefined : () => onFocus(id, decode(selected))}
    />
  );
}
