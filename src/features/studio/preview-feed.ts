/**
 * The family the studio's preview shows: the last text that compiled. Kept
 * outside React's state so that a new analysis reaches the preview first, in
 * a render of its own, while the rest of the page (problems, test cases,
 * editor marks) follows at low priority.
 *
 * `generation` counts the changes of what the builder's machine is made of
 * (steps, questions, answers, conditions, categories, presets): each makes a
 * new preview; a price or a rule follows in place.
 */
import type { Catalogue, FamilyDocument } from '../../../engine/index.ts';

export interface PreviewFamily {
  catalogue: Catalogue;
  generation: number;
}

/** Everything but the price lines, the eco-participation, the rules and the test cases, which the preview reads from the family it is given. */
function structureOf(document: FamilyDocument): string {
  return JSON.stringify({ ...document, pricing: undefined, eco: undefined, rules: undefined, testCases: undefined });
}

export class PreviewFeed {
  #current: PreviewFamily | null = null;
  #structure = '';
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly current = (): PreviewFamily | null => this.#current;

  show(catalogue: Catalogue): void {
    if (catalogue === this.#current?.catalogue) return;
    const structure = structureOf(catalogue.document);
    const generation = (this.#current?.generation ?? 0) + (structure === this.#structure ? 0 : 1);
    this.#structure = structure;
    this.#current = { catalogue, generation };
    for (const listener of this.#listeners) listener();
  }
}
