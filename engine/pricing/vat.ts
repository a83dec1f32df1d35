/**
 * The default VAT of a quote from its client's country (domain brief §5): the
 * manufacturer sells from France, so a French client pays French VAT; a client
 * elsewhere in the EU buys B2B at 0 % with the reverse-charge mention; a
 * client outside the EU gets its country's rate where the price list knows it,
 * else 0 %. The rate stays editable on the calculation step.
 */

/** The seller's country. */
export const SELLER_COUNTRY = 'FR';

const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** Standard VAT rates in hundredths of a percent (EU member states as of 2026, and neighbours). */
const STANDARD_RATES_BP: Readonly<Record<string, number>> = {
  FR: 2000, BE: 2100, DE: 1900, ES: 2100, IT: 2200, NL: 2100, LU: 1700, CH: 810,
  AT: 2000, PT: 2300, IE: 2300, GB: 2000, NO: 2500,
  BG: 2000, CY: 1900, CZ: 2100, DK: 2500, EE: 2400, FI: 2550, GR: 2400, HR: 2500, HU: 2700,
  LT: 2100, LV: 2100, MT: 1800, PL: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
};

/** The country's standard VAT rate, or null when the table does not know it. */
export function standardVatRateBp(countryCode: string | null): number | null {
  return STANDARD_RATES_BP[(countryCode ?? SELLER_COUNTRY).toUpperCase()] ?? null;
}

export interface VatDefault {
  vatRateBp: number;
  reverseCharge: boolean;
}

/**
 * @example
 * defaultVat('FR') // { vatRateBp: 2000, reverseCharge: false }
 * defaultVat('BE') // { vatRateBp: 0, reverseCharge: true }
 */
export function defaultVat(countryCode: string | null): VatDefault {
  const country = (countryCode ?? SELLER_COUNTRY).toUpperCase();
  if (country === SELLER_COUNTRY) return { vatRateBp: STANDARD_RATES_BP[SELLER_COUNTRY]!, reverseCharge: false };
  if (EU_COUNTRIES.has(country)) return { vatRateBp: 0, reverseCharge: true };
  return { vatRateBp: STANDARD_RATES_BP[country] ?? 0, reverseCharge: false };
}

/** Whether a chosen rate keeps the reverse-charge mention: 0 % for an EU client outside France. */
export function isReverseCharge(countryCode: string | null, vatRateBp: number): boolean {
  return vatRateBp === 0 && defaultVat(countryCode).reverseCharge;
}
