/**
 * The supported countries (listCountries, about 120), named in the page's
 * language by the browser (Intl.DisplayNames, the server's name when the
 * browser has none) and sorted in that language.
 */
import { useQuery } from '@tanstack/react-query';
import { LOCALE_INFO, type Locale } from '../../engine/index.ts';
import { $api } from '../api/queries.ts';

export interface CountryOption {
  value: string;
  label: string;
}

export function countryOptions(countries: { code: string; name: string }[], locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'region' });
  const collator = new Intl.Collator(LOCALE_INFO[locale].iso);
  return countries
    .map(({ code, name }) => ({ value: code, label: names.of(code) ?? name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function useCountries(locale: Locale): CountryOption[] {
  // connection loss: the middleware's toast, and no country to offer
  const { data } = useQuery({ ...$api.queryOptions('get', '/country'), staleTime: Infinity });
  return countryOptions(data?.data ?? [], locale);
}
