/**
 * Builds the Fastify application: security headers, rate limits, the API
 * generated from openapi.yaml, its reference at /api/docs, health checks and
 * the built front end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LimitStore } from './auth/limit-store.ts';
import { FailedLoginLimiter } from './auth/login-limiter.ts';
import { limitStores } from './auth/shared-limits.ts';
import { landingPages, type LandingPages } from './http/landing-pages.ts';
import { preloadLinks, type PreloadLinks } from './http/preload-links.ts';
import { registerCompanyLookup } from './tenancy/company-cache.ts';
import { watchSessions } from './auth/session-cache.ts';
import type { ServerConfig } from './config.ts';
import { configureDocuments } from './pdf/render-document.ts';
import { readableStream, registerRequestLog } from './http/request-log.ts';
import { registerMetrics } from './http/metrics.ts';
import { configureCatalogueAnalysis } from './catalogue/catalogue-analysis.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './http/app-error.ts';
import { registerYamlBody } from './http/yaml-body.ts';
import { makeAuthenticate } from './http/authenticate.ts';
import { loadContract } from './http/contract.ts';
import { contractRoutes } from './http/contract-routes.ts';
import { registerErrorHandling, sendError } from './http/error-handler.ts';
import { rateLimitStore } from './http/api-rate-limit.ts';
import { publicLimitHook } from './http/public-limits.ts';
import { makeValidatorCompiler } from './http/validators.ts';
import { serializerCompiler } from './http/serializers.ts';
import { LOCALES } from '../engine/index.ts';
import { requestLocale } from './i18n/locale.ts';
import { validationMessage } from './i18n/validation-messages.ts';
import type { ServerContext } from './http/operation.ts';
import { operationsById } from './operations.ts';
import { createCatalogueStore } from './catalogue/catalogue-store.ts';
import { fileStore } from './files/file-store.ts';

export const API_PREFIX = '/api/v1';
const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Serve the built front end from dist/ when it exists (default true). */
  serveFrontEnd?: boolean;
  /** Folder of the built front end (default dist/). */
  frontEndDir?: string;
  /** Log (true, the default), or not; or write the log's lines to this stream (tests read what is logged). */
  logger?: boolean | { write(line: string): void };
  /**
   * Count the rate limits and sign-in delays in the database, shared by every
   * process (default on PostgreSQL), or in this process's memory (default on
   * PGlite): server/auth/shared-limits.ts.
   */
  sharedLimits?: boolean;
}

export async function buildApp({
  config,
  database,
  serveFrontEnd = true,
  frontEndDir = DIST_DIR,
  logger = true,
  sharedLimits,
}: AppOptions) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(typeof logger === 'object' ? { stream: logger } : config.logFormat === 'pretty' ? { stream: readableStream() } : {}) } : false,
    // one line per request, written by registerRequestLog, instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // a number of hops: trust that many proxies nearest to the server
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(makeValidatorCompiler());
  app.setSerializerCompiler(serializerCompiler);
  // Every body of the contract is JSON (or multipart, by its own parser): a
  // text/plain body must answer 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'fr');
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request.headers);
  });
  registerErrorHandling(app);
  // the landing pages drawn at build time: their inline script is allowed by its hash
  const landing = serveFrontEnd ? landingPages(frontEndDir) : null;

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ajv compiles the JSON Schemas that the engine builds from the catalogue at run time (the
        // family document's check and each step form's validation) into functions: 'unsafe-eval'
        // lets it. Scripts still come only from this origin; the only inline script that runs is the landing
        // page's (server/http/landing-pages.ts), by its hash.
        scriptSrc: ["'self'", "'unsafe-eval'", ...(landing?.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  const limits = limitStores(database, app.log, config.rateLimitPerMinute, sharedLimits);
  app.addHook('onClose', async () => limits.stop());
  await app.register(rateLimit, {
    store: rateLimitStore(limits.api),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError(429, 'too_many_requests'),
  });

  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 5, fields: 20, parts: 30, fieldSize: 64 * 1024 },
  });
  // PDFs are only ever answered, never accepted as a body; naming the type
  // here turns such a request into a clean 415.
  // The same for images, which are only answered (a logo) or sent inside a multipart form.
  app.addContentTypeParser(['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml'], (_request, _payload, done) => done(new AppError(415, 'unsupported_media_type'), undefined));
  // family files (importFamilyFile) come as YAML text
  registerYamlBody(app, config.bodyLimitBytes);

  registerRequestLog(app);
  registerHealth(app, database);
  registerMetrics(app, database, config.metricsToken);
  configureDocuments({ size: config.pdfWorkers, timeLimitMs: config.pdfTimeLimitMs, memoryMb: config.pdfMemoryMb });
  configureCatalogueAnalysis({ size: 1, timeLimitMs: config.catalogueTimeLimitMs, memoryMb: config.catalogueMemoryMb });
  const ctx = { db: database.db, config, loginLimiter: new FailedLoginLimiter(config.loginAttemptsPerMinute, limits.signIn), catalogues: createCatalogueStore(database.db), files: fileStore(config.dataDir) };
  await registerApi(app, ctx, database, limits.publicOperations);
  await registerDocs(app);
  const linksFor = serveFrontEnd ? preloadLinks(frontEndDir) : null;
  if (serveFrontEnd && fs.existsSync(path.join(frontEndDir, 'index.html'))) await registerFrontEnd(app, frontEndDir, linksFor, landing);

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && isAppPage(request.url) && app.hasReplyDecorator('sendFile')) {
      sendAppPage(reply, 'index.html');
      return;
    }
    return sendError(request, reply, new AppError(404, request.url.startsWith('/api/') ? 'route_not_found' : 'not_found'));
  });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** A page of the app: its HTML, revalidated on each visit (the preload links come with it: registerFrontEnd). */
function sendAppPage(reply: FastifyReply, file: string) {
  // sendFile answers on its own; returning the reply would make Fastify await it once more
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile(file);
}

/** A screen of the single-page app (not the API, not a missing asset file): answered with index.html. */
function isAppPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !pathname.startsWith('/api/') && !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

function registerHealth(app: FastifyInstance, database: DatabaseHandle) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}

async function registerApi(app: FastifyInstance, ctx: ServerContext, database: DatabaseHandle, limitStore: LimitStore) {
  const contract = loadContract();
  const sessions = await watchSessions(database);
  registerCompanyLookup(database.db, sessions.companies);
  app.addHook('onClose', async () => {
    registerCompanyLookup(database.db, null);
    await sessions.stop();
  });
  const authenticate = makeAuthenticate(ctx, sessions);
  // Fastify validates a body only when one is sent with a declared content
  // type: a required body that is missing must not reach the handler.
  const requireBody = async (request: FastifyRequest) => {
    if (request.body === undefined) {
      throw new AppError(400, 'validation_failed', {
        details: [{ path: 'body', code: 'required', message: validationMessage('required', {}, request.locale) }],
      });
    }
  };
  const routes = await contractRoutes();
  await app.register(
    async (api) => {
      for (const { method, url, operationId, schema, config } of routes) {
        const entry = operationsById.get(operationId);
        const declared = contract.operations.get(operationId);
        const authenticated = entry?.authenticated ?? declared?.secured ?? true;
        // the public operations' own limits, counting only requests whose body is valid
        const limit = authenticated ? null : publicLimitHook(operationId, ctx.config.publicLimits, limitStore);
        const preHandler = [...(declared?.bodyRequired ? [requireBody] : []), ...(limit ? [limit] : [])];
        api.route({
          method,
          url,
          schema,
          config,
          // the token is checked before the request is validated
          ...(authenticated ? { preValidation: authenticate } : {}),
          ...(preHandler.length > 0 ? { preHandler } : {}),
          // an operation of the contract that the table lacks answers 501 with the error shape
          handler: entry
            ? (request, reply) => entry.run(ctx, request, reply)
            : async () => {
                throw new AppError(501, 'not_implemented');
              },
        });
      }
    },
    { prefix: API_PREFIX },
  );
}

async function registerDocs(app: FastifyInstance) {
  // the contract already read (static mode serves the object as it is, and the YAML at /api/docs/yaml from it)
  await app.register(swagger, { mode: 'static', specification: { document: loadContract().document as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { deepLinking: true } });
}

/**
 * The built front end: the brotli or gzip copy written at build time when the
 * browser accepts it (with `Vary: Accept-Encoding`), hashed files under
 * assets/ cached for a year, everything else revalidated. Source maps and the
 * build's own dot files (manifest, stamp) are not served.
 */
async function registerFrontEnd(app: FastifyInstance, root: string, linksFor: PreloadLinks | null, landing: LandingPages | null) {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    dotfiles: 'ignore',
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // index.html: its screen's and language's preloads
      // (a landing page drawn at build time has none: its inline script preloads its files after its first frame)
      const links = relative === 'index.html' ? linksFor?.(reply.request.url.split('?')[0] ?? '/', reply.request.headers.cookie) : null;
      if (links) reply.header('link', links);
    },
  });
  // `/` and `/fr`, `/de`…: the landing page drawn at build time when there is one for what the address shows
  const sendLanding = (request: FastifyRequest, reply: FastifyReply) => {
    const file = landing?.fileFor(request.url, request.headers.cookie);
    // `/` is in the language of the locale cookie
    if (file && request.url.split('?')[0] === '/') reply.header('vary', 'cookie');
    sendAppPage(reply, file ?? 'index.html');
  };
  for (const url of ['/', ...LOCALES.map((locale) => `/${locale}`)]) app.get(url, sendLanding);
}
