/** The filters of the order list: text (sent after a pause), status, type, product family and creation dates. */
import { useLingui } from '@lingui/react/macro';
import { Select } from 'antd';
import type { Schemas } from '../../api/types.ts';
import { ListFilters } from '../../components/list-filters.tsx';
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
  return (
    <ListFilters
      query={query}
      families={families}
      searchPlaceholder={t`Number, client, reference or product`}
      searchLabel={t`Search orders`}
      count={otherFilters(query)}
      filtered={hasOrderFilters(query)}
      onChange={onChange}
      onClear={() => onChange({ q: '', status: null, type: null, familyId: null, createdFrom: null, createdTo: null })}
    >
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
    </ListFilters>
  );
}
