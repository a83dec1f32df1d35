/**
 * The reference-data shapes of openapi.yaml, made from a compiled catalogue
 * in the caller's language (English where a label is missing).
 */
import {
  allSteps,
  localize,
  localizeOptional,
  type Catalogue,
  type CatalogueAnswer,
  type CataloguePreset,
  type CatalogueQuestion,
  type Condition,
  type Locale,
} from '../../engine/index.ts';
import type { components } from '../../openapi/generated/api.ts';
import type { StoredFamily } from './catalogue-store.ts';

type Schemas = components['schemas'];

const conditionView = (condition: Condition): Schemas['Condition'] => ({ question_id: condition.questionId, answer_id: condition.answerId });

/** What an administrator sees of a family besides: its draft and whether it differs from the latest version. */
export interface DraftState {
  document: unknown;
  changed: boolean;
}

/** A family and the catalogue it is shown with: its version in force's, or its draft's while it has none (`version` null, for administrators only). */
export type ShownFamily = Pick<StoredFamily, 'row' | 'catalogue'> & { version: number | null };

/** A family as production sees it (its version in force); with `draft`, the administrator's view (the draft's document). */
export function familyView({ row, version, catalogue }: ShownFamily, locale: Locale, draft?: DraftState): Schemas['Family'] {
  return {
    id: row.id,
    key: row.key,
    title: localize(catalogue.title, locale),
    description: localizeOptional(catalogue.description, locale),
    image_url: catalogue.image,
    position: row.position,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
    version,
    ...(draft ? { document: draft.document as Record<string, never>, draft_changed: draft.changed } : {}),
  };
}

/** Every step, the special ones included, by position. */
export function stepViews(familyId: number, catalogue: Catalogue, locale: Locale, withConditions: boolean): Schemas['Step'][] {
  return allSteps(catalogue).map((step, position) => ({
    id: step.id,
    family_id: familyId,
    key: step.key,
    title: localize(step.title, locale),
    position,
    type: step.type,
    ...(withConditions ? { conditions: (catalogue.stepsById.get(step.id)?.conditions ?? []).map(conditionView) } : {}),
  }));
}

export function answerView(answer: CatalogueAnswer, locale: Locale, withConditions: boolean): Schemas['Answer'] {
  return {
    id: answer.id,
    key: answer.key,
    question_id: answer.questionId,
    title: localize(answer.title, locale),
    position: answer.position,
    image_url: answer.image,
    ...(withConditions ? { conditions: answer.conditions.map(conditionView) } : {}),
  };
}

/** Where a question sits in the category tree: its category's chain, root first. */
function placements(catalogue: Catalogue, question: CatalogueQuestion): Schemas['QuestionCategory'][] {
  const chain: Schemas['QuestionCategory'][] = [];
  for (let id = question.categoryId; id !== null; ) {
    const category = catalogue.categoriesById.get(id);
    if (!category) break;
    chain.unshift({
      category_id: category.id,
      depth: category.depth,
      conditional_question_id: category.condition?.questionId ?? null,
      conditional_answer_id: category.condition?.answerId ?? null,
    });
    id = category.parentId;
  }
  return chain;
}

export interface QuestionViewOptions {
  withCategories?: boolean;
  withConditions?: boolean;
  withAnswers?: boolean;
}

export function questionView(catalogue: Catalogue, question: CatalogueQuestion, locale: Locale, options: QuestionViewOptions): Schemas['Question'] {
  return {
    id: question.id,
    key: question.key,
    step_id: question.stepId,
    type: question.type,
    title: localize(question.title, locale),
    help: localizeOptional(question.help, locale),
    image_url: question.image,
    required: question.required,
    default: question.default,
    unit: question.unit,
    min: question.min,
    max: question.max,
    step: question.step,
    max_length: question.maxLength,
    position: question.position,
    ...(options.withCategories ? { categories: placements(catalogue, question) } : {}),
    ...(options.withConditions ? { conditions: question.conditions.map(conditionView) } : {}),
    ...(options.withAnswers ? { answers: question.answers.map((answer) => answerView(answer, locale, Boolean(options.withConditions))) } : {}),
  };
}

/** The category tree depth-first, each entry right after its parent's subtree begins. */
export function categoryViews(catalogue: Catalogue, locale: Locale): Schemas['Category'][] {
  const ordered: Catalogue['categories'][number][] = [];
  const visit = (parentId: number | null) => {
    for (const category of catalogue.categories) {
      if (category.parentId === parentId) {
        ordered.push(category);
        visit(category.id);
      }
    }
  };
  visit(null);
  return ordered.map((category) => ({
    category_id: category.id,
    title: localize(category.title, locale),
    depth: category.depth,
    parent_id: category.parentId,
    conditional_question_id: category.condition?.questionId ?? null,
    conditional_answer_id: category.condition?.answerId ?? null,
  }));
}

export function presetView(familyId: number, preset: CataloguePreset, locale: Locale): Schemas['Preset'] {
  return { id: preset.id, family_id: familyId, key: preset.key, title: localize(preset.title, locale), position: preset.position, answers: { ...preset.answers } };
}
