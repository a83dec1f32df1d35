/**
 * End-to-end tests drive Debian's Chromium. On a fresh machine it is missing:
 * install it with apt-get when running as root, else say how.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    process.stderr.write(`error: ${CHROMIUM} is missing; install it with: sudo apt-get install -y chromium\n`);
    process.exit(1);
  }
  process.stdout.write('installing Debian chromium for the end-to-end tests...\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-q'], ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      process.stderr.write(`error: apt-get ${args.join(' ')} failed\n`);
      process.exit(1);
    }
  }
}
