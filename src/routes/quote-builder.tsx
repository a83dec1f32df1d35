import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function QuoteBuilderPage() {
  return (
    <UpcomingScreen
      title={<Trans>Quote</Trans>}
      description={<Trans>The step-by-step quote builder, its price calculation and customisation.</Trans>}
    />
  );
}
