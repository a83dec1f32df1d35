/**
 * What a family step story needs from a family document: the compiled
 * catalogue (once per document) and the answers that show the step.
 */
import {
  compileFamily,
  isStepVisible,
  visibleQuestions,
  type Answers,
  type Catalogue,
  type CatalogueQuestion,
  type CatalogueStep,
} from '../../engine/index.ts';

const compiled = new WeakMap<object, Catalogue>();

/** The catalogue of a family document; a broken one throws with every issue and its location. */
export function familyCatalogue(document: object): Catalogue {
  const cached = compiled.get(document);
  if (cached) return cached;
  const result = compileFamily(document);
  if (!result.ok) {
    const family = 'family' in document ? String(document.family) : '?';
    throw new Error(`${family}.family.yaml does not compile:\n${result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n')}`);
  }
  compiled.set(document, result.catalogue);
  return result.catalogue;
}

export function familyStep(catalogue: Catalogue, stepId: number): CatalogueStep {
  const step = catalogue.stepsById.get(stepId);
  if (!step) throw new Error(`${catalogue.key}: no step ${stepId}`);
  return step;
}

/**
 * The answers of the first preset under which the step is visible, so that
 * conditional steps show (the first preset of the blind family has a bench,
 * the immersed step needs the second); the first preset when none shows it.
 */
export function storyAnswers(catalogue: Catalogue, step: CatalogueStep): Answers {
  const preset = catalogue.presets.find((candidate) => isStepVisible(step, candidate.answers)) ?? catalogue.presets[0];
  return preset?.answers ?? {};
}

/** The step's questions that the story shows. */
export function storyQuestions(catalogue: Catalogue, step: CatalogueStep): CatalogueQuestion[] {
  return visibleQuestions(catalogue, step, storyAnswers(catalogue, step));
}
