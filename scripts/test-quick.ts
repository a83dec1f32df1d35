/**
 * `npm run test:quick`: the inner loop. The linter on the files changed against main (committed on
 * this branch, staged, unstaged and untracked), side by side with an incremental type check of the
 * project, then the tests of the unit and server projects that the change reaches (Vitest's
 * `--changed`: the test files changed and those importing a changed module, under the lean config
 * vitest.node.config.ts). Prints each part's time; exits non-zero when a part fails.
 * `npm run test:quick -- --all` runs the two projects whole (the server project alone is minutes of
 * CPU); `--base <ref>` compares with another ref than main.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
const baseArgument = process.argv.indexOf('--base');
const base = baseArgument >= 0 ? process.argv[baseArgument + 1] : 'main';

function git(...args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
}

function mergeBaseWith(ref: string): string {
  try {
    return git('merge-base', ref, 'HEAD')[0] ?? 'HEAD';
  } catch {
    console.warn(`no merge base with ${ref}: comparing with HEAD only`);
    return 'HEAD';
  }
}

/** Changed files that still exist: against the merge base with `base`, the work tree and the untracked. */
function changedFiles(): string[] {
  const mergeBase = mergeBaseWith(base ?? 'main');
  const names = new Set([
    ...git('diff', '--name-only', '--diff-filter=d', mergeBase),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...names].filter((name) => LINTED.test(name) && existsSync(name)).sort();
}

function run(label: string, command: string, args: string[]): Promise<{ label: string; code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      resolve({ label, code: code ?? 1, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 });
    });
  });
}

const BIN = 'node_modules/.bin';
const started = performance.now();
const files = changedFiles();
console.log(files.length === 0 ? `lint: nothing changed against ${base}` : `lint: ${files.length} changed file(s) against ${base}`);

const checks = await Promise.all([
  files.length === 0
    ? Promise.resolve({ label: 'eslint (changed files)', code: 0, output: '', seconds: 0 })
    : run('eslint (changed files)', `${BIN}/eslint`, ['--max-warnings', '0', '--no-warn-ignored', ...files]),
  // incremental: a second run reads node_modules/.cache/tsc-quick.tsbuildinfo and checks only what changed
  run('tsc (project, incremental)', `${BIN}/tsc`, ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc-quick.tsbuildinfo']),
]);
for (const check of checks) {
  console.log(`\n> ${check.label}: ${check.code === 0 ? 'passed' : `failed (${check.code})`} in ${check.seconds.toFixed(1)} s\n${check.output}`);
}
if (checks.some((check) => check.code !== 0)) process.exit(1);

const everything = process.argv.includes('--all');
const scope = everything ? [] : ['--changed', mergeBaseWith(base ?? 'main')];
console.log(`\n> vitest (unit, server): ${everything ? 'every test' : 'the tests the change reaches'}`);
const tests = spawn(`${BIN}/vitest`, ['run', '-c', 'vitest.node.config.ts', ...scope], { stdio: 'inherit' });
const code: number = await new Promise((resolve) => tests.on('close', (exit) => resolve(exit ?? 1)));
console.log(`\ntest:quick ${code === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
