/**
 * Add or update a user. The server's refusals show under their fields (a
 * login already used, an invalid e-mail) or above the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Modal, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import type { Schemas } from '../../api/types.ts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { USER_FIELDS, UserFormFields, type UserFormValues, type UserGrants } from './user-form-fields.tsx';

type User = Schemas['User'];
type CompanyOption = { id: number; name: string; kind: Schemas['CompanyKind'] };

export interface UserDialogProps {
  open: boolean;
  /** 'create', or the user being updated (null while it loads). */
  mode: 'create' | 'edit';
  user: User | null;
  /** The load of the user failed. */
  loadError?: string | null;
  companies: CompanyOption[];
  defaultCompanyId: number | null;
  defaultLocale: Schemas['LocaleCode'];
  /** What the signed-in administrator may give (the server refuses the rest): its account's grantable roles and permissions. */
  grants: UserGrants;
  /** Saves; resolves with the API's error body, or null when saved. */
  onSubmit(values: UserFormValues): Promise<unknown>;
  onClose(): void;
}

function initialValues(user: User | null, companyId: number | null, locale: Schemas['LocaleCode']): Partial<UserFormValues> {
  if (!user) {
    return { company_id: companyId ?? undefined, civility: null, locale, active: true, can_manage_users: false, can_manage_external_clients: false };
  }
  return {
    company_id: user.company.id,
    civility: user.civility,
    last_name: user.last_name,
    first_name: user.first_name,
    email: user.email,
    login: user.login,
    role_id: user.role.id,
    locale: user.locale,
    active: user.active,
    can_manage_users: user.can_manage_users,
    can_manage_external_clients: user.can_manage_external_clients,
  };
}

export function UserDialog(props: UserDialogProps) {
  const { open, mode, user, companies, onClose } = props;
  const { t } = useLingui();
  const [form] = Form.useForm<UserFormValues>();
  const { submitting: saving, error: formError, setError: setFormError, submit: send } = useSubmit();
  const companyId = Form.useWatch('company_id', form);
  const editing = mode === 'edit';
  const ready = !editing || user !== null;
  const companyOptions = user && !companies.some((c) => c.id === user.company.id) ? [...companies, user.company] : companies;
  const companyKind = companyOptions.find((c) => c.id === companyId)?.kind;
  // an external client's new user waits for its installer's approval: no invitation goes out before (issue 30, item 5)
  const awaitsApproval = !editing && companyKind === 'external';

  // filled once per opening: a default that changes while the dialog is open (the company list's selection settling) keeps what was typed
  const filled = useRef(false);
  useEffect(() => {
    if (!open || !ready) {
      filled.current = false;
      return;
    }
    if (filled.current) return;
    filled.current = true;
    form.resetFields();
    form.setFieldsValue(initialValues(user, props.defaultCompanyId, props.defaultLocale));
    setFormError(null);
  }, [open, ready, user, form, props.defaultCompanyId, props.defaultLocale, setFormError]);

  const submit = (values: UserFormValues) =>
    send(async () => {
      const error = await props.onSubmit(values);
      if (!error) {
        onClose();
        return null;
      }
      const { fieldErrors, formError: message } = fieldErrorsOf(error, USER_FIELDS, { login_taken: 'login', cannot_deactivate_self: 'active', role_not_allowed: 'role_id' });
      form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      return message ?? (fieldErrors.length ? null : t`The user could not be saved.`);
    });

  return (
    <Modal
      open={open}
      title={editing ? <Trans>Update the user</Trans> : <Trans>Add a user</Trans>}
      okText={editing ? t`Save` : awaitsApproval ? t`Add and request access` : t`Add and send the invitation`}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !ready }}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={620}
    >
      {props.loadError && <Alert type="error" showIcon title={props.loadError} role="alert" />}
      {!ready && !props.loadError && <Skeleton active />}
      {ready && (
        <Form<UserFormValues> form={form} layout="vertical" validateTrigger="onBlur" onFinish={(values) => void submit(values)} className="user-form">
          {formError && <Alert className="form-alert" type="error" showIcon title={formError} role="alert" />}
          {awaitsApproval && (
            <Alert
              className="form-alert"
              type="info"
              showIcon
              title={t`A user of an external client is added inactive: the installer's administrators accept its request for access, and only then is its invitation sent.`}
            />
          )}
          <UserFormFields companies={companyOptions} editing={editing} companyKind={companyKind} grants={props.grants} />
        </Form>
      )}
    </Modal>
  );
}
