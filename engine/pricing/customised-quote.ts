/**
 * The customised quote: the installer's offer to the end customer (domain
 * brief §5), computed once here for the server's API, the quote PDF and the
 * browser's live preview. It starts from the public lines of `calculate`
 * (amounts in the quote's currency), takes the installer's trade discount off
 * the product lines (and off the shipping lines when asked), adds the
 * installer's extra lines (which may be negative), then VAT. Every amount is in
 * integer cents; the discount is the percentage of its printed base, rounded
 * once (`discountOf`), so that it checks out with a calculator.
 *
 * Shipping lines (reading): the catalogue's price lines that are not
 * discountable (`discountable: false`: carriage, delivery, packing, which the
 * manufacturer does not discount either). Eco-participation is never
 * discounted.
 */
import type { Locale } from '../constants.ts';
import { localize } from '../catalogue/localize.ts';
import { discountOf, signedPercentOf, type Calculation } from './calculation.ts';
import { standardVatRateBp } from './vat.ts';

export interface ExtraLine {
  designation: string;
  /** In the quote's currency, may be negative (a commercial gesture). */
  totalExVatCents: number;
}

export interface CustomisationTerms {
  /** Trade discount in hundredths of a percent (10.5 % = 1050). */
  tradeDiscountBp: number;
  discountOnShipping: boolean;
  extraLines: readonly ExtraLine[];
  /** One line per product instead of the price list's lines. */
  simplified: boolean;
}

export type CustomisedLineKind = 'product' | 'shipping' | 'eco' | 'extra';

export interface CustomisedLine {
  kind: CustomisedLineKind;
  /** The price list's code; null for a grouped or an extra line. */
  code: string | null;
  designation: string;
  /** Null for a grouped or an extra line. */
  quantity: number | null;
  unitCents: number | null;
  /** Public amount ex VAT (before the trade discount). */
  amountCents: number;
}

export interface CustomisedQuote {
  currency: string;
  simplified: boolean;
  lines: CustomisedLine[];
  /** Sum of the price list's lines (products, shipping, eco-participation). */
  publicTotalCents: number;
  tradeDiscountBp: number;
  /** What the discount applies to, and the discount itself (positive, to subtract). */
  discountBaseCents: number;
  tradeDiscountCents: number;
  extraTotalCents: number;
  /** Eco-participation included in the total (France). */
  ecoCents: number;
  /** Lines less the trade discount. */
  totalExVatCents: number;
  vatRateBp: number;
  vatCents: number;
  totalInclVatCents: number;
}

/** Names of the grouped lines of a simplified quote, in the document's language. */
export interface SimplifiedTitles {
  /** The configured product, e.g. "Bubble cover · Blue 400 µm". */
  product: string;
  eco: string;
  shipping: string;
}

const kindOf = (line: Calculation['lines'][number]): CustomisedLineKind => (line.kind === 'eco' ? 'eco' : line.discountable ? 'product' : 'shipping');

/**
 * The VAT rate of the offer to the end customer: the quote's rate, except
 * that a reverse-charge sale (0 % between businesses) becomes the standard
 * rate of the installer's country, since the pool owner is a consumer.
 */
export function offerVatRateBp(calculation: Pick<Calculation, 'vat_rate_bp' | 'reverse_charge'>, installerCountry: string | null): number {
  if (!calculation.reverse_charge) return calculation.vat_rate_bp;
  return standardVatRateBp(installerCountry) ?? calculation.vat_rate_bp;
}

function groupedLines(lines: CustomisedLine[], titles: SimplifiedTitles): CustomisedLine[] {
  const kinds: Array<Exclude<CustomisedLineKind, 'extra'>> = ['product', 'shipping', 'eco'];
  return kinds.flatMap((kind) => {
    const members = lines.filter((line) => line.kind === kind);
    if (members.length === 0) return [];
    const amountCents = members.reduce((sum, line) => sum + line.amountCents, 0);
    return [{ kind, code: null, designation: titles[kind], quantity: null, unitCents: null, amountCents }];
  });
}

/**
 * @example
 * const offer = customiseQuote(calculation, { tradeDiscountBp: 1000, discountOnShipping: false,
 *   extraLines: [{ designation: 'Installation', totalExVatCents: 45000 }], simplified: false },
 *   { locale: 'fr', vatRateBp: 2000, titles });
 * offer.totalInclVatCents;
 */
export function customiseQuote(
  calculation: Pick<Calculation, 'lines' | 'currency'>,
  terms: CustomisationTerms,
  { locale, vatRateBp, titles }: { locale: Locale; vatRateBp: number; titles: SimplifiedTitles },
): CustomisedQuote {
  const priced: CustomisedLine[] = calculation.lines.map((line) => ({
    kind: kindOf(line),
    code: line.code,
    designation: localize(line.designation, locale),
    quantity: line.quantity,
    unitCents: line.unit_cents,
    amountCents: line.amount_cents,
  }));
  const discounted = priced.filter((line) => line.kind === 'product' || (line.kind === 'shipping' && terms.discountOnShipping));
  const { baseCents: discountBaseCents, discountCents: tradeDiscountCents } = discountOf(
    discounted.map((line) => line.amountCents),
    terms.tradeDiscountBp,
  );
  const extras: CustomisedLine[] = terms.extraLines.map((line) => ({
    kind: 'extra',
    code: null,
    designation: line.designation,
    quantity: null,
    unitCents: null,
    amountCents: line.totalExVatCents,
  }));
  const publicTotalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  const extraTotalCents = extras.reduce((sum, line) => sum + line.amountCents, 0);
  const totalExVatCents = publicTotalCents - tradeDiscountCents + extraTotalCents;
  const vatCents = signedPercentOf(totalExVatCents, vatRateBp);
  return {
    currency: calculation.currency,
    simplified: terms.simplified,
    lines: [...(terms.simplified ? groupedLines(priced, titles) : priced), ...extras],
    publicTotalCents,
    tradeDiscountBp: terms.tradeDiscountBp,
    discountBaseCents,
    tradeDiscountCents,
    extraTotalCents,
    ecoCents: priced.filter((line) => line.kind === 'eco').reduce((sum, line) => sum + line.amountCents, 0),
    totalExVatCents,
    vatRateBp,
    vatCents,
    totalInclVatCents: totalExVatCents + vatCents,
  };
}
