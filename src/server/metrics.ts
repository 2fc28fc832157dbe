import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BotPool } from './bots/pool.js';
import { withMethod } from './with-method.js';
import type { Storage } from './storage/types.js';
import type { UnsentBytes } from './ws-output.js';

/** Where the metrics' numbers come from, read at each scrape. */
export interface MetricSources {
  /** Tables held in memory now (service.ts). */
  tablesLoaded(): number;
  /** WebSockets open now (ws.ts). */
  sockets(): number;
  /** Bytes handed to WebSockets and not sent yet, and the sockets closed for not reading. */
  unsent(): UnsentBytes;
  /** Bot decisions that ran out of their budget since the start (pool.ts). */
  botTimeouts(): number;
  /** Bot decisions waiting for a worker now. */
  botQueue(): number;
  /** Since the start: other instances' moves heard, their reads, tables forgotten (instances.ts). */
  instanceCounts(): Readonly<{ hints: number; reads: number; forgotten: number }>;
}

/**
 * The instance's Prometheus metrics (`/metrics`, docs/operating.md), each labelled with the
 * instance's name (FATHOM_INSTANCE): a Prometheus scraping instances behind one proxy address, or
 * several on one host, tells them apart by it. A registry per app: tests run several in a process.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly moveAck: Histogram;
  readonly moves: Counter;
  readonly botDecision: Histogram;
  readonly commit: Histogram;
  private pendingWrites = 0;
  /** The most appends waiting at once since the previous scrape. */
  private peakWrites = 0;

  constructor(instance: string, sources: MetricSources) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ fathom_instance: instance });
    // Event-loop delay (nodejs_eventloop_lag_*), GC pauses (nodejs_gc_duration_seconds), memory.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    this.moveAck = new Histogram({
      name: 'fathom_move_ack_seconds',
      help: 'Time from a move frame received to its ack sent (the move durably stored)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.moves = new Counter({
      name: 'fathom_moves_total',
      help: "Moves stored, every actor's and chance's (rate() of it: moves per second)",
      registers,
    });
    this.botDecision = new Histogram({
      name: 'fathom_bot_decision_seconds',
      help: "Time from a bot's turn to its move, waiting for a worker included",
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    let timeoutsSeen = 0;
    new Counter({
      name: 'fathom_bot_timeouts_total',
      help: 'Bot decisions past their budget (FATHOM_BOT_BUDGET_MS), replaced by the fallback move',
      registers,
      collect() {
        const now = sources.botTimeouts();
        this.inc(now - timeoutsSeen);
        timeoutsSeen = now;
      },
    });
    const others = [
      ['hints', 'fathom_table_hints_total', "Other instances' moves heard of at tables held here"],
      ['reads', 'fathom_table_reads_total', "Reads of other instances' moves (catch-ups)"],
      [
        'forgotten',
        'fathom_tables_forgotten_total',
        'Tables forgotten: another instance plays them',
      ],
    ] as const;
    for (const [key, name, help] of others) {
      let seen = 0;
      new Counter({
        name,
        help,
        registers,
        collect() {
          const now = sources.instanceCounts()[key];
          this.inc(now - seen);
          seen = now;
        },
      });
    }
    new Gauge({
      name: 'fathom_bot_queue',
      help: 'Bot decisions waiting for a worker',
      registers,
      collect() {
        this.set(sources.botQueue());
      },
    });
    new Gauge({
      name: 'fathom_tables_loaded',
      help: 'Tables held in memory',
      registers,
      collect() {
        this.set(sources.tablesLoaded());
      },
    });
    new Gauge({
      name: 'fathom_sockets',
      help: 'WebSockets open',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
    new Gauge({
      name: 'fathom_ws_unsent_bytes',
      help: 'Bytes handed to WebSockets and not sent yet (peers not reading), all sockets together',
      registers,
      collect() {
        this.set(sources.unsent().total);
      },
    });
    new Gauge({
      name: 'fathom_ws_unsent_bytes_peak',
      help: 'The most bytes held unsent by WebSockets at once since the previous scrape',
      registers,
      collect() {
        this.set(sources.unsent().takePeak());
      },
    });
    let slowSeen = 0;
    new Counter({
      name: 'fathom_ws_too_slow_total',
      help: 'WebSockets closed (1013 too-slow) because their peer did not read what they were sent',
      registers,
      collect() {
        const now = sources.unsent().closed;
        this.inc(now - slowSeen);
        slowSeen = now;
      },
    });
    // The collect callbacks' `this` is their gauge: the queue is read through these.
    const pending = () => this.pendingWrites;
    const peak = () => {
      const p = this.peakWrites;
      this.peakWrites = this.pendingWrites;
      return p;
    };
    new Gauge({
      name: 'fathom_writer_queue',
      help: 'Move appends waiting for their commit (queued at the writer or in the database)',
      registers,
      collect() {
        this.set(pending());
      },
    });
    new Gauge({
      name: 'fathom_writer_queue_peak',
      help: 'The most move appends waiting for their commit at once since the previous scrape',
      registers,
      collect() {
        this.set(peak());
      },
    });
    this.commit = new Histogram({
      name: 'fathom_writer_commit_seconds',
      help: "Time from a move append's call to its commit",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    });
  }

  /** The text Prometheus reads. */
  async scrape(): Promise<{ type: string; body: string }> {
    return { type: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** `storage`, with each append counted while it waits, timed to its commit, its moves counted. */
  timeAppends(storage: Storage): Storage {
    return withMethod(storage, 'append', (append) => (table, moves) => {
      this.peakWrites = Math.max(this.peakWrites, ++this.pendingWrites);
      const stop = this.commit.startTimer();
      const p = append(table, moves);
      p.then(
        () => {
          this.pendingWrites--;
          stop();
          this.moves.inc(moves.length);
        },
        () => {
          this.pendingWrites--;
        },
      );
      return p;
    });
  }

  /** `bots`, with each decision timed from the request to the move. */
  timeBots(bots: BotPool): BotPool {
    return withMethod(bots, 'decide', (decide) => (request, asker) => {
      const stop = this.botDecision.startTimer();
      const p = decide(request, asker);
      p.then(
        () => stop(),
        () => undefined,
      );
      return p;
    });
  }
}
