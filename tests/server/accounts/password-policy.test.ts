/** passwordProblem: length, leaked or common passwords (also disguised), the owner's own names, repetition. */
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../server/accounts/password-policy.ts';

const owner = { login: 'j.dupont', email: 'jeanne.dupont@piscines.example', firstName: 'Jeanne', lastName: 'Dupont' };

describe('passwordProblem', () => {
  it.each(['Kalkoen-Vijver-42', 'trois baleines bleues', 'Zq8#rT1mPw', 'ÉtéÀLaPiscine!9'])('accepts %j', (password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });

  it.each(['Ab1-xyz', 'short'])('refuses %j as too short', (password) => {
    expect(passwordProblem(password, owner)).toBe('password_too_short');
  });

  it.each(['password', 'Password123', 'P@ssw0rd2024!', 'azertyuiop', 'Motdepasse1', 'WACHTWOORD', 'passwort!!', '12345678', '123456789', 'qwerty123', 'Sommer2024', 'demo1234', 'iloveyou!'])(
    'refuses %j as common or leaked',
    (password) => {
      expect(passwordProblem(password, owner)).toBe('password_common');
    },
  );

  it.each(['j.dupont-2025', 'Dupont!2025', 'jeanne77777', 'my jeanne.dupont@piscines.example'])('refuses %j as the owner’s own', (password) => {
    expect(passwordProblem(password, owner)).toBe('password_personal');
  });

  it.each(['aaaaaaaa', 'abababab', 'xyzxyzxyz', '!!!!!!!!!!'])('refuses %j as repetitive', (password) => {
    expect(passwordProblem(password, owner)).toBe('password_repetitive');
  });
});
