import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type {
  WriteJob,
  WriteOp,
  WriterData,
  WriterMessage,
  WriteResult,
} from './sqlite-writer-thread.js';
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
import { decodeMove, decodeTable, encodeMove, encodeTable, listParams } from './codec.js';
import { COMMIT_GAP_MS } from './group-commit.js';
import type { AccountRecord, AccountSeat, PasskeyRecord, SessionRecord } from './account-types.js';
import {
  accountParams,
  accountQueries,
  accountRow,
  passkeyParams,
  passkeyRow,
  sessionParams,
  sessionRow,
  sqliteParams,
  type Row,
} from './account-sql.js';
import { RatingStore, ratingMigration } from './rating-sql.js';

const Q = accountQueries('sqlite');

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

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS tables (
     id TEXT PRIMARY KEY,
     status TEXT NOT NULL,
     listed INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     version INTEGER NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS tables_status ON tables (status, created_at);
   CREATE TABLE IF NOT EXISTS moves (
     table_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (table_id, seq)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS snapshots (
     table_id TEXT PRIMARY KEY,
     seq INTEGER NOT NULL,
     state TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS chat (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     table_id TEXT NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS chat_table ON chat (table_id, id);`,
  // The creator (a hash of their address), for the lobby's limit per creator; the index holds
  // all a list looks at, so that it never reads the tables' records (their options) to decide.
  `ALTER TABLE tables ADD COLUMN creator TEXT;
   CREATE INDEX IF NOT EXISTS tables_listing ON tables (status, listed, created_at, id, creator);`,
  // Push notifications (issue 27): settings kept with the data (the VAPID keys), and each
  // device's subscription per seat it is notified for, with the address that subscribed it (for
  // the bound per address). `data`: the subscription's keys and language (PushTarget).
  `CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS push (
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     endpoint TEXT NOT NULL,
     data TEXT NOT NULL,
     address TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (table_id, seat, endpoint)
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS push_endpoint ON push (endpoint);
   CREATE INDEX IF NOT EXISTS push_address ON push (address);`,
  // Accounts (issue 26): the account, its passkeys and sessions, and the seats it took.
  `CREATE TABLE IF NOT EXISTS accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     password TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS passkeys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id);
   CREATE TABLE IF NOT EXISTS sessions (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
   CREATE TABLE IF NOT EXISTS account_seats (
     account_id TEXT NOT NULL,
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (account_id, table_id, seat)
   );
   CREATE INDEX IF NOT EXISTS account_seats_latest ON account_seats (account_id, at);
   CREATE INDEX IF NOT EXISTS account_seats_table ON account_seats (table_id);`,
  // Ratings (issue 26): rating-sql.ts.
  ratingMigration('sqlite'),
];

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
 * Embedded storage in one SQLite file (WAL, synchronous=FULL). Writes go to a writer thread that
 * commits everything queued meanwhile in one transaction (group commit): one fsync serves every
 * move made during the previous one, and the event loop never waits on the disk. Reads use this
 * thread's own connection (WAL lets readers and the writer work at once).
 */
export class SqliteStorage implements Storage {
  readonly engine = 'sqlite' as const;
  /** One process writes the file: every change is this instance's own. */
  readonly shared = false;
  private readonly db: Database.Database;
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
  private readonly writerTimeoutMs: number;
  private postScheduled = false;
  /** When the latest batch went to the writer (performance.now()). */
  private lastPost = -Infinity;
  private readonly handlers: ((n: Notice) => void)[] = [];
  private readonly stmts;
  /** The writer thread's kernel id, once it has said it (null where unknown). */
  private readonly writerThread: Promise<number | null>;

  constructor(
    readonly location: string,
    private readonly origin: string,
    opts: { writerTimeoutMs?: number } = {},
  ) {
    if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
    this.db = new Database(location);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.db.exec(MIGRATIONS[v] as string);
      this.db.pragma(`user_version = ${v + 1}`);
    }
    this.driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.writerTimeoutMs = opts.writerTimeoutMs ?? WRITER_TIMEOUT_MS;
    let sayTid: (tid: number | null) => void = () => {};
    this.writerThread = new Promise((resolve) => (sayTid = resolve));
    this.startWriter(sayTid);
    this.startCheckpointer();
    this.stmts = {
      getTable: this.db.prepare('SELECT data FROM tables WHERE id = ?'),
      listTables: this.db.prepare(LIST_TABLES),
      playing: this.db.prepare("SELECT data FROM tables WHERE status = 'playing'"),
      readMoves: this.db.prepare(
        'SELECT data FROM moves WHERE table_id = ? AND seq > ? ORDER BY seq',
      ),
      getSnapshot: this.db.prepare('SELECT seq, state FROM snapshots WHERE table_id = ?'),
      heads: this.db.prepare(
        `SELECT t.id, t.version,
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
    this.schedulePost();
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

  private write(op: WriteOp, args: unknown[]): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.outbox.push({ id, op, args });
      this.schedulePost();
    });
  }

  /**
   * The writer gets one batch at a time, and batches start at least COMMIT_GAP_MS apart
   * (group-commit.ts). A write after a quiet moment goes at once (after this callback's
   * microtasks, so the moves read in the same callback join it).
   */
  private schedulePost(): void {
    if (this.outbox.length === 0 || this.atWriter.length > 0 || this.postScheduled || !this.alive)
      return;
    this.postScheduled = true;
    const wait = this.lastPost + COMMIT_GAP_MS - performance.now();
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

  private emit(notice: Omit<Notice, 'origin'>): void {
    const full = { ...notice, origin: this.origin };
    for (const h of this.handlers) h(full);
  }

  async createTable(t: TableRecord): Promise<void> {
    await this.write('createTable', [
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
    const changed = await this.write('updateTable', [
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
    const changed = await this.write('append', [table, rows]);
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
    await this.write('putSnapshot', [table, seq, state]);
  }

  async getSnapshot(table: string): Promise<{ seq: number; state: string } | null> {
    return (
      (this.stmts.getSnapshot.get(table) as { seq: number; state: string } | undefined) ?? null
    );
  }

  async addChat(table: string, chat: Omit<ChatRecord, 'id'>): Promise<ChatRecord> {
    const id = await this.write('addChat', [table, JSON.stringify(chat)]);
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
    return this.write('sql', [statements.map(([q, p]) => [q, sqliteParams(q, p)])]);
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

  /** Ratings (issue 26): rating-sql.ts's statements, run on this engine. */
  readonly ratings = new RatingStore('sqlite', {
    rows: async (sql, params) => this.rows(sql, params),
    transaction: async (statements) => {
      try {
        await this.sql(...statements);
        return true;
      } catch (e) {
        if (/UNIQUE constraint failed/.test((e as Error).message)) return false;
        throw e;
      }
    },
  });

  async createAccount(a: AccountRecord): Promise<boolean> {
    return (await this.sql([Q.createAccount, accountParams(a)])) === 1;
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    const r = this.row(Q.getAccount, [id]);
    return r ? accountRow(r) : null;
  }

  async findAccount(nameKey: string): Promise<AccountRecord | null> {
    const r = this.row(Q.findAccount, [nameKey]);
    return r ? accountRow(r) : null;
  }

  async setPassword(account: string, password: string | null): Promise<void> {
    await this.sql([Q.setPassword, [password, account]]);
  }

  async deleteAccount(account: string): Promise<void> {
    await this.sql(...Q.deleteAccount.map((q): [string, unknown[]] => [q, [account]]));
  }

  async addPasskey(p: PasskeyRecord): Promise<boolean> {
    return (await this.sql([Q.addPasskey, passkeyParams(p)])) === 1;
  }

  async getPasskey(id: string): Promise<PasskeyRecord | null> {
    const r = this.row(Q.getPasskey, [id]);
    return r ? passkeyRow(r) : null;
  }

  async listPasskeys(account: string): Promise<PasskeyRecord[]> {
    return this.rows(Q.listPasskeys, [account]).map(passkeyRow);
  }

  async setPasskeyCounter(id: string, counter: number): Promise<void> {
    await this.sql([Q.setPasskeyCounter, [counter, id]]);
  }

  async createSession(x: SessionRecord): Promise<void> {
    await this.sql(
      [Q.pruneSessions, [x.account, x.createdAt]],
      [Q.createSession, sessionParams(x)],
    );
  }

  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const r = this.row(Q.getSession, [tokenHash]);
    return r ? sessionRow(r) : null;
  }

  async touchSession(tokenHash: string, lastSeen: number, expiresAt: number): Promise<void> {
    await this.sql([Q.touchSession, [lastSeen, expiresAt, tokenHash]]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.sql([Q.deleteSession, [tokenHash]]);
  }

  async deleteSessions(account: string): Promise<number> {
    return Math.max(0, await this.sql([Q.deleteSessions, [account]]));
  }

  async addAccountSeat(account: string, seat: AccountSeat): Promise<void> {
    await this.sql([Q.addAccountSeat, [account, seat.table, seat.seat, seat.at]]);
  }

  async accountSeats(account: string, limit: number, offset: number): Promise<AccountSeat[]> {
    return this.read(Q.accountSeats).all(
      ...sqliteParams(Q.accountSeats, [account, limit, offset]),
    ) as AccountSeat[];
  }

  async playedWith(account: string, limit: number): Promise<{ id: string; name: string }[]> {
    return this.rows(Q.playedWith, [account, limit]) as {
      id: string;
      name: string;
    }[];
  }

  async heads(tables: readonly string[]): Promise<TableHead[]> {
    return this.stmts.heads.all(JSON.stringify(tables)) as TableHead[];
  }

  async keepSetting(key: string, value: string): Promise<string> {
    await this.write('keepSetting', [key, value]);
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
    const why = await this.write('addPush', [
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
    await this.write('removePush', [table, seat, endpoint]);
  }

  async pushTargets(table: string, seat: number): Promise<PushTarget[]> {
    const rows = this.stmts.pushTargets.all(table, seat) as { endpoint: string; data: string }[];
    return rows.map(
      (r) => ({ endpoint: r.endpoint, ...(JSON.parse(r.data) as object) }) as PushTarget,
    );
  }

  async removeSeatPush(table: string, seat: number): Promise<void> {
    await this.write('removeSeatPush', [table, seat]);
  }

  async forgetPush(endpoint: string): Promise<void> {
    await this.write('forgetPush', [endpoint]);
  }

  prunePush(finishedBefore: number, openBefore: number): Promise<number> {
    return this.write('prunePush', [finishedBefore, openBefore]);
  }

  onNotice(handler: (notice: Notice) => void): void {
    this.handlers.push(handler);
  }

  onResync(): void {
    // Notices come from this process only: none is ever lost.
  }

  async foregroundThreads(): Promise<number[]> {
    const tid = await this.writerThread;
    return tid === null ? [] : [tid];
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

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
    this.db.close();
  }
}
