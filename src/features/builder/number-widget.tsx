/**
 * The number field ('updown'): antd InputNumber with the unit as a suffix,
 * the step of `multipleOf` and its decimals (0.01 -> 2), the language's
 * decimal separator, and the allowed range as placeholder. The range is not
 * enforced by the input, which would silently clamp 16 m to 15 m on blur; the
 * value stays as typed and validation says "The maximum is 15 m".
 */
import { useLingui } from '@lingui/react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { NumberInput } from '../../components/number-input.tsx';
import { DEFAULT_LOCALE, isLocale } from '../../../engine/index.ts';
import { useInputScheduler } from './input-scheduler-context.tsx';
import { decimalSeparator, formatNumber, stepPrecision } from './number-format.ts';
import { fieldUiOptions } from './ui-options.ts';

const STYLE = { width: '100%' };

export function NumberWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, schema, uiSchema, options, rawErrors, onChange, onBlur, onFocus } = props;
  const { i18n } = useLingui();
  const inputs = useInputScheduler();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { unit } = fieldUiOptions(uiSchema);
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : undefined;
  const { minimum, maximum } = schema;
  const range =
    typeof minimum === 'number' && typeof maximum === 'number' ? `${formatNumber(minimum, locale, step)} – ${formatNumber(maximum, locale, step)}` : undefined;

  return (
    <NumberInput<number>
      id={id}
      name={htmlName || id}
      value={typeof value === 'number' ? value : null}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      step={step ?? 1}
      precision={stepPrecision(step)}
      decimalSeparator={decimalSeparator(locale)}
      suffix={unit}
      placeholder={range}
      status={rawErrors?.length ? 'error' : undefined}
      changeOnWheel={false}
      style={STYLE}
      aria-describedby={ariaDescribedByIds(id)}
      // after the answers clicked just before (they reach the form once their frame is on screen)
      onChange={(next) => {
        inputs.flush();
        onChange(next === null ? options.emptyValue : next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
