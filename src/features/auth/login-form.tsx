/**
 * The sign-in form (identifier, password, remember me, terms), in plain
 * fields: it is the first page. A field the user has typed in is checked when
 * it loses focus (leaving the autofocused, untouched login field says
 * nothing), the terms when ticked, and everything on submit, which then
 * focuses the first field in error.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { CheckboxField, PasswordField, TextField } from '../../components/light-fields.tsx';

export interface LoginValues {
  identifier: string;
  password: string;
  remember: boolean;
  accept_terms: boolean;
}
type Errors = Partial<Record<keyof LoginValues, string>>;

interface LoginFormProps {
  submitting: boolean;
  /** The server's refusal, shown above the fields. */
  error: string | null;
  onChange: () => void;
  onSubmit: (values: LoginValues) => void;
  /** The login to fill in (after a registration or a password reset). */
  initialIdentifier?: string;
}

/** What the form holds: every handler reads the latest (a password manager or the landing page's hand-over sends several events before React renders again). */
interface FormState {
  values: LoginValues;
  errors: Errors;
  edited: ReadonlySet<keyof LoginValues>;
}

export function LoginForm({ submitting, error, onChange, onSubmit, initialIdentifier = '' }: LoginFormProps) {
  const { t } = useLingui();
  const [state, setState] = useState<FormState>(() => ({
    values: { identifier: initialIdentifier, password: '', remember: false, accept_terms: false },
    errors: {},
    edited: new Set(),
  }));
  const { values, errors } = state;
  // the state as the last event left it (the first render's until then): what every handler reads
  const latest = useRef(state);
  const update = (next: FormState) => {
    latest.current = next;
    setState(next);
  };

  const check = (field: keyof LoginValues, all: LoginValues): string | undefined => {
    if (field === 'identifier' && !all.identifier.trim()) return t`Please enter your login.`;
    if (field === 'password' && !all.password) return t`Please enter your password.`;
    if (field === 'accept_terms' && !all.accept_terms) return t`You must accept the terms and conditions.`;
    return undefined;
  };
  const change = <K extends keyof LoginValues>(field: K, value: LoginValues[K], checkNow = false) => {
    const was = latest.current;
    const next = { ...was.values, [field]: value };
    // an error goes as soon as the field is right; a new one waits for the blur
    const errors = was.errors[field] || checkNow ? { ...was.errors, [field]: check(field, next) } : was.errors;
    update({ values: next, errors, edited: was.edited.has(field) ? was.edited : new Set(was.edited).add(field) });
    onChange();
  };
  const blur = (field: keyof LoginValues) => {
    const was = latest.current;
    if (was.edited.has(field)) update({ ...was, errors: { ...was.errors, [field]: check(field, was.values) } });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const was = latest.current;
    const fields = ['identifier', 'password', 'accept_terms'] as const;
    const found: Errors = Object.fromEntries(fields.map((field) => [field, check(field, was.values)]));
    update({ ...was, errors: found });
    const first = fields.find((field) => found[field]);
    // focusing it blurs the field the user pressed Enter in, whose check now reads these errors
    if (first) return document.getElementById(first)?.focus();
    onSubmit(was.values);
  };

  return (
    <form noValidate onSubmit={submit}>
      {error && <Alert className="form-alert" type="error" showIcon title={error} role="alert" />}
      <TextField
        id="identifier"
        label={<Trans>Login</Trans>}
        required
        autoComplete="username"
        autoFocus={!initialIdentifier}
        maxLength={100}
        value={values.identifier}
        error={errors.identifier}
        onChange={(event) => change('identifier', event.target.value)}
        onBlur={() => blur('identifier')}
      />
      <PasswordField
        id="password"
        label={<Trans>Password</Trans>}
        required
        autoComplete="current-password"
        autoFocus={!!initialIdentifier}
        maxLength={200}
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => blur('password')}
      />
      <CheckboxField id="remember" label={<Trans>Remember me</Trans>} checked={values.remember} onChange={(checked) => change('remember', checked)} />
      <CheckboxField
        id="accept_terms"
        label={<Trans>I accept the terms and conditions of use</Trans>}
        checked={values.accept_terms}
        error={errors.accept_terms}
        onChange={(checked) => change('accept_terms', checked, true)}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
