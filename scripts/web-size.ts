/**
 * What the browser downloads: the JavaScript of the login route (the first
 * page, /fr), what opening a quote loads on top of it (the builder and its
 * family steps), and what its later steps load when the user reaches them
 * (price, customisation, validation), read from the build's manifest
 * (dist/.vite/manifest.json), raw and gzipped. `npm run bench:web` builds
 * when the sources changed, prints them against their targets and fails when
 * one is over.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALE_INFO } from '../engine/constants.ts';
import { buildIfStale } from './build-if-stale.ts';
import { gzipBytes } from './compress-assets.ts';

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Most gzipped JavaScript the login route may load (issue 8): 200 kB. */
export const LOGIN_ROUTE_GZIP_TARGET = 200_000;
/** Most gzipped JavaScript opening a quote may add to the login route's (issue 17): 250 kB. */
export const BUILDER_GZIP_TARGET = 250_000;

/** Manifest keys (or their ends): the page itself, the first screen, and the default language's catalogue and antd texts. */
const LOGIN_ENTRIES = [
  'index.html',
  'src/routes/login.tsx',
  `src/locales/${DEFAULT_LOCALE}/messages.po`,
  `/antd/es/locale/${LOCALE_INFO[DEFAULT_LOCALE].iso.replace('-', '_')}.js`,
];
const BUILDER_ENTRY = 'src/routes/quote-builder.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteJavaScript {
  /** Files under dist/, in load order (entry first). */
  files: string[];
  rawBytes: number;
  /** Sum of each file gzipped at the level of the build's .gz copies. */
  gzipBytes: number;
  /** The same figures file by file. */
  perFile: { file: string; rawBytes: number; gzipBytes: number }[];
}

/** Screens and languages: loaded by the router and the language switch, not by the module that names them. */
const loadedElsewhere = (key: string) => key.endsWith('.po') || key.startsWith('src/routes/') || key.includes('/antd/es/locale/');

/**
 * Manifest keys of `entries` and of everything they import statically. Keys
 * in `loaded` (already downloaded) are neither counted nor followed.
 */
export function chunkKeys(manifest: Manifest, entries: readonly string[], { loaded = new Set<string>() }: { loaded?: ReadonlySet<string> } = {}): string[] {
  const seen = new Set<string>(loaded);
  const keys: string[] = [];
  // a package's module is keyed by its path from the project (node_modules/antd/...): found by its end
  const keyOf = (entry: string) => (entry in manifest ? entry : (Object.keys(manifest).find((key) => key.endsWith(entry)) ?? entry));
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    keys.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.map(keyOf).forEach(visit);
  return keys;
}

/** The JavaScript files of manifest keys. */
const javaScriptOf = (manifest: Manifest, keys: readonly string[]) =>
  keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

/** Raw and gzipped size of built files. */
export async function measureFiles(distDir: string, files: readonly string[]): Promise<RouteJavaScript> {
  const perFile = await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(path.join(distDir, file));
      return { file, rawBytes: content.length, gzipBytes: (await gzipBytes(content)).length };
    }),
  );
  return {
    files: [...files],
    rawBytes: perFile.reduce((sum, size) => sum + size.rawBytes, 0),
    gzipBytes: perFile.reduce((sum, size) => sum + size.gzipBytes, 0),
    perFile,
  };
}

export interface MeasuredRoutes {
  login: RouteJavaScript;
  /** What opening a quote adds to the login route: the builder route and what it imports statically. */
  builder: RouteJavaScript;
  /** What each of the builder's on-demand parts (dynamic imports other than screens and languages) adds when it is first shown, by manifest key. */
  later: { key: string; js: RouteJavaScript }[];
}

/** The login route's JavaScript, what opening a quote adds, and what its later steps add, in a built front end. */
export async function measureRoutes(distDir: string): Promise<MeasuredRoutes> {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const login = chunkKeys(manifest, LOGIN_ENTRIES);
  const builder = chunkKeys(manifest, [BUILDER_ENTRY], { loaded: new Set(login) });
  const opened = new Set([...login, ...builder]);
  const onDemand = [...new Set(builder.flatMap((key) => manifest[key]!.dynamicImports ?? []))].filter((key) => !loadedElsewhere(key) && !opened.has(key));
  return {
    login: await measureFiles(distDir, javaScriptOf(manifest, login)),
    builder: await measureFiles(distDir, javaScriptOf(manifest, builder)),
    later: await Promise.all(onDemand.map(async (key) => ({ key, js: await measureFiles(distDir, javaScriptOf(manifest, chunkKeys(manifest, [key], { loaded: opened }))) }))),
  };
}

/** The JavaScript of the first page (/fr), after building dist/ when it is stale. */
export async function loginRouteJavaScript(): Promise<RouteJavaScript> {
  buildIfStale(() => undefined);
  return (await measureRoutes(DIST_DIR)).login;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A total, then one line per file (raw, gzipped), for the console. */
export function describeRoute(title: string, route: RouteJavaScript): string {
  const total = `${title}: ${route.files.length} files, ${kB(route.rawBytes)} raw, ${kB(route.gzipBytes)} gzipped`;
  const rows = route.perFile.map((size) => `  ${kB(size.rawBytes).padStart(9)} ${kB(size.gzipBytes).padStart(9)}  ${size.file}`);
  return [total, ...rows].join('\n');
}

if (import.meta.main) {
  buildIfStale();
  const distDir = process.argv[2] ? path.resolve(process.argv[2]) : DIST_DIR;
  const { login, builder, later } = await measureRoutes(distDir);
  const judge = (route: RouteJavaScript, target: number) => {
    const within = route.gzipBytes <= target;
    if (!within) process.exitCode = 1;
    return `  ${within ? 'PASS within' : 'MISS over'} the target of ${kB(target)} gzipped`;
  };
  process.stdout.write(`${describeRoute('login route (/fr)', login)}\n${judge(login, LOGIN_ROUTE_GZIP_TARGET)}\n`);
  process.stdout.write(`${describeRoute('opening a quote (/fr/quote/:id), in addition', builder)}\n${judge(builder, BUILDER_GZIP_TARGET)}\n`);
  for (const { key, js } of later) process.stdout.write(`${describeRoute(`then, when shown: ${key}`, js)}\n`);
}
