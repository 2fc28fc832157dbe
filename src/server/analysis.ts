import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DecisionAnalysis, PlayerSummary } from '../ai/index.js';
import { ANALYSIS_ITERATIONS, summarize } from '../ai/index.js';
import { analyzeDecisions, decisionIndices, replayed } from '../games/analysis-job.js';
import type { Replay } from '../kernel/index.js';
import { TableError } from './tables/live-table.js';
import { startLowered } from './thread-priority.js';

/**
 * Post-game analysis of finished tables: each decision judged from its mover's view by the
 * information-set search (src/ai/analysis.ts). A table is analysed once, on the first request, in
 * a worker thread of its own (one at a time, so bots and moves keep the other core), and the
 * result is kept for later requests. An unfinished table is refused: its analysis would tell a
 * player what the search sees of the others' positions. Results live in this instance's memory
 * (the most recent ones); a restarted server analyses again on request, with the same seed and so
 * the same marks.
 */

export interface AnalysisResult {
  readonly decisions: readonly DecisionAnalysis[];
  readonly summary: readonly PlayerSummary[];
}

export type AnalysisAnswer =
  | { readonly status: 'done'; readonly analysis: AnalysisResult }
  | { readonly status: 'queued' | 'running'; readonly done: number; readonly total: number };

interface Entry {
  status: 'queued' | 'running' | 'done';
  done: number;
  readonly total: number;
  readonly replay: Replay;
  /** The address that asked first, which the analysis counts against until it is done. */
  readonly from: string;
  result?: AnalysisResult;
}

export interface AnalysisOptions {
  /** Search iterations per decision. */
  readonly iterations?: number;
  /** Tables waiting at most; more are refused (`analysis-busy`). */
  readonly queue?: number;
  /** Tables waiting or running at once asked first by one address; more are refused. */
  readonly perAddress?: number;
  /** Analyses kept. */
  readonly keep?: number;
  /** The nice value each analysis's worker is given as it starts (unset: the event loop's). */
  readonly workerNice?: number;
}

/**
 * Analyses one address may have waiting or running at once (`too-many-analyses`). A player asks
 * for the game they just finished: two cover a second table's. One address can no longer fill
 * the queue (16) and make every other player's analysis wait behind all of it.
 */
export const ANALYSES_PER_ADDRESS = 2;

export class Analyses {
  private readonly entries = new Map<string, Entry>();
  private readonly waiting: string[] = [];
  private running: string | null = null;
  private readonly iterations: number;
  private readonly queue: number;
  private readonly perAddress: number;
  private readonly keep: number;
  private readonly workerNice: number | undefined;
  private worker: Worker | null = null;

  constructor(opts: AnalysisOptions = {}) {
    this.iterations = opts.iterations ?? ANALYSIS_ITERATIONS;
    this.queue = opts.queue ?? 16;
    this.perAddress = opts.perAddress ?? ANALYSES_PER_ADDRESS;
    this.keep = opts.keep ?? 200;
    this.workerNice = opts.workerNice;
  }

  /**
   * The analysis of a table, or how far it is; the first request for a finished table queues it,
   * counted against `from` (the asker's address) until it is done.
   */
  request(
    id: string,
    replay: () => Promise<Replay>,
    finished: boolean,
    from = 'local',
  ): Promise<AnalysisAnswer> {
    const entry = this.entries.get(id);
    if (entry) return Promise.resolve(answer(entry));
    if (!finished) return Promise.reject(new TableError('table-not-finished', { table: id }));
    try {
      this.admit(from);
    } catch (e) {
      return Promise.reject(e);
    }
    return replay().then((r) => {
      const again = this.entries.get(id);
      if (again) return answer(again);
      // Asked again while the replay was read: counted again.
      this.admit(from);
      const total = decisionIndices(replayed(r)).length;
      const created: Entry = { status: 'queued', done: 0, total, replay: r, from };
      this.entries.set(id, created);
      this.waiting.push(id);
      this.next();
      return answer(created);
    });
  }

  /** Refuses one more analysis when the queue is full, or `from` has as many as allowed. */
  private admit(from: string): void {
    if (this.waiting.length >= this.queue) throw new TableError('analysis-busy', {});
    if (this.perAddress <= 0) return;
    let mine = 0;
    for (const e of this.entries.values()) if (e.status !== 'done' && e.from === from) mine++;
    if (mine >= this.perAddress) {
      throw new TableError('too-many-analyses', { max: this.perAddress });
    }
  }

  private next(): void {
    if (this.running !== null) return;
    const id = this.waiting.shift();
    if (id === undefined) return;
    const entry = this.entries.get(id)!;
    this.running = id;
    entry.status = 'running';
    const job = {
      replay: entry.replay,
      indices: decisionIndices(replayed(entry.replay)),
      iterations: this.iterations,
      seed: `analysis/${id}`,
      players: entry.replay.players.length,
    };
    const file = fileURLToPath(new URL('./analysis-worker.js', import.meta.url));
    if (!existsSync(file)) {
      // Under a TypeScript test runner no compiled worker exists: the analysis runs inline, after
      // this request has been answered.
      setTimeout(() => {
        const decisions = analyzeDecisions(job);
        entry.result = { decisions, summary: summarize(decisions, job.players) };
        entry.status = 'done';
        this.running = null;
        this.forgetOld();
        this.next();
      });
      return;
    }
    const start = () => new Worker(file, { workerData: job });
    const nice = this.workerNice;
    const worker = nice === undefined ? start() : startLowered(start, nice);
    this.worker = worker;
    worker.on('message', (m: { done?: number; result?: AnalysisResult }) => {
      if (m.done !== undefined) entry.done = m.done;
      if (m.result) {
        entry.result = m.result;
        entry.status = 'done';
      }
    });
    const finish = () => {
      this.worker = null;
      this.running = null;
      // A failed analysis is forgotten, so a later request tries again.
      if (entry.status !== 'done') this.entries.delete(id);
      this.forgetOld();
      this.next();
    };
    worker.once('exit', finish);
    worker.once('error', () => undefined);
  }

  private forgetOld(): void {
    const done = [...this.entries].filter(([, e]) => e.status === 'done');
    for (const [id] of done.slice(0, Math.max(0, done.length - this.keep))) this.entries.delete(id);
  }

  async close(): Promise<void> {
    this.waiting.length = 0;
    await this.worker?.terminate();
  }
}

function answer(e: Entry): AnalysisAnswer {
  return e.status === 'done'
    ? { status: 'done', analysis: e.result! }
    : { status: e.status, done: e.done, total: e.total };
}
