import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/generated/api.ts';
import type { FailedLoginLimiter } from '../auth/login-limiter.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation, as openapi.yaml describes it. */
export type BodyOf<Op extends OperationId> = Json<NonNullable<operations[Op]['requestBody']>>;
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;
/** The `data` of an operation's 200 (or 201/202) JSON response. */
export type DataOf<Op extends OperationId> = operations[Op]['responses'] extends infer R
  ? R extends { 200: infer S }
    ? Json<S> extends { data: infer D }
      ? D
      : never
    : R extends { 201: infer S }
      ? Json<S> extends { data: infer D }
        ? D
        : never
      : R extends { 202: infer S }
        ? Json<S> extends { data: infer D }
          ? D
          : never
        : never
  : never;

export interface ServiceContext {
  db: Database;
  config: ServerConfig;
  loginLimiter: FailedLoginLimiter;
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type ServiceHandlers = Partial<Record<OperationId, OperationHandler>>;
