/**
 * Every screen of spec section 2 with its metadata. The router registers each
 * one unprefixed and under every language prefix.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Permission, Schemas } from '../api/types.ts';
import { loadCatalogue, type CatalogueName } from '../i18n/i18n.ts';

/** `builder`: the quote builder draws its own layout (it shows the quote's name). */
export type LayoutName = 'default' | 'unauthenticated' | 'none' | 'builder';

/** A screen's module once its own catalogue (lingui.config.ts) is loaded too, both downloaded at once. */
export async function withCatalogue<Module>(name: CatalogueName, module: Promise<Module>): Promise<Module> {
  const [loadedModule] = await Promise.all([module, loadCatalogue(name)]);
  return loadedModule;
}

export interface RouteDefinition {
  /** Path relative to the language prefix; '' is the landing (login) page. */
  path: string;
  layout: LayoutName;
  /** Signed-in users only. */
  auth: boolean;
  /** Users without it are sent home (route metadata guard). */
  permission?: Permission;
  /** Only users of a company of this kind (the manufacturer's screens); others are sent home like those without the permission. */
  companyKind?: Schemas['CompanyKind'];
  /** Signed-in users are sent on (the login page). */
  guestOnly?: boolean;
  title: MessageDescriptor;
  load: () => Promise<{ default: ComponentType }>;
}

/** The document's title on a screen: its route's title, then the product's name. */
export const documentTitle = (title: string) => `${title} · Aquaterra`;

export const ROUTES: RouteDefinition[] = [
  { path: '', layout: 'unauthenticated', auth: false, guestOnly: true, title: msg`Sign in`, load: () => import('../routes/login.tsx') },
  { path: 'home', layout: 'default', auth: true, title: msg`Home`, load: () => import('../routes/home.tsx') },
  { path: 'order', layout: 'default', auth: true, title: msg`My orders`, load: () => import('../routes/orders.tsx') },
  { path: 'order/:id', layout: 'default', auth: true, title: msg`My orders`, load: () => import('../routes/orders.tsx') },
  { path: 'quote', layout: 'default', auth: true, permission: 'QUOTE_CREATE', title: msg`My quotes`, load: () => import('../routes/quotes.tsx') },
  { path: 'project', layout: 'default', auth: true, permission: 'QUOTE_CREATE', title: msg`My pool projects`, load: () => withCatalogue('projects', import('../routes/projects.tsx')) },
  { path: 'project/new', layout: 'default', auth: true, permission: 'QUOTE_CREATE', title: msg`New pool project`, load: () => withCatalogue('projects', import('../routes/project-new.tsx')) },
  { path: 'project/:id', layout: 'default', auth: true, permission: 'QUOTE_CREATE', title: msg`Pool project`, load: () => withCatalogue('projects', import('../routes/project.tsx')) },
  { path: 'project/:id/edit', layout: 'default', auth: true, permission: 'QUOTE_EDIT', title: msg`Edit the project`, load: () => withCatalogue('projects', import('../routes/project-edit.tsx')) },
  { path: 'user', layout: 'default', auth: true, permission: 'USER_MANAGEMENT', title: msg`User management`, load: () => withCatalogue('admin', import('../routes/users.tsx')) },
  { path: 'user/external-clients', layout: 'default', auth: true, permission: 'EXTERNAL_CLIENTS_MANAGEMENT', title: msg`External clients`, load: () => withCatalogue('admin', import('../routes/external-clients.tsx')) },
  { path: 'access-requests', layout: 'default', auth: true, permission: 'USER_MANAGEMENT', companyKind: 'manufacturer', title: msg`Requests for access`, load: () => withCatalogue('admin', import('../routes/access-requests.tsx')) },
  { path: 'catalogue', layout: 'default', auth: true, permission: 'CATALOGUE_ADMIN', title: msg`Catalogue studio`, load: () => withCatalogue('studio', import('../routes/catalogue.tsx')) },
  { path: 'catalogue/:id', layout: 'default', auth: true, permission: 'CATALOGUE_ADMIN', title: msg`Catalogue studio`, load: () => withCatalogue('studio', import('../routes/catalogue-family.tsx')) },
  { path: 'user/subscription', layout: 'unauthenticated', auth: false, title: msg`Complete your registration`, load: () => import('../routes/subscription.tsx') },
  { path: 'quote/:id', layout: 'builder', auth: true, permission: 'QUOTE_EDIT', title: msg`Quote`, load: () => import('../routes/quote-builder.tsx') },
  { path: 'quote/:id/confirmation', layout: 'default', auth: true, title: msg`Validation in progress`, load: () => import('../routes/quote-confirmation.tsx') },
  { path: 'quote/:id/success', layout: 'default', auth: true, title: msg`Order confirmed`, load: () => import('../routes/quote-success.tsx') },
  { path: '*', layout: 'none', auth: false, title: msg`Page not found`, load: () => import('../routes/not-found.tsx') },
];
