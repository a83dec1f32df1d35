/** The providers around the router: Lingui, antd's App (toasts), settings and the session. */
import { I18nProvider } from '@lingui/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import { ToastBridge } from '../lib/toast-bridge.tsx';
import { AppSettingsProvider } from './app-settings.tsx';
import { createRouter } from './router.tsx';
import { theme } from './theme.ts';

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <ToastBridge />
          <AppSettingsProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </AppSettingsProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>
  );
}
