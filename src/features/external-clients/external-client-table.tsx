/** The external clients of the installer: address, country, users, and update / delete. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Table, Tooltip } from 'antd';
import type { Schemas } from '../../api/types.ts';
import type { CountryOption } from '../../lib/use-countries.ts';
import { paginationIcons } from '../../lib/pagination-icons.tsx';

type Client = Schemas['ExternalClient'];

export interface ExternalClientTableProps {
  rows: Client[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  error: string | null;
  countries: CountryOption[];
  onPage(page: number): void;
  onEdit(client: Client): void;
  onDelete(client: Client): void;
}

export function ExternalClientTable(props: ExternalClientTableProps) {
  const { t } = useLingui();
  const countryName = (code: string) => props.countries.find((c) => c.value === code)?.label ?? code;
  return (
    <Table<Client>
      rowKey="id"
      size="middle"
      className="external-client-table"
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.error ?? t`No external client yet.` }}
      pagination={{ ...paginationIcons(), current: props.page, pageSize: props.perPage, total: props.total, hideOnSinglePage: true, onChange: props.onPage }}
      columns={[
        { key: 'company', title: t`Company`, dataIndex: 'company' },
        {
          key: 'address',
          title: t`Address`,
          responsive: ['md'],
          render: (_, c) => (
            <span className="address-cell">
              {[c.address_1, c.address_2, c.address_3, c.address_4].filter(Boolean).join(', ')}
            </span>
          ),
        },
        { key: 'city', title: t`City`, render: (_, c) => `${c.zipcode} ${c.city}` },
        { key: 'country', title: t`Country`, responsive: ['sm'], render: (_, c) => countryName(c.country_code) },
        { key: 'phone', title: t`Phone`, responsive: ['lg'], render: (_, c) => c.phone ?? '' },
        { key: 'users', title: t`Users`, align: 'right', responsive: ['lg'], dataIndex: 'user_count' },
        {
          key: 'actions',
          title: <span className="sr-only">{t`Actions`}</span>,
          render: (_, c) => (
            <span className="row-actions">
              <Tooltip title={t`Update`}>
                <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t`Update ${c.company}`} onClick={() => props.onEdit(c)} />
              </Tooltip>
              <Tooltip title={t`Delete`}>
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t`Delete ${c.company}`} onClick={() => props.onDelete(c)} />
              </Tooltip>
            </span>
          ),
        },
      ]}
    />
  );
}
