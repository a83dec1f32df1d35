/**
 * The product families of schemas/families, for engine tests: every
 * `*.family.yaml` found there (so that a new family is covered with no code
 * change), parsed and compiled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { compileFamily, type Catalogue, type Condition } from '../../../engine/index.ts';

export const FAMILIES_DIR = join(import.meta.dirname, '../../../schemas/families');

export interface FamilyDocumentFile {
  /** The file name, e.g. `bubble.family.yaml`. */
  file: string;
  /** The family key taken from the file name, e.g. `bubble`. */
  name: string;
  document: unknown;
}

export interface CompiledFamily {
  file: string;
  name: string;
  catalogue: Catalogue;
}

/** Every schemas/families/*.family.yaml, parsed, in file-name order. */
export function loadFamilyDocuments(): FamilyDocumentFile[] {
  return readdirSync(FAMILIES_DIR)
    .filter((file) => file.endsWith('.family.yaml'))
    .sort()
    .map((file) => ({ file, name: file.replace(/\.family\.yaml$/, ''), document: parse(readFileSync(join(FAMILIES_DIR, file), 'utf8')) as unknown }));
}

/** Compiles every family; throws with all the issues when one does not compile. */
export function compileAll(): CompiledFamily[] {
  const families = loadFamilyDocuments();
  if (families.length === 0) throw new Error(`no *.family.yaml in ${FAMILIES_DIR}`);
  return families.map(({ file, name, document }) => {
    const result = compileFamily(document);
    if (!result.ok) {
      const issues = result.issues.map((i) => `  ${i.path} [${i.code}] ${i.message}`).join('\n');
      throw new Error(`${file} does not compile:\n${issues}`);
    }
    return { file, name, catalogue: result.catalogue };
  });
}

/** The question of the first question of the first form step (it chooses the variant). */
export function variantQuestion(catalogue: Catalogue) {
  const question = catalogue.steps[0]?.questions[0];
  if (!question) throw new Error(`${catalogue.key}: the first step has no question`);
  return question;
}

/** Every distinct condition used by a form step's visibility. */
export function stepConditionPairs(catalogue: Catalogue): Condition[] {
  const seen = new Map<string, Condition>();
  for (const step of catalogue.steps) {
    for (const condition of step.conditions) seen.set(`${condition.questionId}:${condition.answerId}`, condition);
  }
  return [...seen.values()];
}

/** `key=answerKey` for a question id and a value, for readable test names. */
export function describeAnswer(catalogue: Catalogue, questionId: number, value: unknown): string {
  const question = catalogue.questionsById.get(questionId);
  const name = question?.key ?? `#${questionId}`;
  const label = (id: unknown) => (typeof id === 'number' ? (catalogue.answersById.get(id)?.key ?? String(id)) : String(id));
  if (question && (question.type === 'single' || question.type === 'multiple')) {
    return `${name}=${Array.isArray(value) ? `[${value.map(label).join(',')}]` : label(value)}`;
  }
  return `${name}=${JSON.stringify(value)}`;
}
