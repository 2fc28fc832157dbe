import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite writer thread: every write runs here, so an fsync (4 ms typical, 25 ms and more at
 * the tail on this machine) never blocks the event loop that serves players. Requests that
 * arrive while a commit is in progress go together into the next transaction (group commit).
 *
 * The same file is the checkpointer thread (`role`), which runs WAL checkpoints beside the writer.
 *
 * Self-contained on purpose (node builtins and the driver only, which it loads by the absolute
 * path it is given): run from the compiled server as is, and under the TypeScript test runner
 * compiled on the fly by sqlite.ts, it needs nothing resolved relative to itself.
 */

/** What the thread is started with. */
export interface WriterData {
  readonly file: string;
  /** The better-sqlite3 module's path (require.resolve). */
  readonly driver: string;
  readonly role: 'writer' | 'checkpointer';
  /** FATHOM_DEBUG: report commit times every 5 s. */
  readonly debug?: boolean;
  /**
   * Chat lines a table keeps (types.ts's CHAT_KEPT, passed in: this module runs alone, without
   * its imports, under the TypeScript test runner).
   */
  readonly chatKept?: number;
}

export type WriteOp =
  | 'createTable'
  | 'updateTable'
  | 'append'
  | 'putSnapshot'
  | 'addChat'
  | 'keepSetting'
  | 'addPush'
  | 'removePush'
  | 'removeSeatPush'
  | 'forgetPush'
  /** Statements (`[sql, params][]`, the accounts' queries) in one savepoint: the last's changes. */
  | 'sql'
  | 'prunePush';

/** One write, as the main thread sends it (a batch is an array of these). */
export interface WriteJob {
  readonly id: number;
  readonly op: WriteOp;
  readonly args: readonly unknown[];
}

/** The answer to one write: for `append` 1 (stored) or 0 (a seq was taken), else a row count or id. */
export type WriteResult =
  | { readonly id: number; readonly ok: true; readonly value: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Messages from the thread: its kernel thread id once, then one array per batch; 'closed'. */
export type WriterMessage = WriteResult[] | { readonly tid: number | null } | 'closed';

const data = workerData as WriterData;
const port = parentPort;
if (port) {
  const Database = createRequire(data.driver)(data.driver) as typeof BetterSqlite3;
  const db = new Database(data.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  if (data.role === 'checkpointer') checkpointer(db, port);
  else writer(db, port);
}

function checkpointer(db: BetterSqlite3.Database, out: NonNullable<typeof parentPort>): void {
  // Checkpoints run here, beside the writer (WAL lets them overlap), so a commit never waits for
  // one: the writer's own automatic checkpoints would stall acknowledgements for 100 ms and more.
  const timer = setInterval(() => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // busy: the next one will do
    }
  }, 500);
  out.on('message', (m: unknown) => {
    if (m !== 'close') return;
    clearInterval(timer);
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // busy: the WAL is checkpointed at the next open
    }
    db.close();
    out.postMessage('closed' satisfies WriterMessage);
  });
}

function writer(db: BetterSqlite3.Database, out: NonNullable<typeof parentPort>): void {
  db.pragma('wal_autocheckpoint = 0');
  // The thread's kernel id (Linux), so the main thread can leave it at the event loop's priority.
  let tid: number | null = null;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop()) || null;
  } catch {
    // not Linux
  }
  out.postMessage({ tid } satisfies WriterMessage);
  const s = {
    createTable: db.prepare(
      'INSERT INTO tables (id, status, listed, created_at, version, data, creator) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    updateTable: db.prepare(
      'UPDATE tables SET status = ?, listed = ?, version = ?, data = ? WHERE id = ? AND version = ?',
    ),
    append: db.prepare('INSERT INTO moves (table_id, seq, data) VALUES (?, ?, ?)'),
    putSnapshot: db.prepare(
      'INSERT INTO snapshots (table_id, seq, state) VALUES (?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state WHERE excluded.seq > snapshots.seq',
    ),
    addChat: db.prepare('INSERT INTO chat (table_id, data) VALUES (?, ?)'),
    // The lines before the latest CHAT_KEPT go (the index on (table_id, id) walks just those).
    pruneChat: db.prepare(
      'DELETE FROM chat WHERE table_id = ? AND id <= (SELECT id FROM chat WHERE table_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
    ),
    keepSetting: db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING',
    ),
    pushHas: db.prepare('SELECT 1 FROM push WHERE table_id = ? AND seat = ? AND endpoint = ?'),
    pushPerSeat: db.prepare('SELECT count(*) AS n FROM push WHERE table_id = ? AND seat = ?'),
    // Finished tables' subscriptions (kept for a rematch offer) do not count against the address.
    pushPerAddress: db.prepare(
      "SELECT count(*) AS n FROM push p JOIN tables t ON t.id = p.table_id WHERE p.address = ? AND t.status != 'finished'",
    ),
    addPush: db.prepare(
      'INSERT INTO push (table_id, seat, endpoint, data, address, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, seat, endpoint) DO UPDATE SET data = excluded.data',
    ),
    removePush: db.prepare('DELETE FROM push WHERE table_id = ? AND seat = ? AND endpoint = ?'),
    removeSeatPush: db.prepare('DELETE FROM push WHERE table_id = ? AND seat = ?'),
    forgetPush: db.prepare('DELETE FROM push WHERE endpoint = ?'),
    // Walks the subscriptions (few: this keeps them so), not every finished or open table.
    prunePush: db.prepare(
      "DELETE FROM push WHERE table_id IN (SELECT p.table_id FROM push p JOIN tables t ON t.id = p.table_id WHERE (t.status = 'finished' AND json_extract(t.data, '$.finishedAt') < ?) OR (t.status = 'open' AND t.created_at < ?))",
    ),
  };
  /** 0: added; 1: the seat has its bound of devices; 2: the address has its bound. */
  const addPush = (args: readonly unknown[]): number => {
    const [table, seat, endpoint, text, address, at, perSeat, perAddress] = args;
    if (!s.pushHas.get(table, seat, endpoint)) {
      if ((s.pushPerSeat.get(table, seat) as { n: number }).n >= (perSeat as number)) return 1;
      if ((s.pushPerAddress.get(address) as { n: number }).n >= (perAddress as number)) return 2;
    }
    s.addPush.run(table, seat, endpoint, text, address, at);
    return 0;
  };
  // A job's rows go in a savepoint (a nested transaction): all of them or none, without failing
  // the other jobs of the batch.
  const appendAll = db.transaction((table: string, rows: readonly [number, string][]) => {
    for (const [seq, text] of rows) s.append.run(table, seq, text);
  });
  // The accounts' statements, prepared once each (their texts are the server's own, fixed).
  const prepared = new Map<string, BetterSqlite3.Statement>();
  const statement = (sql: string) => {
    let st = prepared.get(sql);
    if (!st) prepared.set(sql, (st = db.prepare(sql)));
    return st;
  };
  const runAll = db.transaction((statements: readonly [string, unknown[]][]) => {
    let changes = 0;
    for (const [sql, params] of statements) changes = statement(sql).run(...params).changes;
    return changes;
  });
  const run = (op: WriteOp, args: readonly unknown[]): number => {
    if (op === 'sql') return runAll(args[0] as [string, unknown[]][]);
    if (op === 'append') {
      try {
        appendAll(args[0] as string, args[1] as [number, string][]);
        return 1;
      } catch (e) {
        if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 0;
        throw e;
      }
    }
    if (op === 'addChat') {
      const id = Number(s.addChat.run(...args).lastInsertRowid);
      s.pruneChat.run(args[0], args[0], data.chatKept ?? 500);
      return id;
    }
    if (op === 'addPush') return addPush(args);
    return s[op].run(...args).changes;
  };

  let batch: WriteJob[] = [];
  let scheduled = false;
  const stats: number[] = [];
  let writes = 0;
  const flush = () => {
    scheduled = false;
    const started = Date.now();
    const jobs = batch;
    batch = [];
    let results: WriteResult[] = [];
    try {
      db.transaction(() => {
        for (const j of jobs) {
          try {
            results.push({ id: j.id, ok: true, value: run(j.op, j.args) });
          } catch (e) {
            results.push({ id: j.id, ok: false, error: String((e as Error)?.message) });
          }
        }
      })();
    } catch (e) {
      // The commit failed: none of the batch is durable, whatever its jobs said before.
      results = jobs.map((j) => ({ id: j.id, ok: false, error: String((e as Error)?.message) }));
    }
    out.postMessage(results satisfies WriterMessage);
    if (data.debug) {
      stats.push(Date.now() - started);
      writes += jobs.length;
    }
  };
  if (data.debug) {
    setInterval(() => {
      stats.sort((a, b) => a - b);
      const q = (p: number) => stats[Math.min(stats.length - 1, Math.floor(p * stats.length))];
      console.error(
        `sqlite commits: ${stats.length}, writes ${writes}, ms p50 ${q(0.5)} p99 ${q(0.99)} max ${stats[stats.length - 1]}`,
      );
      stats.length = 0;
      writes = 0;
    }, 5000).unref();
  }
  out.on('message', (m: WriteJob[] | 'close') => {
    if (m === 'close') {
      if (batch.length) flush();
      db.close();
      out.postMessage('closed' satisfies WriterMessage);
      return;
    }
    for (const job of m) batch.push(job);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
}
