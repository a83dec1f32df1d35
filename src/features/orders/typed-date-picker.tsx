/**
 * antd's DatePicker that also tells the text typed in it (`onTyped`): the
 * picker keeps only a date it accepts and puts the previous one back on blur,
 * so a form that wants to say why a typed date is refused needs the text.
 * It takes the field's whole width: at antd's own width the placeholder was
 * cut to "Sélectionner u…" (issue 30, item 8).
 */
import { DatePicker, type DatePickerProps } from 'antd';
import type { FormEvent } from 'react';

export interface TypedDatePickerProps extends DatePickerProps {
  onTyped(text: string): void;
}

export function TypedDatePicker({ onTyped, onChange, ...props }: TypedDatePickerProps) {
  return (
    <span className="typed-date-picker" style={{ display: 'block' }} onInput={(event: FormEvent<HTMLSpanElement>) => onTyped((event.target as HTMLInputElement).value)}>
      <DatePicker
        {...props}
        style={{ width: '100%', ...props.style }}
        onChange={(...args: Parameters<NonNullable<DatePickerProps['onChange']>>) => {
          // a date taken (typed whole, picked or cleared): the text typed is that date, or is read again below
          onTyped('');
          onChange?.(...args);
        }}
      />
    </span>
  );
}
