import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { GAMES } from '../../games/registry.js';
import { createRng } from '../../kernel/index.js';
import { lowerThreads } from '../../server/thread-priority.js';
import { postRetrying } from '../server/http.js';
import { percentile } from '../server/percentile.js';
import { peerRequire } from './install.js';

/**
 * The peer's load generator, the twin of ../server/load.ts for boardgame.io: N matches of
 * `--players` seats, created and joined through boardgame.io's lobby API, a socket.io client in
 * every seat (each its own connection, WebSocket only, as Fathom's clients are), the same random
 * bot deciding from the legal moves the server sends the seat to move, after thinking `--think`
 * ms (0.5x to 1.5x). boardgame.io has no acknowledgement: a move is acknowledged when its mover
 * receives the state it led to. With `--closed-loop`, a finished match is replaced by a new one
 * at once. It runs at a lower priority, as Fathom's does. Prints one JSON line of results, with
 * the same names as Fathom's generator.
 *
 * `node dist/bench/peer/load.js --url http://127.0.0.1:18432 --game into-the-blue --tables 1000
 * --players 4 --seconds 20 --think 0 --closed-loop`
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const url = opt('url', 'http://127.0.0.1:18432');
const gameId = opt('game', 'into-the-blue');
const tables = Number(opt('tables', '100'));
const players = Number(opt('players', '4'));
const seconds = Number(opt('seconds', '20'));
const thinkMs = Number(opt('think', '1000'));
const closedLoop = argv.includes('--closed-loop');

interface PeerSocket {
  on(event: string, fn: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  disconnect(): void;
}
const { io } = peerRequire()('socket.io-client') as {
  io: (url: string, opts: Record<string, unknown>) => PeerSocket;
};

const entry = GAMES.get(gameId);
if (!entry) throw new Error(`no game ${gameId}`);
const stats = {
  latencies: [] as number[],
  acks: 0,
  finished: 0,
  replaced: 0,
  errors: {} as Record<string, number>,
  measuring: false,
};

interface PeerState {
  readonly _stateID: number;
  readonly G: { readonly legal: readonly unknown[] | null };
  readonly ctx: { readonly gameover?: unknown };
}

/** One seat: plays its legal moves when the state it receives gives it some. */
function seat(matchID: string, playerID: number, credentials: string, ended: () => void) {
  const agent = entry?.bots.find((b) => b.name === 'random')?.create();
  if (!agent) throw new Error('no random bot');
  const rng = createRng(`${matchID}:${playerID}`);
  const socket = io(`${url}/${gameId}`, { transports: ['websocket'], forceNew: true });
  let pending = -1;
  let sentAt = 0;
  let over = false;
  const ready = new Promise<void>((resolve) => {
    const heard = (state: PeerState) => {
      resolve();
      if (pending >= 0 && state._stateID > pending) {
        if (stats.measuring) {
          stats.acks++;
          stats.latencies.push(performance.now() - sentAt);
        }
        pending = -1;
      }
      if (state.ctx.gameover !== undefined) {
        if (!over && playerID === 0) {
          over = true;
          stats.finished++;
          ended();
        }
        return;
      }
      const legal = state.G.legal;
      if (!legal || pending >= 0) return;
      const stateID = state._stateID;
      const move = agent.decide({ view: null, seat: playerID, legal, rng });
      pending = stateID;
      setTimeout(
        () => {
          sentAt = performance.now();
          const payload = { type: 'play', args: [move], playerID: String(playerID), credentials };
          socket.emit('update', { type: 'MAKE_MOVE', payload }, stateID, matchID, String(playerID));
        },
        thinkMs * (0.5 + rng.float()),
      );
    };
    socket.on('sync', (_id, info) => heard((info as { state: PeerState }).state));
    socket.on('update', (_id, state) => heard(state as PeerState));
    socket.on('connect_error', () => (stats.errors.connect = (stats.errors.connect ?? 0) + 1));
  });
  socket.emit('sync', matchID, String(playerID), credentials, players);
  return { socket, ready };
}

async function newMatch(): Promise<{ id: string; credentials: string[] }> {
  const api = `${url}/games/${gameId}`;
  const { matchID } = (await postRetrying(`${api}/create`, { numPlayers: players })) as {
    matchID: string;
  };
  const credentials: string[] = [];
  for (let p = 0; p < players; p++) {
    const joined = await postRetrying(`${api}/${matchID}/join`, {
      playerID: String(p),
      playerName: `Bench${p}`,
    });
    credentials.push(joined.playerCredentials as string);
  }
  return { id: matchID, credentials };
}

let running = true;
const live = new Set<ReturnType<typeof seat>[]>();
async function play(m: { id: string; credentials: string[] }): Promise<void> {
  const seats: ReturnType<typeof seat>[] = [];
  const ended = () => {
    if (!closedLoop || !running) return;
    setTimeout(() => {
      for (const s of seats) s.socket.disconnect();
      live.delete(seats);
      if (!running) return;
      newMatch()
        .then(play)
        .then(
          () => stats.replaced++,
          () => (stats.errors.replace = (stats.errors.replace ?? 0) + 1),
        );
    }, 0);
  };
  m.credentials.forEach((c, p) => seats.push(seat(m.id, p, c, ended)));
  live.add(seats);
  await Promise.all(seats.map((s) => s.ready));
}

lowerThreads([]);
const setupStart = performance.now();
const matches: { id: string; credentials: string[] }[] = [];
let made = 0;
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (made < tables) {
      made++;
      matches.push(await newMatch());
    }
  }),
);
// Every seat connects and syncs; a match plays as soon as its seats hear their state.
let next = 0;
await Promise.all(
  Array.from({ length: 64 }, async () => {
    while (next < matches.length) await play(matches[next++] as (typeof matches)[number]);
  }),
);
const setupMs = performance.now() - setupStart;
await new Promise((r) => setTimeout(r, Math.min(5000, thinkMs * 3 + 1000)));
stats.measuring = true;
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const t0 = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
stats.measuring = false;
running = false;
loop.disable();
const elapsed = (performance.now() - t0) / 1000;
process.stdout.write(
  JSON.stringify({
    tables,
    sockets: tables * players,
    setupSeconds: +(setupMs / 1000).toFixed(1),
    seconds: +elapsed.toFixed(1),
    playerMovesPerSecond: +(stats.acks / elapsed).toFixed(0),
    ackP50Ms: percentile(stats.latencies, 0.5),
    ackP99Ms: percentile(stats.latencies, 0.99),
    ackMaxMs: percentile(stats.latencies, 1),
    generatorLoopDelayP99Ms: +Math.max(0, loop.percentile(99) / 1e6 - 5).toFixed(1),
    errors: stats.errors,
    gamesFinished: stats.finished,
    closedLoop,
    gamesReplaced: stats.replaced,
  }) + '\n',
);
for (const seats of live) for (const s of seats) s.socket.disconnect();
process.exit(0);
