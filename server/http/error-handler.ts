/**
 * One error shape for every failure: `{ error: { code, message, details? } }`,
 * the message in the caller's language. A 5xx never tells more than that an
 * error occurred; the log keeps the rest.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, type ErrorCode } from '../i18n/messages.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
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
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      path += `.${params.additionalProperty}`;
    }
    return { path, code: error.keyword, message: validationMessage(error.keyword, params, request.locale) };
  });
}

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

function classify(error: FastifyError & { errors?: unknown[] }): AppError {
  if (error instanceof AppError) return error;
  // fastify-openapi-glue wraps the security handlers' failures
  if (error.name === 'Unauthorized' && Array.isArray(error.errors)) {
    const inner = error.errors.find((e): e is AppError => e instanceof AppError);
    return inner ?? new AppError(401, 'unauthorized');
  }
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
      message: errorMessage(error.code, request.locale),
      ...(error.details ? { details: error.details } : {}),
    },
  };
  if (error.data !== undefined) body.data = error.data;
  if (error.statusCode === 429) reply.header('retry-after', '60');
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
