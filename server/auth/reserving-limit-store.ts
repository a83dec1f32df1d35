/**
 * The API's per-address limit on the shared counters without one database
 * round trip per request: this process reserves hits in blocks (`count + k`
 * in one upsert) and hands them out from memory until the block is spent or
 * its window ends. The first hit of a key in a window reserves one; each
 * block spent in the same window reserves twice the last, up to `maxBlock`.
 * So a client making a few requests a minute costs one upsert per request, as
 * before, and a busy one about one per `maxBlock`.
 *
 * The limit is never exceeded: every hit handed out was counted in the
 * database first. A block's unspent hits stay counted when its window ends or
 * another process spends the key's last hits, so a client may be refused up
 * to `maxBlock - 1` hits per process early; `maxBlock` is therefore kept to a
 * small part of the limit (`blockFor`).
 */
import type { HitOptions, LimitHit, LimitStore } from './limit-store.ts';

interface Block {
  /** The next count to hand out, and the last one reserved. */
  next: number;
  last: number;
  /** Hits reserved last time, doubled by the next reservation of the same window. */
  size: number;
  resetAt: number;
}

/** Blocks kept before the ended ones are swept (at most once a second), and at most. */
const SWEEP_AT = 10_000;
const MAX_BLOCKS = 100_000;

/** The largest block for a limit of `max` hits per window: a 32nd of it, at most 64. */
export function blockFor(max: number): number {
  return Math.max(1, Math.min(64, Math.floor(max / 32)));
}

export class ReservingLimitStore implements LimitStore {
  readonly #inner: LimitStore;
  readonly #maxBlock: number;
  readonly #blocks = new Map<string, Block>();
  /** Keys whose reservation is under way; their hits wait for it. */
  readonly #reserving = new Map<string, Promise<unknown>>();
  #nextSweep = 0;

  constructor(inner: LimitStore, maxBlock: number) {
    this.#inner = inner;
    this.#maxBlock = maxBlock;
  }

  async hit(key: string, windowMs: number, now = Date.now(), options: HitOptions = {}): Promise<LimitHit> {
    if (options.slide || (options.hits ?? 1) !== 1) return this.#inner.hit(key, windowMs, now, options);
    for (let time = now; ; time = Date.now()) {
      const block = this.#blocks.get(key);
      const live = block !== undefined && block.resetAt > time;
      if (live && block.next <= block.last) return { count: block.next++, resetAt: block.resetAt };
      const reserving = this.#reserving.get(key);
      if (reserving) {
        await reserving.catch(() => undefined);
        continue;
      }
      const size = live ? Math.min(this.#maxBlock, block.size * 2) : 1;
      const reservation = this.#inner.hit(key, windowMs, time, { hits: size });
      this.#reserving.set(key, reservation);
      try {
        const { count, resetAt } = await reservation;
        this.#sweep(Date.now());
        // the first hit of the block is this one
        this.#blocks.set(key, { next: count - size + 2, last: count, size, resetAt });
        return { count: count - size + 1, resetAt };
      } finally {
        this.#reserving.delete(key);
      }
    }
  }

  peek(key: string, now = Date.now()): Promise<LimitHit | null> {
    return this.#inner.peek(key, now);
  }

  async clear(key: string): Promise<void> {
    this.#blocks.delete(key);
    await this.#inner.clear(key);
  }

  /** Drops the ended blocks; past MAX_BLOCKS, the oldest too (their unspent hits stay counted: only stricter). */
  #sweep(now: number) {
    if (this.#blocks.size < SWEEP_AT) return;
    if (now >= this.#nextSweep) {
      this.#nextSweep = now + 1_000;
      for (const [key, block] of this.#blocks) if (block.resetAt <= now) this.#blocks.delete(key);
    }
    for (const key of this.#blocks.keys()) {
      if (this.#blocks.size < MAX_BLOCKS) break;
      this.#blocks.delete(key);
    }
  }
}
