/**
 * paintedOrAfter (src/features/builder/after-paint.ts): what an input starts after its frame is painted (a save)
 * waits for that paint, and for no more than its limit when no frame comes (a hidden tab).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedOrAfter, shownOrAfter } from '../../../../src/features/builder/after-paint.ts';
import { fakeFrames } from '../../helpers/fake-frames.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('paintedOrAfter', () => {
  it('resolves after the frame is painted: the timer queued from the frame callback, not before the frame', async () => {
    vi.useFakeTimers();
    const { frame } = fakeFrames();
    let resolved = false;
    void paintedOrAfter(100).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toBe(false); // no frame yet
    frame();
    expect(resolved).toBe(false); // the frame is drawn after its callbacks
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('resolves after its limit when no frame comes (a hidden tab), once', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const cancelled = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancelled);
    const done = vi.fn();
    void paintedOrAfter(100).then(done);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
    expect(cancelled).toHaveBeenCalledOnce();
  });

  it('resolves without a frame API at all (outside a browser)', async () => {
    await expect(paintedOrAfter(5)).resolves.toBeUndefined();
  });

  it('shownOrAfter resolves after the frame after the next one is painted, not after the next alone', async () => {
    vi.useFakeTimers();
    const { frame } = fakeFrames();
    let resolved = false;
    void shownOrAfter(100).then(() => (resolved = true));
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(false); // the next frame is painted, not yet on screen
    frame();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});
