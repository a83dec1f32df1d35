/** loadConfig: defaults, .env.example and invalid values. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

function readEnvExample(): Record<string, string> {
  const text = fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      publicUrl: 'http://127.0.0.1:3000',
      tokenTtlMinutes: 480,
      rememberTtlDays: 30,
      uploadMaxMb: 10,
      transactionTimeoutSeconds: 10,
      bodyLimitBytes: 1024 * 1024,
      maintenanceBanner: false,
      loginAttemptsPerMinute: 10,
      rateLimitPerMinute: 600,
      publicLimits: {
        accessRequestsPerHour: 5,
        accessRequestsPerEmailPerDay: 3,
        resetRequestsPerHour: 10,
        resetRequestsPerLoginPerHour: 5,
        confirmAttemptsPerHour: 30,
        confirmAttemptsPerLinkPerHour: 10,
      },
      trustProxy: false,
      subscriptionLinkDays: 7,
      resetLinkMinutes: 60,
      smtpUrl: null,
      mailFrom: 'Pool Configurator <no-reply@localhost>',
      orderWebhookUrl: null,
      orderWebhookSecret: null,
      outboxLeaseSeconds: 300,
      logLevel: 'info',
      logFormat: 'json',
      pdfWorkers: 2,
      pdfTimeLimitMs: 15_000,
      pdfMemoryMb: 256,
      catalogueTimeLimitMs: 20_000,
      catalogueMemoryMb: 512,
      metricsToken: null,
    });
  });

  it('gives the same configuration from .env.example as from the defaults', () => {
    const example = readEnvExample();
    expect(Object.keys(example).length).toBeGreaterThanOrEqual(14);
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });

  it('documents in .env.example every variable it reads', () => {
    const source = fs.readFileSync(new URL('../../server/config.ts', import.meta.url), 'utf8');
    const read = new Set([...source.matchAll(/env(?:\.|, ')([A-Z_]{3,})/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThanOrEqual(14);
    const documented = Object.keys(readEnvExample());
    expect([...read].filter((name) => !documented.includes(name!))).toEqual([]);
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/pool',
      DATABASE_URL: 'postgres://u@db/pool',
      PUBLIC_URL: 'https://pool.example/',
      TOKEN_TTL_MINUTES: '60',
      REMEMBER_TTL_DAYS: '7',
      UPLOAD_MAX_MB: '5',
      TRANSACTION_TIMEOUT_SECONDS: '30',
      BODY_LIMIT_KB: '64',
      MAINTENANCE_BANNER: 'on',
      LOGIN_ATTEMPTS_PER_MINUTE: '3',
      RATE_LIMIT_PER_MINUTE: '120',
      ACCESS_REQUESTS_PER_HOUR: '2',
      ACCESS_REQUESTS_PER_EMAIL_PER_DAY: '1',
      RESET_REQUESTS_PER_HOUR: '20',
      RESET_REQUESTS_PER_LOGIN_PER_HOUR: '3',
      CONFIRM_ATTEMPTS_PER_HOUR: '100',
      CONFIRM_ATTEMPTS_PER_LINK_PER_HOUR: '4',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.10',
      SUBSCRIPTION_LINK_DAYS: '3',
      RESET_LINK_MINUTES: '30',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'x@y',
      ORDER_WEBHOOK_URL: 'https://erp.example/hooks/orders',
      ORDER_WEBHOOK_SECRET: '0123456789abcdef',
      OUTBOX_LEASE_SECONDS: '60',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      PDF_WORKERS: '1',
      PDF_TIME_LIMIT_SECONDS: '30',
      PDF_MEMORY_MB: '512',
      CATALOGUE_TIME_LIMIT_SECONDS: '5',
      CATALOGUE_MEMORY_MB: '256',
      METRICS_TOKEN: 'a-scraper-token-of-24ch',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/pool',
      databaseUrl: 'postgres://u@db/pool',
      publicUrl: 'https://pool.example',
      tokenTtlMinutes: 60,
      rememberTtlDays: 7,
      uploadMaxMb: 5,
      transactionTimeoutSeconds: 30,
      bodyLimitBytes: 64 * 1024,
      maintenanceBanner: true,
      loginAttemptsPerMinute: 3,
      rateLimitPerMinute: 120,
      publicLimits: {
        accessRequestsPerHour: 2,
        accessRequestsPerEmailPerDay: 1,
        resetRequestsPerHour: 20,
        resetRequestsPerLoginPerHour: 3,
        confirmAttemptsPerHour: 100,
        confirmAttemptsPerLinkPerHour: 4,
      },
      trustProxy: ['10.0.0.0/8', '192.168.1.10'],
      subscriptionLinkDays: 3,
      resetLinkMinutes: 30,
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'x@y',
      orderWebhookUrl: 'https://erp.example/hooks/orders',
      orderWebhookSecret: '0123456789abcdef',
      outboxLeaseSeconds: 60,
      logLevel: 'warn',
      logFormat: 'pretty',
      pdfWorkers: 1,
      pdfTimeLimitMs: 30_000,
      pdfMemoryMb: 512,
      catalogueTimeLimitMs: 5_000,
      catalogueMemoryMb: 256,
      metricsToken: 'a-scraper-token-of-24ch',
    });
  });

  it.each(['1', 'true', 'TRUE', ' yes ', 'on'])('reads MAINTENANCE_BANNER=%j as on', (value) => {
    expect(loadConfig({ MAINTENANCE_BANNER: value }).maintenanceBanner).toBe(true);
  });

  it.each(['0', 'false', 'off', 'no', ''])('reads MAINTENANCE_BANNER=%j as off', (value) => {
    expect(loadConfig({ MAINTENANCE_BANNER: value }).maintenanceBanner).toBe(false);
  });

  it.each([
    ['', false],
    ['off', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ] as const)('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['TOKEN_TTL_MINUTES', '0'],
    ['REMEMBER_TTL_DAYS', 'x'],
    ['UPLOAD_MAX_MB', '1000'],
    ['BODY_LIMIT_KB', '1'],
    ['LOGIN_ATTEMPTS_PER_MINUTE', 'ten'],
    ['ACCESS_REQUESTS_PER_HOUR', '0'],
    ['ACCESS_REQUESTS_PER_EMAIL_PER_DAY', '1.5'],
    ['RESET_REQUESTS_PER_HOUR', '-3'],
    ['RESET_REQUESTS_PER_LOGIN_PER_HOUR', 'five'],
    ['CONFIRM_ATTEMPTS_PER_HOUR', '0'],
    ['CONFIRM_ATTEMPTS_PER_LINK_PER_HOUR', '10000000'],
    ['OUTBOX_LEASE_SECONDS', '1'],
    ['TRUST_PROXY', 'proxy.local'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['SUBSCRIPTION_LINK_DAYS', '0'],
    ['RESET_LINK_MINUTES', '1'],
  ])('throws ConfigError naming %s for %j', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message).toContain(name);
    expect((caught as Error).message).toContain(value);
  });

  it('refuses an ERP address that is not http(s), or one without a secret of 16 characters', () => {
    expect(() => loadConfig({ ORDER_WEBHOOK_URL: 'ftp://erp.example', ORDER_WEBHOOK_SECRET: '0123456789abcdef' })).toThrow(/ORDER_WEBHOOK_URL.*ftp:/);
    expect(() => loadConfig({ ORDER_WEBHOOK_URL: 'not a url', ORDER_WEBHOOK_SECRET: '0123456789abcdef' })).toThrow(ConfigError);
    expect(() => loadConfig({ ORDER_WEBHOOK_URL: 'https://erp.example' })).toThrow(/ORDER_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ORDER_WEBHOOK_URL: 'https://erp.example', ORDER_WEBHOOK_SECRET: 'short' })).toThrow(/ORDER_WEBHOOK_SECRET/);
  });
});
