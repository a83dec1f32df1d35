/** Shorthands for the contract's schemas. */
import type { components } from '../../openapi/generated/api.ts';

export type Schemas = components['schemas'];
export type Account = Schemas['Account'];
export type Permission = Schemas['Permission'];
export type ApiError = Schemas['Error'];

/** The code of an API error (`not_found`, …), or null. */
export function errorCodeOf(error: unknown): string | null {
  const code = (error as ApiError | undefined)?.error?.code;
  return typeof code === 'string' ? code : null;
}

/** The localized message of an API error, or null. */
export function errorMessageOf(error: unknown): string | null {
  const message = (error as ApiError | undefined)?.error?.message;
  return typeof message === 'string' ? message : null;
}
