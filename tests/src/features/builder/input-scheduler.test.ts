/**
 * InputScheduler (src/features/builder/input-scheduler.ts): what an input hands over once its frame is on screen runs
 * after the next frame's paint, in the order of the inputs, and at once when something must see it first
 * (`flush`, `read`: a move, a change typed, a submit), never twice. Each builder has its own queue; in
 * development a reader that did not flush throws, naming itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputScheduler } from '../../../../src/features/builder/input-scheduler.ts';
import { fakeFrames } from '../../helpers/fake-frames.ts';

afterEach(() => {
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

describe('InputScheduler', () => {
  it('runs the work once the frame is on screen (the next one painted), in the order of the inputs, each followed by its `then`', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const inputs = new InputScheduler();
    const done: string[] = [];
    inputs.afterInputShown(() => done.push('first'), () => done.push('first shown'));
    inputs.afterInputShown(() => done.push('second'));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toEqual([]);
    expect(inputs.pending).toBe(true);
    await paint();
    expect(done).toEqual(['first', 'first shown', 'second']);
    expect(inputs.pending).toBe(false);
  });

  it('runs what waits at once when flushed or read through, in order, and not again after the paint', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const inputs = new InputScheduler();
    const done: string[] = [];
    inputs.afterInputShown(() => done.push('answer'));
    inputs.afterInputShown(() => done.push('other answer'));
    expect(inputs.read(() => [...done])).toEqual(['answer', 'other answer']);
    inputs.afterInputShown(() => done.push('third'));
    inputs.flush();
    await paint();
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toEqual(['answer', 'other answer', 'third']);
  });

  it('leaves the inputs after the one being run to follow it: a flush from its work runs none of them', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const inputs = new InputScheduler();
    const done: string[] = [];
    inputs.afterInputShown(() => {
      inputs.flush();
      inputs.expectSettled('the work being run');
      done.push('submit');
    });
    inputs.afterInputShown(() => done.push('later answer'));
    await paint();
    expect(done).toEqual(['submit', 'later answer']);
  });

  it('runs an earlier input before a later one whose frame came first, and each once', async () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const inputs = new InputScheduler();
    const done: string[] = [];
    inputs.afterInputShown(() => done.push('earlier'));
    await paint();
    inputs.afterInputShown(() => done.push('later'));
    await paint();
    expect(done).toEqual(['earlier', 'later']);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toEqual(['earlier', 'later']);
  });

  it('keeps each builder\'s inputs apart', () => {
    const one = new InputScheduler();
    const other = new InputScheduler();
    const done: string[] = [];
    one.afterInputShown(() => done.push('one'));
    other.afterInputShown(() => done.push('other'));
    other.flush();
    expect(done).toEqual(['other']);
    one.flush();
    expect(done).toEqual(['other', 'one']);
  });

  it('throws in development at a reader that did not flush, naming it', () => {
    const inputs = new InputScheduler();
    inputs.expectSettled('nothing waits');
    inputs.afterInputShown(() => undefined);
    expect(() => inputs.expectSettled('the save of "save and next"')).toThrow(/^the save of "save and next" read the answers while 1 input\(s\) still wait/);
    inputs.flush();
    inputs.expectSettled('after the flush');
  });

  it('still runs the work when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const inputs = new InputScheduler();
    const work = vi.fn();
    inputs.afterInputShown(work);
    await vi.advanceTimersByTimeAsync(100);
    expect(work).toHaveBeenCalledOnce();
  });
});
