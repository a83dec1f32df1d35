/**
 * Server configuration, read once from environment variables.
 * Every variable is documented in README.md and .env.example.
 */
import net from 'node:net';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database, uploads and outgoing mail. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | null;
  publicUrl: string;
  /** Lifetime of an access token, in minutes. */
  tokenTtlMinutes: number;
  /** How long a remember-me session may be renewed after its last renewal, in days. */
  rememberTtlDays: number;
  uploadMaxMb: number;
  bodyLimitBytes: number;
  maintenanceBanner: boolean;
  /** Failed logins per minute and address before 429. */
  loginAttemptsPerMinute: number;
  /** API requests per minute and address before 429. */
  rateLimitPerMinute: number;
  /** The public operations' own limits, per address and per target (http/public-limits.ts). */
  publicLimits: PublicLimits;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For), so
   * that rate limits count the real address behind a load balancer: false
   * (none), true (any), a number of hops, or a list of addresses and CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Lifetime of an e-mailed subscription link, in days. */
  subscriptionLinkDays: number;
  /** Lifetime of an e-mailed password-reset link, in minutes. */
  resetLinkMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where ERP events are POSTed; null keeps them in the outbox until one is configured. */
  orderWebhookUrl: string | null;
  /** Key of the HMAC-SHA256 signature of each ERP event (required with orderWebhookUrl). */
  orderWebhookSecret: string | null;
  /** How long a message being sent is reserved for the process sending it, in seconds. */
  outboxLeaseSeconds: number;
  /** A transaction running longer is ended and answered 503 transaction_timeout (server/db/transaction-scope.ts). */
  transactionTimeoutSeconds: number;
  logLevel: string;
  /** JSON lines for a log collector, or readable lines for a person (LOG_FORMAT; default: pretty at a terminal). */
  logFormat: 'json' | 'pretty';
  /** Document workers rendering PDFs at once (server/pdf/document-pool.ts). */
  pdfWorkers: number;
  /** Longest time one PDF may take to render, in milliseconds. */
  pdfTimeLimitMs: number;
  /** Heap limit of each document worker, in MB. */
  pdfMemoryMb: number;
  /** Longest time one task of the catalogue worker (a family file read or written, the publishing gate) may take, in milliseconds. */
  catalogueTimeLimitMs: number;
  /** Heap limit of the catalogue worker, in MB. */
  catalogueMemoryMb: number;
  /** Bearer token of the Prometheus scraper at /metrics (server/http/metrics.ts); null: /metrics answers 404. */
  metricsToken: string | null;
}

/** The public operations' own limits (http/public-limits.ts). */
export interface PublicLimits {
  /** Access requests per address and hour. */
  accessRequestsPerHour: number;
  /** Access requests per e-mail address and day. */
  accessRequestsPerEmailPerDay: number;
  /** Password-reset requests per address and hour. */
  resetRequestsPerHour: number;
  /** Password-reset requests per login and hour. */
  resetRequestsPerLoginPerHour: number;
  /** Attempts to set a password from a link, per address and hour. */
  confirmAttemptsPerHour: number;
  /** Attempts to set a password from a link, per link and hour. */
  confirmAttemptsPerLinkPerHour: number;
}

export const DEFAULT_PUBLIC_LIMITS: PublicLimits = {
  accessRequestsPerHour: 5,
  accessRequestsPerEmailPerDay: 3,
  resetRequestsPerHour: 10,
  resetRequestsPerLoginPerHour: 5,
  confirmAttemptsPerHour: 30,
  confirmAttemptsPerLinkPerHour: 10,
};

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'on' || raw === 'yes';
}

/** ORDER_WEBHOOK_URL and its secret: both or neither, an http(s) address and a key of at least 16 characters. */
/** LOG_FORMAT json or pretty; unset: pretty when standard output is a terminal, JSON otherwise. */
function logFormat(env: NodeJS.ProcessEnv): 'json' | 'pretty' {
  const value = env.LOG_FORMAT?.trim();
  if (!value) return process.stdout.isTTY ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, not ${value}`);
}

/** METRICS_TOKEN: unset or empty, no /metrics; set, at least 16 characters (it is the scraper's only key). */
function metricsToken(env: NodeJS.ProcessEnv): string | null {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters (the scraper sends it as a bearer token)');
  return token;
}

function webhook(env: NodeJS.ProcessEnv): { orderWebhookUrl: string | null; orderWebhookSecret: string | null } {
  const url = env.ORDER_WEBHOOK_URL?.trim() || null;
  const secret = env.ORDER_WEBHOOK_SECRET || null;
  if (url === null) return { orderWebhookUrl: null, orderWebhookSecret: secret };
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new ConfigError(`ORDER_WEBHOOK_URL must be an http or https address (got "${url}")`);
  }
  if (!secret || secret.length < 16) {
    throw new ConfigError('ORDER_WEBHOOK_SECRET must be set to at least 16 characters when ORDER_WEBHOOK_URL is set (it signs every ERP event)');
  }
  return { orderWebhookUrl: url, orderWebhookSecret: secret };
}

function trustProxy(env: NodeJS.ProcessEnv): boolean | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const lower = raw.toLowerCase();
  if (raw === '' || lower === '0' || lower === 'false' || lower === 'off' || lower === 'no') return false;
  if (lower === 'true' || lower === 'on' || lower === 'yes') return true;
  if (/^[1-9]\d?$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = net.isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!version || !bitsOk || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY must be empty, true, a number of hops or a comma-separated list of addresses and CIDRs (got "${raw}")`);
    }
  }
  return entries;
}

function publicLimits(env: NodeJS.ProcessEnv): PublicLimits {
  const d = DEFAULT_PUBLIC_LIMITS;
  return {
    accessRequestsPerHour: integer(env, 'ACCESS_REQUESTS_PER_HOUR', d.accessRequestsPerHour, 1, 1_000_000),
    accessRequestsPerEmailPerDay: integer(env, 'ACCESS_REQUESTS_PER_EMAIL_PER_DAY', d.accessRequestsPerEmailPerDay, 1, 1_000_000),
    resetRequestsPerHour: integer(env, 'RESET_REQUESTS_PER_HOUR', d.resetRequestsPerHour, 1, 1_000_000),
    resetRequestsPerLoginPerHour: integer(env, 'RESET_REQUESTS_PER_LOGIN_PER_HOUR', d.resetRequestsPerLoginPerHour, 1, 1_000_000),
    confirmAttemptsPerHour: integer(env, 'CONFIRM_ATTEMPTS_PER_HOUR', d.confirmAttemptsPerHour, 1, 1_000_000),
    confirmAttemptsPerLinkPerHour: integer(env, 'CONFIRM_ATTEMPTS_PER_LINK_PER_HOUR', d.confirmAttemptsPerLinkPerHour, 1, 1_000_000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const uploadMaxMb = integer(env, 'UPLOAD_MAX_MB', 10, 1, 100);
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    tokenTtlMinutes: integer(env, 'TOKEN_TTL_MINUTES', 480, 1, 60 * 24 * 30),
    rememberTtlDays: integer(env, 'REMEMBER_TTL_DAYS', 30, 1, 365),
    uploadMaxMb,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_KB', 1024, 16, 10_240) * 1024,
    maintenanceBanner: flag(env, 'MAINTENANCE_BANNER'),
    loginAttemptsPerMinute: integer(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 10, 1, 1000),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 10, 1_000_000),
    publicLimits: publicLimits(env),
    trustProxy: trustProxy(env),
    subscriptionLinkDays: integer(env, 'SUBSCRIPTION_LINK_DAYS', 7, 1, 90),
    resetLinkMinutes: integer(env, 'RESET_LINK_MINUTES', 60, 5, 24 * 60),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Pool Configurator <no-reply@localhost>',
    ...webhook(env),
    outboxLeaseSeconds: integer(env, 'OUTBOX_LEASE_SECONDS', 300, 5, 3600),
    transactionTimeoutSeconds: integer(env, 'TRANSACTION_TIMEOUT_SECONDS', 10, 1, 600),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env),
    metricsToken: metricsToken(env),
    pdfWorkers: integer(env, 'PDF_WORKERS', 2, 1, 32),
    pdfTimeLimitMs: integer(env, 'PDF_TIME_LIMIT_SECONDS', 15, 1, 600) * 1000,
    pdfMemoryMb: integer(env, 'PDF_MEMORY_MB', 256, 64, 4096),
    catalogueTimeLimitMs: integer(env, 'CATALOGUE_TIME_LIMIT_SECONDS', 20, 1, 600) * 1000,
    catalogueMemoryMb: integer(env, 'CATALOGUE_MEMORY_MB', 512, 64, 4096),
  };
}
