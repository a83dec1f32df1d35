/**
 * Reference data of the catalogue: families, steps, questions, answers,
 * categories, inconsistency categories and presets, in the caller's language.
 * Inactive families are seen only by CATALOGUE_ADMIN.
 */
import type { FastifyRequest } from 'fastify';
import { allSteps, localize } from '../../engine/index.ts';
import type { CatalogueStore, StoredFamily } from '../catalogue/catalogue-store.ts';
import { answerView, categoryViews, familyView, presetView, questionView, stepViews } from '../catalogue/catalogue-views.ts';
import { notFound } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import type { PathOf, QueryOf, ServiceHandlers } from './types.ts';

export const isCatalogueAdmin = (request: FastifyRequest) => authOf(request).permissions.includes('CATALOGUE_ADMIN');

/** The family if the caller may see it; 404 otherwise. */
export async function visibleFamily(store: CatalogueStore, request: FastifyRequest, id: number): Promise<StoredFamily> {
  const family = await store.get(id);
  if (!family || (!family.row.active && !isCatalogueAdmin(request))) throw notFound();
  return family;
}

type QuestionViews = ReturnType<typeof questionView>[];
/** The question views of a compiled catalogue by step, language and options: a pure function of them, built once. */
const questionViewCache = new WeakMap<object, Map<string, QuestionViews>>();

function cachedQuestionViews(catalogue: StoredFamily['catalogue'], stepId: number | undefined, locale: FastifyRequest['locale'], options: { withCategories?: boolean; withConditions?: boolean; withAnswers?: boolean }): QuestionViews {
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

export function catalogueService(store: CatalogueStore): ServiceHandlers {
  return {
    async listFamilies(request) {
      const { include_inactive } = request.query as QueryOf<'listFamilies'>;
      const families = await store.list({ includeInactive: Boolean(include_inactive) && isCatalogueAdmin(request) });
      return { data: families.map((family) => familyView(family, request.locale)) };
    },

    async getFamily(request) {
      const { id } = request.params as PathOf<'getFamily'>;
      return { data: familyView(await visibleFamily(store, request, id), request.locale, isCatalogueAdmin(request)) };
    },

    async getFamilyDefinition(request) {
      const { id } = request.params as PathOf<'getFamilyDefinition'>;
      const family = await visibleFamily(store, request, id);
      return { data: { id, key: family.row.key, updated_at: family.row.updatedAt.toISOString(), document: family.catalogue.document as unknown as Record<string, unknown>, ids: await store.idsOf(id) } };
    },

    async listFamilySteps(request) {
      const { id } = request.params as PathOf<'listFamilySteps'>;
      const { with_conditions } = request.query as QueryOf<'listFamilySteps'>;
      const { catalogue } = await visibleFamily(store, request, id);
      return { data: stepViews(id, catalogue, request.locale, Boolean(with_conditions)) };
    },

    async getFamilyStep(request) {
      const { id, stepId } = request.params as PathOf<'getFamilyStep'>;
      const { catalogue } = await visibleFamily(store, request, id);
      const step = stepViews(id, catalogue, request.locale, true).find((s) => s.id === stepId);
      if (!step) throw notFound();
      return { data: step };
    },

    async listQuestions(request) {
      const query = request.query as QueryOf<'listQuestions'>;
      const { catalogue } = await visibleFamily(store, request, query.family_id);
      const stepId = query.step_id;
      if (stepId !== undefined && !allSteps(catalogue).some((step) => step.id === stepId)) {
        throw notFound();
      }
      const options = { withCategories: query.with_categories, withConditions: query.with_conditions, withAnswers: query.with_answers };
      return { data: cachedQuestionViews(catalogue, stepId, request.locale, options) };
    },

    async listQuestionAnswers(request) {
      const { id } = request.params as PathOf<'listQuestionAnswers'>;
      const { with_conditions } = request.query as QueryOf<'listQuestionAnswers'>;
      const family = await store.familyOfItem(id);
      const question = family?.catalogue.questionsById.get(id);
      if (!family || !question || (!family.row.active && !isCatalogueAdmin(request))) throw notFound();
      return { data: question.answers.map((answer) => answerView(answer, request.locale, Boolean(with_conditions))) };
    },

    async listCategories(request) {
      const { family_id } = request.query as QueryOf<'listCategories'>;
      const families = family_id === undefined ? await store.list() : [await visibleFamily(store, request, family_id)];
      return { data: families.flatMap(({ catalogue }) => categoryViews(catalogue, request.locale)) };
    },

    async listInconsistencyCategories(request) {
      const families = await store.list();
      return {
        data: families.flatMap(({ catalogue }) =>
          catalogue.inconsistencyCategories.map((category) => ({ id: category.id, key: category.key, title: localize(category.title, request.locale) })),
        ),
      };
    },

    async listFamilyPresets(request) {
      const { id } = request.params as PathOf<'listFamilyPresets'>;
      const { catalogue } = await visibleFamily(store, request, id);
      return { data: catalogue.presets.map((preset) => presetView(id, preset, request.locale)) };
    },

    async getFamilyPreset(request) {
      const { id, presetId } = request.params as PathOf<'getFamilyPreset'>;
      const { catalogue } = await visibleFamily(store, request, id);
      const preset = catalogue.presets.find((p) => p.id === presetId);
      if (!preset) throw notFound();
      return { data: presetView(id, preset, request.locale) };
    },
  };
}
