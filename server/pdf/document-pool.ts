/**
 * A small pool of document workers, so that no PDF is laid out on the event
 * loop. Each worker is a child process with its own heap limit
 * (--max-old-space-size), not a worker thread: V8 may abort the whole
 * process when a worker thread runs out of memory, whatever its
 * resourceLimits (nodejs/node#47224), and a document must never take the
 * server with it. Each document has a time limit: a worker that runs out of
 * time or memory is killed and replaced, and that one document fails with
 * DocumentTooComplexError while the server and the other documents go on.
 * Requests beyond the pool's size wait in order. Idle workers do not keep the
 * process alive, and end when it does.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DocumentRequest, PrintedDocument } from './documents.ts';
import type { WorkerAnswer } from './pdf-worker.ts';

export interface DocumentPoolOptions {
  /** Workers rendering at once. */
  size: number;
  /** Longest time one document may take, waiting in the queue excluded. */
  timeLimitMs: number;
  /** Heap limit of each worker process (V8 old generation), in MB. */
  memoryMb: number;
}

/** A document that ran out of its time or of its worker's memory. */
export class DocumentTooComplexError extends Error {
  readonly limit: 'time' | 'memory';

  constructor(limit: 'time' | 'memory', detail: string) {
    super(`the document ran out of ${limit}: ${detail}`);
    this.name = 'DocumentTooComplexError';
    this.limit = limit;
  }
}

interface Task {
  request: DocumentRequest;
  resolve(document: PrintedDocument): void;
  reject(error: Error): void;
}

interface Slot {
  worker: ChildProcess;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** Loaded pdfmake and its fonts: documents are timed from here, not from the worker's start. */
  ready: boolean;
  /** Killed or failed: takes no more documents, and leaves the pool at its exit. */
  retired: boolean;
  /** The end of what the worker wrote to stderr (V8's fatal error, if it died of one). */
  stderr: string;
}

const WORKER_PATH = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));
const STDERR_KEPT = 2000;

/** How V8 ends a process out of heap: SIGABRT (134) after a "heap out of memory" fatal error. */
function outOfMemory(code: number | null, signal: NodeJS.Signals | null, stderr: string): boolean {
  return signal === 'SIGABRT' || code === 134 || /out of memory|Allocation failed/i.test(stderr);
}

export class DocumentPool {
  private readonly options: DocumentPoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(options: DocumentPoolOptions) {
    if (!(options.size >= 1)) throw new RangeError('a document pool needs at least one worker');
    this.options = options;
  }

  /** Renders the document in a worker; rejects with DocumentTooComplexError past a limit. */
  render(request: DocumentRequest): Promise<PrintedDocument> {
    if (this.closed) return Promise.reject(new Error('the document pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts a worker ahead of the first document (at the server's start), so
   * that the first document does not wait about a second for one to load.
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

  /** The process ids of the workers rendering a document now. */
  get busyWorkerPids(): number[] {
    return [...this.slots].flatMap((slot) => (slot.task !== null && slot.worker.pid !== undefined ? [slot.worker.pid] : []));
  }

  /** Ends every worker; documents still waiting or rendering fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the document pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.end(slot, new Error('the document pool is closed'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const slot = [...this.slots].find((candidate) => candidate.ready && candidate.task === null && !candidate.retired);
      if (!slot) {
        // workers being loaded take the waiting documents once they are ready, and keep the process alive for them
        const loading = [...this.slots].filter((candidate) => !candidate.ready && !candidate.retired);
        for (const candidate of loading) this.hold(candidate);
        if (loading.length < this.queue.length && this.slots.size < this.options.size) this.spawn();
        return;
      }
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = fork(WORKER_PATH, [], {
      // only the heap limit: not the parent's flags (an inspector port, a test runner's loader)
      execArgv: [`--max-old-space-size=${this.options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = { worker, task: null, timer: null, ready: false, retired: false, stderr: '' };
    // a loading worker keeps the process alive: a document may be waiting for it
    this.slots.add(slot);
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-STDERR_KEPT);
    });
    worker.on('message', (answer: WorkerAnswer | 'ready') => {
      if (answer === 'ready') {
        slot.ready = true;
        this.dispatch();
        if (slot.task === null) this.idle(slot);
        return;
      }
      const task = this.finish(slot);
      if (!task) return;
      if (answer.ok) task.resolve({ bytes: answer.bytes, warnings: answer.warnings });
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
        ? new DocumentTooComplexError('memory', `over ${this.options.memoryMb} MB of heap`)
        : new Error(`the document worker stopped (${signal ?? `exit code ${code}`})${detail ? `: ${detail}` : ''}`);
      this.finish(slot)?.reject(stopped);
      this.slots.delete(slot);
      if (this.closed) return;
      if (!slot.ready) {
        // a worker that cannot even load would fail again: the waiting documents fail instead
        for (const task of this.queue.splice(0)) task.reject(stopped);
        return;
      }
      // a worker that failed is replaced at once, so that the next document does not wait for one to load
      this.spawn();
      this.dispatch();
    });
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    // a busy worker keeps the process alive until its document is done
    this.hold(slot);
    slot.timer = setTimeout(() => {
      slot.retired = true;
      this.finish(slot)?.reject(new DocumentTooComplexError('time', `over ${this.options.timeLimitMs} ms`));
      slot.worker.kill('SIGKILL');
    }, this.options.timeLimitMs);
    slot.worker.send(task.request);
  }

  /** Frees the slot and hands back the task it was running, if any. */
  private finish(slot: Slot): Task | null {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    this.idle(slot);
    return task;
  }

  private hold(slot: Slot): void {
    slot.worker.ref();
    slot.worker.channel?.ref();
  }

  /** An idle worker does not keep the process alive. */
  private idle(slot: Slot): void {
    slot.worker.unref();
    slot.worker.channel?.unref();
  }

  private async end(slot: Slot, error: Error): Promise<void> {
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
