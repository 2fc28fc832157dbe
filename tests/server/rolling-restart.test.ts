import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { postJson } from '../../src/bench/server/http.js';
import { decodeLegal } from '../../src/protocol/legal.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { ensureBuilt } from './dist.js';
import { instanceProcess, type InstanceProcess } from './instance-process.js';
import { until } from './helpers.js';
import { unpackMessage } from '../../src/protocol/packed.js';

// Two instances over one PostgreSQL, each restarted in turn (SIGTERM, then started again) while
// clients play: a client whose instance goes away (close code 1001) reconnects to the other one,
// as it would through a proxy. Every acknowledged move must be stored, every client end with
// its whole game, and each instance exit 0.
let pgServer: TestPostgres;
let instances: InstanceProcess[];
beforeAll(async () => {
  ensureBuilt();
  pgServer = await startPostgres();
  // Half a second of 503 from /healthz before the sockets close (FATHOM_DRAIN_S).
  const env = { DATABASE_URL: pgServer.url, FATHOM_DRAIN_S: '0.5' };
  instances = [await instanceProcess(env), await instanceProcess(env)];
  await Promise.all(instances.map((i) => i.start()));
}, 200_000);
afterAll(async () => {
  await Promise.all((instances ?? []).map((i) => i.stop('SIGKILL')));
  await pgServer?.stop();
});

interface Seen {
  actor: unknown;
  move: unknown;
}

/** A seat's player: plays random legal moves, and moves to the other instance when closed. */
class Player {
  ws: WebSocket | null = null;
  on: number;
  lastSeq = 0;
  done = false;
  goingAway = 0;
  readonly seen = new Map<number, Seen>();
  private moved = -1;
  private readonly sent = new Map<string, unknown>();
  constructor(
    readonly table: string,
    readonly seat: number,
    readonly token: string,
    instance: number,
    private readonly acked: Map<string, Seen>,
    private readonly paceMs: () => number,
  ) {
    this.on = instance;
    this.connect();
  }

  private connect(): void {
    const ws = new WebSocket(instances[this.on]!.wsUrl);
    this.ws = ws;
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'hello',
          v: PROTOCOL_VERSION,
          table: this.table,
          token: this.token,
          lastSeq: this.lastSeq,
        }),
      ),
    );
    // Refused (the instance is down or draining): the other one, a moment later.
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (code === 1001) this.goingAway++;
      if (this.done || this.ws !== ws) return;
      this.on = 1 - this.on;
      this.moved = -1;
      setTimeout(() => this.connect(), 50);
    });
    ws.on('message', (data) => this.message(ws, unpackMessage(JSON.parse(data.toString())) as Msg));
  }

  private message(ws: WebSocket, m: Msg): void {
    if (m.type === 'welcome') {
      for (const h of (m.history as Msg[] | undefined) ?? [])
        this.seen.set(h.seq as number, { actor: h.actor, move: h.move });
      if (this.seat === 0 && (m.table as Msg).status === 'open')
        ws.send(JSON.stringify({ type: 'start' }));
    }
    if (m.type === 'move') this.seen.set(m.seq as number, { actor: m.actor, move: m.move });
    if (m.type === 'welcome' || m.type === 'move') {
      this.lastSeq = Math.max(this.lastSeq, m.seq as number);
      if (m.result) {
        this.done = true;
        ws.close();
        return;
      }
      const legal = decodeLegal(m.legal);
      if (legal.length > 0 && this.moved !== m.seq) {
        const seq = m.seq as number;
        this.moved = seq;
        const move = legal[Math.floor(Math.random() * legal.length)]; // eslint-disable-line no-restricted-properties
        this.sent.set(String(seq), move);
        setTimeout(() => {
          if (ws.readyState === ws.OPEN)
            ws.send(JSON.stringify({ type: 'move', seq, move, ref: String(seq) }));
        }, this.paceMs());
      }
    } else if (m.type === 'ack' && typeof m.seq === 'number') {
      this.acked.set(`${this.table} ${m.seq}`, {
        actor: this.seat,
        move: this.sent.get(m.ref as string),
      });
    } else if (m.type === 'error' && m.code === 'stale') {
      this.moved = -1;
    }
  }
}
type Msg = Record<string, unknown> & { type: string };

describe('rolling restart of two instances over PostgreSQL', () => {
  it('loses no acknowledged move, and every client ends with its whole game', async () => {
    const acked = new Map<string, Seen>();
    const players: Player[] = [];
    // Moves are paced while the instances restart, so that the games span both restarts (at 30 ms
    // a move, 8 tables could near their ends before the second restart had seen 20 moves).
    let pace = 120;
    const paceMs = () => pace;
    const addTable = async (n: number) => {
      const a = instances[0]!.url;
      const created = await postJson(`${a}/api/v1/tables`, {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        name: 'A',
        seat: 0,
        listed: false,
      });
      const table = (created.table as { id: string }).id;
      const joined = await postJson(`${instances[1]!.url}/api/v1/tables/${table}/join`, {
        seat: 1,
        name: 'B',
      });
      // The two seats of a table on different instances; tables alternate which is which.
      players.push(
        new Player(table, 0, created.token as string, n % 2, acked, paceMs),
        new Player(table, 1, joined.token as string, 1 - (n % 2), acked, paceMs),
      );
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => addTable(n)));
    // Generous caps: these wait for states, and a loaded machine takes long to reach them.
    await until(() => acked.size > 40, 60_000, 'moves before the first restart');

    const closedWith1001: number[] = [];
    for (const [i, instance] of instances.entries()) {
      const before = acked.size;
      const goingAway = players.reduce((n, p) => n + p.goingAway, 0);
      const stopped = instance.stop('SIGTERM');
      // At once: /healthz says 503 (a proxy stops sending players here), and a new socket is
      // refused, while the sockets open still play until the drain ends.
      // (The signal takes a moment to arrive: asked until it has.)
      let health: Msg = { type: '' };
      for (let ok = true; ok;) {
        const r = await fetch(`${instance.url}/healthz`);
        ok = r.ok;
        health = (await r.json()) as Msg;
      }
      expect(health).toMatchObject({ ok: false, stopping: true });
      const refused = await new Promise<number>((resolve) => {
        const ws = new WebSocket(instance.wsUrl);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => resolve(0));
      });
      expect(refused).toBe(503);
      expect(await stopped).toBe(0);
      closedWith1001.push(players.reduce((n, p) => n + p.goingAway, 0) - goingAway);
      // Play goes on through the other instance while this one is down.
      await until(
        () => acked.size > before + 20,
        60_000,
        () =>
          `moves while instance ${i} is down (${acked.size - before} so far, ${players.filter((p) => p.done).length} players done)`,
      );
      await instance.start();
    }
    // Each restart closed sockets with 1001 (going away), not 1006 (no close frame).
    for (const n of closedWith1001) expect(n).toBeGreaterThan(0);

    pace = 0;
    await until(() => players.every((p) => p.done), 120_000, 'every game to its end');

    const db = new pg.Client({ connectionString: pgServer.url });
    await db.connect();
    const rows = (
      await db.query<{ table_id: string; seq: number; data: string }>(
        'SELECT table_id, seq, data FROM fathom_moves',
      )
    ).rows;
    await db.end();
    const stored = new Map(rows.map((r) => [`${r.table_id} ${r.seq}`, JSON.parse(r.data) as Seen]));
    const lost = [...acked].filter(([key, a]) => {
      const s = stored.get(key);
      return !s || s.actor !== a.actor || !isDeepStrictEqual(s.move, a.move);
    });
    expect(lost).toEqual([]);
    for (const p of players) {
      const total = rows.filter((r) => r.table_id === p.table).length;
      expect(total).toBeGreaterThan(0);
      // Every move of the game, 1 to the last, each as stored.
      expect([...p.seen.keys()].sort((x, y) => x - y)).toEqual(
        Array.from({ length: total }, (_, k) => k + 1),
      );
      for (const [seq, m] of p.seen)
        expect(m.actor).toEqual(stored.get(`${p.table} ${seq}`)?.actor);
    }
    console.log(
      `rolling restart: ${acked.size} moves acknowledged, ${rows.length} stored, ` +
        `sockets closed with 1001: ${closedWith1001.join(', ')}`,
    );
  }, 330_000);
});
