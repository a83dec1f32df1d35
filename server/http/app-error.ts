import type { ErrorCode, ErrorParams } from '../i18n/messages.ts';
import type { TextValue } from '../i18n/text.ts';

export interface ErrorDetail {
  path: string;
  code: string;
  message: string;
  /** Where in a text body (a family file) the error is, 1-based. */
  line?: number;
  column?: number;
}

/** `params` are those of the message shown: `messageKey`'s when given, else the code's (checked by TypeScript). */
interface ErrorOptions<M extends ErrorCode> {
  details?: ErrorDetail[];
  data?: unknown;
  params?: ErrorParams<M>;
  messageKey?: M;
  retryAfterSeconds?: number;
}

/**
 * An expected failure with an HTTP status and a stable code; the error
 * handler turns it into the single error shape, in the caller's language.
 * The type parameters only check, where the error is made, that `params`
 * are those of the message shown (C: the code, M: the message key).
 */
export class AppError<C extends ErrorCode = ErrorCode, M extends ErrorCode = C> extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** Extra `data` sent beside the error (the renewed token of expired_token). */
  readonly data: unknown;
  /** Values of the message's `{name}` placeholders (the size limit of file_too_large). */
  readonly params: Readonly<Record<string, TextValue>>;
  /** A more precise message than the code's own (an expired link rather than an invalid one); the code stays. */
  readonly messageKey: ErrorCode;
  /** Seconds for the Retry-After header of a 429 (60 when not told). */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: C, options: ErrorOptions<M> = {}) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
    this.data = options.data;
    this.params = options.params ?? {};
    this.messageKey = options.messageKey ?? code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
