/** A server-paginated list that could not be loaded: what failed, the server's message and a retry. */
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { Result } from './status-result.tsx';
import type { ReactNode } from 'react';

export interface ListErrorProps {
  /** What could not be loaded, already translated. */
  title: ReactNode;
  /** The server's message. */
  error: string | null;
  onRetry(): void;
}

export function ListError({ title, error, onRetry }: ListErrorProps) {
  return (
    <Result
      status="error"
      className="quote-list-error"
      title={title}
      subTitle={error}
      extra={
        <Button type="primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
