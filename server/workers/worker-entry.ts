/**
 * The other end of ProcessPool, for a worker's module: says 'ready' once
 * loaded, then answers each request with its handler's value, or the
 * error's message. The worker ends when the server goes away.
 */
import type { WorkerAnswer } from './process-pool.ts';

export function serveWorker<Request, Value>(handle: (request: Request) => Value | Promise<Value>): void {
  const send = (message: WorkerAnswer<Value> | 'ready') => process.send?.(message);
  // the server went away (or closed the pool): nothing is left to do
  process.on('disconnect', () => process.exit(0));
  process.on('message', (request: Request) => {
    Promise.resolve()
      .then(() => handle(request))
      .then(
        (value) => send({ ok: true, value }),
        (error: unknown) => send({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
  });
  send('ready');
}
