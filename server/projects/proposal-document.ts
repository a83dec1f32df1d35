/**
 * What the proposal PDF prints (issue 32, item 3): the saved proposal (or its
 * defaults), each chosen quote priced as getQuotePdf prices it (its own
 * customisation: discount, extra lines, detailed or simplified lines), the
 * installer's logo and company from the first quote, the project's end
 * customer, site and pool, and one total of the quotes that are not options.
 * 422 proposal_empty with no quote, mixed_currencies when the quotes are not
 * all in one currency; a quote that cannot be priced answers as on getQuotePdf.
 */
import { drawPoolPlan, validityEnd, type Locale } from '../../engine/index.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import type { ProposalPdfInput, ProposalQuote } from '../pdf/proposal-pdf.ts';
import type { PdfParty } from '../pdf/quote-pdf.ts';
import { readCustomisation, savedCustomisation } from '../quotes/customisation-repository.ts';
import { loadQuote } from '../quotes/quote-access.ts';
import { companyParty, customisedOffer, documentLogo, offeringCompany, productTitle } from '../quotes/quote-offer.ts';
import { calculationSettings, priceRecord, type PricingLog } from '../quotes/quote-pricing.ts';
import type { QuoteRecord } from '../quotes/quote-repository.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { poolSummary, type Pool } from './pool.ts';
import type { ProjectRecord } from './project-repository.ts';
import { readProposal } from './proposal.ts';

export interface ProposalDocumentContext {
  db: Database;
  files: FileStore;
  catalogues: CatalogueStore;
  caller: Caller;
  /** The language asked for (`locale` query), else the proposal's own. */
  locale: Locale | undefined;
  callerLocale: Locale;
  log: PricingLog;
  /** `YYYY-MM-DD`: the day the proposal is printed. */
  today: string;
}

const party = (fields: Record<string, string | null>): PdfParty => ({
  name: fields.name ?? null,
  addressLines: [fields.address_1 ?? null, fields.address_2 ?? null],
  zipcode: fields.zipcode ?? null,
  city: fields.city ?? null,
  countryCode: fields.country_code ?? null,
  phone: fields.phone ?? null,
  email: fields.email ?? null,
});

const sum = (quotes: ProposalQuote[], pick: (quote: ProposalQuote) => number) => quotes.reduce((total, quote) => total + pick(quote), 0);

export async function proposalDocument(context: ProposalDocumentContext, record: ProjectRecord): Promise<ProposalPdfInput> {
  const { db, files, catalogues, caller, log, today } = context;
  const { project } = record;
  const proposal = await readProposal(db, caller, project.id, context.callerLocale);
  const locale = context.locale ?? proposal.language;
  if (proposal.items.length === 0) throw new AppError(422, 'proposal_empty');
  let first: { record: QuoteRecord; logoFileId: string | null } | null = null;
  const printed: Array<ProposalQuote & { optional: boolean }> = [];
  for (const item of proposal.items) {
    const { record: quote, catalogue } = await loadQuote(db, catalogues, caller, item.quote_id);
    const calculation = priceRecord(quote, catalogue, calculationSettings(quote), log);
    const row = await readCustomisation(db, quote.quote.id);
    const offer = customisedOffer(quote, catalogue, calculation, savedCustomisation(quote, row), locale);
    first ??= { record: quote, logoFileId: row?.logoFileId ?? null };
    printed.push({
      reference: quote.quote.reference,
      name: quote.quote.name,
      product: productTitle(catalogue, quote, locale),
      detail: item.detail,
      optional: item.optional,
      offer,
      plan: item.detail === 'detailed' ? drawPoolPlan(catalogue, quote.quote.answers, locale) : null,
    });
  }
  const currencies = [...new Set(printed.map((quote) => quote.offer.currency))];
  if (!first || currencies.length !== 1) throw new AppError(422, currencies.length > 1 ? 'mixed_currencies' : 'proposal_empty');
  const quotes = printed.filter((quote) => !quote.optional);
  const rates = [...new Set(quotes.map((quote) => quote.offer.vatRateBp))];
  const seller = await offeringCompany(db, first.record);
  return {
    locale,
    number: project.number,
    name: project.name,
    date: today,
    validUntil: validityEnd(today, proposal.validity_days, 'days'),
    seller: companyParty(seller),
    logo: first.logoFileId ? await documentLogo(db, files, first.logoFileId) : null,
    customer: party(project.endCustomer),
    site: { ...party(project.siteAddress), name: null, phone: null, email: null },
    poolSummary: poolSummary(project.pool as Pool, locale),
    introduction: proposal.introduction,
    conditions: proposal.conditions,
    quotes,
    options: printed.filter((quote) => quote.optional),
    total: {
      currency: currencies[0] ?? '',
      exVatCents: sum(quotes, (quote) => quote.offer.totalExVatCents),
      vatCents: sum(quotes, (quote) => quote.offer.vatCents),
      inclVatCents: sum(quotes, (quote) => quote.offer.totalInclVatCents),
      vatRateBp: rates.length === 1 ? (rates[0] ?? null) : null,
    },
  };
}
