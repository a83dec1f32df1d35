/**
 * RJSF's Form of a step, not rendered again when the only new prop is the
 * data the form itself just reported through `onChange` (the answers of the
 * machine coming back after an edit): RJSF already holds that data, and a new
 * `formData` prop would make it derive its whole state again (defaults,
 * schema, errors) on every click and key (issue 17, item 1). Data that
 * differs from the report (answers cleared or forced by the rules, a preset
 * loaded) and any other prop that changes still reach the form.
 *
 * The callbacks must be stable, or read what they need when called: a
 * skipped render leaves the form with the callbacks it had.
 */
import type { FormProps } from '@rjsf/core';
import { memo } from 'react';
import type { StepFormData } from '../../../engine/index.ts';
import { ThemedForm } from './theme.ts';

export type StepThemedFormProps = FormProps & {
  /** The data the form reported last (its own state), or undefined before any report. */
  reported: StepFormData | undefined;
};

/** Nothing new for the form: its own report handed back, every other prop the same. */
export function onlyItsReportBack(previous: StepThemedFormProps, next: StepThemedFormProps): boolean {
  if (next.reported === undefined || next.formData !== next.reported) return false;
  const keys = Object.keys(next) as (keyof StepThemedFormProps)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => key === 'formData' || key === 'reported' || Object.is(previous[key], next[key]));
}

export const StepThemedForm = memo(function StepThemedForm({ reported: _reported, ...props }: StepThemedFormProps) {
  return <ThemedForm {...props} />;
}, onlyItsReportBack);
