/**
 * Every translatable label of a family document, in document order: what it
 * labels (kind, the key or code of its item, the field), where it is (a JSON
 * Pointer and the same path as segments), whether it is a long text, and the
 * text object itself (the document's own, so that an unchanged label keeps
 * its identity from one edit to the next). The studio's translation grid
 * shows them; the impact report before publishing counts those missing per
 * language.
 */
import { LOCALES, type Locale } from '../constants.ts';
import type { FamilyDocument, LocalizedText } from './family-document.ts';

export type LabelKind =
  | 'family'
  | 'inconsistencyCategory'
  | 'category'
  | 'step'
  | 'question'
  | 'answer'
  | 'preset'
  | 'rule'
  | 'priceLine'
  | 'ecoLine'
  | 'testCase';

export type LabelField = 'title' | 'description' | 'help' | 'reason' | 'designation';

export interface FamilyLabel {
  /** The JSON Pointer of the text, e.g. `/steps/1/questions/0/title`. */
  pointer: string;
  path: (string | number)[];
  kind: LabelKind;
  /** The key or code of the labelled item (`roller.manual` for an answer); the family's key for its own texts. */
  owner: string;
  field: LabelField;
  /** Help, descriptions and reasons: up to 1000 characters, edited in a text area. */
  long: boolean;
  text: LocalizedText;
}

/** A label is missing in a language when it has no text there, or only spaces. */
export const isMissing = (text: LocalizedText, locale: Locale): boolean => !text[locale]?.trim();

export function familyLabels(document: FamilyDocument): FamilyLabel[] {
  const labels: FamilyLabel[] = [];
  const add = (path: (string | number)[], kind: LabelKind, owner: string, field: LabelField, text: LocalizedText | undefined) => {
    if (!text) return;
    labels.push({ pointer: `/${path.join('/')}`, path, kind, owner, field, long: field === 'description' || field === 'help' || field === 'reason', text });
  };
  add(['title'], 'family', document.family, 'title', document.title);
  add(['description'], 'family', document.family, 'description', document.description);
  document.inconsistencyCategories?.forEach((category, i) => add(['inconsistencyCategories', i, 'title'], 'inconsistencyCategory', category.key, 'title', category.title));
  document.categories?.forEach((category, i) => add(['categories', i, 'title'], 'category', category.key, 'title', category.title));
  document.steps.forEach((step, s) => {
    add(['steps', s, 'title'], 'step', step.key, 'title', step.title);
    step.questions.forEach((question, q) => {
      const at = ['steps', s, 'questions', q];
      add([...at, 'title'], 'question', question.key, 'title', question.title);
      add([...at, 'help'], 'question', question.key, 'help', question.help);
      question.answers?.forEach((answer, a) => add([...at, 'answers', a, 'title'], 'answer', `${question.key}.${answer.key}`, 'title', answer.title));
    });
  });
  document.presets?.forEach((preset, i) => add(['presets', i, 'title'], 'preset', preset.key, 'title', preset.title));
  document.rules?.forEach((rule, i) => add(['rules', i, 'reason'], 'rule', rule.key, 'reason', rule.reason));
  document.pricing?.forEach((line, i) => add(['pricing', i, 'designation'], 'priceLine', line.code, 'designation', line.designation));
  document.eco?.forEach((line, i) => add(['eco', i, 'designation'], 'ecoLine', line.code, 'designation', line.designation));
  document.testCases?.forEach((testCase, i) => add(['testCases', i, 'title'], 'testCase', testCase.key, 'title', testCase.title));
  return labels;
}

/** How many labels miss each language. */
export function missingCounts(labels: readonly FamilyLabel[]): Record<Locale, number> {
  const counts = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const label of labels) for (const locale of LOCALES) if (isMissing(label.text, locale)) counts[locale] += 1;
  return counts;
}
