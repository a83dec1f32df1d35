/**
 * The impact report asked before a draft is published (issue 27, item 5):
 * the family's open quotes (state `draft`) read here, up to a cap, with
 * what prices them (client country, day, currency, exchange rate, VAT,
 * discount), the documents of their versions, the draft and the latest
 * version, and the family's ids; the pricing, the keys and the
 * translations are worked out in the catalogue worker (publish-impact.ts).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { pricedFor, type ImpactQuote } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { catalogueIds, families, familyVersions, quotes } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { calculationSettings } from '../quotes/quote-pricing.ts';
import { countQuotes, findQuotes } from '../quotes/quote-repository.ts';
import { computeImpact } from './catalogue-analysis.ts';

/** The most open quotes priced for one report (each is priced twice); the contract's maximum of `limit`. */
export const IMPACT_QUOTE_LIMIT = 500;

/** The latest version not cancelled's document, null before the first. */
async function latestDocument(db: Database, familyId: number): Promise<unknown> {
  const [row] = await db
    .select({ document: familyVersions.document })
    .from(familyVersions)
    .where(and(eq(familyVersions.familyId, familyId), isNull(familyVersions.cancelledAt)))
    .orderBy(desc(familyVersions.number))
    .limit(1);
  return row?.document ?? null;
}

export const impactOperations = [
  operation('getFamilyImpact', {
    permission: 'CATALOGUE_ADMIN',
    handler: async ({ db, params: { id }, query, locale }) => {
      const limit = query.limit ?? IMPACT_QUOTE_LIMIT;
      const [family] = await db.select({ document: families.document }).from(families).where(eq(families.id, id));
      if (!family) throw notFound();
      const open = and(eq(quotes.familyId, id), eq(quotes.state, 'draft'));
      const [count, records] = await Promise.all([countQuotes(db, open), findQuotes(db, open, [desc(quotes.updatedAt), desc(quotes.id)], limit, 0)]);
      const today = new Date().toISOString().slice(0, 10);
      const priced: ImpactQuote[] = records.map((record) => ({
        version: record.quote.familyVersion,
        answers: record.quote.answers,
        pricing: { country: pricedFor(record).countryCode, date: today },
        settings: calculationSettings(record),
      }));
      const numbers = [...new Set(records.map((record) => record.quote.familyVersion))];
      const [versions, ids, latest] = await Promise.all([
        numbers.length === 0
          ? []
          : db.select({ number: familyVersions.number, document: familyVersions.document }).from(familyVersions).where(and(eq(familyVersions.familyId, id), inArray(familyVersions.number, numbers))),
        db.select({ kind: catalogueIds.kind, key: catalogueIds.key, id: catalogueIds.id }).from(catalogueIds).where(eq(catalogueIds.familyId, id)),
        latestDocument(db, id),
      ]);
      const report = await computeImpact({
        ids: ids.map((row) => [`${row.kind}:${row.key}`, row.id]),
        draft: family.document,
        latest,
        versions: versions.map((row) => [row.number, row.document]),
        quotes: priced,
        locale,
      });
      return {
        data: {
          open_quotes: count,
          priced_quotes: report.priced,
          limit,
          capped: count > report.priced,
          repricing: report.repricing.map((range) => ({
            currency: range.currency as never,
            quotes: range.quotes,
            changed: range.changed,
            min_difference_cents: range.minCents,
            max_difference_cents: range.maxCents,
          })),
          failing: report.failing,
          unpriced: report.unpriced,
          keys: report.keys.map((key) => ({ kind: key.kind, question: key.question, answer: key.answer, renamed_to: key.renamedTo, quotes: key.quotes })),
          translations: report.translations,
          domain_problems: report.domainProblems,
        },
      };
    },
  }),
];
