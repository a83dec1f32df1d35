/** What the builder shows when its quote cannot be opened: missing or not the user's, or not loaded (with a retry). */
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { Result } from '../../components/status-result.tsx';
import { Link } from 'react-router-dom';
import { useLocalePrefix } from '../../app/locale-scope.tsx';
import { localePath } from '../../i18n/locale-path.ts';
import { Heading } from '../../components/text.tsx';

export interface QuoteLoadErrorProps {
  notFound: boolean;
  /** The server's message, when it gave one. */
  message: string | null;
  onRetry: () => void;
}

export function QuoteLoadError({ notFound, message, onRetry }: QuoteLoadErrorProps) {
  const prefix = useLocalePrefix();
  return (
    <Result
      status={notFound ? '404' : 'error'}
      // the page's one heading: the builder's header has no quote to name
      title={<Heading level={1} style={{ fontSize: 'inherit', lineHeight: 'inherit', margin: 0 }}>{notFound ? <Trans>This quote does not exist, or it is not one of yours.</Trans> : message ?? <Trans>The quote could not be loaded.</Trans>}</Heading>}
      extra={[
        <Link key="list" to={localePath(prefix, '/quote')}>
          <Button type="primary"><Trans>Back to my quotes</Trans></Button>
        </Link>,
        !notFound && <Button key="retry" onClick={onRetry}><Trans>Try again</Trans></Button>,
      ]}
    />
  );
}
