/**
 * The filters bar of a server-paginated list (my quotes, my orders): the
 * text search, on a phone a toggle that shows the other filters with their
 * count, the list's own filters, the product family and the creation dates,
 * then "Clear filters" while a filter narrows the list.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Schemas } from '../api/types.ts';
import { useDevice } from '../lib/use-device.ts';
import { CreationDatesFilter } from './creation-dates-filter.tsx';
import { SearchBox } from './search-box.tsx';

/** The filters every list has. */
export interface CommonListFilters {
  q: string;
  familyId: number | null;
  createdFrom: string | null;
  createdTo: string | null;
}

export interface ListFiltersProps {
  query: CommonListFilters;
  families: Schemas['Family'][];
  searchPlaceholder: string;
  searchLabel: string;
  /** How many filters besides the text narrow the list. */
  count: number;
  /** A filter narrows the list: "Clear filters" is offered. */
  filtered: boolean;
  onChange(change: Partial<CommonListFilters>): void;
  onClear(): void;
  /** The list's own filters, before the product family. */
  children: ReactNode;
}

export function ListFilters({ query, families, searchPlaceholder, searchLabel, count, filtered, onChange, onClear, children }: ListFiltersProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="quote-filters" role="search">
      <SearchBox className="quote-filter-search" value={query.q} placeholder={searchPlaceholder} label={searchLabel} onSearch={(q) => onChange({ q })} />
      {isPhone && (
        <Button icon={<FilterOutlined aria-hidden />} aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className="quote-filter-toggle">
          {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
        </Button>
      )}
      {(!isPhone || expanded) && (
        <>
          {children}
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
      {filtered && (
        <Button type="link" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}
