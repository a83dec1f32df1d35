/** Home after sign-in: the menu entries the user's permissions allow. */
import { AppstoreOutlined, BankOutlined, ContactsOutlined, FileAddOutlined, IdcardOutlined, ProjectOutlined, ShoppingCartOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Col, Row, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Permission } from '../api/types.ts';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { CompanyInfoDialog, type CompanyInfoKind } from '../components/company-info-dialog.tsx';
import { useAwaitingCount } from '../features/orders/use-awaiting-count.ts';
import { localePath } from '../i18n/locale-path.ts';

interface MenuEntry {
  key: string;
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  permission?: Permission;
  /** False hides the entry whatever the permissions (default true). */
  when?: boolean;
  /** A count shown on the entry (orders awaiting the user's confirmation). */
  count?: number | null;
  countLabel?: string;
  to?: string;
  dialog?: CompanyInfoKind;
}

export default function HomePage() {
  const { t } = useLingui();
  const { account, can } = useAuth();
  const prefix = useLocalePrefix();
  const [dialog, setDialog] = useState<CompanyInfoKind | null>(null);
  const awaiting = useAwaitingCount(can('ORDER_CONFIRM'));
  if (!account) return null;
  const awaitingCount = awaiting ?? 0;

  const entries: MenuEntry[] = [
    {
      key: 'quote',
      icon: <FileAddOutlined aria-hidden />,
      title: <Trans>Create a quote</Trans>,
      description: <Trans>Configure a product step by step and get its price.</Trans>,
      permission: 'QUOTE_CREATE',
      to: '/quote',
    },
    {
      key: 'project',
      icon: <ProjectOutlined aria-hidden />,
      title: <Trans>Pool projects</Trans>,
      description: <Trans>Measure a pool once, quote every product from it and send the owner one proposal.</Trans>,
      permission: 'QUOTE_CREATE',
      to: '/project',
    },
    {
      key: 'order',
      icon: <ShoppingCartOutlined aria-hidden />,
      title: <Trans>My orders</Trans>,
      description: <Trans>Follow your orders, from confirmation to shipping.</Trans>,
      to: awaitingCount > 0 ? '/order?view=to_confirm' : '/order',
      count: awaitingCount,
      countLabel: t`Awaiting your confirmation: ${awaitingCount}`,
    },
    {
      key: 'user',
      icon: <TeamOutlined aria-hidden />,
      title: <Trans>User management</Trans>,
      description: <Trans>Add users, set their rights and manage external clients.</Trans>,
      permission: 'USER_MANAGEMENT',
      to: '/user',
    },
    {
      key: 'external-clients',
      icon: <ContactsOutlined aria-hidden />,
      title: <Trans>External clients</Trans>,
      description: <Trans>Your external clients and their requests for access.</Trans>,
      permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
      to: '/user/external-clients',
    },
    {
      key: 'access-requests',
      icon: <SolutionOutlined aria-hidden />,
      title: <Trans>Requests for access</Trans>,
      description: <Trans>Visitors of the sign-in page asking for an account: create their company, or decline.</Trans>,
      permission: 'USER_MANAGEMENT',
      to: '/access-requests',
      when: account.company.kind === 'manufacturer', // the login page's requests are the manufacturer's to answer
    },
    {
      key: 'catalogue',
      icon: <AppstoreOutlined aria-hidden />,
      title: <Trans>Catalogue studio</Trans>,
      description: <Trans>Edit the product families, test them in the preview and publish dated price lists.</Trans>,
      permission: 'CATALOGUE_ADMIN',
      to: '/catalogue',
    },
    {
      key: 'billing',
      icon: <BankOutlined aria-hidden />,
      title: <Trans>Billing information</Trans>,
      description: <Trans>The company your orders are invoiced to.</Trans>,
      dialog: 'billing',
    },
    {
      key: 'installer',
      icon: <IdcardOutlined aria-hidden />,
      title: <Trans>Installer information</Trans>,
      description: <Trans>Your company's details and trading conditions.</Trans>,
      dialog: 'installer',
      when: account.client?.kind === 'installer', // only an installer has installer information
    },
  ];
  const visible = entries.filter((entry) => (entry.when ?? true) && (!entry.permission || can(entry.permission)));
  const firstName = account.first_name;

  return (
    <section className="home" aria-label={t`Menu`}>
      <Typography.Title level={2}>
        <Trans>Welcome, {firstName}</Trans>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {visible.map((entry) => {
          const card = (
            <Card hoverable className="menu-card" data-testid={`menu-${entry.key}`}>
              <div className="menu-card-icon">
                {/* the count's badge in the theme's gold7 (theme.ts): its white figure reads at 6.8:1, on antd's gold at 1.9:1 */}
                {entry.count ? (
                  <Badge count={entry.count} color="#874d00" offset={[6, 0]} title={entry.countLabel} aria-label={entry.countLabel} data-testid={`menu-${entry.key}-count`}>
                    {entry.icon}
                  </Badge>
                ) : (
                  entry.icon
                )}
              </div>
              <Typography.Title level={3} className="menu-card-title">{entry.title}</Typography.Title>
              <Typography.Text type="secondary">{entry.description}</Typography.Text>
              {entry.count ? <Typography.Text className="menu-card-count" type="warning" strong>{entry.countLabel}</Typography.Text> : null}
            </Card>
          );
          return (
            <Col key={entry.key} xs={24} sm={12} lg={8}>
              {entry.to ? (
                <Link to={localePath(prefix, entry.to)}>{card}</Link>
              ) : (
                <button type="button" className="menu-card-button" onClick={() => setDialog(entry.dialog!)}>
                  {card}
                </button>
              )}
            </Col>
          );
        })}
      </Row>
      <CompanyInfoDialog kind={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
