/**
 * Where toasts appear: nothing until the first toast is asked for, then
 * antd's notification and message holders, loaded on demand (src/lib/toast.ts).
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '../app/lazy-with-reload.ts';
import { whenToastsRequested } from './toast.ts';

const ToastOutlet = lazyWithReload(() => import('./toast-outlet.tsx').then((module) => ({ default: module.ToastOutlet })));

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastsRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
