/**
 * User management as it looks: the companies on one side, the users of the
 * chosen company on the other (stacked on a phone). Data and callbacks only,
 * so that stories can show every state.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Select, Trans } from '@lingui/react/macro';
import { Button, Empty, Typography } from 'antd';
import type { Schemas } from '../../api/types.ts';
import { CompanyList, type CompanyListProps } from './company-list.tsx';
import { UserTable, type UserTableProps } from './user-table.tsx';

/** Whether a name starts with a vowel sound in writing (a, é, I…), for the languages that elide before one. */
const startsWithVowel = (name: string) => /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name.trim());

export interface UserManagementViewProps {
  companies: CompanyListProps;
  /** The chosen company; null until one is chosen. */
  company: Schemas['AccountClient'] | null;
  users: UserTableProps;
  onAdd(): void;
}

export function UserManagementView({ companies, company, users, onAdd }: UserManagementViewProps) {
  const companyName = company?.name ?? '';
  return (
    <div className="user-management">
      <Typography.Title level={2} className="page-title">
        <Trans>User management</Trans>
      </Typography.Title>
      <div className="user-management-panes">
        <CompanyList {...companies} />
        <section className="company-users" aria-labelledby="company-users-title">
          {company ? (
            <>
              <div className="pane-header">
                <h3 id="company-users-title" className="pane-title">
                  {/* a language may elide before a vowel (French: d’Aquaterra, not de Aquaterra; issue 30, item 7) */}
                  <Select value={startsWithVowel(companyName) ? 'vowel' : 'other'} _vowel={`Users of ${companyName}`} other={`Users of ${companyName}`} />
                </h3>
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd} data-testid="add-user">
                  <Trans>Add a user</Trans>
                </Button>
              </div>
              <UserTable {...users} />
            </>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <h3 id="company-users-title" className="pane-empty-title">
                  <Trans>Choose a company to see its users.</Trans>
                </h3>
              }
            />
          )}
        </section>
      </div>
    </div>
  );
}
