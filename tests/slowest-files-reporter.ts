/**
 * A Vitest reporter that prints, after each run, its ten slowest test files: the time from the start of
 * each file to its end (set-up, import, hooks and tests), with its project. Added beside the default
 * reporter by vite.config.ts, vitest.node.config.ts and vitest.e2e.config.ts.
 */
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

const total = (module: TestModule) => {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
};

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const slowest = [...testModules].sort((a, b) => total(b) - total(a)).slice(0, SHOWN);
    if (slowest.length < 2) return;
    const lines = slowest.map((module) => {
      const seconds = (total(module) / 1000).toFixed(1).padStart(6);
      return `  ${seconds} s  ${module.project.name.padEnd(9)} ${module.relativeModuleId}`;
    });
    process.stdout.write(`\nThe ${slowest.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
