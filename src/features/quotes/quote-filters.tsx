/**
 * The filters of the quote list: text (sent ~300 ms after the last key),
 * state, product family and creation dates.
 */
import { useLingui } from '@lingui/react/macro';
import { Select } from 'antd';
import type { Schemas } from '../../api/types.ts';
import { ListFilters } from '../../components/list-filters.tsx';
import { hasFilters, QUOTE_STATES, type QuoteListQuery } from './quote-list-query.ts';
import { QuoteStateLabel } from '../../components/quote-state-tag.tsx';

export interface QuoteFiltersProps {
  query: QuoteListQuery;
  families: Schemas['Family'][];
  onChange(change: Partial<QuoteListQuery>): void;
}

/** How many filters besides the text narrow the list. */
const otherFilters = (query: QuoteListQuery) => [query.state, query.familyId, query.createdFrom || query.createdTo].filter((value) => value !== null && value !== '').length;

export function QuoteFilters({ query, families, onChange }: QuoteFiltersProps) {
  const { t } = useLingui();
  return (
    <ListFilters
      query={query}
      families={families}
      searchPlaceholder={t`Name, number or customer reference`}
      searchLabel={t`Search quotes`}
      count={otherFilters(query)}
      filtered={hasFilters(query)}
      onChange={onChange}
      onClear={() => onChange({ q: '', state: null, familyId: null, createdFrom: null, createdTo: null })}
    >
      <Select
        className="quote-filter-state"
        allowClear
        value={query.state ?? undefined}
        placeholder={t`All states`}
        aria-label={t`State`}
        onChange={(state) => onChange({ state: state ?? null })}
        options={QUOTE_STATES.map((state) => ({ value: state, label: <QuoteStateLabel state={state} /> }))}
      />
    </ListFilters>
  );
}
