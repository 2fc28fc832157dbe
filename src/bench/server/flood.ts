import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { lowerThreads } from '../../server/thread-priority.js';
import { freePort } from './free-port.js';
import { postJson } from './http.js';
import { percentile } from './percentile.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';

/**
 * A connection flood against a server with its default limits: flood processes open `--sockets`
 * WebSockets (20,000) from one address (127.0.0.2), each saying hello as a spectator and opening
 * again `--retry-ms` after it is refused or closed. Meanwhile, from another address, a probe
 * asks `/healthz` every 20 ms and plays a table (a move as soon as it may). Reports the probe's
 * latencies (p50, p99, max) and what the flood got.
 *
 * The flood's processes run at nice 10 (`--nice N` to change), as the load generator of
 * `bench:server` does: they stand for machines other than the server's.
 *
 * `node dist/bench/server/flood.js [--sockets 20000] [--seconds 20] [--retry-ms 1000] [--nice 10]`
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const here = fileURLToPath(import.meta.url);

/** A process can open about as many sockets as its open-file limit: the flood is split. */
const PER_PROCESS = 9000;

/** One flood process: `count` sockets to `url`'s table, each reopening after `retry` ms. */
async function floodChild(): Promise<void> {
  const [, wsUrl, table, count, retry, from, nice] = argv as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const stats = {
    opened: 0,
    welcomed: 0,
    refused: {} as Record<string, number>,
    failed: 0,
    open: 0,
  };
  // The attacker's processes stand for another machine: at the server's priority they would take
  // the CPU it needs, which an attacker elsewhere cannot (`--nice 0` shows what that costs).
  if (Number(nice) > 0) lowerThreads([], Number(nice));
  let stop = false;
  const one = () => {
    if (stop) return;
    const ws = new WebSocket(`${wsUrl}?table=${table}`, {
      localAddress: from,
      perMessageDeflate: false,
    });
    let wasOpen = false;
    ws.on('open', () => {
      wasOpen = true;
      stats.opened++;
      stats.open++;
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table }));
    });
    ws.on('message', (d: Buffer) => {
      if (d.includes('"welcome"')) stats.welcomed++;
    });
    ws.on('error', () => {
      if (!wasOpen) stats.failed++;
    });
    ws.on('close', (code, reason) => {
      if (wasOpen) {
        stats.open--;
        const key = `${code} ${reason.toString()}`;
        stats.refused[key] = (stats.refused[key] ?? 0) + 1;
      }
      setTimeout(one, Number(retry));
    });
  };
  for (let i = 0; i < Number(count); i++) {
    one();
    if (i % 500 === 499) await new Promise((r) => setImmediate(r));
  }
  process.on('message', (m) => {
    if (m !== 'report') return;
    stop = true;
    process.send?.(stats);
  });
}

/** A keep-alive connection for the probe's health checks, as a load balancer would hold one. */
const kept = new Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string, localAddress: string, fresh: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, agent: fresh ? false : kept }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const sockets = Number(opt('sockets', '20000'));
  const seconds = Number(opt('seconds', '20'));
  const retry = opt('retry-ms', '1000');
  const floodNice = Number(opt('nice', '10'));
  const port = await freePort();
  const healthPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-flood-'));
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, fileURLToPath(new URL('../../server/main.js', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // The probe starts a table every few seconds: only sockets are limited here.
        FATHOM_TABLES_PER_MINUTE: '0',
        FATHOM_HEALTH_PORT: String(healthPort),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}/api/v1/ws`;
  const children: ChildProcess[] = [];
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not yet
      }
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    // The flood's table (its sockets say hello there as spectators), and the probe's tables:
    // two seats, both played from here as fast as the server answers; a new table when a game
    // ends.
    const flooded = await postJson(`${url}/api/v1/tables`, {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const table = (flooded.table as { id: string }).id;
    const moveTimes: number[] = [];
    const healthTimes: number[] = [];
    const healthKeptTimes: number[] = [];
    const healthOwnPortTimes: number[] = [];
    let measuring = false;
    let games = 0;
    let running = true;
    const probes = new Set<WebSocket>();
    const probeTable = async (): Promise<void> => {
      const created = await postJson(`${url}/api/v1/tables`, {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        name: 'A',
        seat: 0,
        listed: false,
      });
      const id = (created.table as { id: string }).id;
      const joined = await postJson(`${url}/api/v1/tables/${id}/join`, { seat: 1, name: 'B' });
      const pair: WebSocket[] = [];
      const seat = (token: string, starts: boolean) => {
        const ws = new WebSocket(`${wsUrl}?table=${id}`, { perMessageDeflate: false });
        probes.add(ws);
        let sentAt = 0;
        let moved = -1;
        ws.on('open', () =>
          ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table: id, token })),
        );
        ws.on('message', (d: Buffer) => {
          const m = unpackMessage(JSON.parse(d.toString())) as Record<string, unknown>;
          if (m.type === 'welcome' && starts) ws.send(JSON.stringify({ type: 'start' }));
          if (m.type === 'ack' && typeof m.seq === 'number' && measuring)
            moveTimes.push(performance.now() - sentAt);
          if (m.type !== 'welcome' && m.type !== 'move') return;
          if (m.result && starts) {
            games++;
            for (const p of pair) {
              p.terminate();
              probes.delete(p);
            }
            if (running) void probeTable();
            return;
          }
          const legal = decodeLegal(m.legal);
          if (!legal.length || m.result || moved === m.seq) return;
          moved = m.seq as number;
          setTimeout(() => {
            sentAt = performance.now();
            ws.send(JSON.stringify({ type: 'move', seq: m.seq, move: legal[0] }));
          }, 20);
        });
        pair.push(ws);
      };
      seat(created.token as string, true);
      seat(joined.token as string, false);
    };
    await probeTable();

    // The flood.
    const floodStart = performance.now();
    for (let left = sockets; left > 0; left -= PER_PROCESS) {
      children.push(
        fork(
          here,
          [
            '--child',
            wsUrl,
            table,
            String(Math.min(PER_PROCESS, left)),
            retry,
            '127.0.0.2',
            String(floodNice),
          ],
          {
            stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          },
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 3000));
    measuring = true;
    const end = performance.now() + seconds * 1000;
    // Each health check on a new connection (which waits in the kernel's queue with the flood's),
    // then one on a connection kept open.
    while (performance.now() < end) {
      for (const [base, fresh, times] of [
        [url, true, healthTimes],
        [url, false, healthKeptTimes],
        [`http://127.0.0.1:${healthPort}`, true, healthOwnPortTimes],
      ] as const) {
        const t0 = performance.now();
        const status = await get(`${base}/healthz`, '127.0.0.1', fresh).catch(() => 0);
        times.push(status === 200 ? performance.now() - t0 : Infinity);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    measuring = false;
    running = false;
    const reports = await Promise.all(
      children.map(
        (c) =>
          new Promise<Record<string, unknown>>((resolve) => {
            c.once('message', (m) => resolve(m as Record<string, unknown>));
            c.send('report');
          }),
      ),
    );
    const refused: Record<string, number> = {};
    let opened = 0;
    let open = 0;
    let failed = 0;
    for (const r of reports) {
      opened += r.opened as number;
      open += r.open as number;
      failed += r.failed as number;
      for (const [k, v] of Object.entries(r.refused as Record<string, number>))
        refused[k] = (refused[k] ?? 0) + v;
    }
    const result = {
      floodSockets: sockets,
      floodSeconds: +((performance.now() - floodStart) / 1000).toFixed(1),
      floodOpenAtEnd: open,
      floodHandshakes: opened,
      floodCutBeforeHandshake: failed,
      floodClosed: refused,
      healthzRequests: healthTimes.length,
      healthzFailed: healthTimes.filter((t) => t === Infinity).length,
      healthzP50Ms: percentile(healthTimes, 0.5),
      healthzP99Ms: percentile(healthTimes, 0.99),
      healthzMaxMs: percentile(healthTimes, 1),
      healthzKeptAliveP50Ms: percentile(healthKeptTimes, 0.5),
      healthzKeptAliveP99Ms: percentile(healthKeptTimes, 0.99),
      healthzKeptAliveMaxMs: percentile(healthKeptTimes, 1),
      healthzOwnPortP50Ms: percentile(healthOwnPortTimes, 0.5),
      healthzOwnPortP99Ms: percentile(healthOwnPortTimes, 0.99),
      healthzOwnPortMaxMs: percentile(healthOwnPortTimes, 1),
      moves: moveTimes.length,
      moveAckP50Ms: percentile(moveTimes, 0.5),
      moveAckP99Ms: percentile(moveTimes, 0.99),
      moveAckMaxMs: percentile(moveTimes, 1),
      probeGamesEnded: games,
    };
    console.log(JSON.stringify(result));
    console.log(
      `flood of ${sockets} sockets from one address for ${result.floodSeconds} s: ${open} held at the end, ` +
        `${opened} handshakes, ${failed} cut before one; meanwhile /healthz p50 ${result.healthzP50Ms} ms, ` +
        `p99 ${result.healthzP99Ms} ms (${result.healthzFailed} of ${healthTimes.length} failed; on a kept connection p50 ${result.healthzKeptAliveP50Ms} ms, p99 ${result.healthzKeptAliveP99Ms} ms; on FATHOM_HEALTH_PORT p50 ${result.healthzOwnPortP50Ms} ms, p99 ${result.healthzOwnPortP99Ms} ms), ` +
        `a move at another table p50 ${result.moveAckP50Ms} ms, p99 ${result.moveAckP99Ms} ms (${moveTimes.length} moves)`,
    );
    for (const p of probes) p.terminate();
  } finally {
    for (const c of children) c.kill('SIGKILL');
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

if (argv[0] === '--child') await floodChild();
else await main();
