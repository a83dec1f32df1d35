/**
 * Step lists of the blind family in the states the step-list stories show,
 * made by the engine as the quote builder makes them.
 */
import { parse } from 'yaml';
import blindYaml from '../../schemas/families/blind.family.yaml?raw';
import {
  describeSteps,
  isCheckedStep,
  localize,
  visibleStepIds,
  type Answers,
  type Locale,
  type StepListItem,
  type StepState,
} from '../../engine/index.ts';
import { familyCatalogue } from '../families/family-story-data.ts';

export const blind = familyCatalogue(parse(blindYaml) as object);

function preset(key: string): Answers {
  const found = blind.presets.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`blind: no preset ${key}`);
  return found.answers;
}

/** The answers with question `question` set to its answer `answer` (keys). */
function withAnswer(answers: Answers, question: string, answer: string): Answers {
  const q = blind.questionsByKey.get(question);
  const a = q?.answers.find((candidate) => candidate.key === answer);
  if (!q || !a) throw new Error(`blind: no answer ${question}.${answer}`);
  return { ...answers, [String(q.id)]: a.id };
}

/** Above ground with a bench: the bench step shows, the immersed one does not. */
export const BENCH_ANSWERS = preset('rect_8x4_bench');
/** Above ground without a bench: neither the bench nor the immersed step shows. */
export const NO_BENCH_ANSWERS = withAnswer(BENCH_ANSWERS, 'variant', 'above_ground');

export const stepId = (key: string): number => {
  const step = blind.steps.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`blind: no step ${key}`);
  return step.id;
};

export interface Scenario {
  answers: Answers;
  current: number;
  /** States of form steps, by step key. */
  states?: Record<string, StepState>;
  /** Every visible checked form step valid (step 1 is never checked), then `states` on top. */
  allValid?: boolean;
  checkFailed?: boolean;
}

export function scenarioItems({ answers, current, states = {}, allValid = false, checkFailed = false }: Scenario): StepListItem[] {
  const visible = visibleStepIds(blind, answers);
  const byStep: Record<number, StepState> = {};
  if (allValid) for (const id of visible) if (blind.stepsById.has(id) && isCheckedStep(id)) byStep[id] = 'valid';
  for (const [key, state] of Object.entries(states)) byStep[stepId(key)] = state;
  return describeSteps({ catalogue: blind, answers, visibleStepIds: visible, stepStates: { byStep, error: checkFailed }, stepId: current });
}

export const titleOf = (item: StepListItem, locale: Locale) => localize(item.title, locale);
