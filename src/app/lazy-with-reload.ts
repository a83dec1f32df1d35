/**
 * A lazily loaded screen whose chunk fails to load (typically after a new
 * release replaced the files) reloads the page, at most once a minute.
 */
import { lazy, type ComponentType } from 'react';
import { CHUNK_RELOAD_GUARD_MS } from '../../engine/index.ts';

const LAST_RELOAD_KEY = 'chunk-reload.at';

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() takes any component type
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const raw = localStorage.getItem(LAST_RELOAD_KEY);
      const now = Date.now();
      if (shouldReloadAfterChunkError(now, raw ? Number(raw) : null)) {
        localStorage.setItem(LAST_RELOAD_KEY, String(now));
        window.location.reload();
        return new Promise<never>(() => undefined); // the page is going away
      }
      throw error;
    }
  });
}
