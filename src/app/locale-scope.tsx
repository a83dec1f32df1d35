/**
 * The language of the routes below: the URL prefix, or for unprefixed routes
 * the locale cookie, else French. Loads the catalogue before rendering.
 */
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, DownOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { ConfigProvider, Spin } from 'antd';
import { createContext, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * antd's own icons name themselves in English ("search", "close-circle",
 * "down"): those that are the only content of a control are named in the
 * page's language, the others hidden from assistive technology. An alert's
 * status icon (every `<Alert showIcon>`) says the alert's kind in the page's
 * language, as the icon's colour does to the eye. The controls only the
 * screens of the signed-in layout have (search box, date picker, tabs) get
 * theirs from ScreenIcons (screen-icons.tsx), loaded with that layout. The
 * Storybook preview gives its stories both.
 */
export function namedIcons() {
  const clearIcon = <CloseCircleFilled aria-label={i18n._(msg`Clear`)} />;
  return {
    input: { allowClear: { clearIcon } },
    select: { clearIcon, suffixIcon: <DownOutlined aria-hidden /> },
    drawer: { closeIcon: <CloseOutlined aria-hidden /> }, // inside a button named "Close" in the page's language
    modal: { closeIcon: <CloseOutlined aria-hidden /> }, // likewise: every dialog's cross read "close" in English too
    alert: {
      successIcon: <CheckCircleFilled aria-label={i18n._(msg`Success`)} />,
      infoIcon: <InfoCircleFilled aria-label={i18n._(msg`Information`)} />,
      warningIcon: <ExclamationCircleFilled aria-label={i18n._(msg`Warning`)} />,
      errorIcon: <CloseCircleFilled aria-label={i18n._(msg`Error`)} />,
      closeIcon: <CloseOutlined aria-label={i18n._(msg`Close`)} />,
    },
  };
}

export function LocaleScope({ prefix }: { prefix: Locale | null }) {
  const locale = prefix ?? unprefixedLocale();
  const [active, setActive] = useState(i18n.locale);
  const wanted = useRef(locale);
  useLayoutEffect(() => {
    wanted.current = locale;
  });

  useEffect(() => {
    if (i18n.locale === locale) return setActive(locale);
    void activateLocale(locale).then(async () => {
      // another language asked for meanwhile: the last one asked wins
      if (wanted.current !== i18n.locale) await activateLocale(wanted.current);
      setActive(i18n.locale);
    });
  }, [locale]);

  const ready = active === locale && i18n.locale === locale;
  if (!ready) return <Spin fullscreen />;
  return (
    <LocaleScopeContext value={{ prefix, locale }}>
      <ConfigProvider locale={antdLocale(locale)} {...namedIcons()}>
        <Outlet />
      </ConfigProvider>
    </LocaleScopeContext>
  );
}
