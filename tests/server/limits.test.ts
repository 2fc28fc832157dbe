import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { addressKey, resolveLimits } from '../../src/server/limits.js';
import { api, Client, seatedTable, sleep, startTestApp, until, useTestApp } from './helpers.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';

// One client opening sockets without end gets its share and no more: `/healthz`, the lobby and
// every table keep serving everyone else. Loopback has many addresses (127.0.0.0/8): each flood
// comes from its own, the players from 127.0.0.1.
const app = useTestApp({
  limits: { socketsPerAddress: 20, connectionsPerAddress: 40, sockets: 200 },
});

interface Outcome {
  ws: WebSocket;
  welcomed: boolean;
  closed: { code: number; reason: string } | null;
  failed: boolean;
}

/** A socket from `from` that says hello to `table` as a spectator, and what became of it. */
function spectate(url: string, from: string, table: string): Outcome {
  const ws = new WebSocket(url, { localAddress: from });
  const o: Outcome = { ws, welcomed: false, closed: null, failed: false };
  ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table })));
  ws.on('message', (d) => {
    if ((JSON.parse(d.toString()) as { type: string }).type === 'welcome') o.welcomed = true;
  });
  ws.on('close', (code, reason) => (o.closed = { code, reason: reason.toString() }));
  ws.on('error', () => (o.failed = true));
  return o;
}

const settled = (o: Outcome) => o.welcomed || o.closed !== null || o.failed;

describe('connection limits', () => {
  it('a flood of sockets from one address leaves /healthz, the lobby and other tables served', async () => {
    const { id, clients } = await seatedTable(app, 'into-the-blue', 2);
    const [c0] = clients as [Client, Client];
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });

    const flood = Array.from({ length: 1500 }, () => spectate(app.wsUrl, '127.0.0.2', id));
    // Meanwhile, everyone else: health, the lobby, a new spectator, and play.
    const timings: number[] = [];
    const timed = async <T>(f: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const r = await f();
      timings.push(performance.now() - t0);
      return r;
    };
    for (let i = 0; i < 10; i++) {
      expect((await timed(() => api(app.url, 'GET', '/healthz'))).status).toBe(200);
      expect((await timed(() => api(app.url, 'GET', '/api/v1/tables'))).status).toBe(200);
    }
    const watcher = await Client.connect(app.wsUrl);
    expect((await watcher.hello(id)).type).toBe('welcome');
    await until(() => flood.every(settled), 30_000, 'every flood socket to settle');

    // The flood holds its share; the rest were told why (or cut before a byte was read).
    const held = flood.filter((o) => o.welcomed && o.closed === null);
    expect(held.length).toBe(20);
    const told = flood.filter((o) => o.closed?.code === 1013);
    expect(told.length).toBeGreaterThan(0);
    for (const o of told) expect(o.closed?.reason).toBe('too-many-sockets');
    expect(held.length + told.length + flood.filter((o) => o.failed).length).toBe(flood.length);

    // Play goes on at the flooded table (and its new spectator sees it).
    const mover = (await until(
      () => clients.some((c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0),
      10_000,
      'a turn',
    ).then(() =>
      clients.find((c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0),
    )) as Client;
    const seq = mover.lastSeq();
    const legal = mover.latest()?.legal as unknown[];
    const ack = await timed(() => mover.request({ type: 'move', seq, move: legal[0] }));
    expect(ack).toMatchObject({ type: 'ack' });
    await watcher.next((m) => (m.type === 'move' || m.type === 'moves') && (m.seq as number) > seq);
    expect(timings.length).toBe(21);

    // Closing flood sockets frees the address's share.
    for (const o of held.slice(0, 5)) o.ws.close();
    await until(() => held.slice(0, 5).every((o) => o.closed !== null));
    await sleep(50);
    const again = Array.from({ length: 10 }, () => spectate(app.wsUrl, '127.0.0.2', id));
    await until(() => again.every(settled), 10_000, 'the second wave to settle');
    expect(again.filter((o) => o.welcomed && o.closed === null).length).toBe(5);
    for (const o of [...flood, ...again]) o.ws.terminate();
    for (const c of [...clients, watcher]) c.close();
  }, 60_000);

  it('connections that never send a request are cut at the per-address limit', async () => {
    const raw: Socket[] = [];
    const closed = new Set<Socket>();
    for (let i = 0; i < 120; i++) {
      const s = connect({ host: '127.0.0.1', port: app.port, localAddress: '127.0.0.3' });
      s.on('error', () => {});
      s.on('close', () => closed.add(s));
      raw.push(s);
    }
    await until(() => raw.length - closed.size <= 40, 10_000, 'the extra connections to be cut');
    await sleep(200);
    expect(raw.length - closed.size).toBe(40);
    expect((await api(app.url, 'GET', '/healthz')).status).toBe(200);
    for (const s of raw) s.destroy();
  });

  it('the total cap refuses sockets with server-full, whatever their address', async () => {
    const full = await startTestApp({ limits: { sockets: 30, socketsPerAddress: 0 } });
    try {
      const created = await api(full.url, 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id = created.body.table.id as string;
      const all: Outcome[] = [];
      for (let a = 10; a < 20; a++) {
        for (let i = 0; i < 5; i++) all.push(spectate(full.wsUrl, `127.0.0.${a}`, id));
      }
      await until(() => all.every(settled), 10_000, 'every socket to settle');
      expect(all.filter((o) => o.welcomed && o.closed === null).length).toBe(30);
      const refused = all.filter((o) => o.closed !== null);
      expect(refused.length).toBe(20);
      for (const o of refused) expect(o.closed).toEqual({ code: 1013, reason: 'server-full' });
      expect((await api(full.url, 'GET', '/healthz')).status).toBe(200);
      for (const o of all) o.ws.terminate();
    } finally {
      await full.stop();
    }
  });

  it('closes spectators that say nothing for too long, not those that ping, nor silent seats', async () => {
    const idle = await startTestApp({ limits: { spectatorIdleMs: 400 } });
    try {
      const { id, clients } = await seatedTable(idle, 'into-the-blue', 2);
      const quiet = await Client.connect(idle.wsUrl);
      await quiet.hello(id);
      const pinging = await Client.connect(idle.wsUrl);
      await pinging.hello(id);
      const ticker = setInterval(() => pinging.send({ type: 'ping' }), 100);
      let code = 0;
      let reason = '';
      quiet.ws.on('close', (c, r) => ((code = c), (reason = r.toString())));
      await until(() => quiet.closed, 5000, 'the quiet spectator to be closed');
      expect([code, reason]).toEqual([1000, 'idle']);
      await sleep(600);
      clearInterval(ticker);
      expect(pinging.closed).toBe(false);
      for (const c of clients) expect(c.closed).toBe(false);
      for (const c of [...clients, pinging]) c.close();
    } finally {
      await idle.stop();
    }
  });
});

describe('a port of its own for /healthz', () => {
  it('answers health there, and nothing else', async () => {
    const app2 = await startTestApp({ healthPort: 0 });
    try {
      expect(app2.healthPort).not.toBeNull();
      const base = `http://127.0.0.1:${app2.healthPort}`;
      const health = await fetch(`${base}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { ok: true, storage: 'sqlite' }]);
      expect((await fetch(`${base}/api/v1/games`)).status).toBe(404);
    } finally {
      await app2.stop();
    }
  });
});

describe('limits are settings', () => {
  it('counts IPv6 clients by their /56 and keeps totals under the open-file limit', () => {
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:0::/56');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:0::/56');
    // Every /64 of one /56 is one client; the next /56 another.
    expect(addressKey('2001:db8:1:ff::1')).toBe('2001:db8:1:0::/56');
    expect(addressKey('2001:db8:1:1ff::1')).toBe('2001:db8:1:100::/56');
    expect(addressKey('2001:db8:1:ab12::')).toBe('2001:db8:1:ab00::/56');
    expect(addressKey('::1')).toBe('0:0:0:0::/56');
    expect(resolveLimits({ sockets: 50_000, connections: 60_000 }, 20_000)).toMatchObject({
      connections: 19_488,
      sockets: 19_488,
    });
    expect(resolveLimits({}, 20_000)).toMatchObject({ sockets: 10_000, socketsPerAddress: 128 });
  });
});
