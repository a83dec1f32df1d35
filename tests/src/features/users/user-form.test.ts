/** The user form's request bodies and the API's field errors placed under their fields. */
import { describe, expect, it } from 'vitest';
import { createBody, updateBody } from '../../../../src/features/users/user-changes.ts';
import type { UserFormValues } from '../../../../src/features/users/user-form-fields.tsx';
import { fieldErrorsOf } from '../../../../src/lib/form-errors.ts';
import { PENDING_USER } from '../../../../stories/users/user-story-data.ts';

const values = (change: Partial<UserFormValues> = {}): UserFormValues => ({
  company_id: 3,
  civility: PENDING_USER.civility,
  last_name: PENDING_USER.last_name,
  first_name: PENDING_USER.first_name,
  email: PENDING_USER.email,
  login: PENDING_USER.login,
  role_id: PENDING_USER.role.id,
  locale: PENDING_USER.locale,
  active: true,
  can_manage_users: false,
  can_manage_external_clients: false,
  ...change,
});

describe('user form bodies', () => {
  it('creates with trimmed texts, no active flag, civility null when cleared', () => {
    const body = createBody(values({ last_name: '  Lefèvre ', civility: undefined as never }));
    expect(body).toMatchObject({ company_id: 3, last_name: 'Lefèvre', civility: null });
    expect(body).not.toHaveProperty('active');
  });

  it('updates only what changed, never the company (no mass assignment of untouched fields)', () => {
    expect(updateBody(PENDING_USER, values())).toBeNull();
    expect(updateBody(PENDING_USER, values({ login: 'marc.l', active: false, company_id: 99 }))).toEqual({ login: 'marc.l', active: false });
  });
});

describe('fieldErrorsOf', () => {
  const fields = ['login', 'email'] as const;
  it('puts a known code under its field, and validation details under theirs', () => {
    expect(fieldErrorsOf({ error: { code: 'login_taken', message: 'Cet identifiant est déjà utilisé' } }, fields, { login_taken: 'login' })).toEqual({
      fieldErrors: [{ name: 'login', errors: ['Cet identifiant est déjà utilisé'] }],
      formError: null,
    });
    const invalid = { error: { code: 'validation_failed', message: 'Données invalides', details: [{ path: 'body.email', code: 'format', message: 'E-mail invalide' }] } };
    expect(fieldErrorsOf(invalid, fields).fieldErrors).toEqual([{ name: 'email', errors: ['E-mail invalide'] }]);
  });

  it('leaves the message for the whole form when no field is concerned', () => {
    expect(fieldErrorsOf({ error: { code: 'forbidden', message: 'Interdit' } }, fields)).toEqual({ fieldErrors: [], formError: 'Interdit' });
  });
});
