/**
 * The SQLite writer thread, as source text: every write runs here, so an fsync (4 ms typical,
 * 25 ms and more at the tail on this machine) never blocks the event loop that serves players.
 * Requests that arrive while a commit is in progress go together into the next transaction
 * (group commit). Kept as plain JavaScript in a string so the same worker runs from the compiled
 * server and under the TypeScript test runner.
 */
export const SQLITE_WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
if (workerData.role === 'checkpointer') checkpointer(); else writer();

function checkpointer() {
  // Checkpoints run here, beside the writer (WAL lets them overlap), so a commit never waits for
  // one: the writer's own automatic checkpoints would stall acknowledgements for 100 ms and more.
  const timer = setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, 500);
  parentPort.on('message', (m) => {
    if (m === 'close') { clearInterval(timer); try { db.pragma('wal_checkpoint(TRUNCATE)'); } catch {} db.close(); parentPort.postMessage('closed'); }
  });
}

function writer() {
db.pragma('wal_autocheckpoint = 0');
// The thread's kernel id (Linux), so the main thread can leave it at the event loop's priority.
let tid = null;
try { tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()) || null; } catch {}
parentPort.postMessage({ tid });
const s = {
  createTable: db.prepare('INSERT INTO tables (id, status, listed, created_at, version, data) VALUES (?, ?, ?, ?, ?, ?)'),
  updateTable: db.prepare('UPDATE tables SET status = ?, listed = ?, version = ?, data = ? WHERE id = ? AND version = ?'),
  append: db.prepare('INSERT INTO moves (table_id, seq, data) VALUES (?, ?, ?)'),
  putSnapshot: db.prepare('INSERT INTO snapshots (table_id, seq, state) VALUES (?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state WHERE excluded.seq > snapshots.seq'),
  addChat: db.prepare('INSERT INTO chat (table_id, data) VALUES (?, ?)'),
};
// A job's rows go in a savepoint (a nested transaction): all of them or none, without failing
// the other jobs of the batch.
const appendAll = db.transaction((table, rows) => {
  for (const [seq, data] of rows) s.append.run(table, seq, data);
});
function run(op, args) {
  if (op === 'append') {
    try {
      appendAll(args[0], args[1]);
      return 1;
    } catch (e) {
      if (e && e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 0;
      throw e;
    }
  }
  const r = s[op].run(...args);
  return op === 'addChat' ? Number(r.lastInsertRowid) : r.changes;
}
let batch = [];
let scheduled = false;
function flush() {
  scheduled = false;
  const started = Date.now();
  const jobs = batch;
  batch = [];
  const out = [];
  try {
    db.transaction(() => {
      for (const j of jobs) {
        try { out.push({ id: j.id, ok: true, value: run(j.op, j.args) }); }
        catch (e) { out.push({ id: j.id, ok: false, error: String(e && e.message) }); }
      }
    })();
  } catch (e) {
    // The commit failed: none of the batch is durable, whatever its jobs said before.
    out.length = 0;
    for (const j of jobs) out.push({ id: j.id, ok: false, error: String(e && e.message) });
  }
  parentPort.postMessage(out);
  if (workerData.debug) {
    const ms = Date.now() - started;
    stats.push(ms);
    sizes += jobs.length;
  }
}
const stats = [];
let sizes = 0;
if (workerData.debug) setInterval(() => {
  stats.sort((a, b) => a - b);
  const q = (p) => stats[Math.min(stats.length - 1, Math.floor(p * stats.length))];
  console.error('sqlite commits: ' + stats.length + ', writes ' + sizes + ', ms p50 ' + q(0.5) + ' p99 ' + q(0.99) + ' max ' + stats[stats.length - 1]);
  stats.length = 0; sizes = 0;
}, 5000).unref();
parentPort.on('message', (m) => {
  if (m === 'close') { if (batch.length) flush(); db.close(); parentPort.postMessage('closed'); return; }
  for (const job of m) batch.push(job);
  if (!scheduled) { scheduled = true; setImmediate(flush); }
});
}
`;
