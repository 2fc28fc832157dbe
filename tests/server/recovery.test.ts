import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStorage, WriterLost } from '../../src/server/storage/sqlite.js';
import type { MoveRecord } from '../../src/server/storage/types.js';
import { sampleTable } from './storage-contract.js';
import { Client, seatedTable, sleep, startTestApp, until, type Msg } from './helpers.js';

// Writers and workers that come back: a SQLite writer that dies or gets stuck is replaced, and
// the writes it held are answered with an error, never with an ok they did not earn.
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-recovery-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The storage's writer thread and the writes it holds now (the test reaches inside). */
const inside = (s: SqliteStorage) =>
  (s as unknown as { writes: { writer: Worker; atWriter: readonly unknown[] } }).writes;

/**
 * Kills the writer the moment it is handed its next batch (or now, if it holds one), and waits
 * for its replacement. Hooking the hand-over, rather than polling for a batch in flight, makes
 * the kill certain: a fast writer answers a batch between two polls.
 */
async function killWriterMidBatch(s: SqliteStorage): Promise<void> {
  const w = inside(s).writer;
  const handedOver = new Promise<void>((resolve) => {
    if (inside(s).atWriter.length > 0) return resolve();
    const post = w.postMessage.bind(w);
    w.postMessage = (value: unknown, transfer?: Parameters<Worker['postMessage']>[1]) => {
      post(value, transfer);
      if (!Array.isArray(value)) return;
      w.postMessage = post;
      // Killed in the same step as the hand-over: on a loaded machine, killing it a few ticks
      // later let it commit and answer the whole batch first (no write failed).
      void w.terminate();
      resolve();
    };
  });
  await handedOver;
  await w.terminate();
  await until(() => inside(s).writer !== w, 10_000, 'a new writer');
}

const move = (seq: number): MoveRecord => ({
  seq,
  actor: 0,
  move: { n: seq },
  at: seq,
  byBot: false,
});

type Settled = { seq: number; ok: boolean } | { seq: number; error: unknown };

describe('the SQLite writer', () => {
  it('dies mid-batch: its writes fail, none hangs, every ok is durable, and writing goes on', async () => {
    const file = join(dir, 'killed.sqlite');
    const s = new SqliteStorage(file, 'a');
    const t = sampleTable();
    await s.createTable(t);
    const results: Promise<Settled>[] = [];
    let killed: Promise<void> | null = null;
    for (let seq = 1; seq <= 300; seq++) {
      results.push(
        s.append(t.id, [move(seq)]).then(
          (ok) => ({ seq, ok }),
          (error: unknown) => ({ seq, error }),
        ),
      );
      if (seq === 150) killed = killWriterMidBatch(s);
      if (seq % 5 === 0) await sleep(1);
    }
    await killed;
    const settled = await Promise.race([Promise.all(results), sleep(15_000).then(() => null)]);
    expect(settled).not.toBeNull();
    const all = settled as Settled[];
    const failed = all.filter((r) => 'error' in r);
    expect(failed.length).toBeGreaterThan(0);
    for (const r of failed) expect((r as { error: unknown }).error).toBeInstanceOf(WriterLost);
    const stored = new Set((await s.readMoves(t.id, 0)).map((m) => m.seq));
    const acked = all.filter((r) => 'ok' in r && r.ok).map((r) => r.seq);
    expect(acked.length).toBeGreaterThan(failed.length);
    for (const seq of acked) expect(stored.has(seq)).toBe(true);
    // The next writer serves: later writes, and the writes queued while it started, succeed.
    expect(await s.append(t.id, [move(301)])).toBe(true);
    await s.close();
    // What was acknowledged is on disk, read by another connection.
    const db = new Database(file, { readonly: true });
    const onDisk = new Set(
      (db.prepare('SELECT seq FROM moves WHERE table_id = ?').all(t.id) as { seq: number }[]).map(
        (r) => r.seq,
      ),
    );
    db.close();
    for (const seq of [...acked, 301]) expect(onDisk.has(seq)).toBe(true);
  }, 30_000);

  it('stuck (a lock held elsewhere past its timeout) is replaced: its write fails, the next succeeds', async () => {
    const file = join(dir, 'stuck.sqlite');
    // Long enough for a new writer thread to start on a busy machine (the next write goes to
    // it), well short of the lock's 5 s busy timeout.
    const s = new SqliteStorage(file, 'a', { writerTimeoutMs: 1500 });
    const t = sampleTable();
    await s.createTable(t);
    const other = new Database(file);
    other.pragma('busy_timeout = 5000');
    other.exec('BEGIN IMMEDIATE');
    const t0 = Date.now();
    await expect(s.append(t.id, [move(1)])).rejects.toBeInstanceOf(WriterLost);
    expect(Date.now() - t0).toBeLessThan(4000);
    other.exec('COMMIT');
    other.close();
    expect(await s.append(t.id, [move(2)])).toBe(true);
    expect((await s.readMoves(t.id, 1)).map((m) => m.seq)).toEqual([2]);
    await s.close();
  }, 30_000);
});

describe('a server whose writer dies during play', () => {
  it('acknowledges only durable moves, answers the rest with storage, and plays on', async () => {
    const app = await startTestApp();
    const storage = app.storage as SqliteStorage;
    try {
      const { id, clients } = await seatedTable(app, 'into-the-blue', 2);
      const acked = new Map<number, unknown>();
      const errors: string[] = [];
      // Each seat plays its first legal move; a move refused for storage is sent again.
      for (const c of clients) {
        const sent = new Map<string, unknown>();
        let pending = -1;
        const consider = () => {
          const m = c.latest();
          if (!m || m.result) return;
          const legal = (m.legal as unknown[] | undefined) ?? [];
          const seq = m.seq as number;
          if (legal.length === 0 || pending === seq) return;
          pending = seq;
          const ref = `s${seq}-${sent.size}`;
          sent.set(ref, legal[0]);
          c.send({ type: 'move', seq, move: legal[0], ref });
        };
        c.ws.on('message', (data) => {
          const m = JSON.parse(data.toString()) as Msg;
          if (m.type === 'ack' && typeof m.seq === 'number')
            acked.set(m.seq, sent.get(m.ref as string));
          if (m.type === 'error') {
            errors.push(m.code as string);
            pending = -1;
          }
          setImmediate(consider);
        });
      }
      expect(await (clients[0] as Client).request({ type: 'start' })).toMatchObject({
        type: 'ack',
      });
      for (let k = 0; k < 3; k++) await killWriterMidBatch(storage);
      const end = await (clients[0] as Client).next(
        (m) => (m.type === 'move' || m.type === 'moves') && m.result !== null,
        60_000,
      );
      expect(end.result).not.toBeNull();
      const log = await storage.readMoves(id, 0);
      // The log has no gap, and every acknowledged move is in it, as sent.
      expect(log.map((m) => m.seq)).toEqual(log.map((_, i) => i + 1));
      for (const [seq, sentMove] of acked) {
        expect(isDeepStrictEqual(log[seq - 1]?.move, sentMove)).toBe(true);
      }
      expect(errors.every((e) => e === 'storage' || e === 'stale')).toBe(true);
      for (const c of clients) c.close();
    } finally {
      await app.stop();
    }
  }, 90_000);
});
