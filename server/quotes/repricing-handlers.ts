/**
 * Repricing (issue 18): a draft quote keeps the family version that priced
 * it until its user accepts the version in force, after seeing the
 * difference line by line.
 */
import { catalogueOfVersion } from '../catalogue/catalogue-store.ts';
import { effectiveFromOf } from '../catalogue/family-versions.ts';
import { AppError } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { changeQuote, loadQuote } from './quote-access.ts';
import { syncDataRows } from './quote-data-rows.ts';
import { writeQuote } from './quote-repository.ts';
import { answersUnder, repricingTarget, repricingView } from './quote-repricing.ts';
import { quoteView } from './quote-views.ts';

export const repricingOperations = [
  operation('getQuoteRepricing', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, caller, locale }) => {
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const target = repricingTarget(record);
      const next = await catalogueOfVersion(catalogues, { familyId: record.quote.familyId, familyVersion: target });
      const since = await effectiveFromOf(db, record.quote.familyId, target);
      if (!since) throw new Error(`family ${record.quote.familyId} has no version ${target}`);
      return { data: repricingView(record, { number: record.quote.familyVersion, catalogue }, { number: target, catalogue: next, since }, locale) };
    },
  }),

  operation('repriceQuote', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, caller, locale }) => {
      const data = await changeQuote(db, catalogues, caller, id, async (tx, { record }) => {
        // the version in force read with the quote's row lock: the user accepts only what they saw
        const target = repricingTarget(record);
        if (body.version !== target) throw new AppError(409, 'family_version_changed');
        const catalogue = await catalogueOfVersion(catalogues, { familyId: record.quote.familyId, familyVersion: target }, tx);
        const { kept } = answersUnder(catalogue, record.quote.answers);
        const quote = await writeQuote(tx, record, { familyVersion: target, answers: kept });
        await syncDataRows(tx, catalogue, id, kept);
        return quoteView({ ...record, quote }, catalogue, locale);
      });
      return { data };
    },
  }),
];
