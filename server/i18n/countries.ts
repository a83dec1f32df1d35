/**
 * The supported countries (spec §3: about 120 entries), as ISO 3166-1 alpha-2
 * codes. Names come from the ICU data that Node ships, in each language.
 */
import type { Locale } from '../../engine/index.ts';

export const COUNTRY_CODES = [
  'AD', 'AE', 'AL', 'AM', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BE', 'BG', 'BH', 'BO', 'BR', 'BY', 'CA', 'CH', 'CL', 'CM',
  'CN', 'CO', 'CR', 'CU', 'CY', 'CZ', 'DE', 'DK', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GA', 'GB', 'GE',
  'GF', 'GP', 'GR', 'GT', 'HK', 'HN', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JO', 'JP', 'KE', 'KR', 'KW',
  'KZ', 'LB', 'LI', 'LT', 'LU', 'LV', 'MA', 'MC', 'MD', 'ME', 'MG', 'MK', 'MQ', 'MT', 'MU', 'MX', 'MY', 'NC', 'NG',
  'NI', 'NL', 'NO', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PH', 'PK', 'PL', 'PM', 'PR', 'PT', 'PY', 'QA', 'RE', 'RO', 'RS',
  'SA', 'SC', 'SE', 'SG', 'SI', 'SK', 'SM', 'SN', 'SV', 'TH', 'TN', 'TR', 'TW', 'UA', 'US', 'UY', 'UZ', 'VA', 'VE',
  'VN', 'WF', 'YT', 'ZA',
] as const;

const displayNames = new Map<Locale, Intl.DisplayNames>();

export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

export function isCountryCode(code: string): boolean {
  return (COUNTRY_CODES as readonly string[]).includes(code);
}
