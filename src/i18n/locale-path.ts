/** URL prefixes: every route exists unprefixed and under each language. */
import { isLocale, type Locale } from '../../engine/index.ts';

/** Splits `/de/order?x=1` into its language prefix and the rest. */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] ?? '/' };
  return { locale: null, rest: pathname || '/' };
}

/** The same page under another language prefix. */
export function withLocale(pathname: string, locale: Locale): string {
  const { rest } = splitLocalePath(pathname);
  return rest === '/' ? `/${locale}/` : `/${locale}${rest}`;
}

/** A path of the app under the prefix in use (`/order` -> `/de/order`). */
export function localePath(prefix: Locale | null, path: string): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}/` : `/${prefix}${path}`;
}
