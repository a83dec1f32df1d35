/**
 * Catalogue administration (CATALOGUE_ADMIN): families are written as step-DSL
 * documents; steps and presets are edits of their family's document. Every
 * change is checked whole by the engine before it is stored.
 */
import { eq } from 'drizzle-orm';
import { SPECIAL_STEP_IDS, type FamilyDocument, type Locale } from '../../engine/index.ts';
import { checkDocument, insertFamily, modifyFamilyDocument } from '../catalogue/catalogue-repository.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { familyView, presetView, stepViews } from '../catalogue/catalogue-views.ts';
import { answersToDocument, conditionsToDocument } from '../catalogue/document-edits.ts';
import { families } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { requirePermission } from '../http/authenticate.ts';
import type { BodyOf, PathOf, ServiceContext, ServiceHandlers } from './types.ts';

const isSpecial = (stepId: number) => (SPECIAL_STEP_IDS as readonly number[]).includes(stepId);

/** The next free form-step id: 1 to 9, then 12 and up. */
function nextStepId(document: FamilyDocument): number {
  const used = new Set(document.steps.map((step) => step.id));
  let id = 1;
  while (used.has(id) || isSpecial(id)) id++;
  return id;
}

/** Moves an item to `position` (1-based among form steps, 0-based among presets). */
function placeAt<T>(list: T[], item: T, index: number | undefined): void {
  list.splice(index === undefined ? list.length : Math.max(0, Math.min(index, list.length)), 0, item);
}

export function catalogueAdminService({ db }: ServiceContext, store: CatalogueStore): ServiceHandlers {
  async function modify(id: number, edit: Parameters<typeof modifyFamilyDocument>[2], locale: Locale, active?: boolean) {
    const row = await modifyFamilyDocument(db, id, edit, locale, { active });
    if (!row) throw notFound();
    const family = await store.get(row.id);
    if (!family) throw notFound();
    return family;
  }

  return {
    async createFamily(request, reply) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const body = request.body as BodyOf<'createFamily'>;
      const row = await insertFamily(db, checkDocument(body.document, request.locale), body.active ?? true);
      reply.code(201);
      return { data: familyView((await store.get(row.id))!, request.locale, true) };
    },

    async updateFamily(request) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id } = request.params as PathOf<'updateFamily'>;
      const body = request.body as BodyOf<'updateFamily'>;
      const family = await modify(id, () => body.document as unknown as FamilyDocument, request.locale, body.active);
      return { data: familyView(family, request.locale, true) };
    },

    async deleteFamily(request, reply) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id } = request.params as PathOf<'deleteFamily'>;
      // No quote can name a family yet; with quotes, a used family is deactivated instead.
      const deleted = await db.delete(families).where(eq(families.id, id)).returning({ id: families.id });
      if (deleted.length === 0) throw notFound();
      reply.code(204);
    },

    async createFamilyStep(request, reply) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id } = request.params as PathOf<'createFamilyStep'>;
      const body = request.body as BodyOf<'createFamilyStep'>;
      if (body.id !== undefined && isSpecial(body.id)) throw new AppError(422, 'reserved_step_id');
      let stepId = 0;
      const family = await modify(id, (document, catalogue) => {
        if (body.id !== undefined && document.steps.some((step) => step.id === body.id)) throw new AppError(409, 'step_id_taken');
        if (document.steps.some((step) => step.key === body.key)) throw new AppError(409, 'step_key_taken');
        stepId = body.id ?? nextStepId(document);
        const conditions = body.conditions ? conditionsToDocument(catalogue, body.conditions, request.locale) : undefined;
        const step = { id: stepId, key: body.key, title: body.title, ...(conditions?.length ? { visibleWhen: conditions } : {}), questions: [] };
        placeAt(document.steps, step, body.position === undefined ? undefined : body.position - 1);
        return document;
      }, request.locale);
      reply.code(201);
      return { data: stepViews(id, family.catalogue, request.locale, true).find((step) => step.id === stepId)! };
    },

    async updateFamilyStep(request) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id, stepId } = request.params as PathOf<'updateFamilyStep'>;
      const body = request.body as BodyOf<'updateFamilyStep'>;
      if (isSpecial(stepId)) throw new AppError(422, 'reserved_step_id');
      const family = await modify(id, (document, catalogue) => {
        const index = document.steps.findIndex((step) => step.id === stepId);
        if (index < 0) throw notFound();
        const [step] = document.steps.splice(index, 1);
        if (body.key !== undefined && body.key !== step!.key && document.steps.some((s) => s.key === body.key)) throw new AppError(409, 'step_key_taken');
        if (body.key !== undefined) step!.key = body.key;
        if (body.title !== undefined) step!.title = body.title;
        if (body.conditions !== undefined) {
          const conditions = conditionsToDocument(catalogue, body.conditions, request.locale);
          if (conditions.length > 0) step!.visibleWhen = conditions;
          else delete step!.visibleWhen;
        }
        placeAt(document.steps, step!, body.position === undefined ? index : body.position - 1);
        return document;
      }, request.locale);
      return { data: stepViews(id, family.catalogue, request.locale, true).find((step) => step.id === stepId)! };
    },

    async deleteFamilyStep(request, reply) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id, stepId } = request.params as PathOf<'deleteFamilyStep'>;
      if (isSpecial(stepId)) throw new AppError(422, 'reserved_step_id');
      await modify(id, (document) => {
        const index = document.steps.findIndex((step) => step.id === stepId);
        if (index < 0) throw notFound();
        document.steps.splice(index, 1);
        return document;
      }, request.locale);
      reply.code(204);
    },

    async createFamilyPreset(request, reply) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id } = request.params as PathOf<'createFamilyPreset'>;
      const body = request.body as BodyOf<'createFamilyPreset'>;
      const family = await modify(id, (document, catalogue) => {
        document.presets ??= [];
        if (document.presets.some((preset) => preset.key === body.key)) throw new AppError(409, 'preset_key_taken');
        placeAt(document.presets, { key: body.key, title: body.title, answers: answersToDocument(catalogue, body.answers, request.locale) }, body.position);
        return document;
      }, request.locale);
      reply.code(201);
      return { data: presetView(id, family.catalogue.presets.find((preset) => preset.key === body.key)!, request.locale) };
    },

    async updateFamilyPreset(request) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id, presetId } = request.params as PathOf<'updateFamilyPreset'>;
      const body = request.body as BodyOf<'updateFamilyPreset'>;
      let key = '';
      const family = await modify(id, (document, catalogue) => {
        const current = catalogue.presets.find((preset) => preset.id === presetId);
        const presets = document.presets ?? [];
        const index = presets.findIndex((preset) => preset.key === current?.key);
        if (!current || index < 0) throw notFound();
        const [preset] = presets.splice(index, 1);
        if (body.key !== undefined && body.key !== preset!.key && presets.some((p) => p.key === body.key)) throw new AppError(409, 'preset_key_taken');
        if (body.key !== undefined) preset!.key = body.key;
        if (body.title !== undefined) preset!.title = body.title;
        if (body.answers !== undefined) preset!.answers = answersToDocument(catalogue, body.answers, request.locale);
        placeAt(presets, preset!, body.position ?? index);
        key = preset!.key;
        return document;
      }, request.locale);
      return { data: presetView(id, family.catalogue.presets.find((preset) => preset.key === key)!, request.locale) };
    },

    async deleteFamilyPreset(request, reply) {
      requirePermission(request, 'CATALOGUE_ADMIN');
      const { id, presetId } = request.params as PathOf<'deleteFamilyPreset'>;
      await modify(id, (document, catalogue) => {
        const current = catalogue.presets.find((preset) => preset.id === presetId);
        const index = (document.presets ?? []).findIndex((preset) => preset.key === current?.key);
        if (!current || index < 0) throw notFound();
        document.presets!.splice(index, 1);
        return document;
      }, request.locale);
      reply.code(204);
    },
  };
}
