/**
 * The language of the routes below: the URL prefix, or for unprefixed routes
 * the locale cookie, else French. Loads the catalogue before rendering.
 */
import { ConfigProvider, Spin } from 'antd';
import { createContext, use, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { Locale } from '../../engine/index.ts';
import { antdLocale } from '../i18n/antd-locales.ts';
import { activateLocale, i18n, unprefixedLocale } from '../i18n/i18n.ts';

interface LocaleScopeValue {
  prefix: Locale | null;
  locale: Locale;
}

const LocaleScopeContext = createContext<LocaleScopeValue>({ prefix: null, locale: 'fr' });

export function useLocalePrefix(): Locale | null {
  return use(LocaleScopeContext).prefix;
}

export function useLocale(): Locale {
  return use(LocaleScopeContext).locale;
}

export function LocaleScope({ prefix }: { prefix: Locale | null }) {
  const locale = prefix ?? unprefixedLocale();
  const [ready, setReady] = useState(i18n.locale === locale);

  useEffect(() => {
    let current = true;
    if (i18n.locale === locale) {
      setReady(true);
      return;
    }
    setReady(false);
    void activateLocale(locale).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [locale]);

  if (!ready) return <Spin fullscreen />;
  return (
    <LocaleScopeContext value={{ prefix, locale }}>
      <ConfigProvider locale={antdLocale(locale)}>
        <Outlet />
      </ConfigProvider>
    </LocaleScopeContext>
  );
}
