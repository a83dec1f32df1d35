import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function QuotesPage() {
  return (
    <UpcomingScreen
      title={<Trans>My quotes</Trans>}
      description={<Trans>The list of your quotes and the form to start a new one.</Trans>}
    />
  );
}
