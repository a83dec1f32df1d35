/**
 * Logs for people and machines (issue 31, item 4): one line per request
 * (its operation, method, route, status, time and user id; never its query
 * string, headers or body, which may carry tokens), instead of Fastify's two
 * (incoming, completed); /healthz and /metrics (probes) at debug level. At a terminal (or with
 * LOG_FORMAT=pretty) each line is written readable; otherwise JSON, one
 * object a line, for a log collector.
 */
import type { FastifyInstance } from 'fastify';

export type LogFormat = 'json' | 'pretty';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(no route)';
    const op = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? null;
    const details = { op, method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.auth?.user.id ?? null };
    const message = `${request.method} ${route} ${reply.statusCode} ${details.ms} ms`;
    if (route === '/healthz' || route === '/metrics') request.log.debug(details, message);
    else request.log.info(details, message);
    done();
  });
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** What a readable line leaves out: pino's own fields, and what the line's text already says. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'route', 'status', 'ms']);

/** One pino JSON line as a person reads it: `14:02:07 INFO  GET /api/v1/quote 200 12 ms  op=listQuotes user=3`. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const extra = Object.entries(entry)
    .filter(([key, value]) => !OMITTED.has(key) && key !== 'err' && value !== null && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return [`${time} ${level} ${String(entry.msg ?? '')}${extra ? `  ${extra}` : ''}`, ...(err?.stack ? [err.stack] : [])].join('\n');
}

/** A pino destination writing readable lines to `out` (standard output by default). */
export function readableStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  return { write: (line: string) => void out.write(`${readableLine(line)}\n`) };
}
