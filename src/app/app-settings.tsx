/** Public settings read once at start (GET /settings): the maintenance banner. */
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { api } from '../api/client.ts';

interface AppSettings {
  maintenanceBanner: boolean;
  uploadMaxMb: number;
}

const SettingsContext = createContext<AppSettings>({ maintenanceBanner: false, uploadMaxMb: 10 });

export function AppSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<AppSettings>({ maintenanceBanner: false, uploadMaxMb: 10 });
  useEffect(() => {
    api
      .GET('/settings')
      .then(({ data }) => {
        if (data) setSettings({ maintenanceBanner: data.data.maintenance_banner, uploadMaxMb: data.data.upload_max_mb });
      })
      .catch(() => undefined);
  }, []);
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export function useAppSettings(): AppSettings {
  return use(SettingsContext);
}
