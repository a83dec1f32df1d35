/**
 * The step forms' answers to choose ('radio', 'checkboxes', 'checkbox'): native inputs in plain markup,
 * drawn as antd's (choice-widgets.css). antd's Radio and Checkbox ran their style hooks, wave effect and
 * group context for every option on every click, and eased each box's colours (issue 17, item 1).
 *
 * A click shows the answer at once (the widget's own state) and hands it to the form once that frame is on
 * screen (`afterInputShown`): the form, its rules, the plan and the price render after it.
 * A blur, a submit or a move to another step applies it first (`flushAfterInput`).
 */
import type { WidgetProps } from '@rjsf/utils';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  deepEquals,
  schemaRequiresTrueValue,
} from '@rjsf/utils';
import { useState } from 'react';
import { afterInputShown, flushAfterInput } from '../lib/after-input.ts';
import './choice-widgets.css';

/**
 * The value shown: the one just chosen while the form has not taken it yet, then the form's. A chosen
 * value is forgotten once handed over (the form may keep, change or refuse it) or once the form's value
 * moves on without it.
 */
function useChosen<T>(value: T, same: (a: T, b: T) => boolean = Object.is): [T, (next: T, handOver: () => void) => void] {
  const [chosen, setChosen] = useState<{ next: T; over: T }>();
  const shown = chosen !== undefined && same(chosen.over, value) ? chosen.next : value;
  const choose = (next: T, handOver: () => void) => {
    setChosen({ next, over: value });
    afterInputShown(() => {
      setChosen(undefined);
      handOver();
    });
  };
  return [shown, choose];
}

/** `id`'s label, written by the field template (field-label.tsx). */
const labelIdOf = (id: string) => `${id}-label`;

function optionsOf({ options }: WidgetProps) {
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const encoded = enumOptions.map((option, index) => enumOptionValueEncoder(option.value, index, format));
  const decode = (value: string | string[] | undefined) => enumOptionValueDecoder(value ?? '', enumOptions, format, emptyValue);
  const isDisabled = (value: (typeof enumOptions)[number]['value']) => Array.isArray(enumDisabled) && enumDisabled.includes(value);
  return { enumOptions, format, emptyValue, encoded, decode, isDisabled };
}

interface ChoiceGroupProps {
  widget: WidgetProps;
  /** `optionsOf(widget)`, as the widget read them. */
  options: ReturnType<typeof optionsOf>;
  type: 'radio' | 'checkbox';
  checked: (index: number) => boolean;
  pick: (index: number) => void;
  shownValue: unknown;
}

/** The answers of a question as radios or checkboxes: `checked` and `pick` by answer index. */
function ChoiceGroup({ widget, options, type, checked, pick, shownValue }: ChoiceGroupProps) {
  const { id, htmlName, disabled, readonly, autofocus, onBlur, onFocus } = widget;
  const { enumOptions, encoded, isDisabled } = options;
  const off = disabled || readonly;
  return (
    <div
      id={id}
      role={type === 'radio' ? 'radiogroup' : 'group'}
      className={type === 'radio' ? 'choice-group' : 'choice-group choice-group-column'}
      aria-labelledby={labelIdOf(id)}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((option, index) => {
        const optionDisabled = off || isDisabled(option.value);
        return (
          <label key={encoded[index]} className={optionDisabled ? 'choice choice-disabled' : 'choice'}>
            <input
              type={type}
              className="choice-box"
              id={optionId(id, index)}
              name={htmlName || id}
              value={encoded[index]}
              checked={checked(index)}
              disabled={optionDisabled}
              autoFocus={index === 0 && autofocus}
              onChange={() => pick(index)}
              onBlur={() => {
                flushAfterInput();
                onBlur(id, shownValue);
              }}
              onFocus={() => onFocus(id, shownValue)}
            />
            <span className="choice-label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}

/** One answer among several: a radio group. */
export function RadioWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const options = optionsOf(props);
  const { enumOptions, format, emptyValue, encoded, decode } = options;
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, emptyValue) as string | undefined;
  const [shown, choose] = useChosen(selected);
  const pick = (index: number) => choose(encoded[index], () => onChange(decode(encoded[index])));
  return <ChoiceGroup widget={props} options={options} type="radio" checked={(index) => shown === encoded[index]} pick={pick} shownValue={decode(shown)} />;
}

/** Any number of answers: a column of checkboxes. */
export function CheckboxesWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const options = optionsOf(props);
  const { enumOptions, format, encoded, decode } = options;
  const selected = enumOptionSelectedValue(value, enumOptions, true, format, []) as string[];
  const [shown, choose] = useChosen(selected, deepEquals);
  const pick = (index: number) => {
    const set = new Set(shown);
    if (!set.delete(encoded[index]!)) set.add(encoded[index]!);
    // in the answers' order, as antd's group gave them
    const next = encoded.filter((item) => set.has(item));
    choose(next, () => onChange(decode(next)));
  };
  return <ChoiceGroup widget={props} options={options} type="checkbox" checked={(index) => shown.includes(encoded[index]!)} pick={pick} shownValue={decode(shown)} />;
}

/** A yes-or-no answer: one checkbox with the question as its label. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, label, hideLabel, required, schema, onChange, onBlur, onFocus } = props;
  const [shown, choose] = useChosen(value === true);
  const off = disabled || readonly;
  return (
    <label className={off ? 'choice choice-disabled' : 'choice'}>
      <input
        type="checkbox"
        className="choice-box"
        id={id}
        name={htmlName || id}
        checked={shown}
        disabled={off}
        required={required}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          const next = event.target.checked;
          choose(next, () => onChange(next));
        }}
        onBlur={() => {
          flushAfterInput();
          onBlur(id, shown);
        }}
        onFocus={() => onFocus(id, shown)}
      />
      {!hideLabel && label && (
        <span className="choice-label">
          {label}
          {schemaRequiresTrueValue(schema) && required && (
            <span aria-hidden="true" className="choice-required">
              *
            </span>
          )}
        </span>
      )}
    </label>
  );
}
