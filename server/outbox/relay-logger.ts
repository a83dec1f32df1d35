/**
 * The logger the relay and the order notifier write to (pino's shape). A leaf
 * module: both import it, neither imports the other for it.
 */
interface LogFn {
  (message: string): void;
  (object: object, message: string): void;
}
export interface RelayLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
