import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { BOT_BUDGET_MS } from '../../server/bots/pool.js';
import { freePort } from './free-port.js';
import { postJson } from './http.js';
import { percentile } from './percentile.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';

/**
 * A flood of tables of bots only against a server with its default limits: `--per-minute` (30)
 * four-seat tables of `--bot` (Survive's search bot) created a minute, each from its own address
 * (so that only the server's own limits stop them, not the per-address one), or from
 * `--addresses` addresses in turn. Meanwhile a person's table (a person and three
 * `--person-bot`s, by default the same bots) plays, the person moving at once: every time one of
 * its bots is to move, the time until its move arrives. Reports that time (p50, p99, max)
 * against the bots' budget per decision, and what became of the flood's tables.
 *
 * `node dist/bench/server/bots.js [--per-minute 30] [--seconds 60] [--game survive] [--bot search]
 * [--person-bot search] [--addresses 250]`
 *
 * Issue 39's case, three `ismcts` tables of one address within its caps (the others refused
 * `too-many-bot-tables` until one ends):
 * `--bot ismcts --person-bot search --addresses 1 --per-minute 20`.
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
const perMinute = Number(opt('per-minute', '30'));
const seconds = Number(opt('seconds', '60'));
const game = opt('game', 'survive');
const bot = opt('bot', 'search');
const personBot = opt('person-bot', bot);
const addresses = Math.max(1, Math.min(250, Number(opt('addresses', '250'))));

function postFrom(localAddress: string, url: string, body: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve(
            res.statusCode === 201
              ? 'created'
              : ((JSON.parse(text) as { error?: { code: string } }).error?.code ?? '?'),
          ),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bots-'));
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const url = `http://127.0.0.1:${port}`;
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
  const botSeats = (n: number, of = bot) =>
    Array.from({ length: n }, () => ({ kind: 'bot', bot: of }));
  const outcomes: Record<string, number> = {};
  let flooding = true;
  let made = 0;
  const flood = (async () => {
    const every = 60_000 / perMinute;
    const t0 = performance.now();
    while (flooding && perMinute > 0) {
      const from = `127.0.1.${(made % addresses) + 1}`;
      made++;
      const r = await postFrom(from, `${url}/api/v1/tables`, {
        game,
        seats: botSeats(4),
        listed: false,
      }).catch(() => 'failed');
      outcomes[r] = (outcomes[r] ?? 0) + 1;
      const next = t0 + made * every - performance.now();
      if (next > 0) await new Promise((res) => setTimeout(res, next));
    }
  })();

  // The person's table: whenever one of its bots is to move, how long until it has.
  const replies: number[] = [];
  let games = 0;
  let running = true;
  const personTable = async (): Promise<void> => {
    const created = await postJson(`${url}/api/v1/tables`, {
      game,
      seats: [{ kind: 'human' }, ...botSeats(3, personBot)],
      name: 'Ana',
      seat: 0,
      listed: false,
    });
    const id = (created.table as { id: string }).id;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/ws?table=${id}`);
    let asked: number | null = null;
    let moved = -1;
    ws.on('open', () =>
      ws.send(
        JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table: id, token: created.token }),
      ),
    );
    ws.on('message', (d: Buffer) => {
      const m = unpackMessage(JSON.parse(d.toString())) as Record<string, unknown>;
      if (m.type === 'welcome') ws.send(JSON.stringify({ type: 'start' }));
      if (m.type !== 'welcome' && m.type !== 'move') return;
      if (m.type === 'move' && typeof m.actor === 'number' && m.actor > 0 && asked !== null) {
        replies.push(performance.now() - asked);
        asked = null;
      }
      if (m.result) {
        games++;
        ws.terminate();
        if (running) void personTable();
        return;
      }
      const toMove = (m.toMove as unknown[]) ?? [];
      if (asked === null && toMove.some((a) => typeof a === 'number' && a > 0))
        asked = performance.now();
      const legal = decodeLegal(m.legal);
      if (legal.length && moved !== m.seq) {
        moved = m.seq as number;
        ws.send(JSON.stringify({ type: 'move', seq: m.seq, move: legal[0] }));
      }
    });
  };
  await new Promise((r) => setTimeout(r, 2000));
  await personTable();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  running = false;
  flooding = false;
  await flood;
  const result = {
    game,
    bot,
    personBot,
    addresses,
    tablesAskedPerMinute: perMinute,
    seconds,
    floodTables: outcomes,
    replies: replies.length,
    personGames: games,
    budgetMs: BOT_BUDGET_MS,
    botReplyP50Ms: percentile(replies, 0.5),
    botReplyP99Ms: percentile(replies, 0.99),
    botReplyMaxMs: percentile(replies, 1),
  };
  console.log(JSON.stringify(result));
  console.log(
    `${perMinute} tables of ${game} ${bot} bots a minute from ${addresses} address(es) for ${seconds} s (${JSON.stringify(outcomes)}): ` +
      `another table's ${personBot} bot replied in p50 ${result.botReplyP50Ms} ms, p99 ${result.botReplyP99Ms} ms, ` +
      `max ${result.botReplyMaxMs} ms over ${replies.length} replies (budget ${BOT_BUDGET_MS} ms)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
