import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createRng, RandomAgent } from '../../kernel/index.js';
import { startLowered } from '../thread-priority.js';
import { decideInline, type BotRequest } from './decide.js';

/** Where a decision comes from, for fairness: its table, and whether anyone waits on it. */
export interface BotAsker {
  readonly table: string;
  /**
   * A table of bots only: nobody waits on it, so it yields to tables with people. Read again
   * when its decision is taken from the queue: its people may have left meanwhile.
   */
  readonly background: boolean;
  /** Who the decision counts against: the table's creator's address (bot-tables.ts). */
  readonly creator: string;
}

export interface BotPoolOptions {
  /** Worker threads for tables where people wait (default: the cores but one, at least one). */
  readonly size?: number;
  /**
   * Worker threads of their own for tables of bots only (default 1). They take people's
   * decisions too when they have none, but people's threads never take theirs: a person's bot
   * never waits for a search nobody waits on. 0: tables of bots only share people's threads,
   * behind people's decisions (a decision under way then holds a thread to its end).
   */
  readonly botsOnlySize?: number;
  /** A decision past this many ms is replaced by the fallback move and its worker restarted. */
  readonly budgetMs?: number;
  /** Decisions waiting for a worker, at most; beyond, `decide` is refused (BotsBusy). */
  readonly maxQueued?: number;
  /**
   * Decisions of one creator's tables waiting or running at once, at most (0: no limit); beyond,
   * `decide` is refused (BotsBusy) for that creator only.
   */
  readonly perCreator?: number;
  /** Starts a worker thread (default: the compiled worker.js beside this module, if built). */
  readonly startWorker?: () => Worker;
  /**
   * The nice value each default worker is given as it starts (thread-priority.ts), replacements
   * included (unset: the priority of the thread that starts it, the event loop's).
   */
  readonly workerNice?: number;
}

export const BOT_BUDGET_MS = 5000;
export const BOTS_ONLY_THREADS = 1;
export const BOT_MAX_QUEUED = 1000;
/**
 * Decisions of one address's tables at once. A person's table asks one at a time (a few in a
 * reaction), so four let anyone play a few tables against bots at full speed, while thirty
 * tables from one address hold four places at most and every other table keeps its turn.
 */
export const BOT_DECISIONS_PER_CREATOR = 4;

/** `decide` refused: the queue is full. The asker retries later. */
export class BotsBusy extends Error {
  constructor() {
    super('bots-busy');
  }
}

interface Job {
  readonly request: BotRequest;
  readonly asker: BotAsker;
  resolve(move: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  /** A thread of the tables of bots only (which takes people's decisions when it has none). */
  readonly botsOnly: boolean;
  worker: Worker;
  busy: Job | null;
  timer: NodeJS.Timeout | null;
  /** Stopped on purpose (out of time, or closing): its exit needs no replacement. */
  retired: boolean;
}

/**
 * The fallback move of a bot that ran out of time: the game's random bot (a uniformly drawn legal
 * move), decided here at once from the same seed.
 */
export function fallbackMove(request: BotRequest): unknown {
  return new RandomAgent().decide({
    view: request.view,
    seat: request.seat,
    legal: request.legal,
    rng: createRng(`${request.seed}:fallback`),
  });
}

/**
 * Waiting decisions, served fairly: tables where people wait before tables of bots only, and
 * within each, one decision per table in turn (a table with many bots does not starve one with
 * a single bot).
 */
class FairQueue {
  private readonly classes = [new Map<string, Job[]>(), new Map<string, Job[]>()];
  size = 0;

  push(job: Job): void {
    const byTable = this.classes[job.asker.background ? 1 : 0] as Map<string, Job[]>;
    const jobs = byTable.get(job.asker.table);
    if (jobs) jobs.push(job);
    else byTable.set(job.asker.table, [job]);
    this.size++;
  }

  /** The next decision, people's first; with `peopleOnly`, none of a table of bots only. */
  shift(peopleOnly = false): Job | undefined {
    const [people, botsOnly] = this.classes as [Map<string, Job[]>, Map<string, Job[]>];
    // Tables whose people left while their decisions waited join the tables of bots only.
    for (const [table, jobs] of people) {
      if (!(jobs[0] as Job).asker.background) break;
      people.delete(table);
      botsOnly.set(table, [...(botsOnly.get(table) ?? []), ...jobs]);
    }
    for (const byTable of peopleOnly ? [people] : this.classes) {
      for (const [table, jobs] of byTable) {
        const job = jobs.shift() as Job;
        // The table goes to the back of the line (Maps keep insertion order).
        byTable.delete(table);
        if (jobs.length > 0) byTable.set(table, jobs);
        this.size--;
        return job;
      }
    }
    return undefined;
  }

  drain(): Job[] {
    const all = this.classes.flatMap((c) => [...c.values()].flat());
    for (const c of this.classes) c.clear();
    this.size = 0;
    return all;
  }
}

/**
 * Bots decide in worker threads, so a slow search never blocks the event loop that serves moves.
 * Tables of bots only have threads of their own: a decision under way runs to its end (a search
 * cannot be paused), and one of theirs on a people's thread held a person's bot for a whole
 * search (issue 39: three `ismcts` tables took another table's bot replies from p99 116 ms to
 * 3,040 ms on one thread).
 * Each decision has a time budget: past it, the bot's move is the fallback (the random bot's)
 * and its worker, which may be stuck in a loop, is replaced. A worker that dies is replaced too.
 * Under a TypeScript test runner, where no compiled worker exists, bots decide inline (no budget)
 * but yield to the event loop before each decision.
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue = new FairQueue();
  private readonly budgetMs: number;
  private readonly maxQueued: number;
  private readonly perCreator: number;
  /** Decisions waiting or running, by creator (none at zero). */
  private readonly byCreator = new Map<string, number>();
  private readonly startWorker: (() => Worker) | null;
  /** No threads of their own for tables of bots only: people's threads take them too. */
  private readonly shared: boolean;
  private closed = false;
  /** Decisions that ran out of time (for tests and the bench). */
  timeouts = 0;

  constructor(opts: BotPoolOptions = {}) {
    this.budgetMs = opts.budgetMs ?? BOT_BUDGET_MS;
    this.maxQueued = opts.maxQueued ?? BOT_MAX_QUEUED;
    this.perCreator = opts.perCreator ?? BOT_DECISIONS_PER_CREATOR;
    const workerFile = fileURLToPath(new URL('./worker.js', import.meta.url));
    const nice = opts.workerNice;
    const start = () => new Worker(workerFile);
    const lowered = nice === undefined ? start : () => startLowered(start, nice);
    this.startWorker = opts.startWorker ?? (existsSync(workerFile) ? lowered : null);
    const botsOnlySize = opts.botsOnlySize ?? BOTS_ONLY_THREADS;
    this.shared = botsOnlySize === 0;
    if (!this.startWorker) return;
    const size = opts.size ?? Math.max(1, cpus().length - 1);
    for (let i = 0; i < size; i++) this.spawn(false);
    for (let i = 0; i < botsOnlySize; i++) this.spawn(true);
  }

  get threaded(): boolean {
    return this.startWorker !== null;
  }

  /** Decisions waiting for a worker. */
  get queued(): number {
    return this.queue.size;
  }

  /** Whether `n` more decisions would be refused now. */
  full(n = 1): boolean {
    return this.threaded && this.queue.size + n > this.maxQueued;
  }

  private spawn(botsOnly: boolean): void {
    if (this.closed || !this.startWorker) return;
    const slot: Slot = {
      botsOnly,
      worker: this.startWorker(),
      busy: null,
      timer: null,
      retired: false,
    };
    slot.worker.unref();
    slot.worker.on('message', (msg: { ok: boolean; move?: unknown; error?: string }) => {
      const job = this.finish(slot);
      if (job) {
        if (msg.ok) job.resolve(msg.move);
        else job.reject(new Error(msg.error));
      }
      this.pump();
    });
    slot.worker.on('error', () => {
      // 'exit' follows.
    });
    slot.worker.on('exit', () => {
      if (slot.retired) return;
      // A worker that died (or was stopped for running out of time): its decision, if it had
      // one, takes the fallback move; a new worker takes its place.
      const job = this.finish(slot);
      this.remove(slot);
      if (job) this.fallback(job);
      this.spawn(slot.botsOnly);
      this.pump();
    });
    this.slots.push(slot);
    this.pump();
  }

  private finish(slot: Slot): Job | null {
    const job = slot.busy;
    slot.busy = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return job;
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  private fallback(job: Job): void {
    try {
      job.resolve(fallbackMove(job.request));
    } catch (e) {
      job.reject(e);
    }
  }

  /**
   * A bot's move for `request`. Refused at once (BotsBusy) when the queue is full, or the asker's
   * creator has as many decisions waiting or running as allowed; within the budget, or the
   * fallback move.
   */
  decide(request: BotRequest, asker: BotAsker): Promise<unknown> {
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
    if (this.queue.size >= this.maxQueued) return Promise.reject(new BotsBusy());
    const creator = asker.creator;
    const mine = this.byCreator.get(creator) ?? 0;
    if (this.perCreator > 0 && mine >= this.perCreator) return Promise.reject(new BotsBusy());
    this.byCreator.set(creator, mine + 1);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      const n = (this.byCreator.get(creator) ?? 1) - 1;
      if (n > 0) this.byCreator.set(creator, n);
      else this.byCreator.delete(creator);
    };
    return new Promise((resolve, reject) => {
      this.queue.push({
        request,
        asker,
        resolve: (move) => {
          done();
          resolve(move);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      this.pump();
    });
  }

  /** Decisions of `creator`'s tables waiting or running (for tests). */
  busyFor(creator: string): number {
    return this.byCreator.get(creator) ?? 0;
  }

  /**
   * Gives idle threads the next decisions: people's threads first (people's decisions only,
   * unless shared), then the bots-only threads (people's decisions still first).
   */
  private pump(): void {
    const inTurn = [
      ...this.slots.filter((s) => !s.botsOnly),
      ...this.slots.filter((s) => s.botsOnly),
    ];
    for (const slot of inTurn) {
      if (slot.busy) continue;
      const job = this.queue.shift(!slot.botsOnly && !this.shared);
      if (!job) continue;
      slot.busy = job;
      if (this.budgetMs > 0) {
        slot.timer = setTimeout(() => {
          // Out of time: the fallback moves now; the worker, maybe stuck, is replaced.
          const late = this.finish(slot);
          slot.retired = true;
          this.remove(slot);
          if (late) {
            this.timeouts++;
            this.fallback(late);
          }
          void slot.worker.terminate();
          this.spawn(slot.botsOnly);
          this.pump();
        }, this.budgetMs);
        slot.timer.unref();
      }
      slot.worker.postMessage(job.request);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) job.reject(new Error('bot pool closed'));
    const slots = this.slots.splice(0);
    for (const s of slots) {
      s.retired = true;
      this.finish(s)?.reject(new Error('bot pool closed'));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
