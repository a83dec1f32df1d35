import type { ErrorCode } from '../i18n/messages.ts';

export interface ErrorDetail {
  path: string;
  code: string;
  message: string;
}

/**
 * An expected failure with an HTTP status and a stable code; the error
 * handler turns it into the single error shape, in the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** Extra `data` sent beside the error (the renewed token of expired_token). */
  readonly data: unknown;
  /** Values of the message's `{name}` placeholders (the size limit of file_too_large). */
  readonly params: Record<string, string | number>;

  constructor(statusCode: number, code: ErrorCode, options: { details?: ErrorDetail[]; data?: unknown; params?: Record<string, string | number> } = {}) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
    this.data = options.data;
    this.params = options.params ?? {};
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
