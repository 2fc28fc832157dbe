import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, type TestPostgres } from './throwaway-postgres.js';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { fullCollections } from './gc-trace.js';
import { percentile } from './percentile.js';
import { CpuTrace, rssMb } from './cpu.js';
import { parseMoveTimes } from '../../server/move-times.js';
import { LOAD_NODE_FLAGS, LOAD_TEST_ENV } from './http.js';
import { GAMES } from '../../games/registry.js';

/**
 * `npm run bench:server`: for SQLite and for PostgreSQL, starts the server in its own process,
 * runs the load generator (load.ts) in another, and reports moves per second, acknowledgement
 * latency (p50, p99) and the server's memory.
 *
 * Options: --games into-the-blue,aquasphere (each game in turn, for each engine), --tables N
 * (per game: 2,000 Into the Blue tables, 1,000 AquaSphere ones, issue 28's sizes; Survive 2,000),
 * --players N (4), --seconds N (30), --think MS (1000: each seat
 * thinks 0.5x to 1.5x this before moving), --engines sqlite,postgres, --closed-loop (a table
 * whose game ended is replaced by a new game at once: N games always in play, the way to
 * measure capacity at --think 0), --ramp S (the first games start over S seconds, each at a random
 * time, and the measured window follows: with --closed-loop, games then end at an even pace rather
 * than together), --profile DIR (the server writes a V8 CPU profile there when it
 * stops: where its main thread's time goes), --port N (18431: two benches can run side by side, to
 * compare two builds under the same load of the machine). The server runs with `--trace-gc`: the full
 * collections inside the measured window, and the longest one's main-thread time, are reported
 * (gc-trace.ts). So is the part of an acknowledgement spent in the server, from the move's frame
 * handled to its ack written (FATHOM_MOVE_TIMES, move-times.ts): the generator's latency also
 * holds its own event loop, and on one machine the two processes share the cores. And the server's
 * CPU (every thread) per acknowledged player move in the window (cpu.ts): on a machine shared with
 * other work, the figure that holds best from run to run, to compare two builds.
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const games = opt('games', 'into-the-blue,aquasphere').split(',');
/** The tables of a game when --tables does not say: an AquaSphere view is far larger to build. */
const DEFAULT_TABLES: Readonly<Record<string, string>> = { aquasphere: '1000' };
for (const game of games) {
  if (!GAMES.has(game)) {
    console.error(`--games: no game ${game} (${[...GAMES.keys()].join(', ')})`);
    process.exit(2);
  }
}
const tablesOf = (game: string) => opt('tables', DEFAULT_TABLES[game] ?? '2000');
const players = opt('players', '4');
const seconds = opt('seconds', '30');
const think = opt('think', '1000');
const engines = opt('engines', 'sqlite,postgres').split(',');
const closedLoop = argv.includes('--closed-loop');
const ramp = opt('ramp', '0');
const profileDir = opt('profile', '');
const port = opt('port', '18431');
const here = fileURLToPath(new URL('.', import.meta.url));
const serverMain = join(here, '../../server/main.js');

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function run(game: string, engine: string): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-'));
  let pg: TestPostgres | null = null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...LOAD_TEST_ENV,
    // Each move's time in the server, on its stdout (move-times.ts).
    FATHOM_MOVE_TIMES: '1',
  };
  delete env.DATABASE_URL;
  if (engine === 'postgres') {
    pg = await startPostgres({ maxConnections: 100, sharedBuffers: '256MB' });
    env.DATABASE_URL = pg.url;
  }
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const spawnedAt = performance.now();
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--trace-gc', ...profile, serverMain],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let trace = '';
  server.stdout?.on('data', (d: Buffer) => (trace += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, server);
    const rssBefore = rssMb(server.pid ?? 0);
    const cpu = new CpuTrace(server.pid ?? 0);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid ?? 0))), 500);
    const load = spawn(
      process.execPath,
      [
        // The generator's own collections count in every latency it measures: a young generation
        // this size lets what its 8,000 sockets hold for a turn die young (LOAD_NODE_FLAGS).
        ...LOAD_NODE_FLAGS,
        join(here, 'load.js'),
        '--url',
        url,
        '--game',
        game,
        '--tables',
        tablesOf(game),
        '--players',
        players,
        '--seconds',
        seconds,
        '--think',
        think,
        ...(closedLoop ? ['--closed-loop'] : []),
        '--ramp',
        ramp,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    load.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => load.on('exit', r));
    // The generator measures its last `seconds` before it exits (and reports at once).
    const endAt = performance.now();
    cpu.stop();
    const cpuSeconds = cpu.between(endAt - Number(seconds) * 1000, endAt);
    const windowEnd = endAt - spawnedAt;
    const windowStart = windowEnd - Number(seconds) * 1000;
    const inWindow = fullCollections(trace).filter(
      (c) => c.atMs >= windowStart - 250 && c.atMs <= windowEnd,
    );
    // Each line holds the second before it: those wholly inside the window.
    const inServer = parseMoveTimes(trace)
      .filter((l) => l.atMs >= windowStart + 1000 && l.atMs <= windowEnd)
      .flatMap((l) => l.ms);
    clearInterval(sampler);
    if (code !== 0) throw new Error(`load generator failed (${code})`);
    const result = JSON.parse(out.trim().split('\n').pop() as string) as Record<string, unknown>;
    return {
      game,
      engine,
      ...result,
      serverRssBeforeMb: rssBefore,
      serverRssMb: rssMb(server.pid ?? 0),
      // The server's CPU (every thread) per acknowledged player move, in the measured window.
      serverCpuUsPerMove: Math.round(
        (cpuSeconds * 1e6) / (Number(result.playerMovesPerSecond) * Number(result.seconds)),
      ),
      serverCpuCores: +(cpuSeconds / Number(result.seconds)).toFixed(2),
      serverPeakRssMb: peak,
      serverMoveP50Ms: percentile(inServer, 0.5),
      serverMoveP99Ms: percentile(inServer, 0.99),
      serverFullGcs: inWindow.length,
      serverFullGcMainMsMax: Math.max(0, ...inWindow.map((c) => +c.mainMs.toFixed(1))),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Fathom server bench: ${games.map((g) => `${tablesOf(g)} ${g} tables`).join(', then ')} x ${players} seats, think ~${think} ms, ${seconds} s measured${closedLoop ? ', closed loop' : ''}${ramp !== '0' ? `, games started over ${ramp} s` : ''} ` +
    `(the load generator runs at nice 10: it stands for players on other machines)`,
);
for (const game of games) {
  for (const engine of engines) {
    const r = await run(game, engine);
    console.log(JSON.stringify(r));
    console.log(
      `${game} ${engine.padEnd(8)} ${r.tables} tables: ${r.playerMovesPerSecond} player moves/s (${r.logMovesPerSecond} log moves/s incl. chance), ` +
        `ack p50 ${r.ackP50Ms} ms, p99 ${r.ackP99Ms} ms (in the server, frame handled to ack written: p50 ${r.serverMoveP50Ms} ms, p99 ${r.serverMoveP99Ms} ms; ` +
        `generator's loop delay p99 ${r.generatorLoopDelayP99Ms} ms, its longest GC pause ${r.generatorGcMaxMs} ms), server RSS ${r.serverRssMb} MB (peak ${r.serverPeakRssMb} MB), ` +
        `server CPU ${r.serverCpuUsPerMove} µs per player move (${r.serverCpuCores} cores), ` +
        `server full GCs ${r.serverFullGcs} (longest ${r.serverFullGcMainMsMax} ms of its main thread), ` +
        `${r.sockets} sockets, setup ${r.setupSeconds} s, games ended ${r.gamesFinished}${closedLoop ? ` (replaced ${r.gamesReplaced})` : ''}, errors ${JSON.stringify(r.errors)}`,
    );
  }
}
process.exit(0);
