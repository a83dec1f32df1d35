/**
 * The order the Node test files start in: Vitest's own (the longest first from the durations it cached on
 * the last run, by size on a fresh clone, where it has none), with the files that spend their time waiting
 * first. They wait for child servers (crash tests, start-up), worker processes killed at their limits and
 * time limits running out: begun first, their waits are filled by the other files' work (and by the stories
 * that `npm test` runs beside them). Ordered by size (a fresh clone), these short files came last, and the run
 * ended with the cores idle for seconds at a time: unit and server beside the stories, without Vitest's cache,
 * 225 s, and 201 s with them first.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files of tests/ that mostly wait, the longest first (seconds measured on the idle 2-core machine). */
export const WAITING_FILES = [
  'tests/server/orders/validation-crash.test.ts', // 62 s: eight server starts, each killed at a pause
  'tests/server/outbox/relay-crash.test.ts', // 22 s: a relay killed while sending
  'tests/server/pdf/document-pool.test.ts', // 19 s: PDF workers killed at their limits
  'tests/server/main.test.ts', // 16 s: server starts that must fail or refuse
  'tests/server/db/transaction-timeout-api.test.ts', // 12 s: time limits running out
  'tests/server/quotes/quote-pdf-limits.test.ts', // 10 s: PDF workers killed at their limits
  'tests/server/db/backup.test.ts', // 9 s: a backup asked of a serving child process
  'tests/server/catalogue/family-import.test.ts', // 8 s: the import command as a child process
  'tests/server/orders/validation-printing.test.ts', // 6 s: a printing that outlasts its limit
  'tests/server/helpers/child-server.test.ts', // 5 s: a start given up after its limit
];

const rank = (spec: TestSpecification) => WAITING_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));

export default class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...waiting, ...sorted.filter((spec) => rank(spec) < 0)];
  }
}
