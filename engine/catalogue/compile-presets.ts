/**
 * Compiles the presets of a family: named answer sets whose question and
 * answer keys become ids.
 */
import type { Answers, AnswerValue, CataloguePreset, CatalogueQuestion } from './catalogue.types.ts';
import type { IdAllocator } from './catalogue-ids.ts';
import { issue, pointer, type CatalogueIssue } from './catalogue-issues.ts';
import { checkUnique, resolveValue } from './compile-structure.ts';
import type { FamilyDocument } from './family-document.ts';

export function compilePresets(
  document: FamilyDocument,
  questionsByKey: ReadonlyMap<string, CatalogueQuestion>,
  ids: IdAllocator,
  issues: CatalogueIssue[],
): CataloguePreset[] {
  const docPresets = document.presets ?? [];
  checkUnique(docPresets, (preset) => preset.key, (index) => `/presets/${index}/key`, 'preset', issues);
  return docPresets.map((preset, index) => {
    const path = `/presets/${index}`;
    const answers: Record<string, AnswerValue> = {};
    for (const [questionKey, value] of Object.entries(preset.answers)) {
      const at = `${path}/answers${pointer(questionKey)}`;
      const question = questionsByKey.get(questionKey);
      if (!question) {
        issues.push(issue(at, 'preset_unknown_question', { preset: preset.key, question: questionKey }));
        continue;
      }
      const resolved = resolveValue(question, value);
      if ('value' in resolved) answers[String(question.id)] = resolved.value;
      else if (resolved.answer !== undefined) {
        issues.push(issue(at, 'preset_unknown_answer', { preset: preset.key, question: questionKey, answer: resolved.answer }));
      } else {
        issues.push(issue(at, 'preset_invalid_value', { preset: preset.key, question: questionKey, detail: resolved.error }));
      }
    }
    return { id: ids('preset', preset.key), key: preset.key, title: preset.title, position: index, answers: answers as Answers };
  });
}
