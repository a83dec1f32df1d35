/**
 * The step forms' answers to choose ('radio', 'checkboxes', 'checkbox'): native inputs in plain markup,
 * drawn as antd's (choice-widgets.css). antd's Radio and Checkbox ran their style hooks, wave effect and
 * group context for every option on every click, and eased each box's colours (issue 17, item 1).
 *
 * The form owns the value (issue 28, item 1). The boxes are the browser's own (uncontrolled): a click shows
 * its answer at once, rendering nothing, and the widget hands the value to the form once that frame is on
 * screen (the builder's input scheduler, `useInputScheduler`); the form, its rules, the plan and the price
 * follow. The boxes are set from the form's value whenever it changes and after each hand-over, so that a
 * value the form did not take shows as the form has it: the widget keeps no chosen value of its own.
 */
import type { WidgetProps } from '@rjsf/utils';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  schemaRequiresTrueValue,
} from '@rjsf/utils';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useInputScheduler } from './input-scheduler-context.tsx';
import './choice-widgets.css';

/**
 * The boxes under `root` show `checked(box)` of the form's value: when the value (`key`) changes, and when
 * `show` is called (after a hand-over). Between a click and its hand-over they show the browser's own.
 */
function useBoxesOfValue(key: string, checked: (box: HTMLInputElement) => boolean): { root: RefObject<HTMLElement | null>; show: () => void } {
  const root = useRef<HTMLElement>(null);
  const latest = useRef(checked);
  const show = useCallback(() => {
    const element = root.current;
    if (!element) return;
    const boxes = element instanceof HTMLInputElement ? [element] : element.querySelectorAll<HTMLInputElement>('input');
    for (const box of boxes) {
      // only the boxes that differ from the form are written
      const shown = latest.current(box);
      if (box.checked !== shown) box.checked = shown;
    }
  }, []);
  useLayoutEffect(() => {
    latest.current = checked;
  });
  useLayoutEffect(show, [key, show]);
  return { root, show };
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

/** The values of the boxes checked on screen under `root`, in the answers' order. */
const checkedOnScreen = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((box) => box.value);

interface ChoiceGroupProps {
  widget: WidgetProps;
  /** `optionsOf(widget)`, as the widget read them. */
  options: ReturnType<typeof optionsOf>;
  type: 'radio' | 'checkbox';
  /** The form's value, encoded: the boxes checked. */
  selected: readonly string[];
  /** A box was clicked: its group as the screen shows it now, encoded. */
  onPick: (onScreen: string[]) => void;
}

/** The answers of a question as radios or checkboxes, checked as the form's value says (`selected`). */
function ChoiceGroup({ widget, options, type, selected, onPick }: ChoiceGroupProps) {
  const { id, htmlName, disabled, readonly, autofocus, onBlur, onFocus } = widget;
  const { enumOptions, encoded, isDisabled, decode } = options;
  const inputs = useInputScheduler();
  const { root, show } = useBoxesOfValue(selected.join('\n'), (box) => selected.includes(box.value));
  const off = disabled || readonly;
  const onScreen = () => {
    const values = checkedOnScreen(root.current);
    return decode(type === 'radio' ? values[0] : values);
  };
  return (
    <div
      ref={root as RefObject<HTMLDivElement | null>}
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
              defaultChecked={selected.includes(encoded[index]!)}
              disabled={optionDisabled}
              autoFocus={index === 0 && autofocus}
              onChange={() => {
                const picked = checkedOnScreen(root.current);
                inputs.afterInputShown(() => onPick(picked), show);
              }}
              onBlur={() => {
                inputs.flush();
                onBlur(id, onScreen());
              }}
              onFocus={() => onFocus(id, onScreen())}
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
  const { enumOptions, format, emptyValue, decode } = options;
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, emptyValue) as string | undefined;
  return (
    <ChoiceGroup
      widget={props}
      options={options}
      type="radio"
      selected={selected === undefined || selected === '' ? [] : [selected]}
      onPick={(onScreen) => onChange(decode(onScreen[0]))}
    />
  );
}

/** Any number of answers: a column of checkboxes. */
export function CheckboxesWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const options = optionsOf(props);
  const { enumOptions, format, decode } = options;
  const selected = enumOptionSelectedValue(value, enumOptions, true, format, []) as string[];
  // in the answers' order, as antd's group gave them
  return <ChoiceGroup widget={props} options={options} type="checkbox" selected={selected} onPick={(onScreen) => onChange(decode(onScreen))} />;
}

/** A yes-or-no answer: one checkbox with the question as its label. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, label, hideLabel, required, schema, onChange, onBlur, onFocus } = props;
  const inputs = useInputScheduler();
  const { root, show } = useBoxesOfValue(String(value === true), () => value === true);
  const off = disabled || readonly;
  return (
    <label className={off ? 'choice choice-disabled' : 'choice'}>
      <input
        ref={root as RefObject<HTMLInputElement | null>}
        type="checkbox"
        className="choice-box"
        id={id}
        name={htmlName || id}
        defaultChecked={value === true}
        disabled={off}
        required={required}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          const next = event.target.checked;
          inputs.afterInputShown(() => onChange(next), show);
        }}
        onBlur={(event) => {
          inputs.flush();
          onBlur(id, event.target.checked);
        }}
        onFocus={(event) => onFocus(id, event.target.checked)}
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
