import type { ReactNode } from 'react';
import type { LayoutName } from '../app/route-table.ts';
import { BareLayout } from './bare-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { UnauthenticatedLayout } from './unauthenticated-layout.tsx';

export function LayoutFor({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'default') return <DefaultLayout>{children}</DefaultLayout>;
  if (name === 'builder') return children;
  if (name === 'unauthenticated') return <UnauthenticatedLayout>{children}</UnauthenticatedLayout>;
  return <BareLayout>{children}</BareLayout>;
}
