/**
 * The step just chosen in the step list, from the click until the builder is told of it once the
 * click's frame is on screen (step-list.tsx): the list shows it current, and the step's screen is busy
 * (builder-main.tsx), in that first frame, without the screen rendering again.
 */
import { useSyncExternalStore } from 'react';

export class ChosenStep {
  private stepId: number | undefined;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): number | undefined => this.stepId;

  set(stepId: number | undefined): void {
    if (stepId === this.stepId) return;
    this.stepId = stepId;
    for (const listener of this.listeners) listener();
  }
}

/** The step chosen and not yet handed to the builder, if any. */
export const useChosenStep = (chosen: ChosenStep): number | undefined => useSyncExternalStore(chosen.subscribe, chosen.get);
