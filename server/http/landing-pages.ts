/**
 * The landing page already drawn, per language (scripts/landing-pages.ts
 * writes `landing/{locale}.html` at build time): sent for `/` (in the
 * language of the locale cookie, else French) and `/fr`, `/de`… instead of
 * index.html, so that the login card paints with the HTML. A landing address
 * that shows something else on that screen (the forgotten-password view, the
 * notice after a registration or a reset, a login filled in) gets index.html,
 * whose app draws it. The pages' inline script is allowed by its hash in the
 * Content-Security-Policy (`scriptHashes`), read from the files themselves.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../engine/index.ts';
import { pageLocale } from './preload-links.ts';

/** Query parameters of the login screen that change what it shows (src/routes/login.tsx). */
const OTHER_VIEWS = ['view', 'done', 'login'];

export interface LandingPages {
  /** The file (relative to the front end's folder) to send for a landing address, or null for another page. */
  fileFor(url: string, cookieHeader: string | undefined): string | null;
  /** `'sha256-…'` sources of the pages' inline scripts, for `script-src`. */
  scriptHashes: string[];
}

/** The landing page's language from its path (`/de`, `/de/`), or `/` alone (the cookie's language); null for any other path. */
function landingLocale(pathname: string, cookieHeader: string | undefined): Locale | null {
  if (pathname === '/') return pageLocale(pathname, cookieHeader);
  return LOCALES.find((locale) => pathname === `/${locale}` || pathname === `/${locale}/`) ?? null;
}

/** The inline scripts' hashes, as CSP writes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
}

/** The built landing pages of a front end; null when the build has none (a development build, an older one). */
export function landingPages(distDir: string): LandingPages | null {
  const files = new Map<Locale, string>();
  const hashes = new Set<string>();
  for (const locale of LOCALES) {
    const file = path.join('landing', `${locale}.html`);
    let html: string;
    try {
      html = fs.readFileSync(path.join(distDir, file), 'utf8');
    } catch {
      continue;
    }
    files.set(locale, file);
    inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
  }
  if (files.size === 0) return null;
  return {
    fileFor: (url, cookieHeader) => {
      const [pathname = '/', query = ''] = url.split('?');
      const locale = landingLocale(pathname, cookieHeader);
      if (!locale) return null;
      const search = new URLSearchParams(query);
      if (OTHER_VIEWS.some((name) => search.has(name))) return null;
      return files.get(locale) ?? null;
    },
    scriptHashes: [...hashes],
  };
}
