/**
 * The mark beside a question whose answer came from the quote's pool project
 * and was not changed since: a tag read after the question's label, its
 * tooltip saying what it means. It goes once the answer is changed.
 */
import { ExpandOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tag, Tooltip } from 'antd';

export function FromPoolTag({ fieldId }: { fieldId: string }) {
  const { t } = useLingui();
  return (
    <Tooltip title={t`Filled from the measures of the project's pool. Change it to give your own answer.`}>
      <Tag color="cyan" icon={<ExpandOutlined aria-hidden />} className="from-pool-tag" id={`${fieldId}-from-pool`} data-testid="from-pool" tabIndex={0}>
        <Trans>From the pool</Trans>
      </Tag>
    </Tooltip>
  );
}
