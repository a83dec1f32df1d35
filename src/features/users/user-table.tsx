/** The users of one company, with their role, subscription state and actions. */
import { EditOutlined, LockOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Input, Table, Tag, Tooltip } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ROLE_LABELS, SUBSCRIPTION_COLORS, SUBSCRIPTION_LABELS } from './user-labels.ts';
import { paginationIcons } from '../../lib/pagination-icons.tsx';

type User = Schemas['User'];
export type UserAction = 'edit' | 'resend' | 'end';

/** An external client's user created by its installer's side: inactive, no link sent, until the installer's administrators accept its request for access. */
const awaitsApproval = (user: User) => user.company.kind === 'external' && !user.active && user.subscription_status === 'pending';

export interface UserTableProps {
  rows: User[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  error: string | null;
  locale: Locale;
  /** The signed-in user, who cannot end its own subscription. */
  selfId: number;
  onSearch(q: string): void;
  onPage(page: number): void;
  onAction(action: UserAction, user: User): void;
}

export function UserTable(props: UserTableProps) {
  // below antd's sm breakpoint the subscription and actions columns are hidden (`responsive`): shown under the name instead
  const compact = !Grid.useBreakpoint().sm;
  const { t, i18n } = useLingui();
  const actions = (user: User) => {
    const name = `${user.first_name} ${user.last_name}`;
    if (!user.manageable) {
      // the server would refuse every change (403): say why instead of offering them
      return (
        <Tooltip title={t`${name} holds rights you do not have: only an administrator who has them can change this user.`}>
          <span className="row-locked" tabIndex={0} data-testid="user-locked">
            <LockOutlined aria-hidden /> <Trans>Rights beyond yours</Trans>
          </span>
        </Tooltip>
      );
    }
    return (
      <span className="row-actions">
        <Tooltip title={t`Update`}>
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t`Update ${name}`} onClick={() => props.onAction('edit', user)} />
        </Tooltip>
        {user.subscription_status === 'pending' && user.active && (
          <Tooltip title={t`Send the subscription link again`}>
            <Button size="small" icon={<MailOutlined aria-hidden />} aria-label={t`Send the subscription link again to ${name}`} onClick={() => props.onAction('resend', user)} />
          </Tooltip>
        )}
        {user.subscription_status !== 'ended' && user.id !== props.selfId && (
          <Tooltip title={t`End the subscription`}>
            <Button size="small" danger icon={<StopOutlined aria-hidden />} aria-label={t`End the subscription of ${name}`} onClick={() => props.onAction('end', user)} />
          </Tooltip>
        )}
      </span>
    );
  };
  const status = (user: User) =>
    awaitsApproval(user) ? (
      <Tag color="gold">
        <Trans>Awaiting the installer's approval</Trans>
      </Tag>
    ) : (
      <>
        <Tag color={SUBSCRIPTION_COLORS[user.subscription_status]}>{i18n._(SUBSCRIPTION_LABELS[user.subscription_status])}</Tag>
        {!user.active && user.subscription_status !== 'ended' && (
          <Tag>
            <Trans>Inactive</Trans>
          </Tag>
        )}
      </>
    );
  return (
    <>
      <div className="list-filters">
        <Input.Search allowClear aria-label={t`Search a user`} placeholder={t`Search a user`} onSearch={props.onSearch} />
      </div>
      <Table<User>
        rowKey="id"
        size="middle"
        dataSource={props.rows}
        loading={props.loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: props.error ?? t`No user yet.` }}
        pagination={{ ...paginationIcons(), current: props.page, pageSize: props.perPage, total: props.total, hideOnSinglePage: true, onChange: props.onPage }}
        columns={[
          {
            key: 'name',
            title: t`Name`,
            render: (_, user) => (
              <>
                <span className="user-name">
                  {user.last_name} {user.first_name}
                  <small>{user.email}</small>
                </span>
                {compact && (
                  <div className="user-row-compact">
                    {status(user)}
                    {actions(user)}
                  </div>
                )}
              </>
            ),
          },
          { key: 'login', title: t`Login`, dataIndex: 'login', responsive: ['sm'] },
          { key: 'role', title: t`Role`, responsive: ['lg'], render: (_, user) => i18n._(ROLE_LABELS[user.role.id]!) },
          { key: 'status', title: t`Subscription`, responsive: ['sm'], render: (_, user) => status(user) },
          { key: 'last', title: t`Last sign-in`, responsive: ['xxl'], render: (_, user) => formatDateTime(user.last_login_at, props.locale) },
          { key: 'actions', title: <span className="sr-only">{t`Actions`}</span>, responsive: ['sm'], render: (_, user) => actions(user) },
        ]}
      />
    </>
  );
}
