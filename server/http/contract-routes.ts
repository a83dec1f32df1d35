/**
 * The API's routes as fastify-openapi-glue makes them from the contract: the document checked against
 * the OpenAPI schema, its references resolved, each operation's parameters, body and answers turned into
 * the route's schemas. Worked out once in this process (about 0.9 CPU-s the first time, 0.25 each time
 * after, mostly the glue compiling the OpenAPI schema again to check the document) and handed to every
 * app built from the contract: a server test file builds one or more.
 */
import Fastify, { type FastifySchema, type HTTPMethods } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { loadContract } from './contract.ts';

export interface ContractRoute {
  method: HTTPMethods;
  /** The contract's path, its parameters written `:name`. */
  url: string;
  operationId: string;
  schema: FastifySchema;
  /** The operation's `x-fastify-config`, if it has one. */
  config?: Record<string, unknown>;
}

/** The routes as JSON: each app parses its own copy, since Fastify marks and completes the schemas it is given. */
let derived: Promise<string> | null = null;

async function deriveRoutes(): Promise<string> {
  // the HEAD routes Fastify adds beside each GET are the app's own to add
  const probe = Fastify({ logger: false, exposeHeadRoutes: false });
  // the routes only: their validators and serializers are compiled by the app that registers them
  probe.setValidatorCompiler(() => () => true);
  probe.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: string[] = [];
  probe.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema & { operationId: string };
    const entry: ContractRoute = { method: route.method as HTTPMethods, url: route.url, operationId: schema.operationId, schema, ...(route.config ? { config: route.config as Record<string, unknown> } : {}) };
    routes.push(JSON.stringify(entry));
  });
  try {
    await probe.register(openapiGlue, { specification: structuredClone(loadContract().document), operationResolver: () => async () => null });
    await probe.ready();
  } finally {
    await probe.close();
  }
  return `[${routes.join(',')}]`;
}

/** The contract's routes, a fresh copy for the app about to register them. */
export async function contractRoutes(): Promise<ContractRoute[]> {
  derived ??= deriveRoutes().catch((error: unknown) => {
    derived = null;
    throw error;
  });
  return JSON.parse(await derived) as ContractRoute[];
}
