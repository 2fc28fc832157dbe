import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startApp, type App, type AppOptions } from '../../src/server/app.js';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { serverMessage } from '../../src/server/wire.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { decodeLegal } from '../../src/protocol/legal.js';
import { unpackMessage } from '../../src/protocol/packed.js';
import { applyPatch, type PatchOp } from '../../src/protocol/patch.js';

export type Msg = Record<string, unknown> & { type: string };

export interface TestApp extends App {
  readonly url: string;
  readonly wsUrl: string;
  stop(): Promise<void>;
}

export async function startTestApp(opts: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'fathom-test-'));
  const app = await startApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir: join(dataDir, 'no-web'),
    tablesPerMinute: 0,
    // Tests read the API as fast as they like; tests of the limit set it (http-edge.test.ts).
    readsPerSecond: 0,
    socketRate: 1000,
    // Every sign-up and sign-in of a test comes from 127.0.0.1: the address's bucket is off;
    // the per-name ones are the server's. Tests of the limit set it (accounts.test.ts).
    signInLimits: { perAddress: { rate: 0, burst: 0 } },
    ...opts,
  });
  return {
    ...app,
    url: `http://127.0.0.1:${app.port}`,
    wsUrl: `ws://127.0.0.1:${app.port}/api/v1/ws`,
    async stop() {
      await app.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the whole file: started in beforeAll (with `opts`, or what `opts()` returns then,
 * for options that come from something another beforeAll started, such as PostgreSQL's URL),
 * closed in afterAll with its data folder. What it returns reads through to that app: use it in
 * tests and hooks, not at the top level of the file (before the start it throws).
 */
export function useTestApp(opts: Partial<AppOptions> | (() => Partial<AppOptions>) = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(typeof opts === 'function' ? opts() : opts);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!started) throw new Error(`the test app is read (${String(key)}) before its start`);
      const value = Reflect.get(started, key) as unknown;
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/**
 * A throwaway PostgreSQL for the whole file, started in a beforeAll registered before the apps'
 * (vitest runs beforeAll hooks in order, afterAll ones in reverse: the apps close first).
 */
export function usePostgres(): { readonly url: string } {
  let server: TestPostgres | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('PostgreSQL is read before its start');
      return server.url;
    },
  };
}

/**
 * `fetch`, sent again once if it met the keep-alive race: it reused a pooled connection just as the
 * server closed it for being idle (its 5 s), which a loaded machine's late timers make likely. The
 * server read nothing of the request on that connection, so it goes again on a new one.
 */
async function fetchAgain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const code = ((e as Error).cause as { code?: string } | undefined)?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw e;
    return fetch(url, init);
  }
}

export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetchAgain(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A WebSocket client that records every message it receives, for later inspection. */
export class Client {
  readonly ws: WebSocket;
  readonly received: Msg[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  readonly opened: Promise<void>;
  closed = false;

  /** `headers`: the handshake's (a session cookie, an Origin). */
  constructor(url: string, headers?: Record<string, string>) {
    this.ws = new WebSocket(url, headers ? { headers } : {});
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.ws.on('message', (data, isBinary) => {
      // Every message is JSON in a text frame (a browser hands a binary one over as a Blob).
      if (isBinary)
        throw new Error(`the server sent a binary frame: ${data.toString().slice(0, 200)}`);
      // A welcome's lists come told shorter (packed.ts): the message as the server built it,
      // with the web client's own code.
      const m = unpackMessage(JSON.parse(data.toString())) as Msg;
      // Every message the server sends has the shape docs/protocol.md gives it.
      const checked = serverMessage.safeParse(m);
      if (!checked.success) {
        throw new Error(
          `the server sent a message off its schema (${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}): ${data.toString().slice(0, 500)}`,
        );
      }
      this.rebuild(m);
      // The legal moves as rows, back to the game's moves with the web client's own code (the
      // rows themselves stay in `legalRows`): tests read and play moves off `legal`.
      if (m.legal !== undefined) {
        m.legalRows = m.legal;
        m.legal = decodeLegal(m.legal);
      }
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    this.ws.on('close', () => (this.closed = true));
  }

  /** The view as the server last sent it, after which move: what the next patch applies to. */
  private held: { seq: number; view: unknown } | null = null;

  /**
   * Gives a `move` or `moves` message the `view` its patch rebuilds (with the web client's own
   * code) from the view held, as a client shows it: the tests read views off every message. A
   * patch that does not start from the view held (a seq missed) or does not apply fails loudly.
   */
  private rebuild(m: Msg): void {
    if (m.type === 'welcome') {
      this.held = { seq: m.seq as number, view: m.view };
    }
    if (m.type !== 'move' && m.type !== 'moves') return;
    const patch = m.patch as PatchOp[];
    const whole = patch[0]?.op === 'replace' && patch[0].path === '';
    const first = m.type === 'move' ? (m.seq as number) : ((m.moves as Msg[])[0]?.seq as number);
    if (!whole && this.held?.seq !== first - 1) {
      throw new Error(`a patch from move ${first - 1}, on a view of move ${this.held?.seq}`);
    }
    m.view = applyPatch(this.held?.view ?? null, patch);
    this.held = { seq: m.seq as number, view: m.view };
  }

  static async connect(url: string, headers?: Record<string, string>): Promise<Client> {
    const c = new Client(url, headers);
    await c.opened;
    return c;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The first message (already received or coming) that matches, after index `from`. */
  next(pred: (m: Msg) => boolean, timeoutMs = 20_000, from = 0): Promise<Msg> {
    const found = this.received.slice(from).find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Sends and waits for the answer carrying the same ref (ack or error). */
  async request(msg: Record<string, unknown>, timeoutMs = 20_000): Promise<Msg> {
    const ref = `r${Math.floor(performance.now() * 1000)}-${this.received.length}-${Math.floor(process.hrtime()[1])}`;
    const from = this.received.length;
    const p = this.next(
      (m) => m.ref === ref && (m.type === 'ack' || m.type === 'error'),
      timeoutMs,
      from,
    );
    this.send({ ...msg, ref });
    return p;
  }

  /** `batch`: ask for `moves` messages instead of `move` (docs/protocol.md). */
  async hello(table: string, token?: string, lastSeq?: number, batch?: boolean): Promise<Msg> {
    const from = this.received.length;
    this.send({
      type: 'hello',
      v: PROTOCOL_VERSION,
      table,
      ...(token ? { token } : {}),
      ...(lastSeq ? { lastSeq } : {}),
      ...(batch !== undefined ? { batch } : {}),
    });
    return this.next((m) => m.type === 'welcome' || m.type === 'error', 10_000, from);
  }

  /** The highest seq this client has seen. */
  lastSeq(): number {
    let seq = 0;
    for (const m of this.received) {
      if (isPosition(m)) seq = Math.max(seq, m.seq as number);
    }
    return seq;
  }

  /** The latest message that tells the position (welcome, move or moves). */
  latest(): Msg | undefined {
    return [...this.received].reverse().find(isPosition);
  }

  close(): void {
    this.ws.close();
  }
}

/** A message that tells the position: a welcome, a move, or a batch of moves. */
export const isPosition = (m: Msg): boolean =>
  m.type === 'welcome' || m.type === 'move' || m.type === 'moves';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(
  cond: () => boolean,
  timeoutMs = 10_000,
  what: string | (() => string) = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(5);
  }
}

/**
 * Plays a seat with uniformly random legal moves, from what the server sends only: whenever
 * the latest position says this seat may move, it answers with the seq it saw.
 */
export function autoplay(c: Client, seed: number): void {
  let s = seed >>> 0 || 1;
  const rand = (n: number) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
  let sentAt = -1;
  const consider = () => {
    const m = c.latest();
    if (!m || m.result) return;
    const legal = m.legal as unknown[] | undefined;
    const seq = m.seq as number;
    if (!legal || legal.length === 0 || sentAt === seq) return;
    sentAt = seq;
    c.send({ type: 'move', seq, move: legal[rand(legal.length)], ref: `auto${seq}` });
  };
  c.ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as Msg;
    if (m.type === 'error' && m.code === 'stale') sentAt = -1;
    setImmediate(consider);
  });
  consider();
}

/** A table of `players` human seats, every seat joined, each with its own socket. */
export async function seatedTable(
  app: TestApp,
  game: string,
  players: number,
  extra: Record<string, unknown> = {},
  batch: (seat: number) => boolean = () => false,
) {
  const created = await api(app.url, 'POST', '/api/v1/tables', {
    game,
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    name: 'Seat0',
    seat: 0,
    ...extra,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id = created.body.table.id as string;
  const tokens: string[] = [created.body.token as string];
  for (let seat = 1; seat < players; seat++) {
    const joined = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, {
      seat,
      name: `Seat${seat}`,
    });
    if (joined.status !== 200) throw new Error(JSON.stringify(joined.body));
    tokens.push(joined.body.token as string);
  }
  const clients: Client[] = [];
  for (const [seat, token] of tokens.entries()) {
    const c = await Client.connect(app.wsUrl);
    const w = await c.hello(id, token, undefined, batch(seat));
    if (w.type !== 'welcome') throw new Error(JSON.stringify(w));
    clients.push(c);
  }
  return { id, tokens, clients };
}

/** A request as the site's page sends it (JSON, its Origin), with a session cookie if given. */
export async function pageCall(
  app: { url: string },
  method: string,
  path: string,
  body?: unknown,
  session?: string,
) {
  const res = await fetchAgain(`${app.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      ...(session ? { cookie: `fathom_session=${session}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const cookie = res.headers.get('set-cookie')?.match(/^fathom_session=([^;]*)/)?.[1];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any>, cookie };
}

/** A JSON request from one of loopback's addresses (127.0.0.0/8), for limits counted by address. */
export function apiFrom(
  localAddress: string,
  base: string,
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: Record<string, any> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The value at a JSON Pointer in `doc` (undefined if none). */
function at(doc: unknown, path: string): unknown {
  let here = doc;
  for (const token of path.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/**
 * Every value a patch carries is the viewer's own view's (`view`: the view after it, as JSON), at
 * the place the patch puts it: a patch holds nothing that view does not.
 */
export function onlyFrom(view: unknown, patch: readonly PatchOp[]): void {
  for (const op of patch) {
    if (op.op === 'remove') continue;
    // An array's append names the end (`-`): its value is the array's last so far.
    const path = op.path.endsWith('/-') ? op.path.slice(0, -2) : op.path;
    const target = op.path.endsWith('/-') ? (at(view, path) as unknown[]) : undefined;
    if (target) expect(target).toContainEqual(JSON.parse(JSON.stringify(op.value)));
    else expect(JSON.parse(JSON.stringify(op.value))).toEqual(at(view, path));
  }
}
