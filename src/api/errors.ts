/**
 * What a failed API call says to the user, written once: the server's own
 * message, else the connection-loss text (a call that never got an answer),
 * else the caller's fallback.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessageOf } from './types.ts';

/** The one connection-loss text: the middleware's toast and every screen's message. */
export const CONNECTION_LOST = msg`Connection to the server was lost. Check your network and try again.`;

export const connectionLostText = (): string => i18n._(CONNECTION_LOST);

/** A JSON success without `data` (spec §8). */
export class InvalidResponseFormatError extends Error {
  constructor() {
    super('Invalid response format');
    this.name = 'InvalidResponseFormatError';
  }
}

/** A call cancelled on purpose (a query no longer needed): not a failure to show. */
export const isAbort = (error: unknown): error is Error => error instanceof Error && error.name === 'AbortError';

/** A call that got no answer: the network, not the server, failed. */
export const isNetworkError = (error: unknown): error is Error =>
  error instanceof Error && error.name !== 'AbortError' && !(error instanceof InvalidResponseFormatError);

/**
 * The text of a failed call: the server's message (an error body), the
 * connection-loss text (a thrown error), else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  return errorMessageOf(error) ?? (error instanceof Error ? connectionLostText() : fallback);
}
