/**
 * The customised quote of a stored quote: its calculation, its saved
 * customisation and the engine's `customiseQuote`, then everything the quote
 * PDF prints (the offering company, the end customer, the plan, the logo).
 */
import { eq } from 'drizzle-orm';
import {
  customiseQuote,
  drawPoolPlan,
  localize,
  offerVatRateBp,
  pricedFor,
  quoteHighlights,
  validityEnd,
  type Calculation,
  type Catalogue,
  type CustomisedQuote,
  type Locale,
} from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { companies, users } from '../db/schema.ts';
import { text } from '../i18n/text.ts';
import type { PdfParty, QuotePdfInput } from '../pdf/quote-pdf.ts';
import { QUOTE_PDF_TEXTS } from '../pdf/quote-pdf-texts.ts';
import { customisationTerms, findLogo, type SavedCustomisation } from './customisation-repository.ts';
import type { CompanyRow, QuoteRecord } from './quote-repository.ts';

/** "Bubble cover · Blue 400 µm": the family and the model chosen in step 1. */
export function productTitle(catalogue: Catalogue, record: QuoteRecord, locale: Locale): string {
  const model = quoteHighlights(catalogue, record.quote.answers, locale).model;
  return [localize(catalogue.title, locale), model].filter(Boolean).join(' · ');
}

export function customisedOffer(record: QuoteRecord, catalogue: Catalogue, calculation: Calculation, saved: SavedCustomisation, locale: Locale, simplified?: boolean): CustomisedQuote {
  return customiseQuote(calculation, customisationTerms(saved, simplified), {
    locale,
    vatRateBp: offerVatRateBp(calculation, pricedFor(record).countryCode),
    titles: { product: productTitle(catalogue, record, locale), eco: text(QUOTE_PDF_TEXTS, 'eco_line', locale), shipping: text(QUOTE_PDF_TEXTS, 'shipping_line', locale) },
  });
}

/**
 * The company that makes the offer: the author's own company when it sells to
 * pool owners (an installer or an external client), else the quote's
 * installer (a sales rep or a group quoting for one of its members).
 */
export async function offeringCompany(db: Database, record: QuoteRecord): Promise<CompanyRow> {
  const [author] = await db.select({ company: companies }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, record.quote.userId));
  if (author && (author.company.kind === 'installer' || author.company.kind === 'external')) return author.company;
  return pricedFor(record);
}

export const companyParty = (company: CompanyRow): PdfParty => ({
  name: company.name,
  addressLines: [company.address1, company.address2, company.address3, company.address4],
  zipcode: company.zipcode,
  city: company.city,
  countryCode: company.countryCode,
  phone: company.phone,
  email: company.email,
  vatNumber: company.vatNumber,
});

export interface OfferDocumentParts {
  record: QuoteRecord;
  catalogue: Catalogue;
  saved: SavedCustomisation;
  offer: CustomisedQuote;
  seller: CompanyRow;
  logo: QuotePdfInput['logo'];
  locale: Locale;
}

export function offerDocumentInput({ record, catalogue, saved, offer, seller, logo, locale }: OfferDocumentParts): QuotePdfInput {
  const start = record.quote.createdAt.toISOString().slice(0, 10);
  const customer = saved.end_customer;
  return {
    locale,
    reference: record.quote.reference,
    name: record.quote.name,
    product: productTitle(catalogue, record, locale),
    date: start,
    validUntil: validityEnd(start, saved.validity_value, saved.validity_unit),
    seller: companyParty(seller),
    customer: {
      name: customer.name,
      addressLines: [customer.address_1, customer.address_2],
      zipcode: customer.zipcode,
      city: customer.city,
      countryCode: customer.country_code,
      phone: customer.phone,
      email: customer.email,
    },
    createdBy: saved.created_by,
    introduction: saved.introduction,
    body: saved.body,
    paymentConditions: saved.payment_conditions,
    parametersAndConditions: saved.parameters_and_conditions,
    offer,
    logo,
    plan: drawPoolPlan(catalogue, record.quote.answers, locale),
  };
}

/** The stored logo as the PDF takes it (a data URL, or the sanitised SVG's text). */
export async function documentLogo(db: Database, files: FileStore, fileId: string): Promise<QuotePdfInput['logo']> {
  const logo = await findLogo(db, fileId);
  const bytes = logo ? await files.read(logo.id) : null;
  if (!logo || !bytes) return null;
  if (logo.contentType === 'image/svg+xml') return { kind: 'svg' as const, svg: bytes.toString('utf8') };
  return { kind: 'image' as const, dataUrl: `data:${logo.contentType};base64,${bytes.toString('base64')}` };
}
