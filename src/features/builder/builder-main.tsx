/**
 * The builder's step screen: busy while the builder saves, checks or renders the step it moves to, and
 * inert meanwhile (nothing typed into the form being left). It waits too from the moment a step is
 * chosen in the step list, before the builder is told (`ChosenStep`): only this element renders again
 * then, not the screen it holds.
 */
import type { ReactNode } from 'react';
import { useChosenStep, type ChosenStep } from '../../configurator/chosen-step.ts';

export function BuilderMain({ chosen, busy, following, children }: { chosen: ChosenStep; busy: boolean; following: boolean; children: ReactNode }) {
  const moving = useChosenStep(chosen) !== undefined;
  return (
    <section className="builder-main" aria-busy={busy || following || moving} inert={following || moving}>
      {children}
    </section>
  );
}
