import type { ReactNode } from 'react';
import { MaintenanceBanner } from './maintenance-banner.tsx';

/** No header. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-bare">
      <MaintenanceBanner />
      {children}
    </div>
  );
}
