/**
 * Reference data of the catalogue: families, steps, questions, answers,
 * categories, inconsistency categories and presets, in the caller's language.
 * Inactive families are seen only by CATALOGUE_ADMIN.
 */
import { allSteps, localize, withoutNotes, type Locale } from '../../engine/index.ts';
import { notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import type { StoredFamily } from './catalogue-store.ts';
import { adminFamilyView } from './admin-handlers.ts';
import { draftStates } from './family-versions.ts';
import { answerView, categoryViews, familyView, presetView, questionView, stepViews, type ShownFamily } from './catalogue-views.ts';
import { byPosition, unpublishedFamilies } from './unpublished-families.ts';
import { isCatalogueAdmin, visibleFamily } from './visible-family.ts';

type QuestionViews = ReturnType<typeof questionView>[];
/** The question views of a compiled catalogue by step, language and options: a pure function of them, built once. */
const questionViewCache = new WeakMap<object, Map<string, QuestionViews>>();

function cachedQuestionViews(catalogue: StoredFamily['catalogue'], stepId: number | undefined, locale: Locale, options: { withCategories?: boolean; withConditions?: boolean; withAnswers?: boolean }): QuestionViews {
  let byKey = questionViewCache.get(catalogue);
  if (!byKey) questionViewCache.set(catalogue, (byKey = new Map()));
  const key = `${stepId ?? ''}|${locale}|${Boolean(options.withCategories)}|${Boolean(options.withConditions)}|${Boolean(options.withAnswers)}`;
  let views = byKey.get(key);
  if (!views) {
    const questions = catalogue.questions.filter((question) => stepId === undefined || question.stepId === stepId);
    views = questions.map((question) => questionView(catalogue, question, locale, options));
    byKey.set(key, views);
  }
  return views;
}

/**
 * A version's document as the builders read it, made once per version: without the product team's notes and test
 * cases (never shown to customers; a builder would only compile the cases for nothing).
 */
const definitionDocuments = new WeakMap<object, Record<string, unknown>>();

function definitionDocument(document: object): Record<string, unknown> {
  let found = definitionDocuments.get(document);
  if (!found) {
    const { testCases: _cases, ...forBuilders } = withoutNotes(document) as Record<string, unknown>;
    definitionDocuments.set(document, (found = forBuilders));
  }
  return found;
}

export const catalogueOperations = [
  operation('listFamilies', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, query, caller, locale }) => {
      const admin = isCatalogueAdmin(caller.permissions);
      const everything = Boolean(query.include_inactive) && admin;
      const inForce = await catalogues.list({ includeInactive: everything });
      // the administrator's list also holds the families with no version in force yet (new ones), shown by their draft
      const families: ShownFamily[] = everything ? byPosition([...inForce, ...(await unpublishedFamilies(db, inForce))]) : inForce;
      const drafts = admin ? await draftStates(db, families.map((family) => family.row.id)) : undefined;
      return { data: families.map((family) => familyView(family, locale, drafts?.get(family.row.id))) };
    },
  }),

  operation('getFamily', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params, caller, locale }) => {
      if (isCatalogueAdmin(caller.permissions)) return { data: await adminFamilyView({ db, catalogues }, params.id, locale) };
      return { data: familyView(await visibleFamily(catalogues, caller.permissions, params.id), locale) };
    },
  }),

  operation('getFamilyDefinition', {
    permission: 'signed-in',
    handler: async ({ catalogues, params: { id }, query, caller }) => {
      // a version asked for is read whatever the family's state: a quote made before the family was deactivated keeps opening on it
      const family = query.version === undefined ? await visibleFamily(catalogues, caller.permissions, id) : await catalogues.get(id);
      if (!family) throw notFound();
      const number = query.version ?? family.version;
      const catalogue = number === family.version ? family.catalogue : await catalogues.version(id, number);
      if (!catalogue) throw notFound();
      return {
        data: {
          id,
          key: family.row.key,
          version: number,
          updated_at: family.row.updatedAt.toISOString(),
          document: definitionDocument(catalogue.document),
          ids: await catalogues.idsOf(id, number),
        },
      };
    },
  }),

  operation('listFamilySteps', {
    permission: 'signed-in',
    handler: async ({ catalogues, params: { id }, query, caller, locale }) => {
      const { catalogue } = await visibleFamily(catalogues, caller.permissions, id);
      return { data: stepViews(id, catalogue, locale, Boolean(query.with_conditions)) };
    },
  }),

  operation('getFamilyStep', {
    permission: 'signed-in',
    handler: async ({ catalogues, params: { id, stepId }, caller, locale }) => {
      const { catalogue } = await visibleFamily(catalogues, caller.permissions, id);
      const step = stepViews(id, catalogue, locale, true).find((s) => s.id === stepId);
      if (!step) throw notFound();
      return { data: step };
    },
  }),

  operation('listQuestions', {
    permission: 'signed-in',
    handler: async ({ catalogues, query, caller, locale }) => {
      const { catalogue } = await visibleFamily(catalogues, caller.permissions, query.family_id);
      const stepId = query.step_id;
      if (stepId !== undefined && !allSteps(catalogue).some((step) => step.id === stepId)) {
        throw notFound();
      }
      const options = { withCategories: query.with_categories, withConditions: query.with_conditions, withAnswers: query.with_answers };
      return { data: cachedQuestionViews(catalogue, stepId, locale, options) };
    },
  }),

  operation('listQuestionAnswers', {
    permission: 'signed-in',
    handler: async ({ catalogues, params: { id }, query, caller, locale }) => {
      const family = await catalogues.familyOfItem(id);
      const question = family?.catalogue.questionsById.get(id);
      if (!family || !question || (!family.row.active && !isCatalogueAdmin(caller.permissions))) throw notFound();
      return { data: question.answers.map((answer) => answerView(answer, locale, Boolean(query.with_conditions))) };
    },
  }),

  operation('listCategories', {
    permission: 'signed-in',
    handler: async ({ catalogues, query: { family_id }, caller, locale }) => {
      const families = family_id === undefined ? await catalogues.list() : [await visibleFamily(catalogues, caller.permissions, family_id)];
      return { data: families.flatMap(({ catalogue }) => categoryViews(catalogue, locale)) };
    },
  }),

  operation('listInconsistencyCategories', {
    permission: 'signed-in',
    handler: async ({ catalogues, locale }) => {
      const families = await catalogues.list();
      return {
        data: families.flatMap(({ catalogue }) =>
          catalogue.inconsistencyCategories.map((category) => ({ id: category.id, key: category.key, title: localize(category.title, locale) })),
        ),
      };
    },
  }),

  operation('listFamilyPresets', {
    permission: 'signed-in',
    handler: async ({ catalogues, params: { id }, caller, locale }) => {
      const { catalogue } = await visibleFamily(catalogues, caller.permissions, id);
      return { data: catalogue.presets.map((preset) => presetView(id, preset, locale)) };
    },
  }),

  operation('getFamilyPreset', {
    permission: 'signed-in',
    handler: async ({ catalogues, params: { id, presetId }, caller, locale }) => {
      const { catalogue } = await visibleFamily(catalogues, caller.permissions, id);
      const preset = catalogue.presets.find((p) => p.id === presetId);
      if (!preset) throw notFound();
      return { data: presetView(id, preset, locale) };
    },
  }),
];
