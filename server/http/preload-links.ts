/**
 * `Link: rel=modulepreload` headers for the pages of the app: the browser
 * starts downloading the language's catalogue (with antd's texts) and, on the
 * landing page, the login screen while it still parses index.html, instead
 * of once the entry script has run and asked for them (one round trip less
 * before the first screen, which is what a phone on a slow network waits for).
 * Read from the build's manifest (dist/.vite/manifest.json); without one, no
 * header.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_NAME, LOCALE_INFO, LOCALES, type Locale } from '../../engine/index.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOGIN_SCREEN = 'src/routes/login.tsx';
const catalogueKey = (locale: Locale) => `src/locales/${locale}/messages.po`;
const antdTextsKey = (locale: Locale) => `/antd/es/locale/${LOCALE_INFO[locale].iso.replace('-', '_')}.js`;

/** The files of manifest entries and their static imports, less those index.html already loads. */
function filesOf(manifest: Manifest, keys: string[], loaded: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>(loaded);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The manifest key that is `key` or ends with it (antd's locale files are keyed by their path under node_modules). */
const keyEndingWith = (manifest: Manifest, end: string) => Object.keys(manifest).find((key) => key === end || key.endsWith(end));

function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The language of an app page: its URL prefix, else the locale cookie, else the default. */
export function pageLocale(pathname: string, cookieHeader: string | undefined): Locale {
  const prefix = pathname.split('/')[1];
  if (isLocale(prefix)) return prefix;
  const cookie = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** The landing page (the login screen): `/` or a language prefix alone. */
const isLanding = (pathname: string) => pathname === '/' || LOCALES.some((locale) => pathname === `/${locale}` || pathname === `/${locale}/`);

/**
 * The `Link` header value for an app page, by path and cookie; null when the
 * build has no manifest. Computed once per language and kind of page.
 */
export type PreloadLinks = (pathname: string, cookieHeader: string | undefined) => string | null;

export function preloadLinks(distDir: string): PreloadLinks | null {
  const manifest = readManifest(distDir);
  if (!manifest) return null;
  const loaded = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const headerFor = (keys: (string | undefined)[]) =>
    filesOf(manifest, keys.filter((key): key is string => key !== undefined), loaded)
      .map((file) => `</${file}>; rel=modulepreload; crossorigin`)
      .join(', ') || null;
  const headers = new Map<string, string | null>();
  return (pathname, cookieHeader) => {
    const locale = pageLocale(pathname, cookieHeader);
    const landing = isLanding(pathname);
    const key = `${locale}:${landing}`;
    if (!headers.has(key)) headers.set(key, headerFor([keyEndingWith(manifest, catalogueKey(locale)), keyEndingWith(manifest, antdTextsKey(locale)), ...(landing ? [LOGIN_SCREEN] : [])]));
    return headers.get(key)!;
  };
}
