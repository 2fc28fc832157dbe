import pg from 'pg';
import {
  CHAT_KEPT,
  type ChatRecord,
  type ListQuery,
  type MoveRecord,
  type Notice,
  type PushBounds,
  type PushRefusal,
  type PushTarget,
  type Storage,
  type TableHead,
  type TableListing,
  type TableRecord,
  type TableStatus,
} from './types.js';
import { decodeMove, decodeTable, encodeTable, listParams } from './codec.js';
import { AppendBatcher, CHANNEL, channelOf, UNIQUE_VIOLATION } from './postgres-appends.js';
import { NoticeListener } from './postgres-listener.js';
import type { Row, SqlDb } from './sql-db.js';
import { AccountStore } from './account-store.js';
import { RatingStore } from './rating-sql.js';
import { SignInStore } from './sign-in-sql.js';
import { EmailStore } from './email-sql.js';
import { FriendStore } from './friend-sql.js';
import { InviteStore } from './invite-sql.js';
import { VisibleStore } from './visible-sql.js';
import { PlayNowStore } from './play-now-sql.js';
import { NoticeStore } from './notice-sql.js';
import { POSTGRES_MIGRATIONS, type PostgresMigration } from './postgres-migrations.js';

/**
 * PostgreSQL storage, shared by several instances: each change sends a NOTIFY hint on its table's
 * shard channel, heard by the instances holding a table of that shard (postgres-listener.ts).
 * Appends are grouped (postgres-appends.ts).
 */
export class PostgresStorage extends AccountStore implements Storage {
  readonly engine = 'postgres' as const;
  readonly shared = true;
  private readonly pool: pg.Pool;
  private readonly handlers: ((n: Notice) => void)[] = [];
  private readonly resyncs: (() => void)[] = [];
  private readonly sessionEnds: ((account: string, at: number, session?: string) => void)[] = [];
  /** The connection hearing notices, of the tables followed only (postgres-listener.ts). */
  readonly listener: NoticeListener;
  /** Moves appended in batches (postgres-appends.ts). */
  private readonly appends: AppendBatcher;
  /** Seats visible on some instance's pages (visible-sql.ts). */
  readonly visible: VisibleStore;

  private constructor(
    private readonly url: string,
    private readonly origin: string,
  ) {
    super('postgres');
    this.pool = new pg.Pool({ connectionString: url, max: 8 });
    this.appends = new AppendBatcher(this.pool, origin);
    this.visible = new VisibleStore(() => this.pool, origin);
    this.listener = new NoticeListener(url, {
      notice: (n) => {
        for (const h of this.handlers) h(n);
      },
      resync: () => {
        for (const h of this.resyncs) h();
      },
      // This instance acted on its own already.
      sessionsEnded: (account, at, from, session) => {
        if (from !== origin) for (const h of this.sessionEnds) h(account, at, session);
      },
    });
    // An idle client's error (the server went away) must not crash the process.
    this.pool.on('error', () => {});
  }

  get location(): string {
    const u = new URL(this.url);
    return `postgres://${u.host}${u.pathname}`;
  }

  static async open(url: string, origin: string): Promise<PostgresStorage> {
    const s = new PostgresStorage(url, origin);
    const client = await s.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(7355608)');
      await client.query('CREATE TABLE IF NOT EXISTS fathom_migrations (version INTEGER NOT NULL)');
      const r = await client.query<{ version: number }>('SELECT version FROM fathom_migrations');
      let version = r.rows[0]?.version ?? 0;
      if (r.rows.length === 0) await client.query('INSERT INTO fathom_migrations VALUES (0)');
      for (; version < POSTGRES_MIGRATIONS.length; version++) {
        const step = POSTGRES_MIGRATIONS[version] as PostgresMigration;
        if (typeof step === 'string') await client.query(step);
        else await step(client);
        await client.query('UPDATE fathom_migrations SET version = $1', [version + 1]);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(7355608)').catch(() => {});
      client.release();
    }
    try {
      await s.listener.open();
    } catch (e) {
      await s.listener.close();
      await s.pool.end().catch(() => {});
      throw e;
    }
    return s;
  }

  private notifySql(kind: string, table: string, n: number): [string, string] {
    return ['SELECT pg_notify($1, $2)', `${kind} ${table} ${n} ${this.origin}`];
  }

  async createTable(t: TableRecord): Promise<void> {
    await this.pool.query(
      'INSERT INTO fathom_tables (id, status, listed, created_at, version, data, creator) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [t.id, t.status, t.listed, t.createdAt, t.version, encodeTable(t), t.creator ?? null],
    );
  }

  async keepSetting(key: string, value: string): Promise<string> {
    await this.pool.query(
      'INSERT INTO fathom_settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [key, value],
    );
    const r = await this.pool.query<{ value: string }>(
      'SELECT value FROM fathom_settings WHERE key = $1',
      [key],
    );
    return r.rows[0]?.value ?? value;
  }

  async addPush(
    table: string,
    seat: number,
    target: PushTarget,
    address: string,
    bounds: PushBounds,
  ): Promise<PushRefusal | null> {
    const { endpoint, ...data } = target;
    // One statement: the bounds are read and the row written in one snapshot (two requests at
    // once from one address may both pass: the bound is one or two over at most, never more).
    const r = await this.pool.query<{ why: number }>(
      `WITH had AS (SELECT 1 FROM fathom_push WHERE table_id = $1 AND seat = $2 AND endpoint = $3),
       per_seat AS (SELECT count(*) AS n FROM fathom_push WHERE table_id = $1 AND seat = $2),
       per_address AS (SELECT count(*) AS n FROM fathom_push p JOIN fathom_tables t
         ON t.id = p.table_id WHERE p.address = $5 AND t.status <> 'finished'),
       why AS (SELECT CASE WHEN EXISTS (SELECT 1 FROM had) THEN 0
         WHEN (SELECT n FROM per_seat) >= $7 THEN 1
         WHEN (SELECT n FROM per_address) >= $8 THEN 2 ELSE 0 END AS why),
       ins AS (INSERT INTO fathom_push (table_id, seat, endpoint, data, address, created_at)
         SELECT $1, $2, $3, $4, $5, $6 FROM why WHERE why = 0
         ON CONFLICT (table_id, seat, endpoint) DO UPDATE SET data = excluded.data)
       SELECT why FROM why`,
      [
        table,
        seat,
        endpoint,
        JSON.stringify(data),
        address,
        Date.now(),
        bounds.perSeat,
        bounds.perAddress,
      ],
    );
    const why = r.rows[0]?.why;
    return why === 1 ? 'seat-full' : why === 2 ? 'address-full' : null;
  }

  async removePush(table: string, seat: number, endpoint: string): Promise<void> {
    await this.pool.query(
      'DELETE FROM fathom_push WHERE table_id = $1 AND seat = $2 AND endpoint = $3',
      [table, seat, endpoint],
    );
  }

  async pushTargets(table: string, seat: number): Promise<PushTarget[]> {
    const r = await this.pool.query<{ endpoint: string; data: string }>(
      'SELECT endpoint, data FROM fathom_push WHERE table_id = $1 AND seat = $2',
      [table, seat],
    );
    return r.rows.map(
      (row) => ({ endpoint: row.endpoint, ...(JSON.parse(row.data) as object) }) as PushTarget,
    );
  }

  async removeSeatPush(table: string, seat: number): Promise<void> {
    await this.pool.query('DELETE FROM fathom_push WHERE table_id = $1 AND seat = $2', [
      table,
      seat,
    ]);
  }

  async forgetPush(endpoint: string): Promise<void> {
    await this.pool.query('DELETE FROM fathom_push WHERE endpoint = $1', [endpoint]);
  }

  async prunePush(finishedBefore: number, openBefore: number): Promise<number> {
    // As SQLite's: walks the subscriptions, not every finished or open table.
    const r = await this.pool.query(
      `DELETE FROM fathom_push WHERE table_id IN (SELECT p.table_id FROM fathom_push p
         JOIN fathom_tables t ON t.id = p.table_id
         WHERE (t.status = 'finished' AND (t.data::json->>'finishedAt')::bigint < $1)
            OR (t.status = 'open' AND t.created_at < $2))`,
      [finishedBefore, openBefore],
    );
    return r.rowCount ?? 0;
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const r = await this.pool.query<{ data: string }>(
      'SELECT data FROM fathom_tables WHERE id = $1',
      [id],
    );
    return r.rows[0] ? decodeTable(r.rows[0].data) : null;
  }

  async updateTable(t: TableRecord, expected: number): Promise<boolean> {
    const next = { ...t, version: expected + 1 };
    const [, payload] = this.notifySql('table', t.id, next.version);
    const r = await this.pool.query(
      `WITH u AS (
         UPDATE fathom_tables SET status = $1, listed = $2, version = $3, data = $4
         WHERE id = $5 AND version = $6 RETURNING id)
       SELECT pg_notify($7, $8) FROM u`,
      [
        next.status,
        next.listed,
        next.version,
        encodeTable(next),
        t.id,
        expected,
        channelOf(t.id),
        payload,
      ],
    );
    return r.rowCount === 1;
  }

  /** As SQLite's (sqlite.ts, LIST_TABLES): a window, a limit per creator, a page. */
  async listTables(status: TableStatus, q: ListQuery): Promise<TableListing[]> {
    const r = await this.pool.query<{ data: string }>(
      `SELECT (t.data::jsonb - 'options')::text AS data
       FROM fathom_tables t JOIN (
         SELECT id, created_at FROM (
           SELECT id, created_at,
             row_number() OVER (PARTITION BY coalesce(creator, id)
                                ORDER BY created_at DESC, id DESC) AS nth
           FROM (
             SELECT id, created_at, creator FROM fathom_tables
             WHERE status = $1 AND listed AND created_at >= $2
             ORDER BY created_at DESC, id DESC LIMIT $3) newest) numbered
         WHERE nth <= $4
         ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6) page ON page.id = t.id
       ORDER BY page.created_at DESC, page.id DESC`,
      listParams(status, q),
    );
    return r.rows.map((row) => JSON.parse(row.data) as TableListing);
  }

  async playingTables(): Promise<TableRecord[]> {
    const r = await this.pool.query<{ data: string }>(
      "SELECT data FROM fathom_tables WHERE status = 'playing'",
    );
    return r.rows.map((row) => decodeTable(row.data));
  }

  append(table: string, moves: readonly MoveRecord[]): Promise<boolean> {
    return this.appends.append(table, moves);
  }

  async readMoves(table: string, afterSeq: number): Promise<MoveRecord[]> {
    const r = await this.pool.query<{ data: string }>(
      'SELECT data FROM fathom_moves WHERE table_id = $1 AND seq > $2 ORDER BY seq',
      [table, afterSeq],
    );
    return r.rows.map((row) => decodeMove(row.data));
  }

  async putSnapshot(table: string, seq: number, state: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO fathom_snapshots (table_id, seq, state) VALUES ($1, $2, $3)
       ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state
       WHERE excluded.seq > fathom_snapshots.seq`,
      [table, seq, state],
    );
  }

  async getSnapshot(table: string): Promise<{ seq: number; state: string } | null> {
    const r = await this.pool.query<{ seq: number; state: string }>(
      'SELECT seq, state FROM fathom_snapshots WHERE table_id = $1',
      [table],
    );
    return r.rows[0] ?? null;
  }

  async addChat(table: string, chat: Omit<ChatRecord, 'id'>): Promise<ChatRecord> {
    const r = await this.pool.query<{ id: string }>(
      // The DELETE sees the lines before this one (one snapshot for the whole statement): it
      // keeps CHAT_KEPT - 1 of them, and with the new one the table keeps CHAT_KEPT.
      `WITH ins AS (INSERT INTO fathom_chat (table_id, data) VALUES ($1, $2) RETURNING id),
       old AS (DELETE FROM fathom_chat WHERE table_id = $1 AND id <= (SELECT id FROM fathom_chat
         WHERE table_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $5))
       SELECT id, pg_notify($3, 'chat ' || $1 || ' ' || id || ' ' || $4) FROM ins`,
      [table, JSON.stringify(chat), channelOf(table), this.origin, CHAT_KEPT - 1],
    );
    return { id: Number(r.rows[0]?.id), ...chat };
  }

  async readChat(table: string, afterId: number, limit: number): Promise<ChatRecord[]> {
    const r = await this.pool.query<{ id: string; data: string }>(
      `SELECT id, data FROM (SELECT id, data FROM fathom_chat WHERE table_id = $1 AND id > $2
       ORDER BY id DESC LIMIT $3) last ORDER BY id`,
      [table, afterId, limit],
    );
    return r.rows.map((row) => ({
      id: Number(row.id),
      ...(JSON.parse(row.data) as Omit<ChatRecord, 'id'>),
    }));
  }

  async heads(tables: readonly string[]): Promise<TableHead[]> {
    const r = await this.pool.query<{
      id: string;
      version: number;
      status: TableStatus;
      seq: number;
      chat: string;
    }>(
      `SELECT t.id, t.version, t.status,
         COALESCE((SELECT max(seq) FROM fathom_moves m WHERE m.table_id = t.id), 0) AS seq,
         COALESCE((SELECT max(id) FROM fathom_chat c WHERE c.table_id = t.id), 0) AS chat
       FROM fathom_tables t WHERE t.id = ANY($1::text[])`,
      [tables],
    );
    return r.rows.map((row) => ({ ...row, chat: Number(row.chat) }));
  }

  /** The statements in one transaction, all or none: the last one's count of rows changed. */
  private async transaction(statements: readonly [string, unknown[]][]): Promise<number> {
    const [only] = statements;
    // One statement is a transaction of its own: no BEGIN and COMMIT round trips.
    if (statements.length === 1 && only) return (await this.pool.query(...only)).rowCount ?? 0;
    return this.inTransaction(async (client) => {
      let changed = 0;
      for (const [sql, params] of statements)
        changed = (await client.query(sql, params)).rowCount ?? 0;
      return changed;
    });
  }

  /** `fn` on one client inside BEGIN and COMMIT (ROLLBACK if it throws). */
  private async inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  private readonly rowsOf = async (sql: string, params: unknown[]) =>
    (await this.pool.query<Row>(sql, params)).rows;

  /** The stores both engines share (sql-db.ts), run on this engine. */
  protected readonly sqlDb: SqlDb = {
    rows: this.rowsOf,
    run: (statements) => this.transaction(statements),
    isUniqueViolation: (e) => (e as { code?: string }).code === UNIQUE_VIOLATION,
  };

  /** Ratings (issue 26): rating-sql.ts's statements, run on this engine. */
  readonly ratings = new RatingStore('postgres', this.sqlDb);

  /** Passkey ceremonies and sign-in limits (issue 26): sign-in-sql.ts's, run on this engine. */
  readonly signIns = new SignInStore('postgres', this.sqlDb);

  /** E-mail (issue 27): email-sql.ts's statements, run on this engine. */
  readonly email = new EmailStore('postgres', this.sqlDb);
  /** Invitations to accounts (issue 39): invite-sql.ts's statements, run on this engine. */
  readonly invites = new InviteStore('postgres', this.sqlDb);
  /** Friends, blocks and presence (issue 42): friend-sql.ts's statements, run on this engine. */
  readonly friends = new FriendStore('postgres', this.sqlDb);
  /** Play now's requests (issue 42): play-now-sql.ts, with an advisory lock per pool. */
  readonly playNow = new PlayNowStore('postgres', this.sqlDb, (key, fn) => this.advisory(key, fn));

  /**
   * `fn` while this instance holds the transaction-scoped advisory lock on `key`: any other
   * instance asking for it waits until `fn` is done (its statements run on other connections).
   */
  private advisory<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      return fn();
    });
  }
  /** Notice settings and chat read per account (issue 40): notice-sql.ts, on this engine. */
  readonly notices = new NoticeStore('postgres', this.sqlDb);

  onNotice(handler: (notice: Notice) => void): void {
    this.handlers.push(handler);
  }

  onResync(handler: () => void): void {
    this.resyncs.push(handler);
  }

  follow(table: string): Promise<unknown> {
    return this.listener.follow(table);
  }

  unfollow(table: string): void {
    this.listener.unfollow(table);
  }

  async sessionsEnded(account: string, at: number, session?: string): Promise<void> {
    const [sql, payload] = this.notifySql('sessions', account, at);
    await this.pool.query(sql, [CHANNEL, session ? `${payload} ${session}` : payload]);
  }

  onSessionsEnded(handler: (account: string, at: number, session?: string) => void): void {
    this.sessionEnds.push(handler);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    while (this.appends.busy) await new Promise((r) => setTimeout(r, 5));
    await this.listener.close();
    await this.pool.end();
  }
}
