/**
 * The API's routes as fastify-openapi-glue makes them from the contract: the document checked against
 * the OpenAPI schema, its references resolved, each operation's parameters, body and answers turned into
 * the route's schemas. That costs about 0.7 CPU-s (the glue compiles the OpenAPI schema to check the
 * document, each time), so it is done once for a contract and the glue's version: kept in
 * node_modules/.cache/contract-routes/ for the next server start (a test run starts about thirty), and in
 * this process for every app built from the contract (a server test file builds one or more). Where that
 * folder cannot be written (a read-only install), each start works them out again.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import Fastify, { type FastifySchema, type HTTPMethods } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { CONTRACT_PATH } from './contract.ts';

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

async function deriveRoutes(document: Record<string, unknown>): Promise<string> {
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
    await probe.register(openapiGlue, { specification: document, operationResolver: () => async () => null });
    await probe.ready();
  } finally {
    await probe.close();
  }
  return `[${routes.join(',')}]`;
}

/**
 * The file that keeps the routes of this contract text as this version of the glue and of Fastify makes them
 * (CACHE_FORMAT covers this module's own way of making them).
 */
function cacheFile(cacheDir: string, contractText: string): string {
  // a package's manifest, beside its entry file (both packages have theirs at the package's root)
  const manifest = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve(name))), 'package.json'), 'utf8');
  const key = createHash('sha256')
    .update([CACHE_FORMAT, manifest('fastify'), manifest('fastify-openapi-glue'), contractText].join('\0'))
    .digest('hex');
  return path.join(cacheDir, `${key.slice(0, 24)}.json`);
}

/**
 * The routes as JSON: read from `cacheDir`, or worked out and kept there (written to a temporary name of this
 * process and thread, then renamed, and what older contracts left there removed). Whatever goes wrong with the
 * folder, the routes are worked out and the server starts.
 */
export async function routesText(cacheDir = ROUTES_CACHE_DIR): Promise<string> {
  const contractText = fs.readFileSync(CONTRACT_PATH, 'utf8');
  let file: string | null = null;
  try {
    file = cacheFile(cacheDir, contractText);
    const kept = fs.readFileSync(file, 'utf8');
    if (Array.isArray(JSON.parse(kept))) return kept;
  } catch {
    // not kept yet, unreadable, or no key: worked out again below
  }
  const text = await deriveRoutes(JSON.parse(contractText) as Record<string, unknown>);
  if (file) keep(cacheDir, file, text);
  return text;
}

function keep(cacheDir: string, file: string, text: string): void {
  const temporary = `${file}.${process.pid}-${threadId}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } catch {
    // kept in this process only; a temporary file left half-written is removed if it can be
    fs.rm(temporary, { force: true }, () => undefined);
    return;
  }
  // the routes of earlier contracts (about 2 MB each), and temporary files a killed start left an hour ago
  try {
    for (const name of fs.readdirSync(cacheDir)) {
      const other = path.join(cacheDir, name);
      if (other === file) continue;
      const stale = name.endsWith('.json') || Date.now() - (fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 3600_000;
      if (stale) fs.rmSync(other, { force: true });
    }
  } catch {
    // left for the next start to remove
  }
}

/** The contract's routes, a fresh copy for the app about to register them. */
export async function contractRoutes(): Promise<ContractRoute[]> {
  derived ??= routesText().catch((error: unknown) => {
    derived = null;
    throw error;
  });
  return JSON.parse(await derived) as ContractRoute[];
}
