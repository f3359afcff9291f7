import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FinanceFileError } from './FinanceFileError';
import type { FinanceFileInput, ParseFinanceOptions } from './parseFinanceFile';
import type { FinanceReport } from './financeReport';
import type { ParseJob, WorkerMessage } from './parseJob';
import { financeTexts } from './texts';

/** How many threads parse at once, how many files may wait, and how long one parse may take. */
export interface ParsePoolSettings {
  size: number;
  maxQueued: number;
  timeoutMs: number;
}

/** One thread per core but one, at least one and at most four: the event loop keeps a core of its own. */
export function defaultParsePoolSettings(): ParsePoolSettings {
  const size = Math.min(4, Math.max(1, availableParallelism() - 1));
  return { size, maxQueued: size * 4, timeoutMs: 5_000 };
}

/** The pool has no room for another file: the caller answers 429 rather than let memory grow. */
export class ParsePoolBusyError extends Error {
  constructor() {
    super(financeTexts.parserBusy);
    this.name = 'ParsePoolBusyError';
  }
}

// The server runs from TypeScript sources under tsx (npm start, the tests): a worker inherits the
// loader from the command line when tsx put it there, and is given it explicitly otherwise (vitest).
const fromSources = import.meta.url.endsWith('.ts');
const workerEntry = new URL(fromSources ? './parseWorker.ts' : './parseWorker.js', import.meta.url);
function workerExecArgv(): string[] {
  if (!fromSources || process.execArgv.some((arg) => arg.includes('tsx'))) return process.execArgv;
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...process.execArgv, '--import', loader];
}

interface Waiting {
  job: ParseJob;
  resolve: (report: FinanceReport) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The thread has loaded its code; a file's time limit counts from here, not from the thread's start. */
  ready: boolean;
  busy: Waiting | null;
  timer: NodeJS.Timeout | null;
}

/** A thread that has not loaded its code by then is broken: it is ended and the oldest file refused. */
const startLimitMs = 30_000;

/**
 * Parses finance files in worker threads, so a large or hostile file never holds the event loop: a
 * small pool of threads, a bounded queue (a flood is refused with ParsePoolBusyError), and a time
 * limit after which the thread is terminated and the file refused as too complex.
 */
export class FinanceParsePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly settings: ParsePoolSettings = defaultParsePoolSettings()) {}

  /**
   * @throws FinanceFileError for a file refused by the parser, one that took too long, or one that
   *   broke the thread; ParsePoolBusyError when every thread is busy and the queue is full
   */
  parse(input: FinanceFileInput, options: Omit<ParseFinanceOptions, 'lines'> = {}): Promise<FinanceReport> {
    if (this.closed) return Promise.reject(new ParsePoolBusyError());
    // A file in hand or waiting, whether its thread is parsing, starting or not yet started.
    const taken = this.slots.filter((slot) => slot.busy !== null).length + this.queue.length;
    if (taken >= this.settings.size + this.settings.maxQueued) return Promise.reject(new ParsePoolBusyError());
    return new Promise<FinanceReport>((resolve, reject) => {
      const job: ParseJob = { id: this.nextId++, bytes: input.bytes, fileName: input.fileName, mime: input.mime, options };
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** Ends every thread; files still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new ParsePoolBusyError());
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, new ParsePoolBusyError())));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const chosen = this.slots.find((candidate) => candidate.ready && candidate.busy === null);
      if (!chosen) {
        // Start as many threads as files wait for, within the pool's size; each takes a file when ready.
        while (this.slots.filter((candidate) => !candidate.ready).length < this.queue.length && this.slots.length < this.settings.size) this.spawn();
        return;
      }
      const waiting = this.queue.shift()!;
      chosen.busy = waiting;
      chosen.timer = setTimeout(() => {
        const seconds = Math.max(1, Math.round(this.settings.timeoutMs / 1000));
        void this.retire(chosen, new FinanceFileError('too_complex', financeTexts.tooComplex(seconds)));
      }, this.settings.timeoutMs);
      chosen.worker.postMessage(waiting.job);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerEntry, { execArgv: workerExecArgv() });
    // A thread never keeps the process alive on its own.
    worker.unref();
    const slot: Slot = { worker, ready: false, busy: null, timer: null };
    slot.timer = setTimeout(() => void this.retire(slot, new FinanceFileError('unreadable', financeTexts.unreadable)), startLimitMs);
    worker.on('message', (message: WorkerMessage) => {
      if (!('ready' in message)) return this.settle(slot, message);
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.ready = true;
      this.pump();
    });
    worker.on('error', () => void this.retire(slot, new FinanceFileError('unreadable', financeTexts.unreadable)));
    worker.on('exit', () => void this.retire(slot, new FinanceFileError('unreadable', financeTexts.unreadable)));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, outcome: Exclude<WorkerMessage, { ready: true }>): void {
    const waiting = slot.busy;
    if (!waiting || waiting.job.id !== outcome.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.busy = null;
    slot.timer = null;
    if ('report' in outcome) waiting.resolve(outcome.report);
    else if ('refusal' in outcome) waiting.reject(new FinanceFileError(outcome.refusal.reason, outcome.refusal.message));
    else waiting.reject(new FinanceFileError('unreadable', financeTexts.unreadable));
    this.pump();
  }

  /** Terminates a thread (timed out, crashed or closing), refuses its file, and lets the queue move on. */
  private async retire(slot: Slot, reason: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    // A thread that broke before it was ready refuses the oldest file, so a thread that cannot start
    // is not started again and again for the same queue.
    const waiting = slot.busy ?? (slot.ready ? null : (this.queue.shift() ?? null));
    slot.busy = null;
    waiting?.reject(reason);
    slot.worker.removeAllListeners();
    // Termination is asynchronous; an 'error' from a dying thread must not go unhandled.
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
    if (!this.closed) this.pump();
  }
}
