import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decideInline, type BotRequest } from './decide.js';

interface Job {
  readonly request: BotRequest;
  resolve(move: unknown): void;
  reject(error: unknown): void;
}

/**
 * Bots decide in worker threads, so a slow search (Survive's may take a second) never blocks the
 * event loop that serves moves. Under a TypeScript test runner, where no compiled worker exists,
 * bots decide inline but yield to the event loop before each decision.
 */
export class BotPool {
  private readonly workers: { worker: Worker; busy: Job | null }[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(size = Math.max(1, cpus().length - 1)) {
    const workerFile = fileURLToPath(new URL('./worker.js', import.meta.url));
    if (!existsSync(workerFile)) return;
    for (let i = 0; i < size; i++) this.spawn(workerFile);
  }

  get threaded(): boolean {
    return this.workers.length > 0;
  }

  private spawn(file: string): void {
    const slot: { worker: Worker; busy: Job | null } = { worker: new Worker(file), busy: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { ok: boolean; move?: unknown; error?: string }) => {
      const job = slot.busy;
      slot.busy = null;
      if (job) {
        if (msg.ok) job.resolve(msg.move);
        else job.reject(new Error(msg.error));
      }
      this.pump();
    });
    slot.worker.on('error', (e) => {
      // A crashed worker fails its job and is replaced.
      slot.busy?.reject(e);
      const i = this.workers.indexOf(slot);
      if (i >= 0) this.workers.splice(i, 1);
      if (!this.closed) this.spawn(file);
    });
    this.workers.push(slot);
    this.pump();
  }

  decide(request: BotRequest): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    if (!this.threaded) {
      return new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            resolve(decideInline(request));
          } catch (e) {
            reject(e);
          }
        }),
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.workers) {
      if (slot.busy) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.busy = job;
      slot.worker.postMessage(job.request);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('bot pool closed'));
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}
