/**
 * The typed operation table: `operation('confirmQuote', { permission, handler })`
 * declares, where the operation is written, who may call it and what it does,
 * with its path parameters, query, body and result typed from the contract
 * (openapi/generated/api.ts). The table's wrapper checks the permission
 * (403 forbidden) before the handler runs and answers the contract's success
 * status; the permission matrix test reads the same declarations.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../engine/index.ts';
import type { operations } from '../../openapi/generated/api.ts';
import type { FailedLoginLimiter } from '../auth/login-limiter.ts';
import type { Permission } from '../auth/permissions.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { AppError, forbidden } from './app-error.ts';
import { loadContract } from './contract.ts';
import type { AuthContext } from './request-context.ts';

export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation, as openapi.yaml describes it. */
export type BodyOf<Op extends OperationId> = Json<NonNullable<operations[Op]['requestBody']>>;
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;

type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The one success status of an operation (every operation of the contract has exactly one). */
type SuccessCode<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;
/** The JSON body of an operation's success response (never for a file or a 204). */
export type ResponseOf<Op extends OperationId> = Json<Responses<Op>[SuccessCode<Op>]>;
/** The `data` of an operation's 200 (or 201/202) JSON response. */
export type DataOf<Op extends OperationId> = ResponseOf<Op> extends { data: infer D } ? D : never;

/** A reply the handler has sent itself (a PDF, a logo). */
export type Sent = FastifyReply;
/**
 * What a handler gives back: the JSON body of the success response, nothing
 * for a 204, or the reply it sent for a file.
 */
export type ResultOf<Op extends OperationId> = [ResponseOf<Op>] extends [never] ? (SuccessCode<Op> extends 204 ? void : Sent) : ResponseOf<Op>;

/** What every handler may use besides its request: the database, the configuration, the login limiter, the catalogues, the stored files. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  loginLimiter: FailedLoginLimiter;
  catalogues: CatalogueStore;
  files: FileStore;
}

/**
 * The user the path's `id` names is the caller itself, or the caller holds the
 * permission: a user reads and changes its own account, a holder of
 * USER_MANAGEMENT anyone's it may see (getUser, updateUser).
 */
export interface SelfOr {
  readonly selfOr: Permission;
}

/**
 * Who may call an operation: anyone (`public`), any signed-in user
 * (`signed-in`), a signed-in user holding the permission (or one of the
 * permissions of a list), or the user the path names and a holder of the
 * permission (`{ selfOr }`). Finer rules (on the target itself: a quote of
 * the caller's client, the fields one may change on oneself) stay with the
 * handler, which answers 404 or 403 for them. `own-token`: a signed-in
 * operation that checks its bearer token itself (logout, which an expired
 * token may still call).
 */
export type Access = 'public' | 'own-token' | 'signed-in' | Permission | readonly [Permission, ...Permission[]] | SelfOr;

interface RequestParts<Op extends OperationId> {
  params: PathOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  /** The caller's language: the page's, else the account's, else Accept-Language. */
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface SignedIn {
  auth: AuthContext;
  caller: Caller;
}

export type HandlerInput<Op extends OperationId, A extends Access> = ServerContext &
  RequestParts<Op> &
  (A extends 'public' | 'own-token' ? { auth: null } : SignedIn);

export interface OperationSpec<Op extends OperationId, A extends Access> {
  permission: A;
  /** A finer rule over the signed-in caller, checked with the permission: 403 forbidden when false. */
  who?: (auth: AuthContext) => boolean;
  handler: (input: HandlerInput<Op, A>) => Promise<ResultOf<Op>>;
}

/** One row of the table, its types erased for the router. */
export interface Operation {
  id: OperationId;
  permission: Access;
  /** Whether a finer rule over the caller than the permission applies (a `who` of the spec). */
  finer: boolean;
  /** Whether the router authenticates the bearer token before validation (see `authenticates`). */
  authenticated: boolean;
  run: (ctx: ServerContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function callerOfAuth(auth: AuthContext): Caller {
  return { userId: auth.user.id, companyId: auth.user.companyId, clientId: auth.user.clientId, permissions: auth.permissions };
}

/** Whether the router authenticates the bearer token before the operation. */
export const authenticates = (access: Access) => access !== 'public' && access !== 'own-token';

/**
 * Whether `permissions` satisfy an access rule; `public`, `own-token` and
 * `signed-in` need none; `{ selfOr }` none when `target.self` (the path names
 * the caller).
 */
export function grants(access: Access, permissions: readonly Permission[], target: { self: boolean } = { self: false }): boolean {
  if (access === 'public' || access === 'own-token' || access === 'signed-in') return true;
  if (typeof access === 'object' && 'selfOr' in access) return target.self || permissions.includes(access.selfOr);
  const needed: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return needed.some((permission) => permissions.includes(permission));
}

/** Whether the path's `id` (validated as an integer by the router) is the caller's user id. */
function namesCaller(params: unknown, userId: number): boolean {
  return typeof params === 'object' && params !== null && 'id' in params && params.id === userId;
}

export function operation<Op extends OperationId, const A extends Access>(id: Op, spec: OperationSpec<Op, A>): Operation {
  const authenticated = authenticates(spec.permission);
  return {
    id,
    permission: spec.permission,
    finer: spec.who !== undefined,
    authenticated,
    async run(ctx, request, reply) {
      const auth = authenticated ? request.auth : null;
      if (authenticated) {
        if (!auth) throw new AppError(401, 'unauthorized');
        const self = namesCaller(request.params, auth.user.id);
        if (!grants(spec.permission, auth.permissions, { self }) || (spec.who && !spec.who(auth))) throw forbidden();
      }
      // the router validated params, query and body against the contract before this point
      const typed = request as FastifyRequest<{ Params: PathOf<Op>; Querystring: QueryOf<Op>; Body: BodyOf<Op> }>;
      const input = {
        ...ctx,
        params: typed.params,
        query: typed.query,
        body: typed.body,
        locale: request.locale,
        request,
        reply,
        auth,
        ...(auth ? { caller: callerOfAuth(auth) } : {}),
      } as HandlerInput<Op, A>;
      const result = await spec.handler(input);
      if (result === reply) return reply;
      const status = loadContract().operations.get(id)?.successStatus ?? 200;
      if (status === 204) return reply.status(204).send();
      reply.status(status);
      return result;
    },
  };
}

