/**
 * The filters of the quote list: text (sent ~300 ms after the last key),
 * state, product family and creation dates.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Schemas } from '../../api/types.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { useDevice } from '../../lib/use-device.ts';
import '../../lib/dayjs-locales.ts';
import { hasFilters, QUOTE_STATES, type QuoteListQuery } from './quote-list-query.ts';
import { QuoteStateLabel } from './quote-state-tag.tsx';

const DAY = 'YYYY-MM-DD';

export interface QuoteFiltersProps {
  query: QuoteListQuery;
  families: Schemas['Family'][];
  onChange(change: Partial<QuoteListQuery>): void;
}

/** The creation dates: one range picker, or on a phone two day pickers (a range's two months do not fit). */
function CreationDates({ query, onChange }: Pick<QuoteFiltersProps, 'query' | 'onChange'>) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const day = (value: string | null): Dayjs | null => (value ? dayjs(value) : null);
  const text = (value: Dayjs | null | undefined) => value?.format(DAY) ?? null;
  if (isPhone) {
    return (
      <div className="quote-filter-dates">
        <DatePicker value={day(query.createdFrom)} placeholder={t`Created from`} aria-label={t`Created from`} onChange={(value) => onChange({ createdFrom: text(value) })} />
        <DatePicker value={day(query.createdTo)} placeholder={t`Created to`} aria-label={t`Created to`} onChange={(value) => onChange({ createdTo: text(value) })} />
      </div>
    );
  }
  return (
    <DatePicker.RangePicker
      className="quote-filter-dates"
      value={query.createdFrom || query.createdTo ? [day(query.createdFrom), day(query.createdTo)] : null}
      allowEmpty={[true, true]}
      aria-label={t`Creation date`}
      placeholder={[t`Created from`, t`Created to`]}
      onChange={(dates) => onChange({ createdFrom: text(dates?.[0]), createdTo: text(dates?.[1]) })}
    />
  );
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
          <CreationDates query={query} onChange={onChange} />
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
