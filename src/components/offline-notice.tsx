import { DisconnectOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { StatusPanel } from './status-panel.tsx';

/** Shown when the session could not be checked because the server is out of reach. */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="error-page">
      <StatusPanel
        tone="warning"
        icon={<DisconnectOutlined aria-hidden />}
        title={<Trans>The server cannot be reached</Trans>}
        subTitle={<Trans>Check your network connection, then try again.</Trans>}
        action={
          <Button type="primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </main>
  );
}
