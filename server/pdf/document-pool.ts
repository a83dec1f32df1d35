/**
 * A small pool of document workers (node:worker_threads), so that no PDF is
 * laid out on the event loop. Each worker has a heap limit (resourceLimits)
 * and each document a time limit: a worker that runs out of either is
 * terminated and replaced, and that one document fails with
 * DocumentTooComplexError while the server and the other documents go on.
 * Requests beyond the pool's size wait in order. Idle workers do not keep the
 * process alive.
 */
import { Worker } from 'node:worker_threads';
import type { DocumentRequest, PrintedDocument } from './documents.ts';
import type { WorkerAnswer } from './pdf-worker.ts';

export interface DocumentPoolOptions {
  /** Workers rendering at once. */
  size: number;
  /** Longest time one document may take, waiting in the queue excluded. */
  timeLimitMs: number;
  /** Heap limit of each worker (V8 old generation), in MB. */
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
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** Loaded pdfmake and its fonts: documents are timed from here, not from the worker's start. */
  ready: boolean;
  /** Terminated or failed: takes no more documents, and leaves the pool at its exit. */
  retired: boolean;
}

const WORKER_URL = new URL('./pdf-worker.ts', import.meta.url);

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

  /** Workers alive now (for tests: a failed worker is replaced, not leaked). */
  get workerCount(): number {
    return this.slots.size;
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
        // workers being loaded take the waiting documents once they are ready
        const loading = [...this.slots].filter((candidate) => !candidate.ready && !candidate.retired).length;
        if (loading < this.queue.length && this.slots.size < this.options.size) this.spawn();
        return;
      }
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb } });
    const slot: Slot = { worker, task: null, timer: null, ready: false, retired: false };
    this.slots.add(slot);
    worker.on('message', (answer: WorkerAnswer | 'ready') => {
      if (answer === 'ready') {
        slot.ready = true;
        this.dispatch();
        if (slot.task === null) worker.unref();
        return;
      }
      const task = this.finish(slot);
      if (!task) return;
      if (answer.ok) task.resolve({ bytes: answer.bytes, warnings: answer.warnings });
      else task.reject(new Error(answer.message));
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      slot.retired = true;
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(slot)?.reject(outOfMemory ? new DocumentTooComplexError('memory', `over ${this.options.memoryMb} MB of heap`) : error);
    });
    worker.on('exit', (code) => {
      const stopped = new Error(`the document worker stopped (exit code ${code})`);
      this.finish(slot)?.reject(stopped);
      this.slots.delete(slot);
      if (this.closed) return;
      if (!slot.ready) {
        // a worker that cannot even load would fail again: the waiting documents fail instead
        for (const task of this.queue.splice(0)) task.reject(stopped);
        return;
      }
      // a worker that failed is replaced at once, so that the next document does not wait for one to load
      if (slot.retired) this.spawn();
      this.dispatch();
    });
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    // a busy worker keeps the process alive until its document is done
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      slot.retired = true;
      this.finish(slot)?.reject(new DocumentTooComplexError('time', `over ${this.options.timeLimitMs} ms`));
      void slot.worker.terminate();
    }, this.options.timeLimitMs);
    slot.worker.postMessage(task.request);
  }

  /** Frees the slot and hands back the task it was running, if any. */
  private finish(slot: Slot): Task | null {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
    return task;
  }

  private async end(slot: Slot, error: Error): Promise<void> {
    slot.retired = true;
    this.finish(slot)?.reject(error);
    await slot.worker.terminate();
  }
}
