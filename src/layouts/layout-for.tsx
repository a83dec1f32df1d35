/**
 * The layout of a route. The signed-in layout loads with the first signed-in
 * page (the header's tooltip and search are not the login page's), and
 * preloadScreen starts it with the screen.
 */
import { Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { lazyWithReload } from '../app/lazy-with-reload.ts';
import type { LayoutName } from '../app/route-table.ts';
import { BareLayout } from './bare-layout.tsx';
import { UnauthenticatedLayout } from './unauthenticated-layout.tsx';

export const loadDefaultLayout = () => import('./default-layout.tsx');
const DefaultLayout = lazyWithReload(() => loadDefaultLayout().then((module) => ({ default: module.DefaultLayout })));

export function LayoutFor({ name, title, children }: { name: LayoutName; title: string; children: ReactNode }) {
  if (name === 'default') {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <DefaultLayout title={title}>{children}</DefaultLayout>
      </Suspense>
    );
  }
  if (name === 'builder') return children;
  if (name === 'unauthenticated') return <UnauthenticatedLayout>{children}</UnauthenticatedLayout>;
  return <BareLayout>{children}</BareLayout>;
}
