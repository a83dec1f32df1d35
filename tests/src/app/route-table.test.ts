import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/app/route-table.ts';

const byPath = (path: string) => ROUTES.find((route) => route.path === path);

describe('route table (spec section 2)', () => {
  it('has every route of the specification', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of ['', 'home', 'order', 'quote', 'user', 'user/subscription', 'quote/:id', 'quote/:id/confirmation', 'quote/:id/success', '*']) {
      expect(paths).toContain(path);
    }
  });

  it('keeps the login page and registration completion public, the rest behind sign-in', () => {
    expect(byPath('')).toMatchObject({ auth: false, guestOnly: true, layout: 'unauthenticated' });
    expect(byPath('user/subscription')).toMatchObject({ auth: false, layout: 'unauthenticated' });
    for (const path of ['home', 'order', 'quote', 'user', 'quote/:id']) expect(byPath(path)?.auth).toBe(true);
  });

  it('names the permissions the screens need', () => {
    expect(byPath('user')?.permission).toBe('USER_MANAGEMENT');
    expect(byPath('user/external-clients')?.permission).toBe('EXTERNAL_CLIENTS_MANAGEMENT');
    expect(byPath('quote')?.permission).toBe('QUOTE_CREATE');
    expect(byPath('home')?.permission).toBeUndefined();
    // the login page's requests for access: the manufacturer's staff who manage users, nobody else
    expect(byPath('access-requests')).toMatchObject({ auth: true, permission: 'USER_MANAGEMENT', companyKind: 'manufacturer' });
    expect(byPath('user')?.companyKind).toBeUndefined();
    // the catalogue studio: the catalogue administrators only
    expect(byPath('catalogue')).toMatchObject({ auth: true, permission: 'CATALOGUE_ADMIN' });
    expect(byPath('catalogue/:id')).toMatchObject({ auth: true, permission: 'CATALOGUE_ADMIN' });
  });

  it('shows the 404 page without a header', () => {
    expect(byPath('*')).toMatchObject({ layout: 'none', auth: false });
  });
});
