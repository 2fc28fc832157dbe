import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { CpuTrace, rssMb } from '../server/cpu.js';
import { LOAD_NODE_FLAGS } from '../server/http.js';
import { installPeer, PEER_PACKAGES } from './install.js';

/**
 * `npm run bench:peer`: boardgame.io (installed by the bench into a cache directory, not a
 * dependency of Fathom: install.ts) serving the same game in memory, measured the way
 * `npm run bench:server` measures Fathom: the server in its own process with the same V8 flags,
 * the generator in another at a lower priority, the same tables, seats, random bot and think
 * time (peer/load.ts). Prints moves/s, ack p50/p99 and the server's RSS.
 *
 * Options: --game into-the-blue, --tables N (1,000), --players N (4), --seconds N (20), --think MS
 * (0), --closed-loop (on unless --open-loop).
 *
 * `--with-fathom`: both side by side in one run. `--pairs N` (3) closed-loop runs of each, Fathom
 * (SQLite, durable) and boardgame.io (in memory) in turn, each pair's ratio of moves/s; then
 * Fathom's capacity runs: 3,000 Into the Blue tables and 1,500 AquaSphere ones, a move a second
 * per seat (--think 1000), their ack p99; and the server's RSS per idle seated socket (tables
 * started, every seat connected, nobody moving: --idle-tables, 1,000).
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const here = fileURLToPath(new URL('.', import.meta.url));
const game = opt('game', 'into-the-blue');
const tables = opt('tables', '1000');
const players = opt('players', '4');
const seconds = opt('seconds', '20');
const think = opt('think', '0');
const closedLoop = !argv.includes('--open-loop');
type Result = Record<string, unknown>;

/** Runs a node script, its last stdout line that is a JSON object. */
function lastJson(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .pop();
      if (code !== 0 || !line) reject(new Error(`${args.join(' ')}: exit ${code}`));
      else resolve(JSON.parse(line) as Result);
    });
  });
}

/** boardgame.io: its server, then the generator against it. */
async function peerRun(): Promise<Result> {
  const port = '18432';
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(here, 'server.js'), '--port', port, '--games', game],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error('peer server exited');
      try {
        if ((await fetch(`${url}/games`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 300) throw new Error('peer server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const cpu = new CpuTrace(server.pid ?? 0);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid ?? 0))), 500);
    const r = await lastJson([
      ...LOAD_NODE_FLAGS,
      join(here, 'load.js'),
      ...['--url', url, '--game', game, '--tables', tables, '--players', players],
      ...['--seconds', seconds, '--think', think, ...(closedLoop ? ['--closed-loop'] : [])],
    ]);
    const endAt = performance.now();
    clearInterval(sampler);
    cpu.stop();
    const cpuSeconds = cpu.between(endAt - Number(seconds) * 1000, endAt);
    return {
      peer: `boardgame.io ${PEER_PACKAGES['boardgame.io']}`,
      game,
      ...r,
      serverRssMb: rssMb(server.pid ?? 0),
      serverPeakRssMb: peak,
      serverCpuUsPerMove: Math.round(
        (cpuSeconds * 1e6) / (Number(r.playerMovesPerSecond) * Number(r.seconds)),
      ),
      serverCpuCores: +(cpuSeconds / Number(r.seconds)).toFixed(2),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
  }
}

/** Fathom: one run of `npm run bench:server` (SQLite), its result line. */
function fathomRun(args: string[]): Promise<Result> {
  return lastJson([join(here, '../server/main.js'), '--engines', 'sqlite', ...args]);
}

const line = (who: string, r: Result) =>
  `${who}: ${r.tables} tables, ${r.playerMovesPerSecond} player moves/s, ack p50 ${r.ackP50Ms} ms, p99 ${r.ackP99Ms} ms, ` +
  `generator loop delay p99 ${r.generatorLoopDelayP99Ms} ms, server CPU ${r.serverCpuUsPerMove} µs per player move (${r.serverCpuCores} cores), server peak RSS ${r.serverPeakRssMb} MB, errors ${JSON.stringify(r.errors)}`;
/** The middle value, or the mean of the two middle ones (of two pairs, not the larger). */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

installPeer();
if (!argv.includes('--with-fathom')) {
  console.log(
    `boardgame.io peer bench: ${tables} ${game} tables x ${players} seats, think ~${think} ms, ${seconds} s measured${closedLoop ? ', closed loop' : ''}`,
  );
  const r = await peerRun();
  console.log(JSON.stringify(r));
  console.log(line('boardgame.io', r));
  process.exit(0);
}

const pairs = Number(opt('pairs', '3'));
console.log(
  `Fathom (SQLite, durable) and boardgame.io ${PEER_PACKAGES['boardgame.io']} (in memory), ${game}, ${tables} tables x ${players} seats, ` +
    `closed loop, think ${think} ms, ${seconds} s measured, ${pairs} pairs run in turn`,
);
const ratios: number[] = [];
const cpuRatios: number[] = [];
const fathomP99: number[] = [];
const peerP99: number[] = [];
for (let i = 0; i < pairs; i++) {
  const f = await fathomRun([
    ...['--games', game, '--tables', tables, '--players', players, '--seconds', seconds],
    ...['--think', think, '--closed-loop'],
  ]);
  console.log(JSON.stringify(f));
  console.log(line(`pair ${i + 1} Fathom`, f));
  const p = await peerRun();
  console.log(JSON.stringify(p));
  console.log(line(`pair ${i + 1} boardgame.io`, p));
  const ratio = Number(f.playerMovesPerSecond) / Number(p.playerMovesPerSecond);
  ratios.push(ratio);
  fathomP99.push(Number(f.ackP99Ms));
  peerP99.push(Number(p.ackP99Ms));
  cpuRatios.push(Number(p.serverCpuUsPerMove) / Number(f.serverCpuUsPerMove));
  console.log(
    `pair ${i + 1}: Fathom / boardgame.io moves/s ${ratio.toFixed(2)}x; boardgame.io's server CPU per move / Fathom's ${(cpuRatios[i] as number).toFixed(2)}x`,
  );
}
const capacity = async (g: string, n: string) => {
  const r = await fathomRun(['--games', g, '--tables', n, '--seconds', seconds, '--think', '1000']);
  console.log(JSON.stringify(r));
  console.log(line(`Fathom ${g}, a move a second per seat`, r));
  return r;
};
const itb = await capacity('into-the-blue', opt('itb-tables', '3000'));
const aqua = await capacity('aquasphere', opt('aquasphere-tables', '1500'));
const idleTables = opt('idle-tables', '1000');
const idle = await fathomRun([
  ...['--games', game, '--tables', idleTables, '--seconds', '10', '--think', '1000000000'],
]);
console.log(JSON.stringify(idle));
const perSocket =
  ((Number(idle.serverRssMb) - Number(idle.serverRssBeforeMb)) * 1024) / Number(idle.sockets);
console.log('');
console.log(
  `closed loop, ${pairs} pairs: Fathom / boardgame.io moves/s ${ratios.map((r) => r.toFixed(2)).join(', ')} (median ${median(ratios).toFixed(2)}x; target 2.5x); ` +
    `server CPU per move, boardgame.io / Fathom ${cpuRatios.map((r) => r.toFixed(2)).join(', ')} (median ${median(cpuRatios).toFixed(2)}x); ` +
    `ack p99 Fathom ${fathomP99.join(', ')} ms, boardgame.io ${peerP99.join(', ')} ms`,
);
console.log(
  `${itb.tables} Into the Blue tables, a move a second per seat: ack p99 ${itb.ackP99Ms} ms (target 50); ` +
    `${aqua.tables} AquaSphere tables: ack p99 ${aqua.ackP99Ms} ms (target 50)`,
);
console.log(
  `RSS per idle seated socket: ${perSocket.toFixed(1)} KB (${idle.sockets} sockets at ${idle.tables} started tables, server RSS ${idle.serverRssBeforeMb} MB before, ${idle.serverRssMb} MB after; the tables' share included)`,
);
process.exit(0);
