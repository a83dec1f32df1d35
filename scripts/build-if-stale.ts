/**
 * Builds the front end when its sources changed since the last build, so that
 * `npm start` is fast after the first time. The inputs' hash is kept in dist/.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'engine', 'public', 'openapi/generated', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];
const STAMP = path.join('dist', '.build-hash');

function addToHash(hash: ReturnType<typeof createHash>, entry: string) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) addToHash(hash, path.join(entry, name));
  } else {
    hash.update(entry).update(fs.readFileSync(entry));
  }
}

const hash = createHash('sha256');
for (const input of INPUTS) addToHash(hash, input);
const digest = hash.digest('hex');

if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === digest && fs.existsSync('dist/index.html')) {
  process.stdout.write('front end is up to date\n');
} else {
  process.stdout.write('building the front end...\n');
  // always a production bundle, whatever NODE_ENV the caller runs with (Vitest sets "test")
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, digest);
}
