/**
 * The dialog after saving a step that has inconsistencies: solve them, or
 * continue without solving, with a warning (blocking ones prevent validation).
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Modal } from 'antd';
import type { CheckedInconsistency } from '../../../engine/index.ts';
import { StepLinks, type HeldBackStep } from './held-back-notice.tsx';
import { InconsistencyItem, InconsistencyItems } from './inconsistency-views.tsx';

export interface ReviewDialogProps {
  open: boolean;
  inconsistencies: readonly CheckedInconsistency[];
  /** The steps with a blocking inconsistency (this one included) that keep price, customisation and validation closed. */
  heldBack?: readonly HeldBackStep[];
  onSolve: () => void;
  /** Opens a step named in `heldBack` (the dialog closes). */
  onGoto?: (stepId: number) => void;
  onContinue: () => void;
}

/** After "save and next" on a step with inconsistencies. */
export function InconsistencyReviewDialog({ open, inconsistencies, heldBack = [], onSolve, onGoto, onContinue }: ReviewDialogProps) {
  const blocking = inconsistencies.some((item) => item.blocking);
  return (
    <Modal
      open={open}
      title={<Trans>This step has inconsistencies</Trans>}
      onCancel={onSolve}
      footer={[
        <Button key="continue" onClick={onContinue}>
          <Trans>Continue without solving</Trans>
        </Button>,
        <Button key="solve" type="primary" onClick={onSolve}>
          <Trans>Solve them</Trans>
        </Button>,
      ]}
    >
      <InconsistencyItems>
        {inconsistencies.map((item, i) => (
          <InconsistencyItem key={i} item={item} />
        ))}
      </InconsistencyItems>
      <Alert
        type={blocking ? 'error' : 'warning'}
        showIcon
        title={
          blocking ? (
            <Trans>You may go on, but the quote cannot be validated while a blocking inconsistency remains.</Trans>
          ) : (
            <Trans>You may go on: these are warnings, check them with your customer.</Trans>
          )
        }
        description={
          blocking ? (
            <>
              <Trans>Until then, the price, customisation and validation steps stay closed: you can still go through the other steps.</Trans>
              {heldBack.length > 0 && onGoto && (
                <>
                  {' '}
                  <Trans>Steps to solve:</Trans>
                  <StepLinks steps={heldBack} onGoto={onGoto} />
                </>
              )}
            </>
          ) : undefined
        }
      />
    </Modal>
  );
}
