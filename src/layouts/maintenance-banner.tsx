import { Trans } from '@lingui/react/macro';
import { Alert } from 'antd';
import { MAINTENANCE_MAIL_DELAY_HOURS } from '../../engine/index.ts';
import { useAppSettings } from '../app/app-settings.tsx';

/** Spec §1: services under maintenance, e-mails may be late; orders are still taken. */
export function MaintenanceBanner() {
  const { maintenanceBanner } = useAppSettings();
  if (!maintenanceBanner) return null;
  const hours = MAINTENANCE_MAIL_DELAY_HOURS;
  return (
    <Alert
      banner
      type="warning"
      role="status"
      className="maintenance-banner"
      title={
        <Trans>
          Our services are under maintenance: confirmation e-mails may be delayed by up to {hours} hours. Order taking
          remains operational.
        </Trans>
      }
    />
  );
}
