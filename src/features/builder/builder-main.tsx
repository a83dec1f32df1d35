/**
 * The builder's step screen: busy while the builder saves, checks or renders the step it moves to, and
 * inert while it renders the next step (nothing typed into the form being left). It is busy too from the
 * moment a step is chosen in the step list, before the builder is told (`ChosenStep`): only this element
 * renders again then, not the screen it holds. It becomes inert with the move itself, two frames later:
 * making it inert in the click had the browser compute the style of the whole form again before the
 * click's frame (up to 47 ms at 4x CPU throttling, issue 17, item 1).
 */
import type { ReactNode } from 'react';
import { useChosenStep, type ChosenStep } from './chosen-step.ts';

export function BuilderMain({ chosen, busy, following, children }: { chosen: ChosenStep; busy: boolean; following: boolean; children: ReactNode }) {
  const moving = useChosenStep(chosen) !== undefined;
  return (
    <section className="builder-main" aria-busy={busy || following || moving} inert={following}>
      {children}
    </section>
  );
}
