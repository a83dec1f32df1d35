import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function OrdersPage() {
  return (
    <UpcomingScreen
      title={<Trans>My orders</Trans>}
      description={<Trans>The list of your orders with their status and delivery dates.</Trans>}
    />
  );
}
