import { dialect, type Engine, type Row, type SqlDb } from './sql-db.js';

/**
 * Play now's requests (issue 42, play-now/matcher.ts), in storage so that every instance sees
 * the same: who waits, in which pool (game, pace, players, rated), at which table and seat,
 * since when, last heard when. At most one waiting request per owner (an account, or a device
 * when signed out): the unique index says so on every instance.
 */
export function playNowMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('play_now')} (
     id TEXT PRIMARY KEY,
     owner TEXT NOT NULL,
     address TEXT NOT NULL,
     pool TEXT NOT NULL,
     account TEXT,
     rating INTEGER NOT NULL,
     bot_after ${big},
     created_at ${big} NOT NULL,
     seen_at ${big} NOT NULL,
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     state TEXT NOT NULL
   );
   CREATE UNIQUE INDEX IF NOT EXISTS ${t('play_now_owner')} ON ${t('play_now')} (owner)
     WHERE state = 'waiting';
   CREATE INDEX IF NOT EXISTS ${t('play_now_pool')} ON ${t('play_now')} (pool, state, created_at);
   CREATE INDEX IF NOT EXISTS ${t('play_now_seen')} ON ${t('play_now')} (state, seen_at);
   CREATE INDEX IF NOT EXISTS ${t('play_now_table')} ON ${t('play_now')} (table_id);`;
}

/** A request's states: waiting until its table starts, or cancelled, or expired (page gone). */
export type PlayNowState = 'waiting' | 'started' | 'cancelled' | 'expired';

export interface PlayNowRow {
  /** The hash of the request's secret (its holder's capability). */
  readonly id: string;
  /** `account:ID` signed in, `device:ID` signed out: one waiting request each. */
  readonly owner: string;
  /** The asker's address key (creatorOf), to cap the requests of one network. */
  readonly address: string;
  readonly pool: string;
  readonly account: string | null;
  /** The rating matched on (the game's Glicko-2 rating; 1500 unrated or new). */
  readonly rating: number;
  /** Ms after the creation when bots fill the empty seats; null: never. */
  readonly botAfter: number | null;
  readonly createdAt: number;
  readonly seenAt: number;
  /** The request's table and seat ('' and -1 for the instant before it has one). */
  readonly table: string;
  readonly seat: number;
  readonly state: PlayNowState;
}

export interface PlayNowStorage {
  /** False (nothing written) when the owner has a waiting request already. */
  insert(row: PlayNowRow): Promise<boolean>;
  get(id: string): Promise<PlayNowRow | null>;
  /** The owner's waiting request, if any. */
  pendingOf(owner: string): Promise<PlayNowRow | null>;
  /** Waiting requests of a network (for its cap). */
  countWaiting(address: string): Promise<number>;
  /** A pool's waiting requests, the oldest first, at most `limit`. */
  waiting(pool: string, limit: number): Promise<PlayNowRow[]>;
  /** Waiting requests last heard before `before`, at most `limit`. */
  unheard(before: number, limit: number): Promise<PlayNowRow[]>;
  seen(id: string, at: number): Promise<void>;
  seat(id: string, table: string, seat: number): Promise<void>;
  /** A waiting request ends (true if it was waiting). */
  end(id: string, state: PlayNowState): Promise<boolean>;
  /** Every waiting request at the table: it started. */
  started(table: string): Promise<void>;
  /** Ended requests last heard before `before` go. */
  prune(before: number): Promise<void>;
  /**
   * `fn` alone in the pool across instances: PostgreSQL's advisory lock on the pool's name, held
   * for the transaction around `fn` (SQLite serves one instance: the caller's own lock suffices).
   */
  locked<T>(pool: string, fn: () => Promise<T>): Promise<T>;
}

const COLUMNS =
  'id, owner, address, pool, account, rating, bot_after, created_at, seen_at, table_id, seat, state';

function rowOf(r: Row): PlayNowRow {
  return {
    id: String(r.id),
    owner: String(r.owner),
    address: String(r.address),
    pool: String(r.pool),
    account: r.account === null ? null : String(r.account),
    rating: Number(r.rating),
    botAfter: r.bot_after === null ? null : Number(r.bot_after),
    createdAt: Number(r.created_at),
    seenAt: Number(r.seen_at),
    table: String(r.table_id),
    seat: Number(r.seat),
    state: String(r.state) as PlayNowState,
  };
}

export class PlayNowStore implements PlayNowStorage {
  private readonly Q;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
    private readonly lock: <T>(key: string, fn: () => Promise<T>) => Promise<T> = (_, fn) => fn(),
  ) {
    const { t, q } = dialect(engine);
    const T = t('play_now');
    this.Q = {
      insert: q(
        `INSERT INTO ${T} (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      ),
      get: q(`SELECT ${COLUMNS} FROM ${T} WHERE id = $1`),
      pendingOf: q(`SELECT ${COLUMNS} FROM ${T} WHERE owner = $1 AND state = 'waiting'`),
      countWaiting: q(`SELECT count(*) AS n FROM ${T} WHERE address = $1 AND state = 'waiting'`),
      waiting: q(`SELECT ${COLUMNS} FROM ${T} WHERE pool = $1 AND state = 'waiting'
        ORDER BY created_at LIMIT $2`),
      unheard: q(`SELECT ${COLUMNS} FROM ${T} WHERE state = 'waiting' AND seen_at < $1
        ORDER BY seen_at LIMIT $2`),
      seen: q(`UPDATE ${T} SET seen_at = $2 WHERE id = $1`),
      seat: q(`UPDATE ${T} SET table_id = $2, seat = $3 WHERE id = $1`),
      end: q(`UPDATE ${T} SET state = $2 WHERE id = $1 AND state = 'waiting'`),
      started: q(`UPDATE ${T} SET state = 'started' WHERE table_id = $1 AND state = 'waiting'`),
      prune: q(`DELETE FROM ${T} WHERE state <> 'waiting' AND seen_at < $1`),
    };
  }

  async insert(r: PlayNowRow): Promise<boolean> {
    const params = [r.id, r.owner, r.address, r.pool, r.account, r.rating, r.botAfter];
    params.push(r.createdAt, r.seenAt, r.table, r.seat, r.state);
    try {
      await this.db.run([[this.Q.insert, params]]);
      return true;
    } catch (e) {
      if (this.db.isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async get(id: string): Promise<PlayNowRow | null> {
    const [r] = await this.db.rows(this.Q.get, [id]);
    return r ? rowOf(r) : null;
  }

  async pendingOf(owner: string): Promise<PlayNowRow | null> {
    const [r] = await this.db.rows(this.Q.pendingOf, [owner]);
    return r ? rowOf(r) : null;
  }

  async countWaiting(address: string): Promise<number> {
    const [r] = await this.db.rows(this.Q.countWaiting, [address]);
    return Number(r?.n ?? 0);
  }

  async waiting(pool: string, limit: number): Promise<PlayNowRow[]> {
    return (await this.db.rows(this.Q.waiting, [pool, limit])).map(rowOf);
  }

  async unheard(before: number, limit: number): Promise<PlayNowRow[]> {
    return (await this.db.rows(this.Q.unheard, [before, limit])).map(rowOf);
  }

  async seen(id: string, at: number): Promise<void> {
    await this.db.run([[this.Q.seen, [id, at]]]);
  }

  async seat(id: string, table: string, seat: number): Promise<void> {
    await this.db.run([[this.Q.seat, [id, table, seat]]]);
  }

  async end(id: string, state: PlayNowState): Promise<boolean> {
    return (await this.db.run([[this.Q.end, [id, state]]])) > 0;
  }

  async started(table: string): Promise<void> {
    await this.db.run([[this.Q.started, [table]]]);
  }

  async prune(before: number): Promise<void> {
    await this.db.run([[this.Q.prune, [before]]]);
  }

  locked<T>(pool: string, fn: () => Promise<T>): Promise<T> {
    return this.lock(`play-now:${pool}`, fn);
  }
}
