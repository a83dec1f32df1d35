/**
 * Inconsistencies in the builder: the dialog after saving a step that has
 * some (solve them, or continue without solving, with a warning), and the
 * list of every inconsistency of the quote with a way to go to its step.
 * Blocking ones are marked as such; they prevent validation.
 */
import { WarningOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CheckedInconsistency } from '../../../engine/index.ts';
import { StepLinks, type HeldBackStep } from './held-back-notice.tsx';

function InconsistencyItem({ item, stepTitle, onGoto }: { item: CheckedInconsistency; stepTitle?: string; onGoto?: () => void }) {
  return (
    <li className="inconsistency-item">
      <WarningOutlined className="inconsistency-icon" style={{ color: item.blocking ? '#cf1322' : '#ad6800' }} aria-hidden />
      <div className="inconsistency-body">
        <div>
          {item.blocking ? <Tag color="error"><Trans>Blocking</Trans></Tag> : <Tag color="warning"><Trans>Warning</Trans></Tag>}
          {stepTitle && <Typography.Text type="secondary">{stepTitle}</Typography.Text>}
        </div>
        <Typography.Text>{item.reason}</Typography.Text>
      </div>
      {onGoto && (
        <Button type="link" onClick={onGoto}>
          <Trans>Go to the step</Trans>
        </Button>
      )}
    </li>
  );
}

/** Inconsistencies as a list: a plain one, antd's List would bring its pager into the builder. */
function InconsistencyItems({ children }: { children: ReactNode }) {
  return <ul className="inconsistency-items">{children}</ul>;
}

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

export interface InconsistencyListProps {
  inconsistencies: readonly CheckedInconsistency[];
  stepTitle: (stepId: number) => string;
  onGoto: (stepId: number) => void;
  /** Downloads the quote's inconsistency report (PDF). */
  onDownloadReport?: () => void;
}

/** Every inconsistency of the quote's saved answers. */
export function InconsistencyList({ inconsistencies, stepTitle, onGoto, onDownloadReport }: InconsistencyListProps) {
  const { t } = useLingui();
  if (inconsistencies.length === 0) return null;
  return (
    <section aria-label={t`Inconsistencies`} className="inconsistency-list">
      <Typography.Title level={3}>
        <Trans>Inconsistencies ({inconsistencies.length})</Trans>
      </Typography.Title>
      <InconsistencyItems>
        {[...inconsistencies]
          .sort((a, b) => Number(b.blocking) - Number(a.blocking))
          .map((item, i) => (
            <InconsistencyItem key={i} item={item} stepTitle={stepTitle(item.stepId)} onGoto={() => onGoto(item.stepId)} />
          ))}
      </InconsistencyItems>
      {onDownloadReport && (
        <Button type="link" onClick={onDownloadReport}>
          <Trans>Download the inconsistency report (PDF)</Trans>
        </Button>
      )}
    </section>
  );
}
