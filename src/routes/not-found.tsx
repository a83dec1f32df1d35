import { Trans } from '@lingui/react/macro';
import { ErrorPage } from '../components/error-page.tsx';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { localePath } from '../i18n/locale-path.ts';

export default function NotFoundPage() {
  const prefix = useLocalePrefix();
  return (
    <ErrorPage
      status="404"
      title={<Trans>This page could not be found</Trans>}
      subTitle={<Trans>The address may be mistyped, or the page may have moved.</Trans>}
      landingPath={localePath(prefix, '/')}
    />
  );
}
