/** The providers around the router: Lingui, antd's theme, settings and the session; the toasts beside it. */
import { I18nProvider } from '@lingui/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import { ToastHost } from '../lib/toast-host.tsx';
import { AppSettingsProvider } from './app-settings.tsx';
import { createRouter } from './router.tsx';
import { theme } from './theme.ts';

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider theme={theme}>
        <ToastHost />
        <AppSettingsProvider>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </AppSettingsProvider>
      </ConfigProvider>
    </I18nProvider>
  );
}
