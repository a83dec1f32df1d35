/**
 * The screen of the address the app opens on, found before the app renders,
 * so that its chunk (and its layout's) downloads with the language catalogue
 * instead of after it.
 */
import { matchPath } from 'react-router-dom';
import { loadDefaultLayout } from '../layouts/layout-for.tsx';
import { ROUTES, type RouteDefinition } from './route-table.ts';

/** The route of a path without its language prefix (`/`, `/quote/12`...); the not-found route when none matches. */
export function routeFor(pathname: string): RouteDefinition | undefined {
  return (
    ROUTES.find((route) => route.path !== '*' && matchPath({ path: `/${route.path}`, end: true }, pathname)) ??
    ROUTES.find((route) => route.path === '*')
  );
}

/** Starts downloading the screen of a path; the router's lazy screen later gets the same module. */
export function preloadScreen(pathname: string): void {
  // a failed download is retried, and reported, when the router renders the screen
  const route = routeFor(pathname);
  route?.load().catch(() => undefined);
  if (route?.layout === 'default') loadDefaultLayout().catch(() => undefined);
}
