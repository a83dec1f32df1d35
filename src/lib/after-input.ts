/**
 * What an input changes beyond its own control, run once the input's frame is on screen (issue 17,
 * item 1): a click on an answer shows the answer chosen at once, and the form, the rules, the plan
 * and the price follow in the next task, instead of all rendering before the click's frame.
 *
 * The work runs in the order the inputs came, each in `flushSync` (React has rendered it, and the
 * quote builder's machine has the answer, when it returns). Whatever must see every answer given
 * before it, a submit, a move to another step, a field's validation on blur, calls
 * `flushAfterInput` first; every form submit in the page does, before its own handlers.
 */
import { flushSync } from 'react-dom';
import { shownOrAfter } from './after-paint.ts';

const waiting: (() => void)[] = [];

/** Runs `work` once the input's frame is on screen (`shownOrAfter`), after the work of the inputs before it. */
export function afterInputShown(work: () => void): void {
  waiting.push(work);
  void shownOrAfter().then(() => runUpTo(work));
}

/** Runs now the work still waiting for its frame, in order. */
export function flushAfterInput(): void {
  runUpTo(waiting.at(-1));
}

function runUpTo(last: (() => void) | undefined): void {
  if (last === undefined || !waiting.includes(last)) return;
  for (let work = waiting.shift(); work !== undefined; work = waiting.shift()) {
    flushSync(work);
    if (work === last) return;
  }
}

// a submit reads the form's data: the answers given just before it are in it (capture, before any form's own handler)
if (typeof document !== 'undefined') document.addEventListener('submit', flushAfterInput, { capture: true });
