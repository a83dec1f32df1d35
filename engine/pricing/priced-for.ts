/**
 * Who a quote is priced for: its installer, else its reference client (a
 * trading group quoting before it has chosen one of its members). That
 * company's country sets the default VAT, the eco-participation and the VAT
 * of the offer to the end customer; its discount gives the net total. The
 * trading group that bills a member installer never does: the server's
 * price, the builder's live totals and the PDF all ask this one function.
 */

export interface QuoteParties<Company> {
  installer: Company | null;
  /** The quote's reference client (the company the quote was made for). */
  client: Company;
}

/**
 * @example
 * pricedFor({ installer: null, client: group }) // group
 * pricedFor({ installer: member, client: group }) // member
 */
export function pricedFor<Company>(parties: QuoteParties<Company>): Company {
  return parties.installer ?? parties.client;
}
