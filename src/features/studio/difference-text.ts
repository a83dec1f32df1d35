/**
 * A test case's differences in words, in the page's language: what the case
 * expects and what the family gives now (amounts in euros, quantities and
 * amounts formatted for the language).
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Locale, TestCaseDifference } from '../../../engine/index.ts';
import { formatCents, formatQuantity } from '../../lib/money.ts';

export function useDifferenceText(locale: Locale): (difference: TestCaseDifference) => string {
  const { t } = useLingui();
  return useCallback(
    (difference: TestCaseDifference) => {
      const euros = (cents: number) => formatCents(cents, 'EUR', locale);
      const quantity = (value: number) => formatQuantity(value, locale);
      switch (difference.kind) {
        case 'line_missing': {
          const { code } = difference;
          return t`Line ${code} is expected but no longer priced.`;
        }
        case 'line_extra': {
          const { code } = difference;
          const amount = euros(difference.actual.amountCents);
          return t`Line ${code} is now priced (${amount}) but not expected.`;
        }
        case 'line_quantity': {
          const { code } = difference;
          const expected = quantity(difference.expected);
          const actual = quantity(difference.actual);
          return t`Line ${code}: quantity ${actual}, expected ${expected}.`;
        }
        case 'line_unit_price': {
          const { code } = difference;
          const expected = euros(difference.expected);
          const actual = euros(difference.actual);
          return t`Line ${code}: unit price ${actual}, expected ${expected}.`;
        }
        case 'line_amount': {
          const { code } = difference;
          const expected = euros(difference.expected);
          const actual = euros(difference.actual);
          return t`Line ${code}: amount ${actual}, expected ${expected}.`;
        }
        case 'total': {
          const expected = euros(difference.expected);
          const actual = euros(difference.actual);
          return t`Total ${actual}, expected ${expected}.`;
        }
        case 'inconsistency_missing': {
          const { key } = difference;
          return t`Inconsistency ${key} is expected but no longer raised.`;
        }
        case 'inconsistency_extra': {
          const { key } = difference;
          return t`Inconsistency ${key} is now raised but not expected.`;
        }
        case 'inconsistency_blocking': {
          const { key } = difference;
          return difference.actual ? t`Inconsistency ${key} now blocks the quote; it was expected as a warning.` : t`Inconsistency ${key} is now a warning; it was expected to block the quote.`;
        }
        case 'evaluation_error': {
          const { message } = difference;
          return difference.source === 'pricing' ? t`A price line cannot be computed on these answers: ${message}` : t`A rule cannot be evaluated on these answers: ${message}`;
        }
      }
    },
    [t, locale],
  );
}
