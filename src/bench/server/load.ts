import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import WebSocket from 'ws';
import { GAMES } from '../../games/registry.js';
import { createRng } from '../../kernel/index.js';
import { lowerThreads } from '../../server/thread-priority.js';
import { postRetrying as post } from './http.js';
import { percentile } from './percentile.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';
import { applyPatch, type PatchOp } from '../../protocol/patch.js';

/**
 * The load generator (its own process, so its CPU is not the server's): opens N tables of human
 * seats, puts a bot-driven WebSocket client in every seat, and plays. Each client decides from
 * what the server sends (its legal moves), waits `think` ms, then moves and times the ack.
 * With `--closed-loop`, a table whose game ended is replaced at once by a new one (created,
 * joined, connected and started like the first), so N games are always in play: without it, at
 * `--think 0` the games end and the tables sit idle, and the figure falls. With `--ramp S`, the
 * first games start over S seconds, each at a random time, and the measurement starts after
 * them: in a closed loop, games then end and are replaced at an even pace, as they would be on a
 * site whose players did not all sit down in the same second. Prints one JSON line of results.
 */
interface Args {
  url: string;
  tables: number;
  players: number;
  seconds: number;
  thinkMs: number;
  game: string;
  bot: string;
  closedLoop: boolean;
  /** Seconds over which the first games start, each at a random time (0: all at once). */
  rampSeconds: number;
}

function parseArgs(argv: string[]): Args {
  const get = (name: string, def: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
  };
  return {
    url: get('url', 'http://127.0.0.1:8080'),
    tables: Number(get('tables', '100')),
    players: Number(get('players', '4')),
    seconds: Number(get('seconds', '20')),
    thinkMs: Number(get('think', '1000')),
    game: get('game', 'into-the-blue'),
    bot: get('bot', 'random'),
    closedLoop: argv.includes('--closed-loop'),
    rampSeconds: Number(get('ramp', '0')),
  };
}

async function inBatches<T>(
  items: T[],
  width: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

interface Stats {
  latencies: number[];
  acks: number;
  errors: Record<string, number>;
  movesSeen: number;
  finished: number;
  /** Games started after the first N (closed loop). */
  replaced: number;
  measuring: boolean;
}

const MOVES_HEAD = Buffer.from('{"type":"moves"');
/** A seat with moves to play is told them (only it: fanout.ts), as rows (protocol/legal.ts). */
const YOURS = Buffer.from('"legal":{"shapes":');
/** The shared tail of a `moves` message starts with its seq (fanout.ts). */
const SEQ = Buffer.from('"seq":');
const NO_RESULT = Buffer.from('"result":null}');

/** The decimal number at `at` in `data`. */
function digitsAt(data: Buffer, at: number): number {
  let n = 0;
  for (let i = at; i < data.length; i++) {
    const c = data[i] as number;
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  return n;
}

/**
 * What a seat last heard about the game. On its own turn the message's text, parsed at once to
 * decide; the seat then holds only its answer while it "thinks". A parsed view (or its text) held
 * through a second of thinking outlives the generator's young-generation collections: copying
 * and promoting thousands of them made the generator's own pauses (30-45 ms, and full
 * collections of 100 ms and more) the largest part of the worst acknowledgement times it reported.
 */
interface Heard {
  readonly seq: number;
  /** The seat has moves to choose from. */
  readonly mine: boolean;
  readonly over: boolean;
  /** On the seat's turn, the message with its view and legal moves, until the seat decides. */
  text: string | null;
  /** Then the move it decided, as sent. */
  frame?: string;
}

function seatClient(
  wsUrl: string,
  table: string,
  token: string,
  seat: number,
  args: Args,
  stats: Stats,
  /** Told once, by seat 0, when the game is over. */
  ended: () => void = () => {},
) {
  let over = false;
  const end = () => {
    if (seat !== 0 || over) return;
    over = true;
    stats.finished++;
    ended();
  };
  const entry = GAMES.get(args.game);
  const agent = entry?.bots.find((b) => b.name === args.bot)?.create();
  if (!agent) throw new Error(`no bot ${args.bot}`);
  const rng = createRng(`${table}:${seat}`);
  const ws = new WebSocket(`${wsUrl}?table=${table}`, {
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  let sentAt = 0;
  let pendingSeq = -1;
  let timer: NodeJS.Timeout | null = null;
  let latest: Heard | null = null;
  // The seat's view, for a bot that reads it: the welcome's, then each `moves` message's patch
  // applied (moves carry no view since protocol 3). The random bot reads only the legal moves,
  // so for it messages are not parsed at all: the generator's CPU is the server's too.
  const needsView = args.bot !== 'random';
  let held: unknown = null;
  // The table's options, told once in the welcome's summary: put back into the view for the bot,
  // as the web client does (the patches apply to the view without them).
  let options: unknown;
  const consider = () => {
    const h = latest;
    if (!h || h.over || !h.mine || timer || pendingSeq === h.seq) return;
    const seq = h.seq;
    pendingSeq = seq;
    if (h.text !== null) {
      // Decided once per position: a move refused as busy is sent again as it was.
      const m = JSON.parse(h.text) as { legal: unknown };
      const view = needsView ? { ...(held as object), options } : held;
      const move = agent.decide({ view, seat, legal: decodeLegal(m.legal), rng });
      h.frame = JSON.stringify({ type: 'move', seq, move });
      h.text = null;
    }
    const frame = h.frame as string;
    timer = setTimeout(
      () => {
        timer = null;
        // Something newer came (a clock, a table change): the seat looks again.
        if (latest !== h) return consider();
        sentAt = performance.now();
        ws.send(frame);
      },
      args.thinkMs * (0.5 + rng.float()),
    );
  };
  const ready = new Promise<void>((resolve, reject) => {
    // `batch`: one `moves` message per durable write (a move and its roll), as the web client asks.
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table, token, batch: true })),
    );
    ws.on('error', reject);
    let seen = 0;
    /** Counts the log moves a message brings (they arrive in order, without gaps). */
    const saw = (seq: number) => {
      if (stats.measuring && seat === 0) stats.movesSeen += seq - seen;
      seen = seq;
    };
    ws.on('message', (data: Buffer) => {
      // `moves` messages are read in place, without parsing them (the generator's CPU is taken
      // from the server's on this machine): the seq, whose turn, whether the game is over.
      if (data.indexOf(MOVES_HEAD) === 0) {
        const mine = data.indexOf(YOURS) >= 0;
        const seq = digitsAt(data, data.lastIndexOf(SEQ) + SEQ.length);
        const done = data.indexOf(NO_RESULT, data.length - NO_RESULT.length) < 0;
        latest = { seq, mine, over: done, text: mine ? data.toString() : null };
        if (needsView) {
          const m = JSON.parse(latest.text ?? data.toString()) as { patch: PatchOp[] };
          held = applyPatch(held, m.patch);
        }
        saw(seq);
        if (done) end();
        consider();
        return;
      }
      const m = unpackMessage(JSON.parse(data.toString())) as Record<string, unknown>;
      // A welcome as the server built it (its lists put back), for the bot that reads it later.
      const text = JSON.stringify(m);
      if (m.type === 'welcome') {
        held = m.view;
        options = (m.table as { options?: unknown } | undefined)?.options;
        const mine = decodeLegal(m.legal).length > 0;
        latest = { seq: m.seq as number, mine, over: !!m.result, text: mine ? text : null };
        seen = m.seq as number;
        resolve();
      } else if (m.type === 'ack' && m.seq !== undefined) {
        if (stats.measuring) {
          stats.acks++;
          stats.latencies.push(performance.now() - sentAt);
        }
      } else if (m.type === 'error') {
        stats.errors[m.code as string] = (stats.errors[m.code as string] ?? 0) + 1;
        if (m.code === 'stale' || m.code === 'table-busy') pendingSeq = -1;
      }
      consider();
    });
  });
  return { ws, ready };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  // The generator stands for thousands of players on other machines: here it shares the server's
  // two cores, so all its threads yield to the server's (it still gets every idle cycle). Its
  // own event-loop delay, which counts in every latency it measures, is reported.
  lowerThreads([]);
  const wsUrl = args.url.replace(/^http/, 'ws') + '/api/v1/ws';
  const stats: Stats = {
    latencies: [],
    acks: 0,
    errors: {},
    movesSeen: 0,
    finished: 0,
    replaced: 0,
    measuring: false,
  };
  const setupStart = performance.now();
  const seats = Array.from({ length: args.players }, () => ({ kind: 'human' }));
  /** Creates a table and takes every seat: its id and the seats' tokens. */
  const newTable = async (): Promise<{ id: string; tokens: string[] }> => {
    const created = await post(`${args.url}/api/v1/tables`, {
      game: args.game,
      seats,
      name: 'Bench0',
      seat: 0,
      listed: false,
    });
    const id = (created.table as { id: string }).id;
    const tokens = [created.token as string];
    for (let seat = 1; seat < args.players; seat++) {
      const joined = await post(`${args.url}/api/v1/tables/${id}/join`, {
        seat,
        name: `Bench${seat}`,
      });
      tokens.push(joined.token as string);
    }
    return { id, tokens };
  };
  let running = true;
  const clients = new Set<ReturnType<typeof seatClient>[]>();
  /** Connects every seat of a table; in a closed loop, a new table follows when its game ends. */
  const play = async (t: { id: string; tokens: string[] }, start: boolean): Promise<void> => {
    const cs: ReturnType<typeof seatClient>[] = [];
    const ended = () => {
      if (!args.closedLoop || !running) return;
      setTimeout(() => {
        for (const c of cs) c.ws.terminate();
        clients.delete(cs);
        if (!running) return;
        newTable()
          .then((next) => play(next, true))
          .then(
            () => stats.replaced++,
            (e: unknown) => {
              stats.errors.replace = (stats.errors.replace ?? 0) + 1;
              if (!String(e).includes('ECONNRESET')) console.error(`replace: ${String(e)}`);
            },
          );
      }, 0);
    };
    for (const [seat, token] of t.tokens.entries()) {
      cs.push(seatClient(wsUrl, t.id, token, seat, args, stats, ended));
    }
    clients.add(cs);
    await Promise.all(cs.map((c) => c.ready));
    if (start) cs[0]?.ws.send(JSON.stringify({ type: 'start' }));
  };
  const tables: { id: string; tokens: string[] }[] = [];
  await inBatches(
    Array.from({ length: args.tables }, (_, i) => i),
    32,
    async () => {
      tables.push(await newTable());
    },
  );
  await inBatches(tables, 64, (t) => play(t, false));
  // Start every table: at once, or each at a random time within the ramp. Games started together
  // end together too, and in a closed loop their replacements come as one storm of creations.
  const ramp = createRng('ramp');
  for (const cs of clients) {
    const start = () => cs[0]?.ws.send(JSON.stringify({ type: 'start' }));
    if (args.rampSeconds > 0) setTimeout(start, ramp.float() * args.rampSeconds * 1000);
    else start();
  }
  const setupMs = performance.now() - setupStart;
  // Warm up for a few seconds after the last start (every table past its first moves), then
  // measure.
  const warmUpMs = args.rampSeconds * 1000 + Math.min(5000, args.thinkMs * 3 + 1000);
  await new Promise((r) => setTimeout(r, warmUpMs));
  stats.measuring = true;
  // The generator's own event-loop delay counts in every latency it measures: it is reported.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  // So are its garbage collections' pauses: the longest is reported, to tell its stalls from
  // the server's.
  let gcMaxMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, args.seconds * 1000));
  stats.measuring = false;
  loop.disable();
  gc.disconnect();
  const elapsed = (performance.now() - t0) / 1000;
  const result = {
    tables: args.tables,
    sockets: args.tables * args.players,
    setupSeconds: +(setupMs / 1000).toFixed(1),
    seconds: +elapsed.toFixed(1),
    playerMovesPerSecond: +(stats.acks / elapsed).toFixed(0),
    logMovesPerSecond: +(stats.movesSeen / elapsed).toFixed(0),
    ackP50Ms: percentile(stats.latencies, 0.5),
    ackP99Ms: percentile(stats.latencies, 0.99),
    ackMaxMs: percentile(stats.latencies, 1),
    // The histogram holds the sampling period (5 ms) plus the delay: the delay alone.
    generatorLoopDelayP99Ms: +Math.max(0, loop.percentile(99) / 1e6 - 5).toFixed(1),
    generatorGcMaxMs: +gcMaxMs.toFixed(1),
    errors: stats.errors,
    gamesFinished: stats.finished,
    closedLoop: args.closedLoop,
    gamesReplaced: stats.replaced,
  };
  running = false;
  process.stdout.write(JSON.stringify(result) + '\n');
  for (const cs of clients) for (const c of cs) c.ws.terminate();
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
