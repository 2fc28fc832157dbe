import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { createRng } from '../../kernel/index.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { channelOf } from '../../server/storage/postgres-appends.js';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { freePort } from './free-port.js';
import { LOAD_TEST_ENV, postJson } from './http.js';

/** How the balancer sends a table's HTTP requests (its creation always goes to any instance). */
export type HttpRouting = 'any' | 'routed';

export interface RoutedOptions {
  /** Tables played at once (each slot starts a new one when its game ends). */
  readonly tables: number;
  readonly seconds: number;
  readonly http: HttpRouting;
  /** The server to run (dist/server/main.js of this build, or of another, to compare). */
  readonly server: string;
  /** A seat's think time before each move, drawn up to this (ms). */
  readonly think: number;
}

export const THIS_SERVER = fileURLToPath(new URL('../../server/main.js', import.meta.url));

/**
 * Two real server instances on one PostgreSQL database (a fresh one, made in `pgUrl`'s server),
 * behind a balancer played by this process as deploy/nginx.conf routes: a table's sockets to the
 * instance its id names (here: its notice shard's parity), its creation to either in turn, and
 * its join to either in turn (`any`, a balancer routing sockets only) or to its instance
 * (`routed`). Two-seat Into the Blue tables, both seats playing random moves. After a warm-up
 * (every table a few moves in, then a catch-up period), for `seconds`: per instance, the tables it holds at the end (against its
 * share: the tables routed to it) and its CPU; per move, the hints of other instances' moves
 * heard and the reads they cost (the server's /metrics: a build without those counters prints -).
 */
export async function routedServers(pgUrl: string, o: RoutedOptions): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const db = `routed_${o.http}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  const url = pgUrl.replace(/\/[^/]*$/, `/${db}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-routed-'));
  const servers: ChildProcess[] = [];
  const urls: string[] = [];
  const sockets = new Set<WebSocket>();
  let stopping = false;
  try {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env = {
        ...process.env,
        ...LOAD_TEST_ENV,
        FATHOM_READS_PER_SECOND: '0',
        FATHOM_SOCKET_RATE: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        FATHOM_INSTANCE: `i${i}`,
        LOG_LEVEL: 'warn',
      };
      servers.push(
        spawn(process.execPath, [...SERVER_NODE_FLAGS, o.server], {
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
      urls.push(`http://127.0.0.1:${port}`);
    }
    for (const u of urls) await healthy(u);
    const rng = createRng(`routed ${o.http}`);
    const home = (id: string) => Number(channelOf(id).split('_')[1]) % 2;
    let turn = 0; // the balancer's round robin, for requests it does not route
    const anyInstance = () => urls[turn++ % 2] as string;
    /** Tables being played, with the last seq seen at each. */
    const playing = new Map<string, number>();
    // Two people's Into the Blue, the first seated by its creation.
    const seats = ['human', 'human'].map((kind) => ({ kind }));
    const table = { game: 'into-the-blue', listed: false, seats, seat: 0, name: 'A' };
    /** One slot: a table played to its end, then the next. */
    const slot = async (): Promise<void> => {
      while (!stopping) {
        const created = await postJson(`${anyInstance()}/api/v1/tables`, table);
        const id = (created.table as { id: string }).id;
        const joinAt = o.http === 'routed' ? (urls[home(id)] as string) : anyInstance();
        const joined = await postJson(`${joinAt}/api/v1/tables/${id}/join`, { seat: 1, name: 'B' });
        playing.set(id, 0);
        await play(id, [created.token as string, joined.token as string]);
        playing.delete(id);
      }
    };
    const play = (id: string, tokens: string[]) =>
      new Promise<void>((done) => {
        const at = (urls[home(id)] as string).replace('http', 'ws');
        let ended = false;
        const finish = () => {
          if (!ended) done();
          ended = true;
        };
        for (const [seat, token] of tokens.entries()) {
          const ws = new WebSocket(`${at}/api/v1/ws?table=${id}`);
          sockets.add(ws);
          ws.on('error', () => {}); // closed before it opened, at the end: nothing to do
          let moved = -1;
          ws.on('open', () => {
            ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table: id, token }));
          });
          ws.on('close', () => {
            sockets.delete(ws);
            finish();
          });
          ws.on('message', (data) => {
            const m = unpackMessage(JSON.parse(data.toString())) as Record<string, unknown>;
            if (
              m.type === 'welcome' &&
              seat === 0 &&
              (m.table as { status: string }).status === 'open'
            )
              ws.send(JSON.stringify({ type: 'start' }));
            if (m.type === 'error' && m.code === 'not-started')
              setTimeout(() => ws.send(JSON.stringify({ type: 'start' })), 100);
            if (m.type !== 'move' && m.type !== 'welcome') return;
            if (m.result || stopping) {
              ws.close();
              finish();
              return;
            }
            const seq = m.seq as number;
            if (playing.has(id)) playing.set(id, seq);
            const legal = decodeLegal(m.legal);
            if (legal.length === 0 || moved === seq) return;
            moved = seq;
            setTimeout(() => {
              const move = legal[rng.int(legal.length)];
              ws.send(JSON.stringify({ type: 'move', seq, move }));
            }, o.think * rng.float());
          });
        }
      });
    const slots = Array.from({ length: o.tables }, () => slot());
    // Warm-up: every slot's table played a few moves (at most a minute), then a catch-up period
    // (2 s) and more: what an instance forgets is forgotten by then.
    const warm = Date.now() + 60_000;
    while (
      Date.now() < warm &&
      (playing.size < o.tables || [...playing.values()].some((q) => q < 3))
    )
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3000));
    const before = await Promise.all(urls.map(scrape));
    await new Promise((r) => setTimeout(r, o.seconds * 1000));
    const after = await Promise.all(urls.map(scrape));
    const share = [0, 0];
    for (const id of playing.keys()) share[home(id)]!++;
    const inPlay = playing.size;
    stopping = true;
    for (const ws of sockets) ws.close();
    await Promise.race([Promise.all(slots), new Promise((r) => setTimeout(r, 5000))]);
    const d = (i: number, k: string) => (after[i]?.[k] ?? NaN) - (before[i]?.[k] ?? NaN);
    const moves = d(0, 'fathom_moves_total') + d(1, 'fathom_moves_total');
    const per = (k: string) => ((d(0, k) + d(1, k)) / moves).toFixed(3);
    const held = after.map((a) => a.fathom_tables_loaded);
    const cpu = [0, 1].map((i) => ((d(i, 'process_cpu_seconds_total') * 1e6) / moves).toFixed(0));
    return (
      `2 servers, table requests ${o.http}${o.server === THIS_SERVER ? '' : ` (${o.server})`}: ` +
      `${(moves / o.seconds).toFixed(0)} moves/s; tables held per instance ${held.join(', ')} ` +
      `(${inPlay} playing, routed to each ${share.join(', ')}); per move: ` +
      `${per('fathom_table_hints_total')} hints heard, ${per('fathom_table_reads_total')} reads; ` +
      `CPU per move (of all moves) ${cpu.join(', ')} µs per instance`
    ).replaceAll('NaN', '-');
  } finally {
    stopping = true;
    for (const ws of sockets) ws.terminate();
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function healthy(url: string): Promise<void> {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 400) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The instance's metrics without labels' variety: name → value (the first series of each). */
async function scrape(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{[^}]*\})? ([\d.e+-]+)$/.exec(line);
    if (m && !(m[1]! in out)) out[m[1]!] = Number(m[2]);
  }
  return out;
}
