/**
 * Rates travel in basis points (hundredths of a percent: 20 % = 2000) through
 * the engine, the API and the orders. A percent exists only where a person
 * types or reads one (the VAT rate and the trade discount fields); these two
 * functions are the only conversions between them.
 */

/**
 * A typed percent (at most two decimals) in basis points. percent x 100 in
 * binary floating point may land just under a half (1.005 x 100 = 100.4999…),
 * so it is read back to 12 significant digits first; halves go up.
 *
 * @example
 * basisPoints(8.1) // 810
 */
export function basisPoints(percent: number): number {
  return Math.round(Number((percent * 100).toPrecision(12)));
}

/**
 * Basis points as the percent a person types or reads.
 *
 * @example
 * percentOfBasisPoints(810) // 8.1
 */
export function percentOfBasisPoints(bp: number): number {
  return bp / 100;
}
