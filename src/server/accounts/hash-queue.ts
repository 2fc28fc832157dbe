import { TableError } from '../tables/live-table.js';

/**
 * Password hashes computed at once, and waiting, at most. scrypt runs on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise), which the server shares with file reads (the
 * web client's files), DNS lookups (push endpoints) and zlib: with every thread hashing, a static
 * file waited seconds (issue 39: p99 0.3 s to 7.7-12.8 s). Two hashes at once leave the other
 * threads free; 32 waiting is about a second of work (each hash ~60 ms on a core), beyond which
 * a request is refused at once (`503 hashing-busy`) rather than queued without bound.
 */
export const HASH_LIMITS: HashLimits = { concurrent: 2, waiting: 32 };
/** What a refused request is told to wait (Retry-After): the queue drains in about a second. */
export const HASH_RETRY_MS = 1000;

export interface HashLimits {
  readonly concurrent: number;
  readonly waiting: number;
}

/** Runs hashing work a few at a time, with a bounded queue of work waiting its turn. */
export class HashQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: HashLimits = HASH_LIMITS) {}

  /** Runs `work` in its turn; refuses it (`hashing-busy`) when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrent) this.running++;
    else if (this.queue.length < this.limits.waiting)
      // The finishing one hands its place on: `running` stays as it is.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new TableError('hashing-busy', { retryMs: HASH_RETRY_MS });
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Work running, and waiting (for metrics and tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }
}

/** The process's queue: the thread pool is the process's, whatever instance of Accounts asks. */
export const hashQueue = new HashQueue();
