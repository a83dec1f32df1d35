import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function SubscriptionPage() {
  return (
    <UpcomingScreen
      title={<Trans>Complete your registration</Trans>}
      description={<Trans>Choose your password to activate the account you were invited to.</Trans>}
    />
  );
}
