/**
 * Runs `callback` once the next frame is painted (a timer queued from the frame's animation
 * callback), and returns what cancels it. For work that reads the layout in answer to an input,
 * such as scrolling an element into view: run in an effect of the input's own render, it forces a
 * layout in the middle of the input's work, made again once the deferred render changes the page;
 * after the paint it reads the layout the frame already made.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Resolves once the next frame is painted (afterPaint), or after `atMostMs` when no frame comes: a hidden
 * tab draws none, and what waits must still happen. For work an input starts that its frame does not
 * show, such as sending a save: done in the input's event, it delayed the paint (issue 17, item 1).
 */
export function paintedOrAfter(atMostMs = 100): Promise<void> {
  return framesOrAfter(1, atMostMs);
}

/**
 * Resolves once the frame after the next one is painted (by then the next one is on screen), or after
 * `atMostMs` when no frame comes. Work that starts at once after a frame's paint delays the frame's
 * showing on a busy device: the compositor still rasterises it (a step list's click at 4x CPU throttling
 * showed 40-152 ms to its paint with the move's work right after it, 48-80 ms with that work a frame later).
 */
export function shownOrAfter(atMostMs = 100): Promise<void> {
  return framesOrAfter(2, atMostMs);
}

/**
 * Resolves once the page is idle (`requestIdleCallback`: no render or input waiting), or after `atMostMs`.
 * For work behind an input that may wait a little, such as a save sent after a move: its request and its
 * answer (the quote, the total, the check) no longer land in the middle of the next step's render.
 */
export function idleOrAfter(atMostMs = 500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: atMostMs });
    else setTimeout(resolve, 0);
  });
}

function framesOrAfter(frames: 1 | 2, atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    let cancelPaint: (() => void) | undefined;
    if (typeof requestAnimationFrame === 'function') {
      if (frames === 1) cancelPaint = afterPaint(done);
      else {
        const first = requestAnimationFrame(() => (cancelPaint = afterPaint(done)));
        cancelPaint = () => cancelAnimationFrame(first);
      }
    }
    const timer = setTimeout(done, atMostMs);
    function done() {
      cancelPaint?.();
      clearTimeout(timer);
      resolve();
    }
  });
}
