/**
 * afterInputShown (src/lib/after-input.ts): what an input hands over once its frame is on screen runs
 * after the next frame's paint, in the order of the inputs, and at once when something must see it first
 * (flushAfterInput: a submit, a move to another step), never twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterInputShown, flushAfterInput } from '../../../src/lib/after-input.ts';
import { fakeFrames } from '../helpers/fake-frames.ts';

afterEach(() => {
  flushAfterInput();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function frames() {
  const { frame } = fakeFrames();
  /** One frame: its animation callbacks, then its paint (the timers they queued run after it). */
  const painted = async () => {
    frame();
    await vi.advanceTimersByTimeAsync(0);
  };
  /** The input's frame, then the next one: by then the input's is on screen. */
  return { paint: async () => (await painted(), await painted()) };
}

describe('afterInputShown', () => {
  it('runs the work once the frame is on screen (the next one painted), in the order of the inputs', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const done: string[] = [];
    afterInputShown(() => done.push('first'));
    afterInputShown(() => done.push('second'));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toEqual([]);
    await paint();
    expect(done).toEqual(['first', 'second']);
  });

  it('runs what waits at once when flushed, in order, and not again after the paint', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const done: string[] = [];
    afterInputShown(() => done.push('answer'));
    afterInputShown(() => done.push('other answer'));
    flushAfterInput();
    expect(done).toEqual(['answer', 'other answer']);
    await paint();
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toEqual(['answer', 'other answer']);
  });

  it('runs an earlier input before a later one whose frame came first, and each once', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const done: string[] = [];
    afterInputShown(() => done.push('earlier'));
    await paint();
    afterInputShown(() => done.push('later'));
    await paint();
    expect(done).toEqual(['earlier', 'later']);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toEqual(['earlier', 'later']);
  });

  it('still runs the work when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const work = vi.fn();
    afterInputShown(work);
    await vi.advanceTimersByTimeAsync(100);
    expect(work).toHaveBeenCalledOnce();
  });
});
