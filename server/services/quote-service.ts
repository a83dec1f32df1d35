/**
 * Quotes: my quotes, create, read, update (rename, reference step, builder
 * position, answers), delete, duplicate, and the reference step's billing and
 * installer.
 */
import { eq } from 'drizzle-orm';
import { localize, QUOTE_NAME_MAX_LENGTH, type Answers } from '../../engine/index.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { quotes } from '../db/schema.ts';
import { fileStore } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import { deleteLogo, readCustomisation } from '../quotes/customisation-repository.ts';
import { assertAnswers, callerOf, changeQuote, loadQuote } from '../quotes/quote-access.ts';
import { syncDataRows } from '../quotes/quote-data-rows.ts';
import { listQuotePage } from '../quotes/quote-list.ts';
import { insertQuote } from '../quotes/quote-create.ts';
import { partyChoices, resolveParties } from '../quotes/quote-parties.ts';
import { companyById, writeQuote } from '../quotes/quote-repository.ts';
import { quoteView } from '../quotes/quote-views.ts';
import { companySummary } from '../accounts/account-view.ts';
import { visibleFamily } from '../catalogue/visible-family.ts';
import type { BodyOf, PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

export function quoteService({ db, config }: ServiceContext, store: CatalogueStore): ServiceHandlers {
  /** Reads a quote back after a change, with its joined parts. */
  const reread = async (request: Parameters<NonNullable<ServiceHandlers['getQuote']>>[0], id: number) => {
    const { record, catalogue } = await loadQuote(db, store, callerOf(request), id);
    return { data: quoteView(record, catalogue, request.locale) };
  };

  return {
    async listQuotes(request) {
      return listQuotePage(db, store, callerOf(request), request.query as QueryOf<'listQuotes'>, request.locale);
    },

    async createQuote(request, reply) {
      const caller = callerOf(request, 'QUOTE_CREATE');
      const body = request.body as BodyOf<'createQuote'>;
      const family = await store.get(body.family_id);
      if (!family || !family.row.active) throw new AppError(422, 'missing_family');
      const id = await insertQuote(db, caller, family, body, request.locale);
      reply.status(201);
      return reread(request, id);
    },

    async getQuote(request) {
      const { id } = request.params as PathOf<'getQuote'>;
      return reread(request, id);
    },

    async updateQuote(request) {
      const { id } = request.params as PathOf<'updateQuote'>;
      const body = request.body as BodyOf<'updateQuote'>;
      const saved = await changeQuote(
        db,
        store,
        request,
        id,
        async (tx, { record, catalogue }) => {
          const changes: Partial<typeof quotes.$inferInsert> = {};
          if (body.name !== undefined) changes.name = body.name.trim();
          if (body.end_customer_reference !== undefined) changes.endCustomerReference = body.end_customer_reference;
          if (body.last_step_id !== undefined) {
            const known = body.last_step_id <= 0 || body.last_step_id === 10 || body.last_step_id === 11 || catalogue.stepsById.has(body.last_step_id);
            if (!known) throw new AppError(422, 'unknown_step');
            changes.lastStepId = body.last_step_id;
          }
          if (body.billing !== undefined || body.installer_id !== undefined) {
            Object.assign(changes, await resolveParties(tx, record.client, { billing: body.billing, installerId: body.installer_id }, record.quote));
          }
          if (body.answers !== undefined) {
            const answers = body.answers as Answers;
            assertAnswers(request, catalogue, answers, body.completed_step_id !== undefined ? { completedStepId: body.completed_step_id } : {});
            changes.answers = answers;
            await syncDataRows(tx, catalogue, id, answers, record.quote.answers);
          }
          const quote = await writeQuote(tx, record, changes);
          // the joined parts (installer, billed company) change only with the parties: read them again then
          const partiesChanged = changes.billing !== undefined || changes.installerId !== undefined;
          return partiesChanged ? null : quoteView({ ...record, quote }, catalogue, request.locale);
        },
        { version: body.version },
      );
      return saved ? { data: saved } : reread(request, id);
    },

    async deleteQuote(request, reply) {
      const { id } = request.params as PathOf<'deleteQuote'>;
      const logo = await changeQuote(db, store, request, id, async (tx, { record }) => {
        if (record.quote.orderId !== null) throw new AppError(409, 'quote_not_editable');
        const logoFileId = (await readCustomisation(tx, id))?.logoFileId ?? null;
        // the customisation goes with the quote (cascade), then its logo's file row
        await tx.delete(quotes).where(eq(quotes.id, id));
        if (logoFileId) await deleteLogo(tx, logoFileId);
        return logoFileId;
      });
      if (logo) await fileStore(config.dataDir).remove([logo]);
      return reply.status(204).send();
    },

    async duplicateQuote(request, reply) {
      const caller = callerOf(request, 'QUOTE_CREATE');
      const { id } = request.params as PathOf<'duplicateQuote'>;
      const { record } = await loadQuote(db, store, caller, id);
      const family = await visibleFamily(store, caller.permissions, record.quote.familyId);
      // A quote seen only in the caller's confirmation queue (a member's, billed through its group) is
      // copied for the caller's own reference client, where the caller can open it; its member
      // installer is kept when that client is the group.
      const sameClient = record.quote.clientId === caller.clientId;
      const client = sameClient ? record.client : await companyById(db, caller.clientId);
      if (!client) throw new AppError(422, 'no_reference_client');
      const keepInstaller =
        record.quote.installerId !== null && client.kind === 'group' && (sameClient || record.installer?.groupId === client.id);
      const copy = await insertQuote(db, { ...caller, clientId: client.id }, family, {
        name: copyName(record.quote.name, request.locale),
        ...(sameClient || keepInstaller ? { billing: record.quote.billing } : {}),
        ...(keepInstaller ? { installer_id: record.quote.installerId! } : {}),
        end_customer_reference: record.quote.endCustomerReference,
        answers: record.quote.answers,
        externalCompanyId: sameClient ? record.quote.externalCompanyId : null,
      }, request.locale);
      reply.status(201);
      return reread(request, copy);
    },

    async getQuoteClient(request) {
      const { id } = request.params as PathOf<'getQuoteClient'>;
      const { record } = await loadQuote(db, store, callerOf(request), id);
      return { data: await quoteClientView(record.client, record.installer, record.billingClient, record.quote.billing) };
    },

    async updateQuoteClient(request) {
      const { id } = request.params as PathOf<'updateQuoteClient'>;
      const body = request.body as BodyOf<'updateQuoteClient'>;
      await changeQuote(db, store, request, id, async (tx, { record }) => {
        await writeQuote(tx, record, await resolveParties(tx, record.client, { billing: body.billing, installerId: body.installer_id }, record.quote));
      });
      const { record } = await loadQuote(db, store, callerOf(request), id);
      return { data: await quoteClientView(record.client, record.installer, record.billingClient, record.quote.billing) };
    },
  };

  async function quoteClientView(client: Parameters<typeof partyChoices>[1], installer: Parameters<typeof partyChoices>[2], billed: typeof installer, billing: 'group' | 'direct') {
    const choices = await partyChoices(db, client, installer);
    return {
      billing,
      billing_client: billed && companySummary(billed),
      installer: installer && companySummary(installer),
      billing_clients: choices.billingClients.map(companySummary),
      installers: choices.installers.map(companySummary),
    };
  }
}

/** Labels of a copy's name, cut so that the whole fits the 35 characters. */
const COPY_MARK = { fr: 'copie', en: 'copy', de: 'Kopie', es: 'copia', nl: 'kopie', it: 'copia' } as const;

export function copyName(name: string, locale: keyof typeof COPY_MARK): string {
  const mark = ` (${localize(COPY_MARK, locale)})`;
  return `${name.slice(0, QUOTE_NAME_MAX_LENGTH - mark.length).trimEnd()}${mark}`;
}

