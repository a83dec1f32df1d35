/**
 * Every inconsistency rule of every family can fire: for each rule, a bounded
 * search looks for an answer set that triggers it, and the test names the
 * rules none can. A rule whose threshold sits at its question's inclusive
 * maximum (width > 7.0 with a width of at most 7) is a silent cap, not a rule.
 *
 * The answer sets searched: each base (every question at its default or first
 * value, alone or under each preset), with the questions the rule reads and
 * the questions that show them or its step set to every combination of their
 * candidate values. Candidates: unanswered; every answer of a single choice;
 * none, each one and all answers of a multiple choice; true and false; a text;
 * a number's minimum, maximum and each number written in the family's rules
 * less, equal and plus its granularity, within bounds. Answer conditions are
 * not applied: rules such as blind `colour_not_in_material` guard exactly the
 * answers a later change leaves behind.
 */
import { describe, expect, it } from 'vitest';
import { evaluateRules, type Answers, type AnswerValue, type Catalogue, type CatalogueQuestion } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

/** The most answer sets tried per rule. */
const MAX_TRIES = 200_000;

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
function defaultAnswers(catalogue: Catalogue): Record<string, AnswerValue> {
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

/** The questions the rule reads, plus those whose answers show them, their categories or the rule's step. */
function relevantQuestions(catalogue: Catalogue, when: string, stepId: number): CatalogueQuestion[] {
  const names = new Set(when.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const found = new Map(catalogue.questions.filter((question) => names.has(question.key)).map((question) => [question.id, question]));
  const add = (questionId: number) => {
    const question = catalogue.questionsById.get(questionId);
    if (question && !found.has(question.id)) found.set(question.id, question);
  };
  for (const condition of catalogue.stepsById.get(stepId)?.conditions ?? []) add(condition.questionId);
  for (let size = -1; size !== found.size; ) {
    size = found.size;
    for (const question of [...found.values()]) {
      for (const condition of [...question.conditions, ...(catalogue.stepsById.get(question.stepId)?.conditions ?? [])]) add(condition.questionId);
      for (let id = question.categoryId; id !== null; id = catalogue.categoriesById.get(id)?.parentId ?? null) {
        const condition = catalogue.categoriesById.get(id)?.condition;
        if (condition) add(condition.questionId);
      }
    }
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

/** An answer set that fires the rule, or the number of answer sets tried. */
function findFiringAnswers(catalogue: Catalogue, rule: { key: string; when: string; stepId: number }): Answers | number {
  const constants = ruleConstants(catalogue);
  const questions = relevantQuestions(catalogue, rule.when, rule.stepId);
  const values = questions.map((question) => candidates(question, constants));
  const defaults = defaultAnswers(catalogue);
  const bases = [defaults, ...catalogue.presets.map((preset) => ({ ...defaults, ...preset.answers }))];
  let tries = 0;
  for (const base of bases) {
    for (const answers of combinations(base, questions, values)) {
      const result = evaluateRules(catalogue, answers, [rule.stepId]);
      if (result.status === 'ok' && result.inconsistencies.some((found) => found.key === rule.key)) return answers;
      if (++tries >= MAX_TRIES) return tries;
    }
  }
  return tries;
}

const families = compileAll().map(({ name, catalogue }) => ({
  name,
  catalogue,
  rules: catalogue.rules.map((rule) => ({ key: rule.key, stepId: rule.stepId, when: catalogue.document.rules!.find((doc) => doc.key === rule.key)!.when })),
}));

describe.each(families)('rules of $name', ({ catalogue, rules }) => {
  it.each(rules.map((rule) => [rule.key, rule] as const))('%s can fire', (key, rule) => {
    const found = findFiringAnswers(catalogue, rule);
    if (typeof found === 'number') expect.fail(`${catalogue.key} rule ${key} fires for none of the ${found} answer sets tried: its threshold is out of its questions' bounds`);
    const result = evaluateRules(catalogue, found, [rule.stepId]);
    expect(result.status === 'ok' && result.inconsistencies.map((inconsistency) => inconsistency.key)).toContain(key);
  });
});
