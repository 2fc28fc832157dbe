import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/bench/server/free-port.js';
import { percentile } from '../../src/bench/server/percentile.js';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.js';
import { ensureBuilt } from './dist.js';
import {
  api,
  apiFrom,
  seatedTable,
  sleep,
  type Client,
  type Msg,
  type TestApp,
} from './helpers.js';

/**
 * The lobby flood (issue 32): one address opens 150 connections, each pipelining a thousand
 * `GET /api/v1/tables?status=open` and never reading an answer, again and again as the server
 * closes them. Each answer listed every table's options (an AquaSphere pack, about 45 KB): the
 * server built them all and kept every one in memory behind the first it could not send, and
 * died out of memory within 30 s (4.35 GB). The server runs as its own process, from dist/, with
 * the flags it runs with in production, so that its resident memory is what is measured.
 */
/**
 * The bound on its resident memory: about 150 MB at rest here, and the main thread lets its old
 * generation reach 512 MB before a full collection (node-flags.ts): garbage counts until then.
 */
const RSS_BOUND_MB = 800;
/** The flood lasts this long at least, and until MOVES moves were acknowledged through it. */
const FLOOD_MS = 20_000;
const MOVES = 25;
/** A frozen server acknowledges none: past this the test stops waiting and fails. */
const FLOOD_MAX_MS = 100_000;
const CONNECTIONS = 150;
const PIPELINED = 1000;

let server: ChildProcess;
let dataDir = '';
let url = '';
let port = 0;
let stderr = '';

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'fathom-lobby-flood-'));
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      FATHOM_TABLES_PER_MINUTE: '0',
      FATHOM_BOT_THREADS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (
    let i = 0;
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (server.exitCode !== null || i > 300) throw new Error(`the server did not start: ${stderr}`);
    await sleep(50);
  }
}, 240_000);

afterAll(() => {
  server?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The server's resident memory, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/**
 * Connections from `from` that pipeline requests and never read: `PIPELINED` at once, as many
 * again every half second for as long as the server takes them.
 */
function flood(from: string, stop: () => boolean): { opened: number; sockets: Set<Socket> } {
  const burst = Buffer.from(
    `GET /api/v1/tables?status=open HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(PIPELINED),
  );
  const state = { opened: 0, sockets: new Set<Socket>() };
  const open = () => {
    const s = connect({ port, host: '127.0.0.1', localAddress: from });
    // Never reads: what the server sends stays in the kernel's buffers, then in the server's.
    s.pause();
    state.opened++;
    state.sockets.add(s);
    s.on('connect', () => s.write(burst));
    s.on('error', () => {});
    s.on('close', () => state.sockets.delete(s));
  };
  for (let i = 0; i < CONNECTIONS; i++) open();
  const more = setInterval(() => {
    if (stop()) return clearInterval(more);
    for (const s of state.sockets) if (s.writableLength < burst.length) s.write(burst);
  }, 500);
  return state;
}

/** Plays two-seat tables move by move, a move every 50 ms, until `stop`; each move's ack time in `times`. */
async function play(app: TestApp, stop: () => boolean, times: number[]): Promise<void> {
  while (!stop()) {
    const { clients } = await seatedTable(app, 'into-the-blue', 2);
    expect((await (clients[0] as Client).request({ type: 'start' })).type).toBe('ack');
    for (;;) {
      await sleep(50);
      if (stop()) break;
      const latest = (clients[0] as Client).latest();
      if (latest?.result) break;
      const mover = clients.find((c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0);
      if (!mover) continue;
      const at = mover.latest() as Msg;
      const t0 = performance.now();
      const answer = await mover.request(
        { type: 'move', seq: at.seq, move: (at.legal as unknown[])[0] },
        15_000,
      );
      times.push(performance.now() - t0);
      expect(answer.type).toBe('ack');
      // Its position comes with the move's broadcast, which may follow the ack.
      await mover.next((m) => (m.seq as number) > (at.seq as number), 15_000, 0);
    }
    for (const c of clients) c.close();
  }
}

describe('a lobby flood from one address', () => {
  it('leaves the server’s memory bounded and other tables played', async () => {
    // A full lobby: 100 open AquaSphere tables (each with the default pack as its options),
    // from 20 addresses.
    for (let i = 0; i < 100; i++) {
      const r = await apiFrom(`127.0.0.${10 + (i % 20)}`, url, 'POST', '/api/v1/tables', {
        game: 'aquasphere',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      expect(r.status).toBe(201);
    }
    const before = rssMb(server.pid as number);
    let over = false;
    let peak = before;
    const sampler = setInterval(() => {
      if (server.exitCode !== null) return;
      peak = Math.max(peak, rssMb(server.pid as number));
      if (peak > RSS_BOUND_MB) over = true;
    }, 100);
    const start = performance.now();
    const times: number[] = [];
    // Waits for moves, not for a time: a loaded machine plays fewer of them a second.
    const stop = () => {
      const now = performance.now() - start;
      const done = now > FLOOD_MS && times.length >= MOVES;
      return over || server.exitCode !== null || done || now > FLOOD_MAX_MS;
    };
    const attack = flood('127.0.0.2', stop);
    const app = { url, wsUrl: `ws://127.0.0.1:${port}/api/v1/ws` } as TestApp;
    // A server that stops answering does not hold the test up: what was played by then counts.
    const played = play(app, stop, times);
    played.catch(() => {});
    await Promise.race([played, sleep(FLOOD_MAX_MS + 10_000)]);
    clearInterval(sampler);
    for (const s of attack.sockets) s.destroy();
    console.log(
      `lobby flood: ${attack.opened} connections, RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB; ${times.length} moves acknowledged meanwhile, p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms`,
    );
    expect(server.exitCode).toBeNull();
    expect(peak).toBeLessThan(RSS_BOUND_MB);
    // Moves kept being acknowledged through the flood (one every 50 ms at most: about 300 in
    // 20 s without a flood, 65 to 170 with it on a shared machine, none before the fix).
    expect(times.length).toBeGreaterThanOrEqual(MOVES);
    // And everyone else is still served.
    expect((await api(url, 'GET', '/healthz')).status).toBe(200);
    const lobby = await api(url, 'GET', '/api/v1/tables?status=open');
    expect(lobby.status).toBe(200);
    expect(lobby.body.tables.length).toBe(50);
  }, 180_000);
});
