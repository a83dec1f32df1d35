/**
 * What the browser downloads: the JavaScript of the login route (the first
 * page, /fr) and what the quote builder loads on top of it, read from the
 * build's manifest (dist/.vite/manifest.json), raw and gzipped.
 * `npm run bench:web` builds when the sources changed, prints both and fails
 * when the login route is over its target.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE } from '../engine/constants.ts';
import { buildIfStale } from './build-if-stale.ts';
import { gzipBytes } from './compress-assets.ts';

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Most gzipped JavaScript the login route may load (issue 8): 200 kB. */
export const LOGIN_ROUTE_GZIP_TARGET = 200_000;

/** Manifest keys: the page itself, the first screen and the catalogue of the default language. */
const LOGIN_ENTRIES = ['index.html', 'src/routes/login.tsx', `src/locales/${DEFAULT_LOCALE}/messages.po`];
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

/** A catalogue or another screen is not part of a route's on-demand code. */
const loadedElsewhere = (key: string) => key.endsWith('.po') || key.startsWith('src/routes/');

/**
 * The files of `entries` and of everything they import statically; with
 * `onDemand`, also what they import dynamically (except catalogues and other
 * screens), as a screen does when it loads its heavy parts on demand.
 */
export function chunkFiles(manifest: Manifest, entries: readonly string[], { onDemand = false } = {}): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (onDemand) for (const imported of chunk.dynamicImports ?? []) if (!loadedElsewhere(imported)) visit(imported);
  };
  entries.forEach(visit);
  return files.filter((file) => file.endsWith('.js'));
}

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

async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JavaScript of the first page (/fr), after building dist/ when it is stale. */
export async function loginRouteJavaScript(): Promise<RouteJavaScript> {
  buildIfStale(() => undefined);
  return measureFiles(DIST_DIR, chunkFiles(await readManifest(DIST_DIR), LOGIN_ENTRIES));
}

/** The JavaScript the quote builder loads beyond the login route's, its on-demand parts included. */
export async function builderRouteJavaScript(): Promise<RouteJavaScript> {
  buildIfStale(() => undefined);
  const manifest = await readManifest(DIST_DIR);
  const login = new Set(chunkFiles(manifest, LOGIN_ENTRIES));
  const builder = chunkFiles(manifest, [BUILDER_ENTRY], { onDemand: true }).filter((file) => !login.has(file));
  return measureFiles(DIST_DIR, builder);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per file and a total, for the console. */
export function describeRoute(title: string, route: RouteJavaScript): string {
  const total = `${title}: ${route.files.length} files, ${kB(route.rawBytes)} raw, ${kB(route.gzipBytes)} gzipped`;
  const rows = route.perFile.map((size) => `  ${kB(size.rawBytes).padStart(9)} ${kB(size.gzipBytes).padStart(9)}  ${size.file}`);
  return [total, ...rows].join('\n');
}

if (import.meta.main) {
  buildIfStale();
  const login = await loginRouteJavaScript();
  const builder = await builderRouteJavaScript();
  const verdict = login.gzipBytes <= LOGIN_ROUTE_GZIP_TARGET ? 'within' : 'OVER';
  process.stdout.write(`${describeRoute('login route (/fr)', login)}\n`);
  process.stdout.write(`  ${verdict} the target of ${kB(LOGIN_ROUTE_GZIP_TARGET)} gzipped\n`);
  process.stdout.write(`${describeRoute('quote builder (/fr/quote/:id), in addition', builder)}\n`);
  if (verdict === 'OVER') process.exitCode = 1;
}
