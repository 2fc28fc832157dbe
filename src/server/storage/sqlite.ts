import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
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
import { decodeMove, decodeTable, encodeMove, encodeTable, listParams } from './codec.js';
import { SqliteWriter, WRITER_TIMEOUT_MS } from './sqlite-writer.js';
import { sqliteParams, type Row, type SqlDb } from './sql-db.js';
import { AccountStore } from './account-store.js';
import { RatingStore } from './rating-sql.js';
import { SignInStore } from './sign-in-sql.js';
import { migrateSqlite } from './sqlite-migrations.js';
import { EmailStore } from './email-sql.js';
import { FriendStore } from './friend-sql.js';
import { InviteStore } from './invite-sql.js';
import { PlayNowStore } from './play-now-sql.js';
import { NoticeStore } from './notice-sql.js';

export { WRITER_TIMEOUT_MS, WriterLost } from './sqlite-writer.js';

/**
 * The lobby's page: the newest `window` listed tables of a status created since a time, at most
 * `perCreator` of each creator's (a table without a creator is its own), then a page of them.
 * Only the page's records are read, without their options (json_remove, in SQLite's C).
 */
const LIST_TABLES = `
  SELECT json_remove(t.data, '$.options') AS data
  FROM tables t JOIN (
    SELECT id, created_at FROM (
      SELECT id, created_at,
        row_number() OVER (PARTITION BY coalesce(creator, id) ORDER BY created_at DESC, id DESC) AS nth
      FROM (
        SELECT id, created_at, creator FROM tables
        WHERE status = ? AND listed = 1 AND created_at >= ?
        ORDER BY created_at DESC, id DESC LIMIT ?))
    WHERE nth <= ?
    ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?) page ON page.id = t.id
  ORDER BY page.created_at DESC, page.id DESC`;

/**
 * Embedded storage in one SQLite file (WAL, synchronous=FULL). Writes go to a writer thread that
 * commits everything queued meanwhile in one transaction (group commit): one fsync serves every
 * move made during the previous one, and the event loop never waits on the disk. Reads use this
 * thread's own connection (WAL lets readers and the writer work at once).
 */
export class SqliteStorage extends AccountStore implements Storage {
  readonly engine = 'sqlite' as const;
  /** One process writes the file: every change is this instance's own. */
  readonly shared = false;
  private readonly db: Database.Database;
  /** The writer thread, which makes every write (sqlite-writer.ts). */
  private readonly writes: SqliteWriter;
  private readonly handlers: ((n: Notice) => void)[] = [];
  private readonly stmts;

  constructor(
    readonly location: string,
    private readonly origin: string,
    opts: { writerTimeoutMs?: number } = {},
  ) {
    super('sqlite');
    if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
    this.db = new Database(location);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    migrateSqlite(this.db);
    this.writes = new SqliteWriter(location, opts.writerTimeoutMs ?? WRITER_TIMEOUT_MS);
    this.stmts = {
      getTable: this.db.prepare('SELECT data FROM tables WHERE id = ?'),
      listTables: this.db.prepare(LIST_TABLES),
      playing: this.db.prepare("SELECT data FROM tables WHERE status = 'playing'"),
      readMoves: this.db.prepare(
        'SELECT data FROM moves WHERE table_id = ? AND seq > ? ORDER BY seq',
      ),
      getSnapshot: this.db.prepare('SELECT seq, state FROM snapshots WHERE table_id = ?'),
      heads: this.db.prepare(
        `SELECT t.id, t.version, t.status,
           COALESCE((SELECT max(seq) FROM moves m WHERE m.table_id = t.id), 0) AS seq,
           COALESCE((SELECT max(id) FROM chat c WHERE c.table_id = t.id), 0) AS chat
         FROM tables t WHERE t.id IN (SELECT value FROM json_each(?))`,
      ),
      readChat: this.db.prepare(
        'SELECT id, data FROM (SELECT id, data FROM chat WHERE table_id = ? AND id > ? ORDER BY id DESC LIMIT ?) ORDER BY id',
      ),
      getSetting: this.db.prepare('SELECT value FROM settings WHERE key = ?'),
      pushTargets: this.db.prepare(
        'SELECT endpoint, data FROM push WHERE table_id = ? AND seat = ?',
      ),
    };
  }

  private emit(notice: Omit<Notice, 'origin'>): void {
    const full = { ...notice, origin: this.origin };
    for (const h of this.handlers) h(full);
  }

  async createTable(t: TableRecord): Promise<void> {
    await this.writes.write('createTable', [
      t.id,
      t.status,
      t.listed ? 1 : 0,
      t.createdAt,
      t.version,
      encodeTable(t),
      t.creator ?? null,
    ]);
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const row = this.stmts.getTable.get(id) as { data: string } | undefined;
    return row ? decodeTable(row.data) : null;
  }

  async updateTable(t: TableRecord, expected: number): Promise<boolean> {
    const next = { ...t, version: expected + 1 };
    const changed = await this.writes.write('updateTable', [
      next.status,
      next.listed ? 1 : 0,
      next.version,
      encodeTable(next),
      t.id,
      expected,
    ]);
    if (changed === 1) this.emit({ table: t.id, kind: 'table', n: next.version });
    return changed === 1;
  }

  async listTables(status: TableStatus, q: ListQuery): Promise<TableListing[]> {
    const rows = this.stmts.listTables.all(...listParams(status, q)) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as TableListing);
  }

  async playingTables(): Promise<TableRecord[]> {
    return (this.stmts.playing.all() as { data: string }[]).map((r) => decodeTable(r.data));
  }

  async append(table: string, moves: readonly MoveRecord[]): Promise<boolean> {
    const rows = moves.map((m) => [m.seq, encodeMove(m)]);
    const changed = await this.writes.write('append', [table, rows]);
    const last = moves[moves.length - 1];
    if (changed === 1 && last) this.emit({ table, kind: 'move', n: last.seq });
    return changed === 1;
  }

  async readMoves(table: string, afterSeq: number): Promise<MoveRecord[]> {
    return (this.stmts.readMoves.all(table, afterSeq) as { data: string }[]).map((r) =>
      decodeMove(r.data),
    );
  }

  async putSnapshot(table: string, seq: number, state: string): Promise<void> {
    await this.writes.write('putSnapshot', [table, seq, state]);
  }

  async getSnapshot(table: string): Promise<{ seq: number; state: string } | null> {
    return (
      (this.stmts.getSnapshot.get(table) as { seq: number; state: string } | undefined) ?? null
    );
  }

  async addChat(table: string, chat: Omit<ChatRecord, 'id'>): Promise<ChatRecord> {
    const id = await this.writes.write('addChat', [table, JSON.stringify(chat)]);
    this.emit({ table, kind: 'chat', n: id });
    return { id, ...chat };
  }

  async readChat(table: string, afterId: number, limit: number): Promise<ChatRecord[]> {
    return (this.stmts.readChat.all(table, afterId, limit) as { id: number; data: string }[]).map(
      (r) => ({
        id: r.id,
        ...(JSON.parse(r.data) as Omit<ChatRecord, 'id'>),
      }),
    );
  }

  /** Statements run in one savepoint at the writer: -1 when a unique key refused them. */
  private sql(...statements: [string, unknown[]][]): Promise<number> {
    return this.writes.write('sql', [statements.map(([q, p]) => [q, sqliteParams(q, p)])]);
  }

  private readonly reads = new Map<string, Database.Statement>();
  private read(sql: string): Database.Statement {
    let s = this.reads.get(sql);
    if (!s) this.reads.set(sql, (s = this.db.prepare(sql)));
    return s;
  }

  private row(sql: string, params: unknown[]): Row | undefined {
    return this.read(sql).get(...sqliteParams(sql, params)) as Row | undefined;
  }

  private rows(sql: string, params: unknown[]): Row[] {
    return this.read(sql).all(...sqliteParams(sql, params)) as Row[];
  }

  /** The stores both engines share (sql-db.ts), run on this engine. */
  protected readonly sqlDb: SqlDb = {
    rows: async (sql, params) => this.rows(sql, params),
    run: (statements) => this.sql(...statements),
    isUniqueViolation: (e) => /UNIQUE constraint failed/.test((e as Error).message),
  };

  /** Ratings (issue 26): rating-sql.ts's statements, run on this engine. */
  readonly ratings = new RatingStore('sqlite', this.sqlDb);

  /** Passkey ceremonies and sign-in limits (issue 26): sign-in-sql.ts's, run on this engine. */
  readonly signIns = new SignInStore('sqlite', this.sqlDb);

  /** E-mail (issue 27): email-sql.ts's statements, run on this engine. */
  readonly email = new EmailStore('sqlite', this.sqlDb);
  /** Invitations to accounts (issue 39): invite-sql.ts's statements, run on this engine. */
  readonly invites = new InviteStore('sqlite', this.sqlDb);
  /** Friends, blocks and presence (issue 42): friend-sql.ts's statements, run on this engine. */
  readonly friends = new FriendStore('sqlite', this.sqlDb);
  /** Play now's requests (issue 42): play-now-sql.ts; one instance, so no lock of its own. */
  readonly playNow = new PlayNowStore('sqlite', this.sqlDb);
  /** Notice settings and chat read per account (issue 40): notice-sql.ts, on this engine. */
  readonly notices = new NoticeStore('sqlite', this.sqlDb);

  async heads(tables: readonly string[]): Promise<TableHead[]> {
    return this.stmts.heads.all(JSON.stringify(tables)) as TableHead[];
  }

  async keepSetting(key: string, value: string): Promise<string> {
    await this.writes.write('keepSetting', [key, value]);
    return (this.stmts.getSetting.get(key) as { value: string }).value;
  }

  async addPush(
    table: string,
    seat: number,
    target: PushTarget,
    address: string,
    bounds: PushBounds,
  ): Promise<PushRefusal | null> {
    const { endpoint, ...data } = target;
    const why = await this.writes.write('addPush', [
      table,
      seat,
      endpoint,
      JSON.stringify(data),
      address,
      Date.now(),
      bounds.perSeat,
      bounds.perAddress,
    ]);
    return why === 1 ? 'seat-full' : why === 2 ? 'address-full' : null;
  }

  async removePush(table: string, seat: number, endpoint: string): Promise<void> {
    await this.writes.write('removePush', [table, seat, endpoint]);
  }

  async pushTargets(table: string, seat: number): Promise<PushTarget[]> {
    const rows = this.stmts.pushTargets.all(table, seat) as { endpoint: string; data: string }[];
    return rows.map(
      (r) => ({ endpoint: r.endpoint, ...(JSON.parse(r.data) as object) }) as PushTarget,
    );
  }

  async removeSeatPush(table: string, seat: number): Promise<void> {
    await this.writes.write('removeSeatPush', [table, seat]);
  }

  async forgetPush(endpoint: string): Promise<void> {
    await this.writes.write('forgetPush', [endpoint]);
  }

  prunePush(finishedBefore: number, openBefore: number): Promise<number> {
    return this.writes.write('prunePush', [finishedBefore, openBefore]);
  }

  onNotice(handler: (notice: Notice) => void): void {
    this.handlers.push(handler);
  }

  onResync(): void {
    // Notices come from this process only: none is ever lost.
  }

  async follow(): Promise<void> {
    // Every notice of this process reaches its handlers: there is nothing to listen to.
  }

  unfollow(): void {
    // As follow.
  }

  async sessionsEnded(): Promise<void> {
    // One process uses the file: there is no other instance to tell.
  }

  onSessionsEnded(): void {
    // Nothing comes from other instances: there are none.
  }

  async foregroundThreads(): Promise<number[]> {
    const tid = await this.writes.thread;
    return tid === null ? [] : [tid];
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    await this.writes.close();
    this.db.close();
  }
}
