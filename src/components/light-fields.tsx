/**
 * Form fields in plain HTML, styled like the theme's (src/styles.css,
 * `.light-field`): for the first page, which should not download antd's Form
 * and Input. Each field has its label, its required mark, and its error in an
 * element `{id}_help` that the input points to (aria-describedby).
 */
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  required?: boolean;
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <div id={`${id}_help`} className="light-field-error" role="alert">
      {error}
    </div>
  ) : null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export function TextField({ id, label, error, required, type = 'text', ...input }: FieldProps & InputProps & { type?: 'text' | 'email' }) {
  return (
    <div className={`light-field${error ? ' light-field-invalid' : ''}`}>
      <label htmlFor={id} className={required ? 'light-field-required' : undefined}>
        {label}
      </label>
      <input id={id} type={type} aria-invalid={!!error} aria-required={required} aria-describedby={error ? `${id}_help` : undefined} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function PasswordField({ id, label, error, required, ...input }: FieldProps & InputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`light-field${error ? ' light-field-invalid' : ''}`}>
      <label htmlFor={id} className={required ? 'light-field-required' : undefined}>
        {label}
      </label>
      <div className="light-field-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={!!error}
          aria-required={required}
          aria-describedby={error ? `${id}_help` : undefined}
          {...input}
        />
        <button type="button" className="light-field-toggle" aria-pressed={visible} aria-label={visible ? t`Hide the password` : t`Show the password`} onClick={() => setVisible(!visible)}>
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, error, checked, onChange }: FieldProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={`light-field light-field-checkbox${error ? ' light-field-invalid' : ''}`}>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} aria-invalid={!!error} aria-describedby={error ? `${id}_help` : undefined} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
