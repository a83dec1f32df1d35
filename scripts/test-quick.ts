/**
 * `npm run test:quick`: the inner loop. The linter on the files changed against main (committed on
 * this branch, staged, unstaged and untracked), side by side with an incremental type check of the
 * project, then the unit and server test files the change is about (test-quick/select-tests.ts: the
 * changed tests, the mirrored test folder of each changed file, the tests importing a changed file),
 * under the lean config vitest.node.config.ts. Prints each part's time; exits non-zero when one fails.
 * `-- --related` runs instead every test the change reaches through the module graph (Vitest's
 * `--changed`: from the engine's index or the server's app, nearly all of them), `-- --all` both
 * projects whole; `--base <ref>` compares with another ref than main.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { selectTests, TEST_FILE } from './test-quick/select-tests.ts';

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
  return [...names].filter((name) => existsSync(name)).sort();
}

function testFiles(): string[] {
  const names = new Set([...git('ls-files'), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...names].filter((name) => TEST_FILE.test(name) && existsSync(name)).sort();
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
const changed = changedFiles();
const files = changed.filter((name) => LINTED.test(name));
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
const related = process.argv.includes('--related');
let scope: string[];
if (everything) {
  console.log('\n> vitest (unit, server): every test');
  scope = [];
} else if (related) {
  console.log('\n> vitest (unit, server): every test the change reaches through the module graph');
  scope = ['--changed', mergeBaseWith(base ?? 'main')];
} else {
  const selection = selectTests(changed, testFiles(), (file) => readFileSync(file, 'utf8'));
  console.log(`\n> vitest (unit, server): ${selection.tests.length} test file(s) the change is about`);
  for (const test of selection.tests) console.log(`  ${test}  (${selection.reasons.get(test)})`);
  scope = selection.tests;
}
if (!everything && !related && scope.length === 0) {
  console.log(`\ntest:quick passed in ${((performance.now() - started) / 1000).toFixed(1)} s (no test file to run)`);
  process.exit(0);
}
const tests = spawn(`${BIN}/vitest`, ['run', '-c', 'vitest.node.config.ts', ...scope], { stdio: 'inherit' });
const code: number = await new Promise((resolve) => tests.on('close', (exit) => resolve(exit ?? 1)));
console.log(`\ntest:quick ${code === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
