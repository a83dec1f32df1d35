import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function QuoteConfirmationPage() {
  return (
    <UpcomingScreen
      title={<Trans>Validation in progress</Trans>}
      description={<Trans>Your order is waiting for confirmation by your trading group or our order desk.</Trans>}
    />
  );
}
