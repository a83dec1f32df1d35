/**
 * The screen of the address the app opens on, found before the app renders,
 * so that its chunk (and its layout's) downloads with the language catalogue
 * instead of after it.
 */
import type { ComponentType } from 'react';
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

/** Screens whose module preloadScreen has received. */
const loaded = new Map<RouteDefinition, ComponentType>();

/** The screen of a route if its module is already here: the router draws it at once, without suspending on a lazy one. */
export function loadedScreen(route: RouteDefinition): ComponentType | undefined {
  return loaded.get(route);
}

/** Starts downloading the screen of a path; the router's lazy screen later gets the same module. Resolves once it is there (or failed). */
export function preloadScreen(pathname: string): Promise<void> {
  // a failed download is retried, and reported, when the router renders the screen
  const route = routeFor(pathname);
  const screen = route?.load().then((module) => void loaded.set(route, module.default), () => undefined);
  const layout = route?.layout === 'default' ? loadDefaultLayout().catch(() => undefined) : undefined;
  return Promise.all([screen, layout]).then(() => undefined);
}
