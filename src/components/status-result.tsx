/**
 * antd's Result with its status icon named in the page's language: antd's
 * own reads its English name ("check-circle", "close-circle"). Every Result
 * of the app comes from here (lint rule); a Result given its own icon keeps it.
 */
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Result as AntResult, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

export function Result({ icon, status = 'info', ...props }: ResultProps) {
  const { t } = useLingui();
  const named: Partial<Record<string, ReactNode>> = {
    success: <CheckCircleFilled aria-label={t`Success`} />,
    error: <CloseCircleFilled aria-label={t`Error`} />,
    info: <ExclamationCircleFilled aria-label={t`Information`} />,
    warning: <WarningFilled aria-label={t`Warning`} />,
  }; // 403, 404 and 500 draw a picture, not an icon
  return <AntResult status={status} icon={icon === undefined ? named[String(status)] : icon} {...props} />;
}
