/**
 * Reachability of a family: the inconsistency rules that no answer set can
 * fire, and the answers of choice questions that can never be offered. The
 * studio runs it on each edit (in the browser) and the server before a
 * publish, so every search is bounded: at most `maxTries` answer sets per
 * rule or answer; one found in none of them is reported.
 *
 * Rules: the answer sets searched are each base (every question at its
 * default or first value, alone or under each preset and each test case)
 * with the questions the rule reads, and those that show them or its step,
 * set to every combination of their candidate values: unanswered; every
 * answer of a single choice; none, each one and all answers of a multiple
 * choice; true and false; a text; a number's minimum, maximum and each number
 * written in the family's rules less, equal and plus its granularity, within
 * bounds. Answer conditions are not applied to rules: rules such as blind
 * `colour_not_in_material` guard exactly the answers a later change leaves
 * behind. A rule whose threshold sits at its question's inclusive maximum
 * (width > 7.0 with a width of at most 7) is a silent cap, not a rule.
 *
 * Answers: an answer is offered when its step, its question (with its
 * category) and its own conditions are shown. Conditions only read choice
 * questions, so the search is over those the answer's conditions name, and,
 * again, the ones that show them: every combination of their candidates,
 * keeping only answer sets a complete quote can hold (each answer given to a
 * shown question is itself offered by the others; a hidden question's may be
 * stale). An answer that shows only beside another answer it makes
 * impossible to keep is unreachable: no quote can be completed with it.
 */
import { celContext } from '../answers/cel-context.ts';
import { isQuestionVisible, isShown, isStepVisible } from '../answers/visibility.ts';
import type { Answers, AnswerValue, Catalogue, CatalogueAnswer, CatalogueQuestion, CatalogueRule, Condition } from './catalogue.types.ts';
import { pointer } from './catalogue-issues.ts';

export interface ReachabilityOptions {
  /** The most answer sets tried per rule or answer (default 5,000). */
  maxTries?: number;
  /** The most answer sets tried in all (default 200,000): past it, what is left is not searched. */
  maxTotalTries?: number;
}

export interface UnreachableItem {
  kind: 'rule' | 'answer';
  /** The rule's key, or the answer's. */
  key: string;
  /** The answer's question key (answers only: answer keys repeat across questions). */
  question?: string;
  /** JSON Pointer into the family document: `/rules/3`, `/steps/1/questions/2/answers/0`. */
  path: string;
  /** How many answer sets were tried. */
  tries: number;
  /** Whether they were all the search has (false: the budget ran out first, so a larger one might still find one). */
  exhaustive: boolean;
  /** Not searched at all: the whole search's budget (maxTotalTries) ran out before it. */
  notSearched?: true;
}

/** The search gave nothing: how far it went. */
type NotFound = Pick<UnreachableItem, 'tries' | 'exhaustive'>;

export const DEFAULT_REACHABILITY_TRIES = 5_000;
export const DEFAULT_REACHABILITY_TOTAL_TRIES = 200_000;

/** The answer sets the whole search may still try. */
interface Budget {
  left: number;
}

/** The numbers written in the family's rules. */
function ruleConstants(catalogue: Catalogue): number[] {
  const sources = (catalogue.document.rules ?? []).map((rule) => rule.when).join(' ');
  return [...new Set([...sources.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0])))];
}

/** `value` on the question's grid (min plus a whole number of steps), or undefined out of bounds. */
function onGrid(question: CatalogueQuestion, value: number): number | undefined {
  const min = question.min ?? 0;
  const step = question.step ?? 1;
  const snapped = Math.round((min + Math.round((value - min) / step) * step) * 1e6) / 1e6;
  if (snapped < min || (question.max !== null && snapped > question.max)) return undefined;
  return snapped;
}

function numberCandidates(question: CatalogueQuestion, constants: readonly number[]): number[] {
  const step = question.step ?? 1;
  const raw = [question.min ?? 0, question.max ?? (question.min ?? 0) + 100, ...constants.flatMap((c) => [c - step, c, c + step])];
  return [...new Set(raw.map((value) => onGrid(question, value)).filter((value) => value !== undefined))];
}

/** The values the search gives a question (undefined: unanswered). */
function candidates(question: CatalogueQuestion, constants: readonly number[]): (AnswerValue | undefined)[] {
  const ids = question.answers.map((answer) => answer.id);
  switch (question.type) {
    case 'single':
      return [undefined, ...ids];
    case 'multiple':
      return [undefined, ...ids.map((id) => [id]), ids];
    case 'number':
      return [undefined, ...numberCandidates(question, constants)];
    case 'boolean':
      return [true, false];
    case 'text':
      return [undefined, 'x'];
  }
}

/** A value for every question: its default, else its first answer, its minimum, true or a text. */
export function defaultAnswers(catalogue: Catalogue): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const question of catalogue.questions) {
    const first = question.answers[0]?.id;
    const value =
      question.default ??
      { single: first, multiple: first === undefined ? undefined : [first], number: question.min ?? 0, boolean: true, text: 'x' }[question.type];
    if (value !== undefined) answers[String(question.id)] = value;
  }
  return answers;
}

/** The conditions that show a question: its step's, its own and its categories'. */
function showingConditions(catalogue: Catalogue, question: CatalogueQuestion): Condition[] {
  const conditions = [...question.conditions, ...(catalogue.stepsById.get(question.stepId)?.conditions ?? [])];
  for (let id = question.categoryId; id !== null; id = catalogue.categoriesById.get(id)?.parentId ?? null) {
    const condition = catalogue.categoriesById.get(id)?.condition;
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * `seeds` plus, again and again, the questions named by the conditions that
 * show them (and, with `withAnswers`, by their answers' conditions).
 */
function closure(catalogue: Catalogue, seeds: Iterable<number>, withAnswers: boolean): CatalogueQuestion[] {
  const found = new Map<number, CatalogueQuestion>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const question = catalogue.questionsById.get(queue.pop()!);
    if (!question || found.has(question.id)) continue;
    found.set(question.id, question);
    const conditions = [...showingConditions(catalogue, question), ...(withAnswers ? question.answers.flatMap((answer) => answer.conditions) : [])];
    for (const condition of conditions) queue.push(condition.questionId);
  }
  return [...found.values()];
}

/** Every combination of the questions' candidates on top of `base`, one at a time. */
function* combinations(base: Answers, questions: readonly CatalogueQuestion[], values: readonly (AnswerValue | undefined)[][]): Generator<Answers> {
  const index = questions.map(() => 0);
  for (;;) {
    const answers: Record<string, AnswerValue> = { ...base };
    questions.forEach((question, i) => {
      const value = values[i]![index[i]!];
      if (value === undefined) delete answers[String(question.id)];
      else answers[String(question.id)] = value;
    });
    yield answers;
    let position = 0;
    while (position < index.length && ++index[position]! === values[position]!.length) index[position++] = 0;
    if (position === index.length) return;
  }
}

/** Whether the rule fires for these answers: its step is shown and its condition holds (an error is no firing). */
function fires(catalogue: Catalogue, rule: CatalogueRule, answers: Answers): boolean {
  const step = catalogue.stepsById.get(rule.stepId);
  if (!step || !isStepVisible(step, answers)) return false;
  try {
    return rule.when(celContext(catalogue, answers)) === true;
  } catch {
    return false;
  }
}

/** Whether the rule fires for an answer set among those searched. */
function ruleCanFire(catalogue: Catalogue, rule: CatalogueRule, when: string, constants: readonly number[], bases: readonly Answers[], maxTries: number, budget: Budget): true | NotFound {
  const names = new Set(when.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const seeds = [
    ...catalogue.questions.filter((question) => names.has(question.key)).map((question) => question.id),
    ...(catalogue.stepsById.get(rule.stepId)?.conditions ?? []).map((condition) => condition.questionId),
  ];
  const questions = closure(catalogue, seeds, false);
  const values = questions.map((question) => candidates(question, constants));
  let tries = 0;
  for (const base of bases) {
    for (const answers of combinations(base, questions, values)) {
      if (fires(catalogue, rule, answers)) return true;
      budget.left--;
      if (++tries >= maxTries || budget.left <= 0) return { tries, exhaustive: false };
    }
  }
  return { tries, exhaustive: true };
}

/** Whether a question and one of its answers are on screen for these answers. */
function offered(catalogue: Catalogue, question: CatalogueQuestion, answer: CatalogueAnswer, answers: Answers): boolean {
  const step = catalogue.stepsById.get(question.stepId);
  return step !== undefined && isStepVisible(step, answers) && isQuestionVisible(catalogue, question, answers) && isShown(answer.conditions, answers);
}

/**
 * Whether every choice given in `answers` to a shown question among
 * `questions` is offered by the others: what a quote needs to be complete
 * (checkAnswers' `not_offered`). A hidden question's answer may be stale.
 */
function madeByAUser(catalogue: Catalogue, questions: readonly CatalogueQuestion[], answers: Answers): boolean {
  return questions.every((question) => {
    const value = answers[String(question.id)];
    const step = catalogue.stepsById.get(question.stepId);
    if (value === undefined || !step || !isStepVisible(step, answers) || !isQuestionVisible(catalogue, question, answers)) return true;
    const ids = Array.isArray(value) ? value : [value];
    return ids.every((id) => {
      const answer = catalogue.answersById.get(id as number);
      return answer !== undefined && offered(catalogue, question, answer, answers);
    });
  });
}

/** Whether the answer is offered for an answer set a user can make, among those searched. */
function answerCanBeOffered(catalogue: Catalogue, question: CatalogueQuestion, answer: CatalogueAnswer, maxTries: number, budget: Budget): true | NotFound {
  const seeds = [...showingConditions(catalogue, question), ...answer.conditions].map((condition) => condition.questionId);
  const questions = closure(catalogue, seeds, true);
  const values = questions.map((found) => candidates(found, []));
  let tries = 0;
  for (const answers of combinations({}, questions, values)) {
    if (offered(catalogue, question, answer, answers) && madeByAUser(catalogue, questions, answers)) return true;
    budget.left--;
    if (++tries >= maxTries || budget.left <= 0) return { tries, exhaustive: false };
  }
  return { tries, exhaustive: true };
}

/**
 * The rules no answer set fires and the answers never offered, in document
 * order (rules, then answers); empty when everything can be reached. The
 * whole search tries at most `maxTotalTries` answer sets: what is left when
 * they run out is reported `notSearched`, so that a family too large to
 * search is refused at once with what to simplify, not after minutes.
 *
 * @example
 * findUnreachable(catalogue).map((item) => `${item.path}: ${item.kind} ${item.key}`);
 */
export function findUnreachable(catalogue: Catalogue, options: ReachabilityOptions = {}): UnreachableItem[] {
  const maxTries = options.maxTries ?? DEFAULT_REACHABILITY_TRIES;
  const budget: Budget = { left: options.maxTotalTries ?? DEFAULT_REACHABILITY_TOTAL_TRIES };
  const notSearched = { tries: 0, exhaustive: false, notSearched: true } as const;
  const unreachable: UnreachableItem[] = [];
  const docRules = catalogue.document.rules ?? [];
  if (docRules.length > 0) {
    const constants = ruleConstants(catalogue);
    const defaults = defaultAnswers(catalogue);
    const bases = [defaults, ...[...catalogue.presets, ...catalogue.testCases].map((set) => ({ ...defaults, ...set.answers }))];
    catalogue.rules.forEach((rule, index) => {
      const found = budget.left > 0 ? ruleCanFire(catalogue, rule, docRules[index]!.when, constants, bases, maxTries, budget) : notSearched;
      if (found !== true) unreachable.push({ kind: 'rule', key: rule.key, path: pointer('rules', index), ...found });
    });
  }
  catalogue.steps.forEach((step, stepIndex) => {
    step.questions.forEach((question, questionIndex) => {
      question.answers.forEach((answer, answerIndex) => {
        const found = budget.left > 0 ? answerCanBeOffered(catalogue, question, answer, maxTries, budget) : notSearched;
        if (found !== true) {
          unreachable.push({ kind: 'answer', key: answer.key, question: question.key, path: pointer('steps', stepIndex, 'questions', questionIndex, 'answers', answerIndex), ...found });
        }
      });
    });
  });
  return unreachable;
}
