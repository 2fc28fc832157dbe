import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ChatRecord, MoveRecord, Notice, Storage, TableRecord, TableStatus } from './types.js';
import { decodeMove, decodeTable, encodeMove, encodeTable } from './codec.js';

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
];

interface Pending {
  run(): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Embedded storage in one SQLite file (WAL, synchronous=FULL). Writes are queued and committed
 * together in one transaction per event-loop turn (group commit): one fsync serves every move made
 * meanwhile, which is what lets a single file keep up with thousands of moves per second.
 */
export class SqliteStorage implements Storage {
  readonly engine = 'sqlite' as const;
  private readonly db: Database.Database;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly handlers: ((n: Notice) => void)[] = [];
  private readonly stmts;

  constructor(
    readonly location: string,
    private readonly origin: string,
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
    this.stmts = {
      insertTable: this.db.prepare(
        'INSERT INTO tables (id, status, listed, created_at, version, data) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      getTable: this.db.prepare('SELECT data FROM tables WHERE id = ?'),
      updateTable: this.db.prepare(
        'UPDATE tables SET status = ?, listed = ?, version = ?, data = ? WHERE id = ? AND version = ?',
      ),
      listTables: this.db.prepare(
        'SELECT data FROM tables WHERE status = ? AND listed = 1 ORDER BY created_at DESC LIMIT ?',
      ),
      playing: this.db.prepare("SELECT data FROM tables WHERE status = 'playing'"),
      append: this.db.prepare('INSERT OR IGNORE INTO moves (table_id, seq, data) VALUES (?, ?, ?)'),
      readMoves: this.db.prepare(
        'SELECT data FROM moves WHERE table_id = ? AND seq > ? ORDER BY seq',
      ),
      putSnapshot: this.db.prepare(
        'INSERT INTO snapshots (table_id, seq, state) VALUES (?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state WHERE excluded.seq > snapshots.seq',
      ),
      getSnapshot: this.db.prepare('SELECT seq, state FROM snapshots WHERE table_id = ?'),
      addChat: this.db.prepare('INSERT INTO chat (table_id, data) VALUES (?, ?)'),
      readChat: this.db.prepare(
        'SELECT id, data FROM (SELECT id, data FROM chat WHERE table_id = ? AND id > ? ORDER BY id DESC LIMIT ?) ORDER BY id',
      ),
    };
  }

  private write<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (v: unknown) => void, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    const results: { ok: boolean; value: unknown }[] = [];
    try {
      this.db.transaction(() => {
        for (const p of batch) {
          // One failing write (a bug, a constraint) must not sink the others in its batch.
          try {
            results.push({ ok: true, value: p.run() });
          } catch (e) {
            results.push({ ok: false, value: e });
          }
        }
      })();
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    batch.forEach((p, i) => {
      const r = results[i] as { ok: boolean; value: unknown };
      if (r.ok) p.resolve(r.value);
      else p.reject(r.value);
    });
  }

  private emit(notice: Omit<Notice, 'origin'>): void {
    const full = { ...notice, origin: this.origin };
    for (const h of this.handlers) h(full);
  }

  async createTable(t: TableRecord): Promise<void> {
    await this.write(() =>
      this.stmts.insertTable.run(
        t.id,
        t.status,
        t.listed ? 1 : 0,
        t.createdAt,
        t.version,
        encodeTable(t),
      ),
    );
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const row = this.stmts.getTable.get(id) as { data: string } | undefined;
    return row ? decodeTable(row.data) : null;
  }

  async updateTable(t: TableRecord, expected: number): Promise<boolean> {
    const next = { ...t, version: expected + 1 };
    const changed = await this.write(
      () =>
        this.stmts.updateTable.run(
          next.status,
          next.listed ? 1 : 0,
          next.version,
          encodeTable(next),
          t.id,
          expected,
        ).changes,
    );
    if (changed === 1) this.emit({ table: t.id, kind: 'table', n: next.version });
    return changed === 1;
  }

  async listTables(status: TableStatus, limit: number): Promise<TableRecord[]> {
    return (this.stmts.listTables.all(status, limit) as { data: string }[]).map((r) =>
      decodeTable(r.data),
    );
  }

  async playingTables(): Promise<TableRecord[]> {
    return (this.stmts.playing.all() as { data: string }[]).map((r) => decodeTable(r.data));
  }

  async append(table: string, move: MoveRecord): Promise<boolean> {
    const changed = await this.write(
      () => this.stmts.append.run(table, move.seq, encodeMove(move)).changes,
    );
    if (changed === 1) this.emit({ table, kind: 'move', n: move.seq });
    return changed === 1;
  }

  async readMoves(table: string, afterSeq: number): Promise<MoveRecord[]> {
    return (this.stmts.readMoves.all(table, afterSeq) as { data: string }[]).map((r) =>
      decodeMove(r.data),
    );
  }

  async putSnapshot(table: string, seq: number, state: string): Promise<void> {
    await this.write(() => this.stmts.putSnapshot.run(table, seq, state));
  }

  async getSnapshot(table: string): Promise<{ seq: number; state: string } | null> {
    return (
      (this.stmts.getSnapshot.get(table) as { seq: number; state: string } | undefined) ?? null
    );
  }

  async addChat(table: string, chat: Omit<ChatRecord, 'id'>): Promise<ChatRecord> {
    const id = await this.write(() =>
      Number(this.stmts.addChat.run(table, JSON.stringify(chat)).lastInsertRowid),
    );
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

  onNotice(handler: (notice: Notice) => void): void {
    this.handlers.push(handler);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    this.db.close();
  }
}
