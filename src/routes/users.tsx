import { Trans } from '@lingui/react/macro';
import { UpcomingScreen } from '../components/upcoming-screen.tsx';

export default function UsersPage() {
  return (
    <UpcomingScreen
      title={<Trans>User management</Trans>}
      description={<Trans>Companies, users, subscription links and external clients.</Trans>}
    />
  );
}
