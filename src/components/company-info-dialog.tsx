/** Billing or installer information of the current reference client. */
import { Trans } from '@lingui/react/macro';
import { Alert, Descriptions, Modal, Skeleton } from 'antd';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { $api } from '../api/queries.ts';
import { errorMessageOf, type Schemas } from '../api/types.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { withMinDelay } from '../lib/min-delay.ts';

export type CompanyInfoKind = 'billing' | 'installer';
type Info = Schemas['Billing'] | Schemas['Installer'];

function addressLines(info: Info): ReactNode {
  const lines = [info.address_1, info.address_2, info.address_3, info.address_4, [info.zipcode, info.city].filter(Boolean).join(' '), info.country];
  return lines.filter(Boolean).map((line) => <div key={String(line)}>{line}</div>);
}

export function CompanyInfoDialog({ kind, onClose }: { kind: CompanyInfoKind | null; onClose: () => void }) {
  const billing = $api.queryOptions('get', '/account/billing');
  const installerOptions = $api.queryOptions('get', '/account/installer');
  const options = kind === 'installer' ? installerOptions : billing;
  const query = useQuery<{ data: Info }>({
    queryKey: options.queryKey,
    queryFn: kind ? (context) => withMinDelay(Promise.resolve(options.queryFn(context as never))) : skipToken,
  });
  const info = kind ? (query.data?.data ?? null) : null;
  // connection loss: the middleware shows the toast
  const error = kind && query.isError && !(query.error instanceof Error) ? errorMessageOf(query.error) : null;

  const { account } = useAuth();
  const installer = info && 'discount_percent' in info ? info : null;
  // an external client's user does not see its installer's negotiated terms (the server leaves them out too)
  const showDiscount = installer !== null && !account?.externe && installer.discount_percent != null;
  return (
    <Modal
      open={kind !== null}
      onCancel={onClose}
      footer={null}
      title={kind === 'billing' ? <Trans>Billing information</Trans> : <Trans>Installer information</Trans>}
    >
      {error && <Alert type="error" showIcon title={error} />}
      {!info && !error && <Skeleton active />}
      {info && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={<Trans>Company</Trans>}>
            {'business_name' in info ? info.business_name : installer?.name}
          </Descriptions.Item>
          <Descriptions.Item label={<Trans>Address</Trans>}>{addressLines(info)}</Descriptions.Item>
          {info.phone && <Descriptions.Item label={<Trans>Phone</Trans>}>{info.phone}</Descriptions.Item>}
          {info.fax && <Descriptions.Item label={<Trans>Fax</Trans>}>{info.fax}</Descriptions.Item>}
          {installer?.email && <Descriptions.Item label={<Trans>E-mail</Trans>}>{installer.email}</Descriptions.Item>}
          {installer?.vat_number && (
            <Descriptions.Item label={<Trans>VAT number</Trans>}>{installer.vat_number}</Descriptions.Item>
          )}
          {showDiscount && (
            <Descriptions.Item label={<Trans>Discount</Trans>}>{installer.discount_percent} %</Descriptions.Item>
          )}
          {installer?.group && (
            <Descriptions.Item label={<Trans>Trading group</Trans>}>{installer.group.name}</Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}
