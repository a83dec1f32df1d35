/**
 * Why the price, customisation and validation steps are closed, and where to
 * go: while a step has a blocking inconsistency those steps stay disabled
 * (engine/machine/step-states.ts), so the builder names each such step as a
 * link that opens it. Shown under the step list; after a "save and next"
 * that could not move on (the next step is one of the closed ones) it turns
 * into an alert that says the answers were saved but the quote cannot go on.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Flex } from 'antd';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { STEP_CALCULATION, type StepListItem } from '../../../engine/index.ts';
import { afterPaint } from './after-paint.ts';

export interface HeldBackStep {
  id: number;
  title: string;
}

/** The visible steps whose blocking inconsistencies keep the special steps closed. */
export function heldBackSteps(steps: readonly StepListItem[], title: (stepId: number) => string): HeldBackStep[] {
  const closed = steps.some((step) => step.id === STEP_CALCULATION && step.disabled);
  if (!closed) return [];
  return steps.filter((step) => step.visible && step.state === 'error').map((step) => ({ id: step.id, title: title(step.id) }));
}

/** Links that open the steps to solve. */
export function StepLinks({ steps, onGoto }: { steps: readonly HeldBackStep[]; onGoto: (stepId: number) => void }) {
  return (
    <Flex wrap gap={4} className="held-back-links">
      {steps.map((step) => (
        <Button key={step.id} type="link" size="small" onClick={() => onGoto(step.id)}>
          {step.title}
        </Button>
      ))}
    </Flex>
  );
}

export interface HeldBackNoticeProps {
  steps: readonly HeldBackStep[];
  onGoto: (stepId: number) => void;
  /** "Save and next" could not move on: say so where the user looks. */
  blockedNext: boolean;
}

/** Memoised: it follows the held-back steps and `blockedNext`, not each render of the builder. */
export const HeldBackNotice = memo(function HeldBackNotice({ steps, onGoto, blockedNext }: HeldBackNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (blockedNext) return afterPaint(() => box.current?.scrollIntoView?.({ block: 'nearest' }));
  }, [blockedNext]);
  if (steps.length === 0) return null;
  return (
    <div ref={box} className="held-back-notice" data-testid="held-back-notice">
      <Alert
        type={blockedNext ? 'error' : 'warning'}
        showIcon
        role={blockedNext ? 'alert' : 'status'}
        title={
          blockedNext ? (
            <Trans>Your answers are saved, but the quote cannot go on to its price while a step has a blocking inconsistency.</Trans>
          ) : (
            <Trans>Price, customisation and validation open once no step has a blocking inconsistency.</Trans>
          )
        }
        description={
          <>
            <Trans>Steps to solve:</Trans>
            <StepLinks steps={steps} onGoto={onGoto} />
          </>
        }
      />
    </div>
  );
});

/**
 * Whether the last "save and next" ended on the same step because the next
 * one is closed: `ask` when the user asks for the next step, `forget` when
 * the user chooses to solve the inconsistencies instead.
 */
export function useBlockedNext(state: { stepId: number; busy: boolean; reviewing: boolean; saveFailed: boolean; steps: readonly StepListItem[] }) {
  const [asked, setAsked] = useState<number | null>(null);
  const [blocked, setBlocked] = useState(false);
  const { stepId, busy, reviewing, saveFailed, steps } = state;
  useEffect(() => {
    if (asked === null || busy || reviewing) return;
    setAsked(null);
    const visible = steps.filter((step) => step.visible);
    const following = visible[visible.findIndex((step) => step.id === asked) + 1];
    setBlocked(!saveFailed && stepId === asked && following !== undefined && following.disabled);
  }, [asked, busy, reviewing, saveFailed, stepId, steps]);
  // another step opened: the message was about the previous one
  useEffect(() => setBlocked(false), [stepId]);
  return {
    blocked,
    ask: useCallback(() => setAsked(stepId), [stepId]),
    forget: useCallback(() => setAsked(null), []),
  };
}
