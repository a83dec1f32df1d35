/**
 * Builds the front end when its sources changed since the last build, so that
 * `npm start` is fast after the first time. The inputs' hash is kept in dist/.
 * The build also writes the compressed copies (scripts/compress-assets.ts).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = [
  'src',
  'engine',
  'public',
  'openapi/generated',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/compress-assets.ts',
  'scripts/first-page-styles.ts',
  'scripts/landing-pages.ts',
];
const STAMP = path.join(ROOT, 'dist', '.build-hash');

function addToHash(hash: ReturnType<typeof createHash>, entry: string) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) addToHash(hash, path.join(entry, name));
  } else {
    hash.update(entry).update(fs.readFileSync(full));
  }
}

/** Builds dist/ unless it was built from the current sources; `log` says which (stdout by default). */
export function buildIfStale(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): void {
  const hash = createHash('sha256');
  for (const input of INPUTS) addToHash(hash, input);
  const digest = hash.digest('hex');

  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === digest && fs.existsSync(path.join(ROOT, 'dist/index.html'))) {
    log('front end is up to date');
    return;
  }
  log('building the front end...');
  // always a production bundle, whatever NODE_ENV the caller runs with (Vitest sets "test")
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  fs.writeFileSync(STAMP, digest);
}

if (import.meta.main) {
  try {
    buildIfStale();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
