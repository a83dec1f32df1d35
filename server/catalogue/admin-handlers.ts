/**
 * Catalogue administration (CATALOGUE_ADMIN): families are written as step-DSL
 * documents; steps and presets are edits of their family's draft (production
 * reads only published versions: server/catalogue/version-handlers.ts).
 * Every change is checked whole by the engine before it is stored.
 */
import { eq, sql } from 'drizzle-orm';
import { SPECIAL_STEP_IDS, type FamilyDocument, type Locale } from '../../engine/index.ts';
import { families } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { operation, type ServerContext } from '../http/operation.ts';
import { checkDocument, readDraft } from './catalogue-repository.ts';
import { deleteFamily, insertFamily, modifyFamilyDocument } from './family-writes.ts';
import { familyView, presetView, stepViews } from './catalogue-views.ts';
import { draftStates } from './family-versions.ts';
import { answersToDocument, conditionsToDocument } from './document-edits.ts';

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

/** Edits a family's draft, checked whole, and answers the draft compiled anew. */
async function modify({ db }: ServerContext, id: number, edit: Parameters<typeof modifyFamilyDocument>[2], locale: Locale, active?: boolean) {
  const modified = await modifyFamilyDocument(db, id, edit, locale, { active });
  if (!modified) throw notFound();
  return { catalogue: modified.draft };
}

/**
 * The administrator's view of a family: production's (its version in force) with its draft; a
 * family with no version in force (a new one, not yet published) with its draft's titles and
 * `version` null.
 */
export async function adminFamilyView({ db, catalogues }: Pick<ServerContext, 'db' | 'catalogues'>, id: number, locale: Locale) {
  const [family, drafts] = await Promise.all([catalogues.get(id), draftStates(db, [id])]);
  const draft = drafts.get(id);
  if (!draft) throw notFound();
  if (family) return familyView(family, locale, draft);
  const unpublished = await readDraft(db, id);
  if (!unpublished) throw notFound();
  return familyView({ row: unpublished.row, version: null, catalogue: unpublished.draft }, locale, draft);
}

export const catalogueAdminOperations = [
  operation('createFamily', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, catalogues, body, locale }) => {
      const row = await insertFamily(db, checkDocument(body.document, locale), body.active ?? true);
      return { data: await adminFamilyView({ db, catalogues }, row.id, locale) };
    },
  }),

  operation('updateFamily', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id }, body, locale, ...ctx }) => {
      await modify(ctx, id, () => body.document as unknown as FamilyDocument, locale, body.active);
      return { data: await adminFamilyView(ctx, id, locale) };
    },
  }),

  operation('setFamilyActive', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, catalogues, params: { id }, body, locale }) => {
      const changed = await db.update(families).set({ active: body.active, updatedAt: sql`now()` }).where(eq(families.id, id)).returning({ id: families.id });
      if (changed.length === 0) throw notFound();
      return { data: await adminFamilyView({ db, catalogues }, id, locale) };
    },
  }),

  operation('deleteFamily', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id } }) => {
      await deleteFamily(db, id);
    },
  }),

  operation('createFamilyStep', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id }, body, locale, ...ctx }) => {
      if (body.id !== undefined && isSpecial(body.id)) throw new AppError(422, 'reserved_step_id');
      let stepId = 0;
      const family = await modify(ctx, id, (document, catalogue) => {
        if (body.id !== undefined && document.steps.some((step) => step.id === body.id)) throw new AppError(409, 'step_id_taken');
        if (document.steps.some((step) => step.key === body.key)) throw new AppError(409, 'step_key_taken');
        stepId = body.id ?? nextStepId(document);
        const conditions = body.conditions ? conditionsToDocument(catalogue, body.conditions, locale) : undefined;
        const step = { id: stepId, key: body.key, title: body.title, ...(conditions?.length ? { visibleWhen: conditions } : {}), questions: [] };
        placeAt(document.steps, step, body.position === undefined ? undefined : body.position - 1);
        return document;
      }, locale);
      return { data: stepViews(id, family.catalogue, locale, true).find((step) => step.id === stepId)! };
    },
  }),

  operation('updateFamilyStep', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id, stepId }, body, locale, ...ctx }) => {
      if (isSpecial(stepId)) throw new AppError(422, 'reserved_step_id');
      const family = await modify(ctx, id, (document, catalogue) => {
        const index = document.steps.findIndex((step) => step.id === stepId);
        if (index < 0) throw notFound();
        const [step] = document.steps.splice(index, 1);
        if (body.key !== undefined && body.key !== step!.key && document.steps.some((s) => s.key === body.key)) throw new AppError(409, 'step_key_taken');
        if (body.key !== undefined) step!.key = body.key;
        if (body.title !== undefined) step!.title = body.title;
        if (body.conditions !== undefined) {
          const conditions = conditionsToDocument(catalogue, body.conditions, locale);
          if (conditions.length > 0) step!.visibleWhen = conditions;
          else delete step!.visibleWhen;
        }
        placeAt(document.steps, step!, body.position === undefined ? index : body.position - 1);
        return document;
      }, locale);
      return { data: stepViews(id, family.catalogue, locale, true).find((step) => step.id === stepId)! };
    },
  }),

  operation('deleteFamilyStep', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id, stepId }, locale, ...ctx }) => {
      if (isSpecial(stepId)) throw new AppError(422, 'reserved_step_id');
      await modify(ctx, id, (document) => {
        const index = document.steps.findIndex((step) => step.id === stepId);
        if (index < 0) throw notFound();
        document.steps.splice(index, 1);
        return document;
      }, locale);
    },
  }),

  operation('createFamilyPreset', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id }, body, locale, ...ctx }) => {
      const family = await modify(ctx, id, (document, catalogue) => {
        document.presets ??= [];
        if (document.presets.some((preset) => preset.key === body.key)) throw new AppError(409, 'preset_key_taken');
        placeAt(document.presets, { key: body.key, title: body.title, answers: answersToDocument(catalogue, body.answers, locale) }, body.position);
        return document;
      }, locale);
      return { data: presetView(id, family.catalogue.presets.find((preset) => preset.key === body.key)!, locale) };
    },
  }),

  operation('updateFamilyPreset', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id, presetId }, body, locale, ...ctx }) => {
      let key = '';
      const family = await modify(ctx, id, (document, catalogue) => {
        const current = catalogue.presets.find((preset) => preset.id === presetId);
        const presets = document.presets ?? [];
        const index = presets.findIndex((preset) => preset.key === current?.key);
        if (!current || index < 0) throw notFound();
        const [preset] = presets.splice(index, 1);
        if (body.key !== undefined && body.key !== preset!.key && presets.some((p) => p.key === body.key)) throw new AppError(409, 'preset_key_taken');
        if (body.key !== undefined) preset!.key = body.key;
        if (body.title !== undefined) preset!.title = body.title;
        if (body.answers !== undefined) preset!.answers = answersToDocument(catalogue, body.answers, locale);
        placeAt(presets, preset!, body.position ?? index);
        key = preset!.key;
        return document;
      }, locale);
      return { data: presetView(id, family.catalogue.presets.find((preset) => preset.key === key)!, locale) };
    },
  }),

  operation('deleteFamilyPreset', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ params: { id, presetId }, locale, ...ctx }) => {
      await modify(ctx, id, (document, catalogue) => {
        const current = catalogue.presets.find((preset) => preset.id === presetId);
        const index = (document.presets ?? []).findIndex((preset) => preset.key === current?.key);
        if (!current || index < 0) throw notFound();
        document.presets!.splice(index, 1);
        return document;
      }, locale);
    },
  }),
];
