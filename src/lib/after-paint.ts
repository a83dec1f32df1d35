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
