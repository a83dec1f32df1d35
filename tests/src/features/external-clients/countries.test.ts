/** The country list of the external-client form: the server's codes, named and sorted in the page's language. */
import { describe, expect, it } from 'vitest';
import { externalClientBody } from '../../../../src/features/external-clients/external-client-dialog.tsx';
import { countryOptions } from '../../../../src/lib/use-countries.ts';

const COUNTRIES = [
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'BE', name: 'Belgium' },
];

describe('countryOptions', () => {
  it('names each country in the language and sorts by that name', () => {
    expect(countryOptions(COUNTRIES, 'fr')).toEqual([
      { value: 'DE', label: 'Allemagne' },
      { value: 'BE', label: 'Belgique' },
      { value: 'ES', label: 'Espagne' },
    ]);
    expect(countryOptions(COUNTRIES, 'de').map((c) => c.label)).toEqual(['Belgien', 'Deutschland', 'Spanien']);
  });

  it('offers only the codes the server lists', () => {
    expect(countryOptions(COUNTRIES, 'it').map((c) => c.value).sort()).toEqual(['BE', 'DE', 'ES']);
  });
});

describe('externalClientBody', () => {
  it('trims texts and sends empty optional fields as null', () => {
    expect(
      externalClientBody({ company: ' Verde ', address_1: 'Via Roma 1 ', address_2: '  ', country_code: 'IT', zipcode: '20121', city: 'Milano', phone: '', fax: undefined }),
    ).toEqual({ company: 'Verde', address_1: 'Via Roma 1', address_2: null, address_3: null, address_4: null, country_code: 'IT', zipcode: '20121', city: 'Milano', phone: null, fax: null });
  });
});
