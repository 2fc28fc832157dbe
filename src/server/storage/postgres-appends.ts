import type pg from 'pg';
import type { MoveRecord } from './types.js';
import { encodeMove } from './codec.js';
import { COMMIT_GAP_MS } from './group-commit.js';

/** The NOTIFY channel every instance listens on for hints not about one table (sessions ended). */
export const CHANNEL = 'fathom';

/**
 * Hints about a table go on its shard's channel (`fathom_0` ... `fathom_63`), and an instance
 * listens only to the shards of the tables it holds (postgres.ts, `follow`): it is not woken for
 * tables elsewhere. A bounded number of channels, as PostgreSQL scans a listener's channels
 * linearly for every notice.
 */
export const SHARDS = 64;

/** The channel of a table's hints: FNV-1a of its id, modulo SHARDS. */
export function channelOf(table: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < table.length; i++) h = Math.imul(h ^ table.charCodeAt(i), 0x01000193);
  return `${CHANNEL}_${(h >>> 0) % SHARDS}`;
}

/** PostgreSQL's error code for a row a unique key refused. */
export const UNIQUE_VIOLATION = '23505';
/** A NOTIFY payload must stay under 8000 bytes: a hint is cut after this many characters. */
const NOTIFY_MAX = 7000;

interface PendingAppend {
  table: string;
  moves: readonly MoveRecord[];
  resolve(ok: boolean): void;
  reject(e: unknown): void;
}

/** How many group commits may be in flight at once: more overlaps fsyncs, fewer batches more. */
const MAX_FLUSHES = 3;
const MAX_BATCH = 1000;

/**
 * PostgreSQL's appends, grouped: every move queued while a commit is in flight goes into the next
 * single INSERT, which also sends the NOTIFY hints (in the same transaction, so a hint is never
 * seen before its move is readable).
 */
export class AppendBatcher {
  private pending: PendingAppend[] = [];
  private flushing = 0;
  private flushSoon = false;
  /** When the latest batch went (performance.now()). */
  private lastFlush = -Infinity;

  constructor(
    private readonly pool: pg.Pool,
    private readonly origin: string,
  ) {}

  /** Moves are queued or being written (closing waits for them). */
  get busy(): boolean {
    return this.flushing > 0 || this.pending.length > 0;
  }

  /** Appends a table's moves (all or none) with the next batch: false if a seq was taken. */
  append(table: string, moves: readonly MoveRecord[]): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ table, moves, resolve, reject });
      this.scheduleFlush();
    });
  }

  /**
   * Batches start at least COMMIT_GAP_MS apart (a commit costs an fsync and a round trip whatever
   * it carries: under load, the moves of a few ms go together). After a quiet moment, a move goes
   * at once (after this callback's microtasks); with INSERTs in flight, the moves of this turn of
   * the event loop go together: every socket's data is read in a callback of its own.
   */
  private scheduleFlush(): void {
    if (this.flushSoon || this.pending.length === 0) return;
    this.flushSoon = true;
    const go = () => {
      this.flushSoon = false;
      this.flush();
    };
    const wait = this.lastFlush + COMMIT_GAP_MS - performance.now();
    if (wait > 0) setTimeout(go, wait);
    else if (this.flushing === 0) queueMicrotask(go);
    else setImmediate(go);
  }

  /**
   * One INSERT for a batch of groups; the NOTIFY hints go in the same transaction, one per shard
   * of the batch's tables (`moves ORIGIN TABLE N ...`, split to stay under PostgreSQL's 8000
   * bytes), not one per table: every instance holding a table of that shard, this one included,
   * receives and reads the shard's hint.
   */
  private insert(groups: readonly PendingAppend[]): Promise<unknown> {
    const tables: string[] = [];
    const seqs: number[] = [];
    const data: string[] = [];
    const reached = new Map<string, number>();
    for (const g of groups) {
      for (const m of g.moves) {
        tables.push(g.table);
        seqs.push(m.seq);
        data.push(encodeMove(m));
        reached.set(g.table, Math.max(reached.get(g.table) ?? 0, m.seq));
      }
    }
    const open = new Map<string, string>();
    const channels: string[] = [];
    const hints: string[] = [];
    for (const [table, n] of reached) {
      const channel = channelOf(table);
      let hint = open.get(channel) ?? '';
      if (hint.length > NOTIFY_MAX) {
        channels.push(channel);
        hints.push(hint);
        hint = '';
      }
      open.set(channel, `${hint || `moves ${this.origin}`} ${table} ${n}`);
    }
    for (const [channel, hint] of open) {
      channels.push(channel);
      hints.push(hint);
    }
    return this.pool.query(
      `WITH ins AS (
         INSERT INTO fathom_moves (table_id, seq, data)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[]))
       SELECT pg_notify(channel, hint) FROM unnest($4::text[], $5::text[]) AS h(channel, hint)`,
      [tables, seqs, data, channels, hints],
    );
  }

  private flush(): void {
    if (this.flushing >= MAX_FLUSHES || this.pending.length === 0) return;
    const batch = this.pending.splice(0, MAX_BATCH);
    this.flushing++;
    this.lastFlush = performance.now();
    this.insert(batch)
      .then(
        () => {
          for (const g of batch) g.resolve(true);
        },
        async (e: unknown) => {
          if ((e as { code?: string }).code !== UNIQUE_VIOLATION) {
            for (const g of batch) g.reject(e);
            return;
          }
          // Someone took one of these seqs: retry each group alone, so only the losers lose.
          await Promise.all(
            batch.map((g) =>
              this.insert([g]).then(
                () => g.resolve(true),
                (e2: unknown) =>
                  (e2 as { code?: string }).code === UNIQUE_VIOLATION
                    ? g.resolve(false)
                    : g.reject(e2),
              ),
            ),
          );
        },
      )
      .finally(() => {
        this.flushing--;
        this.scheduleFlush();
      });
  }
}
