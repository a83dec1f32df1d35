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
  return new Promise((resolve) => {
    const cancelPaint = typeof requestAnimationFrame === 'function' ? afterPaint(done) : undefined;
    const timer = setTimeout(done, atMostMs);
    function done() {
      cancelPaint?.();
      clearTimeout(timer);
      resolve();
    }
  });
}
