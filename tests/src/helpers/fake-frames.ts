/**
 * A frame API the test drives (`requestAnimationFrame` stubbed with `vi.stubGlobal`): `frame()` runs the
 * animation callbacks queued so far, as the browser does at the start of a frame; the timers they queue
 * run once the test advances its fake timers, after that frame's paint.
 */
import { vi } from 'vitest';

export function fakeFrames(): { frame: () => void } {
  const callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return { frame: () => callbacks.splice(0).forEach((callback) => callback(0)) };
}
