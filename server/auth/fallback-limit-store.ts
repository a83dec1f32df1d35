/**
 * A shared limit store that never turns its own failure into a 500 or an
 * open door: when the shared counters fail (the database down, a statement
 * refused) or take longer than `timeoutMs`, the hit is counted in this
 * process's memory instead, with one warning when that starts and one when
 * the shared counters answer again. During an outage each process limits on
 * its own, as a single process always did; a flood is never let through
 * uncounted.
 */
import type { HitOptions, LimitHit, LimitStore } from './limit-store.ts';

export interface LimitLog {
  warn(details: object, message: string): void;
}

const DEFAULT_TIMEOUT_MS = 2_000;

export class FallbackLimitStore implements LimitStore {
  readonly #shared: LimitStore;
  readonly #local: LimitStore;
  readonly #log: LimitLog;
  readonly #timeoutMs: number;
  #failing = false;

  constructor(shared: LimitStore, local: LimitStore, log: LimitLog, timeoutMs = DEFAULT_TIMEOUT_MS) {
    this.#shared = shared;
    this.#local = local;
    this.#log = log;
    this.#timeoutMs = timeoutMs;
  }

  /** True while the shared counters fail and this process counts on its own. */
  get failing(): boolean {
    return this.#failing;
  }

  hit(key: string, windowMs: number, now = Date.now(), options: HitOptions = {}): Promise<LimitHit> {
    return this.#either(
      () => this.#shared.hit(key, windowMs, now, options),
      () => this.#local.hit(key, windowMs, now, options),
    );
  }

  peek(key: string, now = Date.now()): Promise<LimitHit | null> {
    return this.#either(
      () => this.#shared.peek(key, now),
      () => this.#local.peek(key, now),
    );
  }

  async clear(key: string): Promise<void> {
    await this.#local.clear(key);
    await this.#either(
      () => this.#shared.clear(key),
      async () => undefined,
    );
  }

  async #either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.#timeoutMs} ms`)), this.#timeoutMs);
    });
    try {
      const result = await Promise.race([shared(), timeout]);
      if (this.#failing) {
        this.#failing = false;
        this.#log.warn({}, 'shared limit counters answer again: limits are shared by every process again');
      }
      return result;
    } catch (error) {
      if (!this.#failing) {
        this.#failing = true;
        this.#log.warn({ err: error }, 'shared limit counters failed: counting in this process alone until they answer');
      }
      return local();
    } finally {
      clearTimeout(timer);
    }
  }
}
