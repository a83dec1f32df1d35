/** Public settings read once at start (GET /settings): the maintenance banner. */
import { useQuery } from '@tanstack/react-query';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { $api } from '../api/queries.ts';

interface AppSettings {
  maintenanceBanner: boolean;
  uploadMaxMb: number;
}

const DEFAULTS: AppSettings = { maintenanceBanner: false, uploadMaxMb: 10 };
const SettingsContext = createContext<AppSettings>(DEFAULTS);

export function AppSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery({ ...$api.queryOptions('get', '/settings'), staleTime: Infinity });
  const settings = useMemo<AppSettings>(
    () => (data ? { maintenanceBanner: data.data.maintenance_banner, uploadMaxMb: data.data.upload_max_mb } : DEFAULTS),
    [data],
  );
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export function useAppSettings(): AppSettings {
  return use(SettingsContext);
}
