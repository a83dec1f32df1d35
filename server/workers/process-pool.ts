/**
 * A small pool of worker processes, so that heavy work on untrusted input
 * (PDFs, family files) never runs on the event loop. Each worker is a child
 * process with its own heap limit (--max-old-space-size), not a worker
 * thread: V8 may abort the whole process when a worker thread runs out of
 * memory, whatever its resourceLimits (nodejs/node#47224), and a task must
 * never take the server with it. Each task has a time limit: a worker that
 * runs out of time or memory is killed and replaced, and that one task fails
 * with WorkerLimitError while the server and the other tasks go on. Requests
 * beyond the pool's size wait in order. Idle workers do not keep the process
 * alive, and end when it does.
 *
 * A worker (see server/workers/worker-entry.ts) says 'ready' once loaded,
 * then answers each request it is sent with a WorkerAnswer.
 */
import { fork, type ChildProcess, type Serializable } from 'node:child_process';

export interface ProcessPoolOptions {
  /** Workers running at once. */
  size: number;
  /** Longest time one task may take, waiting in the queue excluded. */
  timeLimitMs: number;
  /** Heap limit of each worker process (V8 old generation), in MB. */
  memoryMb: number;
}

/** What a worker answers to one request. */
export type WorkerAnswer<Value> = { ok: true; value: Value } | { ok: false; message: string };

/** A task that ran out of its time or of its worker's memory. */
export class WorkerLimitError extends Error {
  readonly limit: 'time' | 'memory';

  constructor(limit: 'time' | 'memory', detail: string) {
    super(`the task ran out of ${limit}: ${detail}`);
    this.name = 'WorkerLimitError';
    this.limit = limit;
  }
}

interface Task<Request, Value> {
  request: Request;
  resolve(value: Value): void;
  reject(error: Error): void;
}

interface Slot<Request, Value> {
  worker: ChildProcess;
  task: Task<Request, Value> | null;
  timer: NodeJS.Timeout | null;
  /** Loaded (pdfmake and its fonts, the engine): tasks are timed from here, not from the worker's start. */
  ready: boolean;
  /** Killed or failed: takes no more tasks, and leaves the pool at its exit. */
  retired: boolean;
  /** The end of what the worker wrote to stderr (V8's fatal error, if it died of one). */
  stderr: string;
}

const STDERR_KEPT = 2000;

/** How V8 ends a process out of heap: SIGABRT (134) after a "heap out of memory" fatal error. */
function outOfMemory(code: number | null, signal: NodeJS.Signals | null, stderr: string): boolean {
  return signal === 'SIGABRT' || code === 134 || /out of memory|Allocation failed/i.test(stderr);
}

export class ProcessPool<Request, Value> {
  private readonly workerPath: string;
  private readonly options: ProcessPoolOptions;
  private readonly slots = new Set<Slot<Request, Value>>();
  private readonly queue: Task<Request, Value>[] = [];
  private closed = false;

  /** `workerPath`: the worker's module, loaded by node itself (type stripping). */
  constructor(workerPath: string, options: ProcessPoolOptions) {
    if (!(options.size >= 1)) throw new RangeError('a process pool needs at least one worker');
    this.workerPath = workerPath;
    this.options = options;
  }

  /** Runs the request in a worker; rejects with WorkerLimitError past a limit. */
  run(request: Request): Promise<Value> {
    if (this.closed) return Promise.reject(new Error('the pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts a worker ahead of the first task (at the server's start), so
   * that the first task does not wait about a second for one to load.
   * It does not keep the process alive by itself.
   */
  prepare(): void {
    if (this.closed || this.slots.size > 0) return;
    this.idle(this.spawn());
  }

  /** Workers alive now (for tests: a failed worker is replaced, not leaked). */
  get workerCount(): number {
    return this.slots.size;
  }

  /** Workers running a task now. */
  get busyCount(): number {
    return [...this.slots].filter((slot) => slot.task !== null).length;
  }

  /** Workers killed or failed and replaced since the pool was made (past a time or memory limit, or a crash). */
  replacedCount = 0;

  /** The process ids of the workers running a task now. */
  get busyWorkerPids(): number[] {
    return [...this.slots].flatMap((slot) => (slot.task !== null && slot.worker.pid !== undefined ? [slot.worker.pid] : []));
  }

  /** Ends every worker; tasks still waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.end(slot, new Error('the pool is closed'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const slot = [...this.slots].find((candidate) => candidate.ready && candidate.task === null && !candidate.retired);
      if (!slot) {
        // workers being loaded take the waiting tasks once they are ready, and keep the process alive for them
        const loading = [...this.slots].filter((candidate) => !candidate.ready && !candidate.retired);
        for (const candidate of loading) this.hold(candidate);
        if (loading.length < this.queue.length && this.slots.size < this.options.size) this.spawn();
        return;
      }
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot<Request, Value> {
    const worker = fork(this.workerPath, [], {
      // only the heap limit: not the parent's flags (an inspector port, a test runner's loader)
      execArgv: [`--max-old-space-size=${this.options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot<Request, Value> = { worker, task: null, timer: null, ready: false, retired: false, stderr: '' };
    // a loading worker keeps the process alive: a task may be waiting for it
    this.slots.add(slot);
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-STDERR_KEPT);
    });
    worker.on('message', (answer: WorkerAnswer<Value> | 'ready') => {
      if (answer === 'ready') {
        slot.ready = true;
        this.dispatch();
        if (slot.task === null) this.idle(slot);
        return;
      }
      const task = this.finish(slot);
      if (!task) return;
      if (answer.ok) task.resolve(answer.value);
      else task.reject(new Error(answer.message));
      this.dispatch();
    });
    worker.on('error', (error: Error) => {
      // the process could not be started, signalled or written to
      slot.retired = true;
      this.finish(slot)?.reject(error);
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    });
    worker.on('exit', (code, signal) => {
      slot.retired = true;
      const detail = slot.stderr.trim().split('\n').slice(-3).join(' ');
      const stopped = outOfMemory(code, signal, slot.stderr)
        ? new WorkerLimitError('memory', `over ${this.options.memoryMb} MB of heap`)
        : new Error(`the worker stopped (${signal ?? `exit code ${code}`})${detail ? `: ${detail}` : ''}`);
      this.finish(slot)?.reject(stopped);
      this.slots.delete(slot);
      if (this.closed) return;
      if (!slot.ready) {
        // a worker that cannot even load would fail again: the waiting tasks fail instead
        for (const task of this.queue.splice(0)) task.reject(stopped);
        return;
      }
      // a worker that failed is replaced at once, so that the next task does not wait for one to load
      this.replacedCount += 1;
      this.spawn();
      this.dispatch();
    });
    return slot;
  }

  private start(slot: Slot<Request, Value>, task: Task<Request, Value>): void {
    slot.task = task;
    // a busy worker keeps the process alive until its task is done
    this.hold(slot);
    slot.timer = setTimeout(() => {
      slot.retired = true;
      this.finish(slot)?.reject(new WorkerLimitError('time', `over ${this.options.timeLimitMs} ms`));
      slot.worker.kill('SIGKILL');
    }, this.options.timeLimitMs);
    slot.worker.send(task.request as Serializable);
  }

  /** Frees the slot and hands back the task it was running, if any. */
  private finish(slot: Slot<Request, Value>): Task<Request, Value> | null {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    this.idle(slot);
    return task;
  }

  private hold(slot: Slot<Request, Value>): void {
    slot.worker.ref();
    slot.worker.channel?.ref();
  }

  /** An idle worker does not keep the process alive. */
  private idle(slot: Slot<Request, Value>): void {
    slot.worker.unref();
    slot.worker.channel?.unref();
  }

  private async end(slot: Slot<Request, Value>, error: Error): Promise<void> {
    slot.retired = true;
    this.finish(slot)?.reject(error);
    const { worker } = slot;
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    // awaited: the process stays alive until the worker is gone
    worker.ref();
    worker.kill('SIGKILL');
    await exited;
  }
}
