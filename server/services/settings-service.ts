/** Public settings the front end needs before sign-in. */
import type { ServiceContext, ServiceHandlers } from './types.ts';

export function settingsService({ config }: ServiceContext): ServiceHandlers {
  return {
    async getAppSettings() {
      return { data: { maintenance_banner: config.maintenanceBanner, upload_max_mb: config.uploadMaxMb } };
    },
  };
}
