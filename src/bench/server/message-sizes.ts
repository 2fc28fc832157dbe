import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { GAMES } from '../../games/registry.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';
import { applyPatch, type PatchOp } from '../../protocol/patch.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { startApp } from '../../server/app.js';
import { postJson } from './http.js';

/**
 * `node dist/bench/server/message-sizes.js [--games 3] [--players N] [--only aquasphere]`: what a
 * player downloads. Whole games through a real server (SQLite, real WebSockets): seat 0 is a
 * person playing random legal moves, the other seats the game's weakest bot. Seat 0 holds two
 * sockets: one that takes `move` messages and plays, one that takes `moves` batches (as the web
 * client does) and only watches; once per game, a third says hello mid-game (a reconnection).
 * Prints, per game, the mean `move` and `moves` message with whole views (protocol 2, rebuilt
 * from the patches) against with patches, and a mid-game welcome without and with the options;
 * then per message type the mean bytes of a message to that one viewer, the largest, and the
 * bytes per game. Figures only: nothing is asserted.
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const gamesPerKind = Number(opt('games', '3'));
/** Each game's most players unless told: its largest views and welcomes. */
const wantedPlayers = Number(opt('players', '16'));
const only = opt('only', '');

type Msg = Record<string, unknown> & { type: string };

/** Bytes of each message received, by type, over every game of one kind. */
class Sizes {
  readonly byType = new Map<string, number[]>();
  add(type: string, bytes: number) {
    const list = this.byType.get(type) ?? [];
    list.push(bytes);
    this.byType.set(type, list);
  }
}

/**
 * Rebuilds a socket's view from its patches (the web client's code) and counts, per message
 * type, what a message would have been with the whole view instead of its patch (protocol
 * version 2, `... with views`) and the bytes of its parts.
 */
class Rebuilt {
  private view: unknown = null;
  constructor(private readonly sizes: Sizes) {}
  add(m: Msg, bytes: number) {
    if (m.type === 'welcome') this.view = m.view;
    if (m.type !== 'move' && m.type !== 'moves') return;
    const patch = m.patch as PatchOp[];
    this.view = applyPatch(this.view, patch);
    const patchBytes = Buffer.byteLength(JSON.stringify(patch));
    const viewBytes = Buffer.byteLength(JSON.stringify(this.view));
    this.sizes.add(`${m.type} with views`, bytes - patchBytes + viewBytes);
    this.sizes.add(`${m.type}: patch`, patchBytes);
    // The legal moves as rows (protocol 4), and as the list of moves of protocol 3.
    const rows = m.legal === undefined ? 0 : Buffer.byteLength(JSON.stringify(m.legal));
    const list =
      m.legal === undefined ? 2 : Buffer.byteLength(JSON.stringify(decodeLegal(m.legal)));
    this.sizes.add(`${m.type}: legal`, rows);
    this.sizes.add(`${m.type}: legal as moves`, list);
  }
}

/** A socket of seat 0: says hello, records every message's bytes, answers its turns at random. */
function seatSocket(
  url: string,
  table: string,
  token: string,
  batch: boolean,
  sizes: Sizes,
  play: boolean,
  rand: () => number,
): Promise<void> {
  const ws = new WebSocket(`${url}?table=${table}`);
  const rebuilt = new Rebuilt(sizes);
  let sentAt = -1;
  let probed = false;
  return new Promise((resolve, reject) => {
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table: table, token, batch })),
    );
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      // The message as the server built it (a welcome's lists put back): its bytes are the wire's.
      const m = unpackMessage(JSON.parse(data.toString())) as Msg;
      sizes.add(m.type, data.length);
      rebuilt.add(m, data.length);
      if (m.type === 'error' && m.code !== 'stale') reject(new Error(JSON.stringify(m)));
      if (m.type === 'error') sentAt = -1;
      if (m.type === 'table' && (m.table as Msg).status === 'finished') {
        ws.close();
        resolve();
      }
      if (!play || (m.type !== 'welcome' && m.type !== 'move' && m.type !== 'moves')) return;
      if (!probed && (m.seq as number) >= 40) {
        probed = true;
        void midGameWelcome(url, table, token, m.seq as number, sizes);
      }
      const legal = decodeLegal(m.legal);
      const seq = m.seq as number;
      if (m.result || legal.length === 0 || sentAt === seq) return;
      sentAt = seq;
      const move = legal[Math.floor(rand() * legal.length)];
      ws.send(JSON.stringify({ type: 'move', seq, move }));
    });
  });
}

/**
 * A welcome in the middle of a game, as a reconnection gets it (with `lastSeq`, so no history):
 * the whole view, the table with its options. Counted as `welcome mid-game`, and without the
 * options' bytes.
 */
function midGameWelcome(
  url: string,
  table: string,
  token: string,
  lastSeq: number,
  sizes: Sizes,
): Promise<void> {
  const ws = new WebSocket(`${url}?table=${table}`);
  return new Promise((resolve) => {
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table, token, lastSeq })),
    );
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as Msg;
      if (m.type !== 'welcome') return;
      const options = Buffer.byteLength(JSON.stringify((m.table as Msg).options ?? null));
      sizes.add('welcome mid-game', data.length);
      sizes.add('welcome mid-game without options', data.length - options);
      // Where its bytes are: each field's JSON (the options apart from the table's).
      for (const [key, value] of Object.entries(m)) {
        const bytes = Buffer.byteLength(JSON.stringify(value));
        sizes.add(`welcome: ${key}`, key === 'table' ? bytes - options : bytes);
      }
      ws.close();
      resolve();
    });
  });
}

/** A small seeded generator: the same games on every run against the same bots' draws. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'fathom-sizes-'));
const app = await startApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  webDir: join(dataDir, 'no-web'),
  tablesPerMinute: 0,
  readsPerSecond: 0,
  socketRate: 1000,
});
const base = `http://127.0.0.1:${app.port}`;
const wsUrl = `ws://127.0.0.1:${app.port}/api/v1/ws`;
const kb = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} KB` : `${Math.round(n)} B`);

console.log(
  `protocol version ${PROTOCOL_VERSION}: ${gamesPerKind} whole games per game, seat 0 random, the others bots; bytes of the messages to seat 0`,
);
try {
  for (const [id, { game, bots }] of GAMES) {
    if (only && id !== only) continue;
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, wantedPlayers));
    const bot = [...bots].sort((a, b) => a.strength - b.strength)[0]?.name as string;
    const single = new Sizes();
    const batched = new Sizes();
    for (let g = 0; g < gamesPerKind; g++) {
      const created = (await postJson(`${base}/api/v1/tables`, {
        game: id,
        seats: [
          { kind: 'human' },
          ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', bot })),
        ],
        name: 'bench',
        seat: 0,
        listed: false,
      })) as unknown as { table: { id: string }; token: string };
      const rand = xorshift(1000 + g);
      const done = Promise.all([
        seatSocket(wsUrl, created.table.id, created.token, false, single, true, rand),
        seatSocket(wsUrl, created.table.id, created.token, true, batched, false, rand),
      ]);
      // Both said hello (their welcomes arrived) before the start, so both see every move.
      while ((single.byType.get('welcome')?.length ?? 0) <= g) await tick();
      while ((batched.byType.get('welcome')?.length ?? 0) <= g) await tick();
      await startTable(created.table.id, created.token);
      await done;
    }
    console.log(`\n${id}, ${players} players (bots: ${bot}), ${gamesPerKind} games:`);
    const meanOf = (sizes: Sizes, type: string) => {
      const list = sizes.byType.get(type) ?? [];
      return list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
    };
    const options =
      meanOf(single, 'welcome mid-game') - meanOf(single, 'welcome mid-game without options');
    console.log(
      `  mean \`move\`: ${kb(meanOf(single, 'move with views'))} with whole views (protocol 2) -> ${kb(meanOf(single, 'move'))} with patches (patch ${kb(meanOf(single, 'move: patch'))}, legal moves ${kb(meanOf(single, 'move: legal'))}); \`moves\`: ${kb(meanOf(batched, 'moves with views'))} -> ${kb(meanOf(batched, 'moves'))}; a welcome mid-game ${kb(meanOf(single, 'welcome mid-game without options'))} + options ${kb(options)}`,
    );
    // The targets (docs/protocol.md): a `move` message at most 1,000 B on average, a
    // welcome within 2 KB plus the options.
    const welcome = meanOf(single, 'welcome mid-game without options');
    const parts = [...single.byType.keys()]
      .filter((k) => k.startsWith('welcome: '))
      .map((k) => ({ key: k.slice(9), bytes: meanOf(single, k) }))
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ key, bytes }) => `${key} ${kb(bytes)}`);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `  targets: mean \`move\` ${kb(meanOf(single, 'move'))} <= 1,000 B ${verdict(meanOf(single, 'move') <= 1000)}; mean \`moves\` ${kb(meanOf(batched, 'moves'))}; welcome mid-game ${kb(welcome)} + options <= 2,048 B + options ${verdict(welcome <= 2048)} (${parts.join(', ')})`,
    );
    for (const [label, sizes] of [
      ['`move` socket', single],
      ['`moves` socket', batched],
    ] as const) {
      for (const [type, list] of [...sizes.byType].sort()) {
        const total = list.reduce((a, b) => a + b, 0);
        console.log(
          `  ${label.padEnd(15)} ${type.padEnd(16)} ${(list.length / gamesPerKind).toFixed(0).padStart(4)} per game, mean ${kb(total / list.length).padStart(8)}, largest ${kb(Math.max(...list)).padStart(8)}, ${kb(total / gamesPerKind).padStart(9)} per game`,
        );
      }
    }
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function tick(): Promise<void> {
  return new Promise((r) => setTimeout(r, 5));
}

/** Starts the table from a third socket of seat 0, which says nothing else. */
function startTable(table: string, token: string): Promise<void> {
  const ws = new WebSocket(`${wsUrl}?table=${table}`);
  return new Promise((resolve, reject) => {
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table, token })),
    );
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as Msg;
      if (m.type === 'welcome') ws.send(JSON.stringify({ type: 'start', ref: 's' }));
      if (m.type === 'ack') {
        ws.close();
        resolve();
      }
      if (m.type === 'error') reject(new Error(JSON.stringify(m)));
    });
  });
}
