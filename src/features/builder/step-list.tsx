/**
 * The quote builder's step list (spec §2 and §4): every visible step with its
 * title in the language and its state (valid in the success colour, error in
 * the error colour, none), the current one highlighted; disabled steps cannot
 * be chosen. A failed inconsistency check (EVAL_ERROR, or no answer) shows as
 * a single error marker above the list. Vertical beside the form on a
 * desktop; on a tablet or a phone, one row that scrolls sideways to the
 * current step, titles unbroken. Plain markup drawn as antd's small Steps
 * (step-list.css): antd's rendered every item with its style hooks again
 * whenever the current step changed (issue 17, item 1).
 */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Flex } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import type { Locale, StepListItem } from '../../../engine/index.ts';
import { useDevice } from '../../lib/use-device.ts';
import { afterPaint } from './after-paint.ts';
import { useInputScheduler } from './input-scheduler-context.tsx';
import { ChosenStep, useChosenStep } from './chosen-step.ts';
import { stepListEntries } from './step-list-entries.ts';
import './step-list.css';

export interface StepListProps {
  /** `describeSteps(…)` of the quote builder. */
  items: readonly StepListItem[];
  locale: Locale;
  /** A step was chosen (never a disabled or the current one). */
  onSelect: (stepId: number) => void;
  /** The last inconsistency check failed: one error marker for the whole list. */
  checkFailed?: boolean;
  /** Forces the layout; by default it follows the device. */
  orientation?: 'vertical' | 'horizontal';
  /** Where the step chosen waits for the click's frame, shared with the step's screen (the list's own by default). */
  chosen?: ChosenStep;
}

/** Re-rendered only when its entries or props change (`useQuoteBuilder` keeps the same entries while they are equal): not on every edit. */
export const StepList = memo(function StepList({ items, locale, onSelect, checkFailed = false, orientation, chosen: shared }: StepListProps) {
  const { t } = useLingui();
  const { isMobile } = useDevice();
  const layout = orientation ?? (isMobile ? 'horizontal' : 'vertical');
  const horizontal = layout === 'horizontal';
  // the step chosen is shown current at once; the builder is told once that frame is on screen (the move renders
  // the whole screen: issue 17, item 1), and what it makes current is shown from then on
  const [own] = useState(() => new ChosenStep());
  const inputs = useInputScheduler();
  const store = shared ?? own;
  const chosen = useChosenStep(store);
  const entries = stepListEntries(chosen === undefined ? items : items.map((item) => ({ ...item, current: item.id === chosen })), locale);
  const current = entries.findIndex((entry) => entry.current);
  const row = useRef<HTMLDivElement>(null);

  // a row wider than the screen shows the current step, once the move is painted (scrolling reads the layout)
  useEffect(() => {
    if (!horizontal) return;
    return afterPaint(() => row.current?.querySelector('[aria-current="step"]')?.scrollIntoView?.({ inline: 'center', block: 'nearest' }));
  }, [horizontal, current]);

  const icons = {
    finish: <CheckCircleFilled className="step-list-icon" aria-label={t`Valid step`} />,
    error: <CloseCircleFilled className="step-list-icon" aria-label={t`Step with errors`} />,
  };

  return (
    <Flex vertical gap={12}>
      {checkFailed && <Alert type="error" showIcon role="alert" title={<Trans>The steps could not be checked</Trans>} />}
      <div ref={row} className={horizontal ? 'step-list-row' : undefined}>
        <ol className={`step-list step-list-${layout}`}>
          {entries.map((entry, index) => (
            <li key={entry.id} className={`step-list-step step-list-step-${entry.status}`}>
              <button
                type="button"
                className={`step-list-item step-list-item-${entry.status}`}
                aria-current={entry.current ? 'step' : undefined}
                aria-disabled={entry.disabled || undefined}
                onClick={() => {
                  if (entry.disabled || entry.current) return;
                  store.set(entry.id);
                  inputs.afterInputShown(() => {
                    store.set(undefined);
                    onSelect(entry.id);
                  });
                }}
              >
                {entry.status === 'finish' || entry.status === 'error' ? icons[entry.status] : <span className="step-list-icon step-list-number">{index + 1}</span>}
                <span className="step-list-title">{entry.title}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </Flex>
  );
});
