/**
 * The quote builder's step list's entries (step-list.tsx): hidden steps left out,
 * each step's state as a status, the current one highlighted.
 */
import { localize, type Locale, type StepListItem } from '../../../engine/index.ts';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface StepListEntry {
  id: number;
  title: string;
  status: StepStatus;
  disabled: boolean;
  current: boolean;
}

/** error: the step has a blocking inconsistency; current: highlighted; valid: done; otherwise waiting. */
export function stepStatus(item: StepListItem): StepStatus {
  if (item.state === 'error') return 'error';
  if (item.current) return 'process';
  if (item.state === 'valid') return 'finish';
  return 'wait';
}

export function stepListEntries(items: readonly StepListItem[], locale: Locale): StepListEntry[] {
  return items
    .filter((item) => item.visible)
    .map((item) => ({ id: item.id, title: localize(item.title, locale), status: stepStatus(item), disabled: item.disabled, current: item.current }));
}
