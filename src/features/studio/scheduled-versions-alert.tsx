/**
 * The versions scheduled after the one being put in force, which would replace it on their date:
 * the warning a publication and a rollback both show before asking whether to cancel or keep them.
 */
import { Trans } from '@lingui/react/macro';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { FamilyVersion } from './use-studio-families.ts';

interface ScheduledVersionsAlertProps {
  title: ReactNode;
  versions: readonly FamilyVersion[];
  locale: Locale;
  testId: string;
  className?: string;
}

export function ScheduledVersionsAlert({ title, versions, locale, testId, className }: ScheduledVersionsAlertProps) {
  return (
    <Alert
      className={className}
      type="warning"
      showIcon
      title={title}
      description={
        <ul className="studio-blockers" data-testid={testId}>
          {versions.map((version) => {
            const next = version.number;
            const from = formatDateTime(version.effective_from, locale);
            return (
              <li key={next}>
                <Trans>Version {next} from {from}</Trans>
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
