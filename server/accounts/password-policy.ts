/**
 * What makes a password acceptable (the "weak password": length and
 * a list of leaked ones): at least 8 characters, not a common or leaked
 * password (also once trailing digits and symbols are taken off and the
 * usual digit-for-letter swaps undone: "P@ssw0rd2024!" is "password"), not
 * the user's own login, name or e-mail, and not one character or a short
 * pattern repeated.
 */
import type { ErrorCode } from '../i18n/messages.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordOwner {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
}

const SWAPS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

function variants(password: string): string[] {
  const lower = password.toLowerCase().normalize('NFC');
  const trimmed = lower.replace(/[\d\W_]+$/u, '');
  const unswapped = lower.replace(/[013457@$!]/g, (c) => SWAPS[c] ?? c);
  const unswappedTrimmed = lower.replace(/[\d\W_]+$/u, '').replace(/[013457@$!]/g, (c) => SWAPS[c] ?? c);
  return [lower, trimmed, unswapped, unswappedTrimmed, lower.replace(/^[\d\W_]+/u, '')];
}

function isCommon(password: string): boolean {
  return variants(password).some((candidate) => candidate.length >= 4 && (COMMON_PASSWORDS.has(candidate) || COMMON_PASSWORDS.has(`${candidate}1`)));
}

function isPersonal(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  const parts = [owner.login, owner.email, owner.email.split('@')[0] ?? '', owner.firstName, owner.lastName];
  return parts.some((part) => part.trim().length >= 3 && lower.includes(part.trim().toLowerCase()));
}

/** One character, or a pattern of at most three characters, repeated (aaaaaaaa, abababab, 123123123). */
function isRepetitive(password: string): boolean {
  if (new Set(password).size <= 2) return true;
  return /^(.{1,3})\1+$/su.test(password);
}

/** Null when the password may be used; else the message key that says why not. */
export function passwordProblem(password: string, owner: PasswordOwner): ErrorCode | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (isRepetitive(password)) return 'password_repetitive';
  if (isCommon(password)) return 'password_common';
  if (isPersonal(password, owner)) return 'password_personal';
  return null;
}
