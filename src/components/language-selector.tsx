/**
 * Switching language changes the URL prefix, sets the locale cookie for 365
 * days and, when signed in, saves the user's locale through the API.
 * A native select, styled like the theme's fields: it is on every page, the
 * first one included, where antd's Select would add its popup, virtual list
 * and positioning code.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALE_INFO, LOCALES, type Locale } from '../../engine/index.ts';
import { $api, settle } from '../api/queries.ts';
import { useLocale } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { writeLocaleCookie } from '../i18n/i18n.ts';
import { withLocale } from '../i18n/locale-path.ts';

export function LanguageSelector() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { account, refresh } = useAuth();
  const { mutateAsync: saveLocale } = $api.useMutation('put', '/user/{id}');

  const change = async (next: Locale) => {
    writeLocaleCookie(next);
    void navigate(`${withLocale(location.pathname, next)}${location.search}`);
    if (account && account.locale !== next) {
      // a refusal changes nothing on screen, the account is read again; a call without answer stops here
      await settle(saveLocale({ params: { path: { id: account.id } }, body: { locale: next } }));
      await refresh();
    }
  };

  return (
    <select
      className="language-selector"
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => void change(event.target.value as Locale)}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_INFO[code].label}
        </option>
      ))}
    </select>
  );
}
