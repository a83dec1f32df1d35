/**
 * A component whose module loads on its first render, with a skeleton
 * meanwhile: for the parts of a screen that only one of its steps needs.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** A component loaded on first render, with a skeleton (or `fallback`) while it loads. */
export function loadedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <Skeleton active />): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}
