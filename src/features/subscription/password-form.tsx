/**
 * Choosing a password (registration or reset): the password and its
 * confirmation, both required, checked on blur (length, the two equal); the
 * server's refusals (a weak or common password, a link expired or used)
 * come back under their field or above the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField } from '../../components/light-fields.tsx';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordValues {
  password: string;
  password_confirmation: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

export interface PasswordFormProps {
  submitting: boolean;
  /** The server's refusal: field errors, and/or a message for the whole form. */
  errors: PasswordErrors;
  formError: ReactNode;
  submitLabel: ReactNode;
  onSubmit(values: PasswordValues): void;
}

export function PasswordForm({ submitting, errors: serverErrors, formError, submitLabel, onSubmit }: PasswordFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<PasswordValues>({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<PasswordErrors>(serverErrors);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setErrors((current) => ({ ...current, ...serverErrors }));
  }

  const check = (field: keyof PasswordValues, all = values): string | undefined => {
    if (field === 'password') {
      if (!all.password) return t`Please choose a password.`;
      if (all.password.length < PASSWORD_MIN_LENGTH) return t`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
    }
    if (field === 'password_confirmation') {
      if (!all.password_confirmation) return t`Please confirm your password.`;
      if (all.password_confirmation !== all.password) return t`The two passwords do not match.`;
    }
    return undefined;
  };
  const change = (field: keyof PasswordValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: check(field, next) });
  };
  const blur = (field: keyof PasswordValues) => {
    if (values[field] || errors[field]) setErrors({ ...errors, [field]: check(field) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: PasswordErrors = { password: check('password'), password_confirmation: check('password_confirmation') };
    setErrors(found);
    const first = (['password', 'password_confirmation'] as const).find((field) => found[field]);
    if (first) return document.getElementById(first)?.focus();
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit}>
      {formError && <Alert className="form-alert" type="error" showIcon title={formError} role="alert" />}
      <PasswordField
        id="password"
        label={<Trans>New password</Trans>}
        required
        autoComplete="new-password"
        maxLength={200}
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => blur('password')}
      />
      <p id="password-hint" className="field-hint">
        <Trans>At least {PASSWORD_MIN_LENGTH} characters; avoid common passwords.</Trans>
      </p>
      <PasswordField
        id="password_confirmation"
        label={<Trans>Confirm the password</Trans>}
        required
        autoComplete="new-password"
        maxLength={200}
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onChange={(event) => change('password_confirmation', event.target.value)}
        onBlur={() => blur('password_confirmation')}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
