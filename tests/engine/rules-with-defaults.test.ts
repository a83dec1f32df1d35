/**
 * Rules see the answers the user sees, defaults included, whether or not the
 * step was saved yet (issue 16, item 3). On arrival at a step, its form shows
 * each question's default; the inconsistency list must not contradict it.
 * Before, an unsaved default read as "no answer": a new bubble cover of
 * 8 x 7 got "the roller is limited to 6.50 m of width" while its form showed
 * "No roller".
 */
import { describe, expect, it } from 'vitest';
import { evaluateRules, isQuestionVisible, isStepVisible, type Answers, type AnswerValue, type Catalogue } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

/** The answers as the forms show them: every visible unanswered question with a default filled in, step by step. */
function withDefaults(catalogue: Catalogue, answers: Answers): Answers {
  const shown: Record<string, AnswerValue> = { ...answers };
  for (const step of catalogue.steps) {
    if (!isStepVisible(step, shown)) continue;
    for (const question of step.questions) {
      if (shown[String(question.id)] === undefined && question.default !== null && isQuestionVisible(catalogue, question, shown)) shown[String(question.id)] = question.default;
    }
  }
  return shown;
}

const firing = (catalogue: Catalogue, answers: Answers) => {
  const result = evaluateRules(catalogue, answers);
  return result.status === 'ok' ? result.inconsistencies.map((found) => found.key).sort() : [`EVAL_ERROR ${result.rule}`];
};

/** The preset's answers of its first `count` steps: a quote saved that far. */
function savedUpTo(catalogue: Catalogue, answers: Answers, count: number): Answers {
  const ids = new Set(catalogue.steps.slice(0, count).flatMap((step) => step.questions.map((question) => String(question.id))));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
}

describe.each(compileAll())('$name: rules with the defaults the forms show', ({ catalogue }) => {
  it('fire the same whether the defaults are saved or not, for every preset saved up to every step', () => {
    const differences: string[] = [];
    for (const preset of catalogue.presets) {
      for (let count = 0; count <= catalogue.steps.length; count++) {
        const saved = savedUpTo(catalogue, preset.answers, count);
        const unsaved = firing(catalogue, saved);
        const seen = firing(catalogue, withDefaults(catalogue, saved));
        if (JSON.stringify(unsaved) !== JSON.stringify(seen)) differences.push(`${preset.key}, ${count} steps saved: ${unsaved.join(',') || 'none'} instead of ${seen.join(',') || 'none'}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the bubble cover found by a new user', () => {
  it('does not block a 500 µm two-tone 8 x 7 rectangle on the roller its form shows as "No roller"', () => {
    const { catalogue } = compileAll().find((family) => family.name === 'bubble')!;
    const question = (key: string) => [...catalogue.questionsById.values()].find((q) => q.key === key)!;
    const answer = (questionKey: string, key: string) => [...catalogue.answersById.values()].find((a) => a.questionId === question(questionKey).id && a.key === key)!.id;
    const saved: Answers = {
      [question('variant').id]: answer('variant', 'two_tone_500'),
      [question('shape').id]: answer('shape', 'rectangle'),
      [question('length').id]: 8,
      [question('width').id]: 7,
    };
    expect(firing(catalogue, saved)).toEqual([]);
    // with the roller chosen, the rule still holds
    expect(firing(catalogue, { ...saved, [question('roller').id]: answer('roller', 'telescopic_fixed') })).toEqual(['roller_too_wide']);
  });
});
