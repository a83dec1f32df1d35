/**
 * External clients as they look: the pending requests for access (when
 * there are any), then the searchable list with New, update and delete.
 * Data and callbacks only, for the stories.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input, Typography } from 'antd';
import { AccessRequestList, type AccessRequestListProps } from './access-requests.tsx';
import { ExternalClientTable, type ExternalClientTableProps } from './external-client-table.tsx';

export interface ExternalClientsViewProps {
  table: ExternalClientTableProps;
  requests: AccessRequestListProps;
  onSearch(q: string): void;
  onNew(): void;
}

export function ExternalClientsView({ table, requests, onSearch, onNew }: ExternalClientsViewProps) {
  const { t } = useLingui();
  return (
    <div className="external-clients">
      <Typography.Title level={2} className="page-title">
        <Trans>External clients</Trans>
      </Typography.Title>
      {(requests.requests.length > 0 || requests.error) && <AccessRequestList {...requests} />}
      <section className="external-client-list" aria-labelledby="external-client-list-title">
        <div className="pane-header">
          <h3 id="external-client-list-title" className="pane-title">
            <Trans>My external clients</Trans>
          </h3>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew} data-testid="new-external-client">
            <Trans>New external client</Trans>
          </Button>
        </div>
        <div className="list-filters">
          <Input.Search allowClear aria-label={t`Search an external client`} placeholder={t`Search an external client`} onSearch={onSearch} />
        </div>
        <ExternalClientTable {...table} />
      </section>
    </div>
  );
}
