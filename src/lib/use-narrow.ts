/** Whether an element is narrower than a width, followed as it is resized (a table that picks its columns by the room it has). */
import { useLayoutEffect, useRef, useState } from 'react';

/** `ref` goes on the element measured; `narrow` is true while it is narrower than `min` pixels. */
export function useNarrow(min: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  // measured before the first paint, so a narrow place never shows the wide layout first; its layout width, which a
  // transform (a dialog zooming in) does not shrink
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setNarrow(element.clientWidth < min);
    const observer = new ResizeObserver(([entry]) => setNarrow((entry?.contentRect.width ?? min) < min));
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { ref, narrow };
}
