/**
 * A builder's input scheduler (issue 17, item 1; issue 28, item 1): what an input changes beyond its own
 * control runs once the input's frame is on screen. A click on an answer shows the answer chosen at once
 * (the browser checks its box), and the form, the rules, the plan and the price follow in a later task,
 * instead of all rendering before the click's frame.
 *
 * Each builder has its own, created with it (`useQuoteBuilder`) and handed down to its step list, step form
 * and choice widgets (input-scheduler-context.tsx); nothing is module-global and nothing listens from import.
 * The work runs in the order the inputs came, each in `flushSync` (React has rendered it, and the builder's
 * machine has the answer, when it returns). Whatever must see every answer given before it (a move, a field's
 * change or blur, a submit) reads through `read`, or calls `flush`, which run what waits first; in
 * development, `expectSettled` throws at a reader that did not, naming it.
 */
import { flushSync } from 'react-dom';
import { shownOrAfter } from './after-paint.ts';

interface Waiting {
  work: () => void;
  then?: () => void;
}

export class InputScheduler {
  readonly #waiting: Waiting[] = [];
  #running = 0;

  /**
   * Runs `work` once the input's frame is on screen (`shownOrAfter`), after the work of the inputs before it;
   * `then` once React has rendered what `work` changed.
   */
  afterInputShown(work: () => void, then?: () => void): void {
    const entry: Waiting = { work, ...(then ? { then } : {}) };
    this.#waiting.push(entry);
    void shownOrAfter().then(() => this.#runUpTo(entry));
  }

  /**
   * Runs now the work still waiting for its frame, in order. Called from a work being run, it does nothing:
   * the inputs after that one came after it.
   */
  flush(): void {
    this.#runUpTo(this.#waiting.at(-1));
  }

  /** `read()` once every input given so far is handed over (`flush`): the way to read what the inputs change, such as the answers. */
  read<T>(read: () => T): T {
    this.flush();
    return read();
  }

  /** Inputs wait for their frame, and no work is being run. */
  get pending(): boolean {
    return this.#waiting.length > 0 && this.#running === 0;
  }

  /**
   * In development, throws when inputs still wait: `site` reads what they change without `read` or `flush`
   * first, and would miss the last clicks. Nothing in a production build.
   */
  expectSettled(site: string): void {
    if (import.meta.env.DEV && this.pending) {
      throw new Error(`${site} read the answers while ${this.#waiting.length} input(s) still wait for their frame: read them through InputScheduler.read (or flush first)`);
    }
  }

  #runUpTo(last: Waiting | undefined): void {
    if (last === undefined || this.#running > 0 || !this.#waiting.includes(last)) return;
    this.#running++;
    try {
      for (let entry = this.#waiting.shift(); entry !== undefined; entry = this.#waiting.shift()) {
        flushSync(entry.work);
        entry.then?.();
        if (entry === last) return;
      }
    } finally {
      this.#running--;
    }
  }
}
