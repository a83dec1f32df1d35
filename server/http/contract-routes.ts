/**
 * The API's routes as fastify-openapi-glue makes them from the contract: the document checked against
 * the OpenAPI schema, its references resolved, each operation's parameters, body and answers turned into
 * the route's schemas. That costs about 0.7 CPU-s (the glue compiles the OpenAPI schema to check the
 * document, each time), so it is done once for a contract and the glue's version: kept in
 * node_modules/.cache/contract-routes/ for the next server start (a test run starts about thirty), and in
 * this process for every app built from the contract (a server test file builds one or more). Where that
 * folder cannot be written (a read-only install), each start works them out again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifySchema, type HTTPMethods } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { CONTRACT_PATH, loadContract } from './contract.ts';

export const ROUTES_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/contract-routes/', import.meta.url));
/** The shape of what is kept: change it with ContractRoute. */
const CACHE_FORMAT = '1';

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

/** The file that keeps the routes of this contract as this version of the glue makes them. */
function cacheFile(cacheDir: string): string {
  const glueManifest = path.join(path.dirname(fileURLToPath(import.meta.resolve('fastify-openapi-glue'))), 'package.json');
  const key = createHash('sha256').update(CACHE_FORMAT).update('\0').update(fs.readFileSync(glueManifest)).update('\0').update(fs.readFileSync(CONTRACT_PATH)).digest('hex');
  return path.join(cacheDir, `${key.slice(0, 24)}.json`);
}

/** The routes as JSON: read from `cacheDir`, or worked out and kept there (written to a temporary name, then renamed). */
export async function routesText(cacheDir = ROUTES_CACHE_DIR): Promise<string> {
  const file = cacheFile(cacheDir);
  try {
    const kept = fs.readFileSync(file, 'utf8');
    if (Array.isArray(JSON.parse(kept))) return kept;
  } catch {
    // not kept yet, or unreadable: worked out again below
  }
  const text = await deriveRoutes();
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } catch {
    // kept in this process only; a temporary file left half-written is removed if it can be
    fs.rm(temporary, { force: true }, () => undefined);
  }
  return text;
}

/** The contract's routes, a fresh copy for the app about to register them. */
export async function contractRoutes(): Promise<ContractRoute[]> {
  derived ??= routesText().catch((error: unknown) => {
    derived = null;
    throw error;
  });
  return JSON.parse(await derived) as ContractRoute[];
}
