/**
 * One error shape for every failure: `{ error: { code, message, details? } }`,
 * the message in the caller's language. A 5xx never tells more than that an
 * error occurred; the log keeps the rest.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '../i18n/messages.ts';
import { text, type TextTable } from '../i18n/text.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import { isConnectionLoss, sqlStateOf } from '../db/connection-loss.ts';
import { TIME_LIMIT_SQLSTATES, TransactionClosedError } from '../db/transaction-scope.ts';
import { AppError, type ErrorDetail } from './app-error.ts';

interface AjvLikeError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

function detailsOf(errors: AjvLikeError[], context: string | undefined, request: FastifyRequest): ErrorDetail[] {
  return errors.map((error) => {
    const params = error.params ?? {};
    let path = `${context ?? 'body'}${(error.instancePath ?? '').replace(/\//g, '.')}`;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') path += `.${params.missingProperty}`;
    // the contract names a missing product family by its own message (spec §5)
    if (error.keyword === 'required' && path === 'body.family_id') {
      return { path, code: 'missing_family', message: text(ERROR_MESSAGES, 'missing_family', request.locale) };
    }
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      path += `.${params.additionalProperty}`;
    }
    return { path, code: error.keyword, message: validationMessage(error.keyword, params, request.locale) };
  });
}

/** The messages read with whatever params the error carries (AppError checked them where it was made). */
const ANY_ERROR_MESSAGE: TextTable = ERROR_MESSAGES;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  501: 'not_implemented',
};

/**
 * PostgreSQL errors caused by a value of the request that the schema lets
 * through but a column cannot hold: a NUL character in a text (22021) or an
 * integer beyond the 32-bit range of an id (22003).
 */
const REJECTED_INPUT_SQLSTATES = new Set(['22021', '22003']);

/** Seconds the Retry-After header of a 503 transaction_timeout suggests. */
const RETRY_AFTER_TIMEOUT_SECONDS = 5;

/**
 * A statement PostgreSQL ended by its time limits outside a transaction, or a
 * query on a transaction already ended by its limit (a transaction's own
 * timeout is a TransactionTimeoutError, an AppError): nothing was saved.
 */
function isTimeLimit(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (current instanceof TransactionClosedError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return TIME_LIMIT_SQLSTATES.has(sqlStateOf(error) ?? '');
}

function classify(error: FastifyError & { errors?: unknown[] }): AppError {
  if (error instanceof AppError) return error;
  if (REJECTED_INPUT_SQLSTATES.has(sqlStateOf(error) ?? '')) return new AppError(400, 'bad_request');
  if (isTimeLimit(error)) return new AppError(503, 'transaction_timeout', { retryAfterSeconds: RETRY_AFTER_TIMEOUT_SECONDS });
  if (isConnectionLoss(error)) return new AppError(503, 'database_unavailable', { retryAfterSeconds: RETRY_AFTER_TIMEOUT_SECONDS });
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new AppError(400, 'invalid_json');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(status, STATUS_CODES[status] ?? 'bad_request');
  return new AppError(500, 'internal_error');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: Record<string, unknown> = {
    error: {
      code: error.code,
      message: text(ANY_ERROR_MESSAGE, error.messageKey, request.locale, error.params),
      ...(error.details ? { details: error.details } : {}),
    },
  };
  if (error.data !== undefined) body.data = error.data;
  if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
  if (error.statusCode === 503 && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request, reply) => {
    if (error.validation) {
      const appError = new AppError(400, 'validation_failed', {
        details: detailsOf(error.validation as AjvLikeError[], error.validationContext, request),
      });
      return sendError(request, reply, appError);
    }
    const appError = classify(error);
    if (appError.statusCode >= 500 && appError.statusCode !== 501) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    }
    return sendError(request, reply, appError);
  });
}
