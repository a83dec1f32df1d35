/**
 * Components whose module loads on their first render: for the parts of a
 * screen that only one of its steps needs, and for dialogs until they open.
 */
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { LoadingBlock } from '../components/loading-block.tsx';

/** A component loaded on first render, with grey lines (or `fallback`) while it loads. */
export function loadedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <LoadingBlock />): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

/**
 * A dialog loaded the first time it opens (nothing is drawn before), then kept
 * rendered so that it closes with its animation and opens again at once.
 */
export function loadedWhenOpened<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = loadedWhenShown(load, null);
  return function LoadedWhenOpened(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? <Loaded {...props} /> : null;
  };
}
