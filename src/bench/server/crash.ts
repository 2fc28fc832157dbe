import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from './free-port.js';
import { startPostgres, type TestPostgres } from './throwaway-postgres.js';
import { LOAD_TEST_ENV, postJson } from './http.js';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js';
import { PROTOCOL_VERSION } from '../../protocol/version.js';
import { decodeLegal } from '../../protocol/legal.js';
import { unpackMessage } from '../../protocol/packed.js';

/**
 * The crash test: bot-driven clients play many tables through a server process; the server is
 * killed with SIGKILL at random moments and restarted on the same data. Every move the server
 * acknowledged must be in the log afterwards, exactly as sent, at its seq. Clients reconnect
 * with their token and last seq, and play on.
 */
export interface CrashOptions {
  readonly engine: 'sqlite' | 'postgres';
  readonly kills: number;
  readonly tables: number;
  /** Play time between kills, in ms: a random value up to this. */
  readonly maxRunMs: number;
  /**
   * Moves acknowledged between two kills at least, before that play time starts: on a loaded
   * machine a restart and the reconnections can take the whole play time, leaving a run with
   * nothing to compare. 0 (the default): play time alone.
   */
  readonly minAcksPerRun?: number;
  /** 0: any free port. */
  readonly port: number;
  readonly log?: (m: string) => void;
}

export interface CrashResult {
  readonly kills: number;
  readonly acknowledged: number;
  readonly lost: number;
  readonly mismatched: number;
  readonly movesInLog: number;
}

// The compiled server, also when this file runs as TypeScript under the test runner.
const serverMain = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/server/main.js', import.meta.url)
    : new URL('../../server/main.js', import.meta.url),
);

interface Seat {
  table: string;
  seat: number;
  token: string;
  lastSeq: number;
  ws: WebSocket | null;
  done: boolean;
}

export async function runCrashTest(o: CrashOptions): Promise<CrashResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-crash-'));
  const port = o.port || (await freePort());
  let pgServer: TestPostgres | null = null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...LOAD_TEST_ENV,
    FATHOM_SOCKET_RATE: '0',
  };
  delete env.DATABASE_URL;
  if (o.engine === 'postgres') {
    pgServer = await startPostgres();
    env.DATABASE_URL = pgServer.url;
  }
  const url = `http://127.0.0.1:${port}`;
  const acked = new Map<string, { actor: number; move: unknown }>(); // "table seq" -> move
  let server: ChildProcess | null = null;

  const startServer = async () => {
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    server.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited: ${err}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) return;
      } catch {
        // not yet
      }
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const connect = (s: Seat) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/v1/ws?table=${s.table}`);
    s.ws = ws;
    const sent = new Map<string, unknown>();
    let moved = -1;
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'hello',
          v: PROTOCOL_VERSION,
          table: s.table,
          token: s.token,
          lastSeq: s.lastSeq,
        }),
      ),
    );
    ws.on('error', () => {});
    ws.on('message', (data) => {
      const m = unpackMessage(JSON.parse(data.toString())) as Record<string, unknown>;
      if (
        m.type === 'welcome' &&
        s.seat === 0 &&
        (m.table as { status: string }).status === 'open'
      ) {
        ws.send(JSON.stringify({ type: 'start' }));
      }
      if (m.type === 'welcome' || m.type === 'move') {
        s.lastSeq = Math.max(s.lastSeq, m.seq as number);
        if (m.result) s.done = true;
        const legal = decodeLegal(m.legal);
        if (legal.length > 0 && !m.result && moved !== m.seq) {
          moved = m.seq as number;
          const move = legal[Math.floor(Math.random() * legal.length)]; // eslint-disable-line no-restricted-properties
          const ref = `${m.seq}`;
          sent.set(ref, move);
          ws.send(JSON.stringify({ type: 'move', seq: m.seq, move, ref }));
        }
      } else if (m.type === 'ack' && typeof m.seq === 'number') {
        acked.set(`${s.table} ${m.seq}`, { actor: s.seat, move: sent.get(String(m.ref)) });
      } else if (m.type === 'error' && m.code === 'stale') {
        moved = -1;
      }
    });
  };

  try {
    await startServer();
    const seats: Seat[] = [];
    // Tables whose game ended are replaced, so that every kill lands in the middle of play.
    const addTable = async () => {
      const created = await postJson(`${url}/api/v1/tables`, {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
        name: 'A',
        seat: 0,
        listed: false,
        // The people move first, as before the start player was drawn: the kills land among
        // their moves, which are what is counted.
        options: { startPlayer: 'seating' },
      });
      const table = (created.table as { id: string }).id;
      const joined = await postJson(`${url}/api/v1/tables/${table}/join`, { seat: 1, name: 'B' });
      const pair: Seat[] = [
        { table, seat: 0, token: created.token as string, lastSeq: 0, ws: null, done: false },
        { table, seat: 1, token: joined.token as string, lastSeq: 0, ws: null, done: false },
      ];
      seats.push(...pair);
      for (const s of pair) connect(s);
    };
    const refill = async () => {
      const finished = seats.filter((s) => s.seat === 0 && s.done && s.ws !== null);
      for (const s of finished) {
        for (const x of seats.filter((y) => y.table === s.table)) {
          x.ws?.terminate();
          x.ws = null;
        }
      }
      await Promise.all(finished.map(() => addTable()));
    };
    await Promise.all(Array.from({ length: o.tables }, () => addTable()));

    for (let k = 0; k < o.kills; k++) {
      await refill();
      const before = acked.size;
      const enough = Date.now() + 120_000;
      while (acked.size < before + (o.minAcksPerRun ?? 0) && Date.now() < enough)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100 + Math.random() * o.maxRunMs)); // eslint-disable-line no-restricted-properties
      (server as ChildProcess | null)?.kill('SIGKILL');
      await new Promise((r) => (server as ChildProcess | null)?.once('exit', r));
      for (const s of seats) s.ws?.terminate();
      o.log?.(`kill ${k + 1}: ${acked.size} moves acknowledged so far`);
      await startServer();
      for (const s of seats) if (s.ws && !s.done) connect(s);
    }
    await new Promise((r) => setTimeout(r, 300));
    (server as ChildProcess | null)?.kill('SIGKILL');
    await new Promise((r) => (server as ChildProcess | null)?.once('exit', r));
    for (const s of seats) s.ws?.terminate();

    // Compare every acknowledged move with the log as stored.
    const stored = new Map<string, { actor: unknown; move: unknown }>();
    if (o.engine === 'sqlite') {
      const db = new Database(join(dataDir, 'fathom.sqlite'), { readonly: true });
      for (const row of db.prepare('SELECT table_id, seq, data FROM moves').all() as {
        table_id: string;
        seq: number;
        data: string;
      }[]) {
        stored.set(
          `${row.table_id} ${row.seq}`,
          JSON.parse(row.data) as { actor: unknown; move: unknown },
        );
      }
      db.close();
    } else {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const r = await client.query<{ table_id: string; seq: number; data: string }>(
        'SELECT table_id, seq, data FROM fathom_moves',
      );
      for (const row of r.rows) stored.set(`${row.table_id} ${row.seq}`, JSON.parse(row.data));
      await client.end();
    }
    let lost = 0;
    let mismatched = 0;
    for (const [key, a] of acked) {
      const s = stored.get(key);
      if (!s) lost++;
      else if (s.actor !== a.actor || !isDeepStrictEqual(s.move, a.move)) mismatched++;
    }
    return { kills: o.kills, acknowledged: acked.size, lost, mismatched, movesInLog: stored.size };
  } finally {
    const s = server as ChildProcess | null;
    if (s && s.exitCode === null) s.kill('SIGKILL');
    await pgServer?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
