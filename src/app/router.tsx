/** Every route unprefixed and under de, en, es, fr, it and nl. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOCALES, type Locale } from '../../engine/index.ts';
import { LocaleScope } from './locale-scope.tsx';
import { RouteGuard } from './route-guard.tsx';
import { ROUTES } from './route-table.ts';
import { ServerErrorPage } from './server-error-page.tsx';

function routesUnder(prefix: Locale | null): RouteObject {
  return {
    path: prefix ? `/${prefix}` : '/',
    element: <LocaleScope prefix={prefix} />,
    errorElement: <ServerErrorPage />,
    children: ROUTES.map((route) =>
      route.path === ''
        ? { index: true, element: <RouteGuard route={route} /> }
        : { path: route.path, element: <RouteGuard route={route} /> },
    ),
  };
}

export function buildRoutes(): RouteObject[] {
  return [...LOCALES.map((locale) => routesUnder(locale)), routesUnder(null)];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
