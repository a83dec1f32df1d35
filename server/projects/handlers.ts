/**
 * Pool projects (issue 32): my projects, create, read, update (with the
 * pool's quotes brought along), delete.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import type { projects } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { operation, type BodyOf } from '../http/operation.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { catalogueOfVersion } from '../catalogue/catalogue-store.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { followProjectEndCustomer } from './end-customer-copies.ts';
import { checkedPool } from './pool.ts';
import { validateProjectQuotes } from './project-validation.ts';
import { readProposal, saveProposal } from './proposal.ts';
import { proposalDocument } from './proposal-document.ts';
import { renderDocument } from '../pdf/render-document.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { bringQuotesToPool, projectDrafts, quoteImpact } from './pool-change.ts';
import { listProjectPage } from './project-list.ts';
import { changeProject, deleteProject, insertProject } from './project-changes.ts';
import { findProject } from './project-repository.ts';
import { projectView } from './project-views.ts';
import { companyById } from '../quotes/quote-repository.ts';
import { companies } from '../db/schema.ts';

async function reread(db: Database, caller: Caller, id: number, locale: Locale) {
  return { data: projectView(await findProject(db, caller, id), locale) };
}

type ProjectFields = Pick<BodyOf<'createProject'>, 'name' | 'end_customer' | 'site_address' | 'notes'>;

/** The columns of the fields sent (absent ones left out; the address parts trimmed, empty ones null). */
function fieldChanges(body: Partial<ProjectFields>): Partial<typeof projects.$inferInsert> {
  const clean = (record: Record<string, string | null | undefined>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, typeof value === 'string' && value.trim() !== '' ? value.trim() : null]));
  const changes: Partial<typeof projects.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.end_customer !== undefined) changes.endCustomer = clean(body.end_customer);
  if (body.site_address !== undefined) changes.siteAddress = clean(body.site_address);
  if (body.notes !== undefined) changes.notes = body.notes?.trim() || null;
  return changes;
}

export const projectOperations = [
  operation('listProjects', {
    permission: 'signed-in',
    handler: async ({ db, query, locale, caller }) => listProjectPage(db, caller, query, locale),
  }),

  operation('createProject', {
    permission: 'QUOTE_CREATE',
    handler: async ({ db, body, locale, caller }) => {
      const pool = checkedPool(body.pool, 'body.pool', locale);
      const client = await companyById(db, caller.clientId);
      if (!client) throw new AppError(422, 'no_reference_client');
      const [own] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, caller.companyId));
      const id = await insertProject(db, {
        clientId: client.id,
        externalCompanyId: own?.kind === 'external' ? caller.companyId : null,
        name: body.name.trim(),
        endCustomer: {},
        siteAddress: {},
        ...fieldChanges(body),
        pool,
        userId: caller.userId,
      });
      return reread(db, caller, id, locale);
    },
  }),

  operation('getProject', {
    permission: 'signed-in',
    handler: async ({ db, params: { id }, locale, caller }) => reread(db, caller, id, locale),
  }),

  operation('updateProject', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, locale, caller }) => {
      const pool = body.pool === undefined ? undefined : checkedPool(body.pool, 'body.pool', locale);
      const quoteIds = body.update_quote_ids ?? [];
      if (quoteIds.length > 0 && !pool) {
        // the quotes follow a new pool: without one there is nothing to bring them to
        throw new AppError(400, 'validation_failed', { details: [{ path: 'body.pool', code: 'required', message: validationMessage('required', {}, locale) }] });
      }
      const changes = fieldChanges(body);
      await changeProject(db, caller, id, body.version, { ...changes, ...(pool ? { pool } : {}) }, async (tx, before) => {
        if (pool && quoteIds.length > 0) await bringQuotesToPool(tx, catalogues, caller, id, pool, quoteIds, locale);
        if (changes.endCustomer) await followProjectEndCustomer(tx, id, before.endCustomer, changes.endCustomer);
      });
      return reread(db, caller, id, locale);
    },
  }),

  operation('getProjectPoolImpact', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, body, locale, caller }) => {
      const pool = checkedPool(body.pool, 'body.pool', locale);
      await findProject(db, caller, id);
      const drafts = await projectDrafts(db, caller, id);
      const impact = await Promise.all(drafts.map(async (record) => quoteImpact(record, await catalogueOfVersion(catalogues, record.quote), pool, locale)));
      return { data: { quotes: impact } };
    },
  }),

  operation('validateProjectQuotes', {
    permission: 'QUOTE_VALIDATE',
    handler: async ({ db, files, catalogues, params: { id }, body, locale, auth, caller, request }) => {
      await findProject(db, caller, id, { own: true });
      if (!body.accept_terms) throw new AppError(422, 'terms_not_accepted');
      const results = await validateProjectQuotes(db, catalogues, files, {
        caller,
        projectId: id,
        quoteIds: body.quote_ids,
        orderReference: body.order_reference?.trim() || null,
        locale,
        validatedBy: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
        withTerms: seesInstallerTerms(auth),
        log: { error: (details, message) => request.log.error(details, message), warn: (details, message) => request.log.warn(details, message) },
      });
      return { data: { results } };
    },
  }),

  operation('getProjectProposal', {
    permission: 'signed-in',
    handler: async ({ db, params: { id }, locale, caller }) => {
      await findProject(db, caller, id);
      return { data: await readProposal(db, caller, id, locale) };
    },
  }),

  operation('getProjectProposalPdf', {
    permission: 'signed-in',
    handler: async ({ db, files, catalogues, params: { id }, query, locale, caller, request, reply }) => {
      const record = await findProject(db, caller, id);
      const log = (details: object, message: string) => request.log.warn(details, message);
      const today = new Date().toISOString().slice(0, 10);
      const input = await proposalDocument({ db, files, catalogues, caller, locale: query.locale, callerLocale: locale, log, today }, record);
      const pdf = await renderDocument({ kind: 'proposal', input }, request.log);
      return sendPdf(reply, pdf, `${record.project.number}.pdf`);
    },
  }),

  operation('saveProjectProposal', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, params: { id }, body, locale, caller }) => {
      await findProject(db, caller, id, { own: true });
      await saveProposal(db, caller, id, body, locale);
      return { data: await readProposal(db, caller, id, locale) };
    },
  }),

  operation('deleteProject', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, params: { id }, caller }) => {
      await deleteProject(db, files, caller, id);
    },
  }),
];
