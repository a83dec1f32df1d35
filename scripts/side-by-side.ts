/**
 * Runs npm scripts at the same time (`node scripts/side-by-side.ts lint typecheck`): each one's output is
 * printed whole when it ends, with its time, and the exit code is non-zero when any of them failed.
 * npm test runs the linter and the type check this way: each is mostly one core's work.
 */
import { spawn } from 'node:child_process';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(NPM, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${code ?? signal})`;
      process.stdout.write(`\n> npm run ${script}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.ts <npm script>...');
  process.exit(2);
}
const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
