import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function QuoteSuccessPage() {
  return (
    <UpcomingScreen
      title={<Trans>Order confirmed</Trans>}
      description={<Trans>The confirmation of your order and its purchase order document.</Trans>}
    />
  );
}
