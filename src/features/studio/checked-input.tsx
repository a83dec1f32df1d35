/**
 * A grid cell's input that keeps what is typed and hands on only what is
 * valid: each change is checked, a refusal shows under the input (named by
 * it, in the page's language) and is not committed; a valid change is. A new
 * value from outside (the text editor, a move) replaces the typed text,
 * unless it is the value this cell just committed.
 *
 * A native <input>/<textarea>, not antd's Input: a page of the price grid has
 * about 30 of them, and antd's per-instance theme and style hooks were most of
 * the time its rows took to show (issue 27, item 7). checked-input.css draws
 * them as antd's outlined inputs from the theme's CSS variables (border,
 * radius, hover, focus ring, error, read-only, placeholder); GridTable puts
 * those variables in scope (`useThemeScope`).
 */
import type { MessageDescriptor } from '@lingui/core';
import { CloseCircleFilled } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Checked } from './price-line-checks.ts';
import './checked-input.css';

export interface CheckedInputProps<T> {
  value: T;
  format(value: T): string;
  check(text: string): Checked<T>;
  onCommit(value: T): void;
  label: string;
  readOnly?: boolean;
  /**
   * A text area growing with its text (up to 6 lines), for labels and formulas that wrap. Sized by CSS
   * (`field-sizing: content`), not antd's autoSize: that measures each text area in a hidden copy of it and
   * renders it twice more, and a page of the price grid has 80 of them (the tab took over 1 s to show, issue 27, item 7).
   */
  multiline?: boolean;
  code?: boolean;
  maxLength?: number;
  placeholder?: string;
  suffix?: ReactNode;
  /** Shown before the input, for the eye (the input's name is `label`). */
  caption?: ReactNode;
  className?: string;
}

/** Rows for a text area where CSS cannot size it to its text (no `field-sizing`): its lines, 1 to 6. */
const rowsOf = (text: string) => Math.min(MAX_ROWS, text.split('\n').length);
const MAX_ROWS = 6;

export function CheckedInput<T>({ value, format, check, onCommit, label, readOnly, multiline, code, maxLength, placeholder, suffix, caption, className }: CheckedInputProps<T>) {
  const { i18n } = useLingui();
  const errorId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    // a value from outside: what was typed gives way to it
    setShown(value);
    setDraft(format(value));
  }
  const checked = useMemo(() => check(draft), [check, draft]);
  const error: MessageDescriptor | null = checked.ok ? null : checked.error;

  const change = (text: string) => {
    setDraft(text);
    const next = check(text);
    if (next.ok && !Object.is(next.value, value)) {
      setShown(next.value);
      onCommit(next.value);
    }
  };
  const common = {
    id: inputId,
    value: draft,
    readOnly,
    maxLength,
    placeholder,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    spellCheck: code ? false : undefined,
  };
  const look = ['checked-input-field', code && 'checked-input-code', error && 'checked-input-field-error'].filter(Boolean).join(' ');
  return (
    <div className={['checked-input', className].filter(Boolean).join(' ')}>
      {caption && (
        <label className="checked-input-caption" htmlFor={inputId}>
          {caption}
        </label>
      )}
      {multiline ? (
        <textarea {...common} rows={rowsOf(draft)} className={`${look} checked-input-grow`} onChange={(event) => change(event.target.value)} />
      ) : (
        // a label around it: a click on the € focuses the input, as antd's affix wrapper does (its name stays `label`)
        <label className={`${look} checked-input-affix`}>
          <input {...common} ref={inputRef} onChange={(event) => change(event.target.value)} />
          {/* antd's clear button, as the app's inputs have it (locale-scope.tsx): hidden when empty or read-only */}
          <button
            type="button"
            className={['checked-input-clear', suffix && 'checked-input-clear-has-suffix', (readOnly || !draft) && 'checked-input-clear-hidden'].filter(Boolean).join(' ')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              change('');
              inputRef.current?.focus();
            }}
          >
            <CloseCircleFilled aria-label={i18n._(msg`Clear`)} />
          </button>
          {suffix && <span className="checked-input-suffix">{suffix}</span>}
        </label>
      )}
      {error && (
        <div id={errorId} className="checked-input-error" role="alert">
          {i18n._(error)}
        </div>
      )}
    </div>
  );
}
