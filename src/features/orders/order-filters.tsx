/** The filters of the order list: text (sent after a pause), status, type, product family and creation dates. */
import { FilterOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select } from 'antd';
import { useState } from 'react';
import type { Schemas } from '../../api/types.ts';
import { CreationDatesFilter } from '../../components/creation-dates-filter.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useDevice } from '../../lib/use-device.ts';
import { BILLING_MODES, hasOrderFilters, ORDER_STATUSES, type OrderListQuery } from './order-list-query.ts';
import { BillingModeLabel, OrderStatusLabel } from './order-status.tsx';

export interface OrderFiltersProps {
  query: OrderListQuery;
  families: Schemas['Family'][];
  onChange(change: Partial<OrderListQuery>): void;
}

const otherFilters = (query: OrderListQuery) => [query.status, query.type, query.familyId, query.createdFrom || query.createdTo].filter((value) => value !== null && value !== '').length;

export function OrderFilters({ query, families, onChange }: OrderFiltersProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const [expanded, setExpanded] = useState(false);
  const count = otherFilters(query);
  return (
    <div className="quote-filters" role="search">
      <SearchBox
        className="quote-filter-search"
        value={query.q}
        placeholder={t`Number, client, reference or product`}
        label={t`Search orders`}
        onSearch={(q) => onChange({ q })}
      />
      {isPhone && (
        <Button icon={<FilterOutlined />} aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className="quote-filter-toggle">
          {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
        </Button>
      )}
      {(!isPhone || expanded) && (
        <>
          {query.view === 'all' && (
            <Select
              className="quote-filter-state"
              allowClear
              value={query.status ?? undefined}
              placeholder={t`All statuses`}
              aria-label={t`Status`}
              onChange={(status) => onChange({ status: status ?? null })}
              options={ORDER_STATUSES.map((status) => ({ value: status, label: <OrderStatusLabel status={status} /> }))}
            />
          )}
          <Select
            className="quote-filter-state"
            allowClear
            value={query.type ?? undefined}
            placeholder={t`All types`}
            aria-label={t`Type`}
            onChange={(type) => onChange({ type: type ?? null })}
            options={BILLING_MODES.map((type) => ({ value: type, label: <BillingModeLabel type={type} /> }))}
            popupMatchSelectWidth={false}
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
      {hasOrderFilters(query) && (
        <Button type="link" onClick={() => onChange({ q: '', status: null, type: null, familyId: null, createdFrom: null, createdTo: null })}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}
