/**
 * Inconsistencies in the builder: the items the review dialog shows
 * (inconsistency-review-dialog.tsx), and the list of every inconsistency of the quote with a way to go to its step.
 * Blocking ones are marked as such; they prevent validation.
 */
import { WarningOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd';
import { memo, type ReactNode } from 'react';
import type { CheckedInconsistency } from '../../../engine/index.ts';
import { Heading, SecondaryText } from '../../components/text.tsx';

export function InconsistencyItem({ item, stepTitle, onGoto }: { item: CheckedInconsistency; stepTitle?: string; onGoto?: () => void }) {
  return (
    <li className="inconsistency-item">
      <WarningOutlined className="inconsistency-icon" style={{ color: item.blocking ? '#cf1322' : '#ad6800' }} aria-hidden />
      <div className="inconsistency-body">
        <div>
          {item.blocking ? <Tag color="error"><Trans>Blocking</Trans></Tag> : <Tag color="warning"><Trans>Warning</Trans></Tag>}
          {stepTitle && <SecondaryText>{stepTitle}</SecondaryText>}
        </div>
        <span>{item.reason}</span>
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
export function InconsistencyItems({ children }: { children: ReactNode }) {
  return <ul className="inconsistency-items">{children}</ul>;
}


export interface InconsistencyListProps {
  inconsistencies: readonly CheckedInconsistency[];
  stepTitle: (stepId: number) => string;
  onGoto: (stepId: number) => void;
  /** Downloads the quote's inconsistency report (PDF). */
  onDownloadReport?: () => void;
}

/** Every inconsistency of the quote's saved answers; memoised (stable `stepTitle`, `onGoto` and `onDownloadReport`): it follows the saved answers, not each render of the builder. */
export const InconsistencyList = memo(function InconsistencyList({ inconsistencies, stepTitle, onGoto, onDownloadReport }: InconsistencyListProps) {
  const { t } = useLingui();
  if (inconsistencies.length === 0) return null;
  return (
    <section aria-label={t`Inconsistencies`} className="inconsistency-list">
      <Heading level={3}>
        <Trans>Inconsistencies ({inconsistencies.length})</Trans>
      </Heading>
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
});
