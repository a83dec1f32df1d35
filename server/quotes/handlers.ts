/**
 * Quotes: my quotes, create, read, update (rename, reference step, builder
 * position, answers), delete, duplicate, and the reference step's billing and
 * installer.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import { companySummary } from '../accounts/account-view.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import { quotes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { giveProjectEndCustomer } from '../projects/end-customer-copies.ts';
import { deleteLogo, readCustomisation } from './customisation-repository.ts';
import { changeQuote, loadQuote } from './quote-access.ts';
import { insertQuote } from './quote-create.ts';
import { copyName } from './quote-name.ts';
import { writeQuoteWithRows } from './quote-data-rows.ts';
import { joinableProject, keptFromPool, ownProjectNumber } from './quote-pool.ts';
import { plainChanges, saveInPlace } from './quote-save.ts';
import { listQuotePage } from './quote-list.ts';
import { partyChoices, resolveParties } from './quote-parties.ts';
import { companyById, writeQuote, type QuoteRow, type Transaction } from './quote-repository.ts';
import type { Caller } from './quote-scope.ts';
import { quoteView } from './quote-views.ts';

/** Reads a quote back after a change, with its joined parts. */
async function reread(db: Database, store: CatalogueStore, caller: Caller, id: number, locale: Locale) {
  const { record, catalogue } = await loadQuote(db, store, caller, id);
  return { data: quoteView(record, catalogue, locale) };
}

/** The reference step's parties: who bills the quote, its installer, and the choices for both. */
async function quoteClientView(db: Database, client: Parameters<typeof partyChoices>[1], installer: Parameters<typeof partyChoices>[2], billed: typeof installer, billing: 'group' | 'direct') {
  const choices = await partyChoices(db, client, installer);
  return {
    billing,
    billing_client: billed && companySummary(billed),
    installer: installer && companySummary(installer),
    billing_clients: choices.billingClients.map(companySummary),
    installers: choices.installers.map(companySummary),
  };
}

/**
 * Attaching a quote to a project of the caller's own (it takes its number,
 * and its end customer when the quote's customisation has none), or
 * detaching it (`null`: its own number back, nothing from the pool).
 */
async function projectChanges(tx: Transaction, caller: Caller, quote: QuoteRow, projectId: number | null): Promise<Partial<typeof quotes.$inferInsert>> {
  if (projectId === null) return { projectId: null, projectNumber: ownProjectNumber(quote.reference), answersFromPool: [] };
  if (projectId === quote.projectId) return {};
  const project = await joinableProject(tx, caller, projectId);
  await giveProjectEndCustomer(tx, quote.id, project.endCustomer);
  return { projectId: project.id, projectNumber: project.number, ...(quote.projectId !== null ? { answersFromPool: [] } : {}) };
}

export const quoteOperations = [
  operation('listQuotes', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, query, locale, caller }) => {
      return listQuotePage(db, catalogues, caller, query, locale);
    },
  }),

  operation('createQuote', {
    permission: 'QUOTE_CREATE',
    handler: async ({ db, catalogues, body, locale, caller }) => {
      const family = await catalogues.get(body.family_id);
      if (!family || !family.row.active) throw new AppError(422, 'missing_family');
      const id = await insertQuote(db, caller, family, { ...body, projectId: body.project_id }, locale);
      return reread(db, catalogues, caller, id, locale);
    },
  }),

  operation('getQuote', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, locale, caller }) => {
      return reread(db, catalogues, caller, id, locale);
    },
  }),

  operation('updateQuote', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, locale, caller }) => {
      const inPlace = await saveInPlace(db, catalogues, caller, id, body, locale);
      if (inPlace) return { data: inPlace };
      const saved = await changeQuote(
        db,
        catalogues,
        caller,
        id,
        async (tx, { record, catalogue }) => {
          const changes = plainChanges(body, catalogue, locale);
          if (changes.answers) {
            const kept = keptFromPool(record.quote.answersFromPool, record.quote.answers, changes.answers);
            if (kept) changes.answersFromPool = kept;
          }
          if (body.project_id !== undefined) Object.assign(changes, await projectChanges(tx, caller, record.quote, body.project_id));
          if (body.billing !== undefined || body.installer_id !== undefined) {
            Object.assign(changes, await resolveParties(tx, record.client, { billing: body.billing, installerId: body.installer_id }, record.quote));
          }
          const quote = await writeQuoteWithRows(tx, catalogue, record, changes);
          // the joined parts (installer, billed company) change only with the parties: read them again then
          const partiesChanged = changes.billing !== undefined || changes.installerId !== undefined;
          return partiesChanged ? null : quoteView({ ...record, quote }, catalogue, locale);
        },
        { version: body.version },
      );
      return saved ? { data: saved } : reread(db, catalogues, caller, id, locale);
    },
  }),

  operation('deleteQuote', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, catalogues, params: { id }, caller }) => {
      const logo = await changeQuote(db, catalogues, caller, id, async (tx, { record }) => {
        if (record.quote.orderId !== null) throw new AppError(409, 'quote_not_editable');
        const logoFileId = (await readCustomisation(tx, id))?.logoFileId ?? null;
        // the customisation goes with the quote (cascade), then its logo's file row
        await tx.delete(quotes).where(eq(quotes.id, id));
        if (logoFileId) await deleteLogo(tx, logoFileId);
        return logoFileId;
      });
      if (logo) await files.remove([logo]);
    },
  }),

  operation('duplicateQuote', {
    permission: 'QUOTE_CREATE',
    handler: async ({ db, catalogues, params: { id }, locale, caller }) => {
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      // a copy is a new quote: none of a family no longer offered (the original keeps working)
      const offered = await catalogues.get(record.quote.familyId);
      if (!offered || !offered.row.active) throw new AppError(422, 'family_inactive');
      // the copy keeps the original's tariff: its family version, not the one in force
      const family = { ...offered, version: record.quote.familyVersion, catalogue };
      // A quote seen only in the caller's confirmation queue (a member's, billed through its group) is
      // copied for the caller's own reference client, where the caller can open it; its member
      // installer is kept when that client is the group.
      const sameClient = record.quote.clientId === caller.clientId;
      const client = sameClient ? record.client : await companyById(db, caller.clientId);
      if (!client) throw new AppError(422, 'no_reference_client');
      const keepInstaller =
        record.quote.installerId !== null && client.kind === 'group' && (sameClient || record.installer?.groupId === client.id);
      const copy = await insertQuote(db, { ...caller, clientId: client.id }, family, {
        name: copyName(record.quote.name, locale),
        ...(sameClient || keepInstaller ? { billing: record.quote.billing } : {}),
        ...(keepInstaller ? { installer_id: record.quote.installerId! } : {}),
        end_customer_reference: record.quote.endCustomerReference,
        answers: record.quote.answers,
        externalCompanyId: sameClient ? record.quote.externalCompanyId : null,
        ...(record.quote.projectId !== null ? { copiedInProject: { projectId: record.quote.projectId, answersFromPool: record.quote.answersFromPool } } : {}),
      }, locale);
      return reread(db, catalogues, caller, copy, locale);
    },
  }),

  operation('getQuoteClient', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, caller }) => {
      const { record } = await loadQuote(db, catalogues, caller, id);
      return { data: await quoteClientView(db, record.client, record.installer, record.billingClient, record.quote.billing) };
    },
  }),

  operation('updateQuoteClient', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, caller }) => {
      await changeQuote(db, catalogues, caller, id, async (tx, { record }) => {
        await writeQuote(tx, record, await resolveParties(tx, record.client, { billing: body.billing, installerId: body.installer_id }, record.quote));
      });
      const { record } = await loadQuote(db, catalogues, caller, id);
      return { data: await quoteClientView(db, record.client, record.installer, record.billingClient, record.quote.billing) };
    },
  }),
];
