import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { startPostgres } from './throwaway-postgres.js';
import { createRng } from '../../kernel/index.js';
import { freePort } from './free-port.js';
import { LOAD_TEST_ENV, postJson } from './http.js';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';

/**
 * Two server processes on one PostgreSQL: N two-seat tables, seat 0 plays through instance A,
 * seat 1 through instance B. For every move, the time from its sending (to one instance) until
 * the other seat's client (on the other instance) receives it. Prints p50 and p99.
 *
 * With `--kill-listen-every S`, the connections that LISTEN for notices (both instances') are
 * killed every S seconds (pg_terminate_backend), and for the moves sent in the second after each
 * kill (whose hints are lost) the time until they reach the other instance: the staleness a lost
 * channel costs.
 *
 * `node dist/bench/server/instances.js [--tables 200] [--seconds 20] [--think 500]
 * [--kill-listen-every 5]`
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const tables = Number(opt('tables', '200'));
const seconds = Number(opt('seconds', '20'));
const think = Number(opt('think', '500'));
const killEvery = Number(opt('kill-listen-every', '0'));
const rng = createRng('two instances');
const serverMain = fileURLToPath(new URL('../../server/main.js', import.meta.url));

const pgServer = await startPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-two-'));
const servers: ChildProcess[] = [];
const urls: string[] = [];
try {
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pgServer.url,
      ...LOAD_TEST_ENV,
      FATHOM_SOCKET_RATE: '0',
    };
    servers.push(
      spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    urls.push(`http://127.0.0.1:${port}`);
  }
  for (const url of urls) {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not yet
      }
      if (i > 200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const sentAt = new Map<string, number>(); // "table seq" -> when sent
  const latencies: number[] = [];
  /** Moves seen across instances while measuring: when sent, and how long until seen. */
  const crossings: { sent: number; ms: number }[] = [];
  let measuring = false;
  const sockets: WebSocket[] = [];
  for (let t = 0; t < tables; t++) {
    const created = await postJson(`${urls[0]}/api/v1/tables`, {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'A',
      seat: 0,
      listed: false,
    });
    const id = (created.table as { id: string }).id;
    const joined = await postJson(`${urls[1]}/api/v1/tables/${id}/join`, { seat: 1, name: 'B' });
    const tokens = [created.token as string, joined.token as string];
    for (const seat of [0, 1]) {
      const ws = new WebSocket(
        `${(urls[seat] as string).replace('http', 'ws')}/api/v1/ws?table=${id}`,
      );
      sockets.push(ws);
      let moved = -1;
      ws.on('open', () => {
        ws.send(
          JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table: id, token: tokens[seat] }),
        );
        if (seat === 0) setTimeout(() => ws.send(JSON.stringify({ type: 'start' })), 500);
      });
      ws.on('message', (data) => {
        const m = unpackMessage(JSON.parse(data.toString())) as Record<string, unknown>;
        if (m.type !== 'move' && m.type !== 'welcome') return;
        const seq = m.seq as number;
        if (m.type === 'move' && m.actor === 1 - seat) {
          const sent = sentAt.get(`${id} ${seq}`);
          if (sent !== undefined && measuring) {
            latencies.push(performance.now() - sent);
            crossings.push({ sent, ms: performance.now() - sent });
          }
        }
        const legal = decodeLegal(m.legal);
        if (legal.length && !m.result && moved !== seq) {
          moved = seq;
          setTimeout(() => {
            sentAt.set(`${id} ${seq + 1}`, performance.now());
            ws.send(JSON.stringify({ type: 'move', seq, move: legal[rng.int(legal.length)] }));
          }, think * rng.float());
        }
      });
    }
  }
  await new Promise((r) => setTimeout(r, 3000));
  measuring = true;
  const kills: number[] = [];
  const killer =
    killEvery > 0
      ? setInterval(() => {
          const admin = new pg.Client({ connectionString: pgServer.url });
          void admin
            .connect()
            .then(() => {
              kills.push(performance.now());
              return admin.query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()",
              );
            })
            .finally(() => admin.end());
        }, killEvery * 1000)
      : null;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  if (killer) clearInterval(killer);
  // The moves sent in the second after a kill: let the slowest arrive.
  await new Promise((r) => setTimeout(r, killer ? 3000 : 0));
  measuring = false;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN).toFixed(1);
  console.log(
    `two instances: ${tables} tables, ${latencies.length} moves seen across instances in ${seconds} s: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms (from sending to one instance to arriving from the other)`,
  );
  if (kills.length > 0) {
    const after = kills.map((k) =>
      Math.max(0, ...crossings.filter((c) => c.sent >= k && c.sent < k + 1000).map((c) => c.ms)),
    );
    const moves = crossings.filter((c) => kills.some((k) => c.sent >= k && c.sent < k + 1000));
    console.log(
      `listen connections killed ${kills.length} times: the moves sent in the second after a kill (${moves.length}) ` +
        `reached the other instance in at most ${Math.max(...after).toFixed(0)} ms (per kill: ${after.map((a) => a.toFixed(0)).join(', ')} ms)`,
    );
  }
  for (const ws of sockets) ws.terminate();
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))),
  );
  await pgServer.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
