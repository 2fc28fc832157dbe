import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  WriteJob,
  WriteOp,
  WriterData,
  WriterMessage,
  WriteResult,
} from './sqlite-writer-thread.js';
import { CHAT_KEPT } from './types.js';
import { COMMIT_GAP_MS } from './group-commit.js';

interface Pending {
  resolve(value: number): void;
  reject(error: unknown): void;
}

/** A batch at the writer longer than this means the writer is stuck: it is replaced. */
export const WRITER_TIMEOUT_MS = 20_000;

/** The error of a write whose writer died or got stuck: it may or may not have been committed. */
export class WriterLost extends Error {
  constructor(why: string) {
    super(`the SQLite writer ${why}; the write is not known to be durable`);
  }
}

const threadModule = new URL('./sqlite-writer-thread.js', import.meta.url);
let transpiled: string | null = null;

/**
 * Starts the writer (or checkpointer) thread from the compiled module. Under the TypeScript test
 * runner there is none: the TypeScript module is compiled here, on the fly, to the same code.
 */
function startThread(data: WriterData): Worker {
  if (existsSync(fileURLToPath(threadModule)))
    return new Worker(threadModule, { workerData: data });
  if (transpiled === null) {
    const require = createRequire(import.meta.url);
    const ts = require('typescript') as typeof import('typescript');
    const source = readFileSync(
      fileURLToPath(new URL('./sqlite-writer-thread.ts', import.meta.url)),
      'utf8',
    );
    transpiled = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
  }
  return new Worker(transpiled, { eval: true, workerData: data });
}

/**
 * The SQLite writer thread (sqlite-writer-thread.ts), as sqlite.ts uses it: writes queued here go
 * to it in batches, each committed in one transaction (group commit); a writer that dies or gets
 * stuck is replaced, and its writes fail (WriterLost). A checkpointer thread keeps the WAL short.
 */
export class SqliteWriter {
  private writer!: Worker;
  private checkpointer!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private outbox: WriteJob[] = [];
  /** The writes sent to the writer and not answered yet (none: it is idle). */
  private atWriter: readonly WriteJob[] = [];
  /** Fires if the writer holds a batch too long (it is stuck: replaced). */
  private watchdog: NodeJS.Timeout | null = null;
  /** Writers started since the last batch answered (backs off restarts of a writer that keeps dying). */
  private restarts = 0;
  private closing = false;
  /** A writer is running (false between a writer's death and its successor's start). */
  private alive = false;
  private readonly driver: string;
  private postScheduled = false;
  /** When the latest batch went to the writer (performance.now()). */
  private lastPost = -Infinity;
  /** The writer thread's kernel id, once it has said it (null where unknown). */
  readonly thread: Promise<number | null>;

  constructor(
    private readonly location: string,
    private readonly writerTimeoutMs: number,
    /** The least time between the starts of two batches, but for writes that waited for one. */
    private readonly commitGapMs = COMMIT_GAP_MS,
  ) {
    this.driver = createRequire(import.meta.url).resolve('better-sqlite3');
    let sayTid: (tid: number | null) => void = () => {};
    this.thread = new Promise((resolve) => (sayTid = resolve));
    this.startWriter(sayTid);
    this.startCheckpointer();
  }

  /**
   * Starts a writer thread. If it dies (an uncaught error, a crash of its own) or is replaced
   * because it is stuck, every write it held is answered with an error (WriterLost), never with
   * an ok it may not have earned; writes not sent yet go to the next writer, started at once (and
   * after a growing pause if writers keep dying).
   */
  private startWriter(sayTid: (tid: number | null) => void = () => {}): void {
    const w = startThread({
      file: this.location,
      driver: this.driver,
      role: 'writer',
      debug: !!process.env.FATHOM_DEBUG,
      chatKept: CHAT_KEPT,
    });
    this.writer = w;
    this.alive = true;
    w.on('message', (msg: WriterMessage) => {
      if (msg === 'closed' || w !== this.writer) return;
      if (!Array.isArray(msg)) return sayTid(msg.tid);
      this.answered(msg);
    });
    w.on('error', () => {
      // 'exit' follows: everything is done there.
    });
    w.on('exit', () => {
      sayTid(null);
      if (w !== this.writer || this.closing) return;
      this.alive = false;
      this.lost('stopped');
      const pause = Math.min(5000, this.restarts === 0 ? 0 : 100 * 2 ** this.restarts);
      this.restarts++;
      setTimeout(() => {
        if (this.closing) return;
        this.startWriter();
        this.schedulePost();
      }, pause).unref();
    });
  }

  private startCheckpointer(): void {
    const c = startThread({ file: this.location, driver: this.driver, role: 'checkpointer' });
    this.checkpointer = c;
    c.on('error', () => {});
    c.on('exit', () => {
      if (c === this.checkpointer && !this.closing)
        setTimeout(() => this.startCheckpointer(), 1000).unref();
    });
  }

  /** The writer answered its batch. */
  private answered(results: readonly WriteResult[]): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.atWriter = [];
    this.restarts = 0;
    // The writes queued behind this batch go to the writer now, before this batch's moves are
    // told to their tables' sockets: that fan-out runs on this thread for as long as the batch
    // is large (tens of ms under load), and a gap's timer could only fire after it, so the writer
    // would idle while the next moves waited. The writer commits while this thread fans out.
    // (With none queued, the next write finds the writer idle and goes by `schedulePost`.)
    if (this.outbox.length > 0) this.post();
    for (const r of results) {
      const p = this.pending.get(r.id);
      this.pending.delete(r.id);
      if (!p) continue;
      if (r.ok) p.resolve(r.value);
      else p.reject(new Error(r.error));
    }
  }

  /** The writer is gone with a batch unanswered: each of its writes fails. */
  private lost(why: string): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    const jobs = this.atWriter;
    this.atWriter = [];
    for (const j of jobs) {
      const p = this.pending.get(j.id);
      this.pending.delete(j.id);
      p?.reject(new WriterLost(why));
    }
  }

  /** The writer held its batch too long: it is stuck (a lock never released, a disk that hangs). */
  private readonly stuck = (): void => {
    this.watchdog = null;
    const old = this.writer;
    this.lost(`did not answer within ${this.writerTimeoutMs} ms`);
    this.startWriter();
    void old.terminate();
    this.schedulePost();
  };

  write(op: WriteOp, args: unknown[]): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.outbox.push({ id, op, args });
      this.schedulePost();
    });
  }

  /**
   * The writer gets one batch at a time. A write that finds it idle goes at least COMMIT_GAP_MS
   * after the batch before (group-commit.ts); after a quiet moment, at once (after this
   * callback's microtasks, so the moves read in the same callback join it). Writes that waited
   * for a batch go when it is answered (`answered`).
   */
  private schedulePost(): void {
    if (this.outbox.length === 0 || this.atWriter.length > 0 || this.postScheduled || !this.alive)
      return;
    this.postScheduled = true;
    const wait = this.lastPost + this.commitGapMs - performance.now();
    if (wait <= 0) queueMicrotask(this.post);
    else setTimeout(this.post, wait);
  }

  private readonly post = (): void => {
    this.postScheduled = false;
    const jobs = this.outbox;
    if (jobs.length === 0) return;
    if (this.atWriter.length > 0 || !this.alive) {
      // A writer is still on a batch, or being replaced: these go after.
      this.outbox = jobs;
      return;
    }
    this.outbox = [];
    this.atWriter = jobs;
    this.lastPost = performance.now();
    if (this.writerTimeoutMs > 0) {
      this.watchdog = setTimeout(this.stuck, this.writerTimeoutMs);
      this.watchdog.unref();
    }
    this.writer.postMessage(jobs);
  };

  /** Sends what is queued, then stops the threads. */
  async close(): Promise<void> {
    // Writes queued meanwhile reach the writer first (after the batch it holds, if any).
    while (this.outbox.length > 0 || this.atWriter.length > 0) {
      if (this.atWriter.length === 0 && this.alive) this.post();
      await new Promise((r) => setTimeout(r, 2));
    }
    this.closing = true;
    if (this.watchdog) clearTimeout(this.watchdog);
    for (const w of [this.writer, this.checkpointer]) {
      await new Promise<void>((resolve) => {
        w.on('message', (m) => m === 'closed' && resolve());
        w.once('exit', () => resolve());
        w.postMessage('close');
      });
      await w.terminate();
    }
  }
}
