/** The fields of the user form (spec §3 "User account"), validated on blur. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Form, Input, Select } from 'antd';
import { LOCALE_INFO, LOCALES } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { CIVILITY_LABELS, civilitiesFor, ROLE_LABELS, rolesFor, type Civility } from './user-labels.ts';

export interface UserFormValues {
  company_id: number;
  civility: Civility | null;
  last_name: string;
  first_name: string;
  email: string;
  login: string;
  role_id: number;
  locale: Schemas['LocaleCode'];
  active: boolean;
  can_manage_users: boolean;
  can_manage_external_clients: boolean;
}

export const USER_FIELDS = [
  'company_id', 'civility', 'last_name', 'first_name', 'email', 'login', 'role_id', 'locale', 'active',
  'can_manage_users', 'can_manage_external_clients',
] as const;

/** What the signed-in administrator may give: the server refuses a role or an access beyond its own rights (403). */
export interface UserGrants {
  roles: number[];
  externalClients: boolean;
}

export interface UserFormFieldsProps {
  /** Companies the user may belong to (create); on update the company is shown, not changed. */
  companies: { id: number; name: string; kind: Schemas['CompanyKind'] }[];
  editing: boolean;
  companyKind: Schemas['CompanyKind'] | undefined;
  grants: UserGrants;
}

export function UserFormFields({ companies, editing, companyKind, grants }: UserFormFieldsProps) {
  const { t, i18n } = useLingui();
  const required = { required: true, whitespace: true, message: t`Required field` };
  const civility = Form.useWatch<Civility | null | undefined>('civility');
  return (
    <>
      <Form.Item label={<Trans>Company</Trans>} name="company_id" rules={[{ required: true, message: t`Required field` }]}>
        <Select
          disabled={editing}
          showSearch={{ optionFilterProp: 'label' }}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
        />
      </Form.Item>
      <Form.Item label={<Trans>Civility</Trans>} name="civility">
        <Select
          allowClear
          options={civilitiesFor(i18n.locale, civility).map((value) => ({ value, label: i18n._(CIVILITY_LABELS[value]) }))}
        />
      </Form.Item>
      <div className="form-row">
        <Form.Item label={<Trans>Last name</Trans>} name="last_name" rules={[required, { max: 80 }]}>
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
        <Form.Item label={<Trans>First name</Trans>} name="first_name" rules={[required, { max: 80 }]}>
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item
        label={<Trans>E-mail</Trans>}
        name="email"
        rules={[{ required: true, message: t`Required field` }, { type: 'email', message: t`This e-mail address is not valid.` }]}
      >
        <Input type="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={<Trans>Login</Trans>}
        name="login"
        rules={[
          required,
          { min: 3, message: t`At least 3 characters.` },
          { pattern: /^[A-Za-z0-9._@-]+$/, message: t`Letters, digits and . _ @ - only.` },
        ]}
      >
        <Input maxLength={60} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <div className="form-row">
        <Form.Item label={<Trans>Role</Trans>} name="role_id" rules={[{ required: true, message: t`Required field` }]}>
          <Select options={rolesFor(companyKind).filter((id) => grants.roles.includes(id)).map((id) => ({ value: id, label: i18n._(ROLE_LABELS[id]!) }))} />
        </Form.Item>
        <Form.Item label={<Trans>Default language</Trans>} name="locale" rules={[{ required: true, message: t`Required field` }]}>
          <Select options={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].label }))} />
        </Form.Item>
      </div>
      {editing && (
        <Form.Item name="active" valuePropName="checked" className="form-check">
          <Checkbox>
            <Trans>Active</Trans>
          </Checkbox>
        </Form.Item>
      )}
      <Form.Item name="can_manage_users" valuePropName="checked" className="form-check">
        <Checkbox>
          <Trans>Access to user management</Trans>
        </Checkbox>
      </Form.Item>
      <Form.Item
        name="can_manage_external_clients"
        valuePropName="checked"
        className="form-check"
        extra={grants.externalClients ? undefined : t`Only an administrator with access to external clients can give it.`}
      >
        <Checkbox disabled={!grants.externalClients}>
          <Trans>Access to external clients</Trans>
        </Checkbox>
      </Form.Item>
    </>
  );
}
