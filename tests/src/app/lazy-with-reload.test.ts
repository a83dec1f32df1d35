import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '../../../engine/index.ts';
import { shouldReloadAfterChunkError } from '../../../src/app/lazy-with-reload.ts';

describe('chunk reload guard', () => {
  it('reloads when it never did', () => {
    expect(shouldReloadAfterChunkError(1_000_000, null)).toBe(true);
  });

  it('reloads at most once a minute', () => {
    const now = 10_000_000;
    expect(shouldReloadAfterChunkError(now, now - 1_000)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - CHUNK_RELOAD_GUARD_MS)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - CHUNK_RELOAD_GUARD_MS - 1)).toBe(true);
  });
});
