import { Trans } from '@lingui/react/macro';
import { Button, Result } from 'antd';

/** Shown when the session could not be checked because the server is out of reach. */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="error-page">
      <Result
        status="warning"
        title={<Trans>The server cannot be reached</Trans>}
        subTitle={<Trans>Check your network connection, then try again.</Trans>}
        extra={
          <Button type="primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </main>
  );
}
