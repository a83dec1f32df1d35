import { describe, expect, it } from 'vitest';
import { routeFor } from '../../../src/app/preload-screen.ts';

describe('the screen of the opening address', () => {
  it.each([
    ['/', ''],
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/quote', 'quote'],
    ['/quote/12', 'quote/:id'],
    ['/quote/12/success', 'quote/:id/success'],
    ['/user/subscription', 'user/subscription'],
    ['/nowhere', '*'],
    ['/quote/12/unknown', '*'],
  ])('%s opens the route %s', (pathname, path) => {
    expect(routeFor(pathname)?.path).toBe(path);
  });
});
