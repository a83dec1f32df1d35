/**
 * What a lost database connection looks like, and which statements may be
 * sent again after one (issue 31, item 1).
 *
 * A connection lost (pg_terminate_backend, a PostgreSQL restart, a network
 * cut) or refused: PostgreSQL's connection exceptions (class 08), an
 * administrator's or a crash's shutdown (57P01-57P03), too many connections
 * (53300), and node-postgres's own words for a connection that died or could
 * not be made. Answered 503 database_unavailable.
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
const CONNECTION_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;
/** Failures that happen before a statement leaves the process: the statement certainly did not run. */
const NOT_SENT_MESSAGES = /connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/** The SQLSTATE of a database error, or of what it wraps (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The error (or what it wraps, as Drizzle wraps the driver's) says the connection was lost or refused. */
export function isConnectionLoss(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || CONNECTION_SQLSTATES.has(state))) return true;
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The statement never reached the database: no connection could be made, or the client was already dead. */
export function neverSent(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'ECONNREFUSED') return true;
    if (typeof message === 'string' && NOT_SENT_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const WRITES = /\b(insert|update|delete|merge|truncate|copy|call|lock|nextval|setval|pg_notify|notify|listen|create|alter|drop|grant|revoke|refresh|vacuum|set_config|pg_advisory_\w+)\b/i;

/**
 * A statement that changes nothing, so that sending it again cannot change
 * anything either: a SELECT (or VALUES, SHOW, or a WITH query) naming, outside
 * its quoted names and literals, no write, no sequence, no notification and
 * no explicit lock (`for update` is a row lock, released with the
 * transaction: it writes nothing). Transaction control (begin, commit,
 * rollback, savepoints) is neither: the caller tells it apart.
 */
export function isReadStatement(text: string): boolean {
  const statement = text
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/'(?:[^']|'')*'/g, "''")
    .trimStart()
    .replace(/^\(+/, '');
  if (!/^(select|values|show|with)\b/i.test(statement)) return false;
  return !WRITES.test(statement.replace(/\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/gi, ''));
}

/** BEGIN, COMMIT, ROLLBACK, SAVEPOINT, RELEASE, SET TRANSACTION: neither a read nor a write of data. */
export function isTransactionControl(text: string): boolean {
  return /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release|set\s+(local\s+)?transaction)\b/i.test(text);
}

/**
 * Waits before a retry: when the server ended several connections at once
 * (a restart, pg_terminate_backend on all of them), the pool's idle ones
 * have their FATAL message in their sockets already, and a retry taken at
 * once could check one of them out before the pool has read it and dropped
 * it. 50 ms lets those events through, so that the retry gets a live
 * connection.
 */
export function pauseBeforeRetry(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}
