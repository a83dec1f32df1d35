/**
 * The filters of the quote list: text (sent ~300 ms after the last key),
 * state, product family and creation dates.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select } from 'antd';
import { useState } from 'react';
import type { Schemas } from '../../api/types.ts';
import { CreationDatesFilter } from '../../components/creation-dates-filter.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useDevice } from '../../lib/use-device.ts';
import { hasFilters, QUOTE_STATES, type QuoteListQuery } from './quote-list-query.ts';
import { QuoteStateLabel } from './quote-state-tag.tsx';

export interface QuoteFiltersProps {
  query: QuoteListQuery;
  families: Schemas['Family'][];
  onChange(change: Partial<QuoteListQuery>): void;
}

/** How many filters besides the text narrow the list. */
const otherFilters = (query: QuoteListQuery) => [query.state, query.familyId, query.createdFrom || query.createdTo].filter((value) => value !== null && value !== '').length;

export function QuoteFilters({ query, families, onChange }: QuoteFiltersProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const [expanded, setExpanded] = useState(false);
  const count = otherFilters(query);
  const showOthers = !isPhone || expanded;
  return (
    <div className="quote-filters" role="search">
      <SearchBox
        className="quote-filter-search"
        value={query.q}
        placeholder={t`Name, number or customer reference`}
        label={t`Search quotes`}
        onSearch={(q) => onChange({ q })}
      />
      {isPhone && (
        <Button icon={<FilterOutlined />} aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className="quote-filter-toggle">
          {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
        </Button>
      )}
      {showOthers && (
        <>
          <Select
            className="quote-filter-state"
            allowClear
            value={query.state ?? undefined}
            placeholder={t`All states`}
            aria-label={t`State`}
            onChange={(state) => onChange({ state: state ?? null })}
            options={QUOTE_STATES.map((state) => ({ value: state, label: <QuoteStateLabel state={state} /> }))}
          />
          <Select
            className="quote-filter-family"
            allowClear
            value={query.familyId ?? undefined}
            placeholder={t`All product families`}
            aria-label={t`Product family`}
            onChange={(familyId) => onChange({ familyId: familyId ?? null })}
            options={families.map((family) => ({ value: family.id, label: family.title }))}
            popupMatchSelectWidth={false}
          />
          <CreationDatesFilter from={query.createdFrom} to={query.createdTo} onChange={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })} />
        </>
      )}
      {hasFilters(query) && (
        <Button type="link" onClick={() => onChange({ q: '', state: null, familyId: null, createdFrom: null, createdTo: null })}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}
