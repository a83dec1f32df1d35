/**
 * A hook for the crash test (tests/server/orders/validation-crash.test.ts)
 * only: when the environment variable VALIDATION_PAUSE_AT names one of the
 * points below, a validation reaching it writes `validation paused at
 * <point>` to stderr and waits there, so that the test can kill the process
 * at a known moment. Without the variable (always, outside that test) it does
 * nothing.
 */
export const PAUSE_POINTS = ['documents_written', 'files_written', 'before_commit', 'after_commit'] as const;
export type PausePoint = (typeof PAUSE_POINTS)[number];

/** How long a pause lasts: VALIDATION_PAUSE_MS, else two minutes. */
const pauseMs = () => Number(process.env.VALIDATION_PAUSE_MS) || 120_000;

export async function validationPause(point: PausePoint): Promise<void> {
  if (process.env.VALIDATION_PAUSE_AT !== point) return;
  process.stderr.write(`validation paused at ${point}\n`);
  await new Promise((resolve) => setTimeout(resolve, pauseMs()));
}
