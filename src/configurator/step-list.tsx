/**
 * The quote builder's step list (spec §2 and §4): every visible step with its
 * title in the language and its state (valid in the success colour, error in
 * the error colour, none), the current one highlighted; disabled steps cannot
 * be chosen. A failed inconsistency check (EVAL_ERROR, or no answer) shows as
 * a single error marker above the list. Vertical beside the form on a
 * desktop; on a tablet or a phone, one row that scrolls sideways to the
 * current step, titles unbroken.
 */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Flex, Steps, theme } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import type { Locale, StepListItem } from '../../engine/index.ts';
import { useDevice } from '../lib/use-device.ts';
import { afterInputPainted } from '../lib/after-input.ts';
import { afterPaint } from '../lib/after-paint.ts';
import { ChosenStep, useChosenStep } from './chosen-step.ts';
import { stepListEntries } from './step-list-entries.ts';

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

const ICON_SIZE = 24;
const DISABLED_OPACITY = 0.5;

/** Re-rendered only when its entries or props change (`useQuoteBuilder` keeps the same entries while they are equal): not on every edit. */
export const StepList = memo(function StepList({ items, locale, onSelect, checkFailed = false, orientation, chosen: shared }: StepListProps) {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const { isMobile } = useDevice();
  const layout = orientation ?? (isMobile ? 'horizontal' : 'vertical');
  const horizontal = layout === 'horizontal';
  // the step chosen is shown current at once; the builder is told once that frame is painted (the move renders
  // the whole screen: issue 17, item 1), and what it makes current is shown from then on
  const [own] = useState(() => new ChosenStep());
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
    finish: <CheckCircleFilled aria-label={t`Valid step`} style={{ color: token.colorSuccess, fontSize: ICON_SIZE }} />,
    error: <CloseCircleFilled aria-label={t`Step with errors`} style={{ color: token.colorError, fontSize: ICON_SIZE }} />,
  };

  return (
    <Flex vertical gap={12}>
      {checkFailed && <Alert type="error" showIcon role="alert" title={<Trans>The steps could not be checked</Trans>} />}
      <div ref={row} style={horizontal ? { overflowX: 'auto', paddingBottom: token.paddingXS } : undefined}>
        <Steps
          orientation={layout}
          // the row scrolls sideways on a phone rather than turning into a tall column
          responsive={false}
          size="small"
          titlePlacement="horizontal"
          current={current}
          styles={horizontal ? { item: { flex: '1 0 auto' }, itemTitle: { whiteSpace: 'nowrap', paddingInline: token.paddingXXS } } : undefined}
          items={entries.map((entry) => ({
            key: entry.id,
            title: entry.title,
            status: entry.status,
            disabled: entry.disabled,
            icon: entry.status === 'finish' || entry.status === 'error' ? icons[entry.status] : undefined,
            styles: entry.current ? { title: { fontWeight: token.fontWeightStrong } } : undefined,
            // antd only changes the cursor of a disabled step: dim it too
            style: entry.disabled ? { opacity: DISABLED_OPACITY } : undefined,
            // passed on to the item's element, for assistive technologies
            ...{ 'aria-current': entry.current ? ('step' as const) : undefined, 'aria-disabled': entry.disabled || undefined },
          }))}
          onChange={(index) => {
            const entry = entries[index];
            if (!entry || entry.disabled || entry.current) return;
            store.set(entry.id);
            afterInputPainted(() => {
              store.set(undefined);
              onSelect(entry.id);
            });
          }}
        />
      </div>
    </Flex>
  );
});
