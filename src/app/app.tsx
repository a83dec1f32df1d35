/**
 * The providers around the router: Lingui, antd's theme (without motion when the system asks for less), the API's query
 * cache, settings and the session; the toasts beside it. The browser's router by default; the build draws the landing
 * page with a memory router (src/app/landing-prerender.tsx).
 */
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/queries.ts';
import { AuthProvider } from '../auth/auth-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import { ToastHost } from '../lib/toast-host.tsx';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { ApiCacheScope } from './api-cache.tsx';
import { AppSettingsProvider } from './app-settings.tsx';
import { createRouter, type AppRouter } from './router.tsx';
import { stillTheme, theme } from './theme.ts';

export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createRouter());
  const still = useReducedMotion();
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider theme={still ? stillTheme : theme}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <AppSettingsProvider>
            <AuthProvider>
              <ApiCacheScope />
              <RouterProvider router={router} />
            </AuthProvider>
          </AppSettingsProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </I18nProvider>
  );
}
