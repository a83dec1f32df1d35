/** The generic 500 page, shown by the root error boundary. */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '../components/error-page.tsx';
import { localePath, splitLocalePath } from '../i18n/locale-path.ts';

export function ServerErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { locale } = splitLocalePath(window.location.pathname);
  return (
    <ErrorPage
      status="500"
      title={<Trans>Something went wrong</Trans>}
      subTitle={<Trans>An unexpected error occurred. Resetting the application usually solves it.</Trans>}
      landingPath={localePath(locale, '/')}
    />
  );
}
