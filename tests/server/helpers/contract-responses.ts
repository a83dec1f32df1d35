/**
 * Walks the server's answers against openapi.yaml (issue 14, case 9): every
 * answer of an operation of the contract must have a status the operation
 * declares, a media type declared for that status (or no body when none is),
 * and a JSON body that matches the declared schema (Ajv's 2020-12 build, as
 * server/http/validators.ts). `watchContract(app)` checks every answer of `app.inject`;
 * the server tests' setup file fails any test that received an undeclared
 * answer (tests/server/helpers/contract-walker-setup.ts).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { contractDocument } from './contract-operations.ts';

interface DeclaredResponse {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface RawOperation {
  operationId: string;
  responses: Record<string, DeclaredResponse>;
}

const API_PREFIX = '/api/v1';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Route {
  method: string;
  pattern: RegExp;
  /** Literal segments: `/quote/search` wins over `/quote/{id}`. */
  literals: number;
  operation: RawOperation;
}

const routes: Route[] = [];
for (const [path, item] of Object.entries(contractDocument.paths as unknown as Record<string, Record<string, RawOperation>>)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!METHODS.includes(method)) continue;
    const segments = path.split('/').filter(Boolean);
    const source = segments.map((segment) => (/^\{[A-Za-z_]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/');
    routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${API_PREFIX}/${source}/?$`), literals: segments.filter((s) => !s.startsWith('{')).length, operation });
  }
}

/** The operation of the contract a request goes to, by its method and URL. */
function operationOf(method: string, url: string): RawOperation | undefined {
  const pathname = url.split('?')[0] ?? '';
  const matches = routes.filter((route) => route.method === method && route.pattern.test(pathname));
  return matches.sort((a, b) => b.literals - a.literals)[0]?.operation;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6 });
addFormats.default(ajv);
// the whole contract as one schema, so that the responses' $refs resolve
ajv.addSchema({ $id: 'contract', components: (contractDocument as unknown as { components: unknown }).components }, 'contract');
const validators = new Map<string, ValidateFunction>();

function resolveResponse(response: DeclaredResponse): DeclaredResponse {
  if (!response.$ref) return response;
  const name = /^#\/components\/responses\/(.+)$/.exec(response.$ref)?.[1];
  const components = (contractDocument as unknown as { components: { responses: Record<string, DeclaredResponse> } }).components;
  const target = name ? components.responses[name] : undefined;
  if (!target) throw new Error(`unresolved ${response.$ref}`);
  return { ...target, ...(response.content ? { content: response.content } : {}) };
}

/** The schema with its `#/components/...` references pointed into the registered contract. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `contract${value}` : rebase(value)]));
}

export interface AnswerSeen {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  payload: unknown;
}

/**
 * What is wrong with an answer according to the contract, or null when it is
 * declared (or does not belong to an operation of the contract).
 */
export function contractProblem(answer: AnswerSeen): string | null {
  const operation = operationOf(answer.method, answer.url);
  if (!operation) return null;
  const where = `${operation.operationId} (${answer.method} ${answer.url}) answered ${answer.status}`;
  const declared = operation.responses[String(answer.status)] ?? operation.responses[`${String(answer.status)[0]}XX`] ?? operation.responses.default;
  if (!declared) return `${where}: status not declared`;
  const response = resolveResponse(declared);
  const text = typeof answer.payload === 'string' ? answer.payload : Buffer.isBuffer(answer.payload) ? answer.payload.toString('utf8') : null;
  const hasBody = answer.payload !== null && answer.payload !== undefined && text !== '';
  const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase();
  const content = response.content ?? {};
  if (!hasBody) return Object.keys(content).length === 0 || answer.method === 'HEAD' ? null : `${where} without a body, where ${Object.keys(content).join(', ')} is declared`;
  if (Object.keys(content).length === 0) return `${where} with a body (${mediaType}), where none is declared`;
  const media = mediaType ? (content[mediaType] ?? (mediaType.startsWith('image/') ? content['image/*'] : undefined)) : undefined;
  if (!media) return `${where} as ${mediaType ?? 'no media type'}, where ${Object.keys(content).join(', ')} is declared`;
  if (mediaType !== 'application/json' || !media.schema) return null;
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    return `${where}: the JSON body does not parse`;
  }
  const key = `${operation.operationId} ${answer.status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(media.schema) as object);
    validators.set(key, validate);
  }
  if (validate(body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  return `${where}: the body does not match the declared schema (${errors.join('; ')}): ${(text ?? '').slice(0, 300)}`;
}

const problems: string[] = [];

/** The undeclared answers seen since the last call, emptied. */
export function takeContractProblems(): string[] {
  return problems.splice(0, problems.length);
}

/**
 * Checks every answer `app.inject` gives against the contract; problems are
 * kept for takeContractProblems(). Only the promise form of inject is
 * watched (the form every test uses).
 */
export function watchContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const watched = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const method = (typeof options === 'string' ? 'GET' : (options.method ?? 'GET')).toUpperCase();
    const url = typeof options === 'string' ? options : typeof options.url === 'string' ? options.url : (options.path as string | undefined) ?? '';
    const contentType = response.headers['content-type'];
    const problem = contractProblem({ method, url, status: response.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined, payload: response.rawPayload });
    if (problem) problems.push(problem);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) return (inject as unknown as (...args: unknown[]) => unknown)(options, callback);
    return watched(options);
  }) as FastifyInstance['inject'];
}
