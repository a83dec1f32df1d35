/** Every route unprefixed and under de, en, es, fr, it and nl. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOCALES, type Locale } from '../../engine/index.ts';
import { lazyWithReload } from './lazy-with-reload.ts';
import { LocaleScope } from './locale-scope.tsx';
import { loadedScreen } from './preload-screen.ts';
import { RouteGuard } from './route-guard.tsx';
import { ROUTES } from './route-table.ts';
import { ServerErrorPage } from './server-error-page.tsx';

/** One lazy module per screen, shared by every language prefix. */
const SCREENS = new Map(ROUTES.map((route) => [route, lazyWithReload(route.load)]));

function routesUnder(prefix: Locale | null): RouteObject {
  return {
    path: prefix ? `/${prefix}` : '/',
    element: <LocaleScope prefix={prefix} />,
    errorElement: <ServerErrorPage />,
    children: ROUTES.map((route) => {
      // the screen the app opened on is usually here already (preloadScreen): drawn at once, no spinner before it
      const element = <RouteGuard route={route} screen={loadedScreen(route) ?? SCREENS.get(route)!} />;
      return route.path === '' ? { index: true, element } : { path: route.path, element };
    }),
  };
}

export function buildRoutes(): RouteObject[] {
  return [...LOCALES.map((locale) => routesUnder(locale)), routesUnder(null)];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
export type AppRouter = ReturnType<typeof createRouter>;
