import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { GAMES } from '../games/registry.js';
import { isJson, originAllowed, securityHeaders, type AllowedOrigins } from './browser-defence.js';
import {
  createTableBody,
  issuePath,
  joinBody,
  MAX_BODY_BYTES,
  pushRemoveBody,
  pushSubscribeBody,
} from './protocol/schema.js';
import { addressKey } from './limits.js';
import { clientAddress, TRUST_NOBODY, type TrustedProxies } from './client-address.js';
import { LobbyCache } from './lobby-cache.js';
import { KeyedRateLimiter } from './rate-limit.js';
import type { Storage } from './storage/types.js';
import type { WriteHealth } from './storage/write-health.js';
import type { Readiness } from './shutdown.js';
import { withRequestId } from './logger.js';

/** Prometheus' text, from metrics.ts. */
interface Scrape {
  scrape(): Promise<{ type: string; body: string }>;
}

/** `/metrics`: the instance's Prometheus metrics. */
function metricsAnswer(res: ServerResponse, metrics: Scrape): void {
  metrics.scrape().then(
    ({ type, body }) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    },
    () => send(res, 500, { error: { code: 'internal', params: {} } }),
  );
}
import type { Analyses } from './analysis.js';
import { accountApi, signedIn } from './accounts/http.js';
import { ratingApi } from './ratings/http.js';
import { sessionToken } from './accounts/cookies.js';
import type { Accounts } from './accounts/service.js';
import { checkPushHost } from './push/endpoint.js';
import { LOBBY_MAX_PAGES } from './tables/lobby.js';
import { TableError, type TableService } from './tables/service.js';

export interface HttpOptions {
  readonly service: TableService;
  /** Post-game analyses of finished tables. */
  readonly analyses: Analyses;
  readonly storage: Storage;
  /** Whether the storage's writes fail now (a full disk): `/healthz` says so. */
  readonly writes?: WriteHealth;
  /** Whether the instance shuts down: `/healthz` answers 503 then (shutdown.ts). */
  readonly readiness?: Readiness;
  /** `/metrics` here (when there is no health port of its own; metrics.ts). */
  readonly metrics?: Scrape;
  /** Where the web client is built (dist/web); a plain page when it is not. */
  readonly webDir: string;
  /** Tables created or joined per minute per address (0: no limit, for benchmarks). */
  readonly tablesPerMinute?: number;
  /** API reads (GET) per second per address, in bursts of five times as many (0: no limit). */
  readonly readsPerSecond?: number;
  /** Other sites allowed to send state-changing requests (browser-defence.ts). */
  readonly allowedOrigins?: AllowedOrigins;
  /** Push notifications: the server's VAPID public key, and which endpoints are accepted. */
  readonly push?: PushHttp;
  readonly log?: (message: string) => void;
  /** Accounts (issue 26): `/api/v1/account/...`; absent, those answer `endpoint`. */
  readonly accounts?: Accounts;
  /** Session cookies get `Secure` though the server speaks plain HTTP (TLS ends at a proxy). */
  readonly secureCookies?: boolean;
  /** Proxies whose `X-Forwarded-For` names the client (client-address.ts); none by default. */
  readonly trustedProxies?: TrustedProxies;
}

export interface PushHttp {
  readonly publicKey: string;
  /**
   * Endpoints on plain http (a test's local push service). Otherwise an endpoint must be https:
   * the server posts to whatever URL a browser's subscription names.
   */
  readonly allowHttp?: boolean;
  /**
   * Endpoints whose host is an address or resolves to one that is not public (push/endpoint.ts):
   * a test's push service, or a club's own on its network (FATHOM_PUSH_ALLOW_PRIVATE).
   */
  readonly allowPrivate?: boolean;
}

/** Devices one seat may have notified, and subscriptions one address may hold at tables in play. */
export const PUSH_PER_SEAT = 5;
export const PUSH_PER_ADDRESS = 50;

/** A push service's URL, checked: https (http only where allowed), no credentials, not too long. */
function pushEndpoint(raw: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TableError('bad-request', { reason: 'endpoint' });
  }
  const scheme = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
  if (!scheme || url.username || url.password)
    throw new TableError('bad-request', { reason: 'endpoint' });
  return url.href;
}

/**
 * API reads (GET) per second per address, on average; bursts of five times as many. The web
 * client's lobby reads a few lists every 5 s and each of one's tables every 15 s.
 */
export const READS_PER_SECOND = 20;

const STATUS: Record<string, number> = {
  'no-table': 404,
  'bad-token': 403,
  'bad-origin': 403,
  'bad-content-type': 415,
  'not-seated': 403,
  'seat-taken': 409,
  'seat-held': 409,
  'already-started': 409,
  'seats-open': 409,
  stale: 409,
  'rate-limited': 429,
  'too-many-bot-tables': 429,
  'bots-busy': 503,
  'too-large': 413,
  'table-not-finished': 409,
  'push-seat-full': 409,
  'push-address-full': 429,
  'push-private-host': 400,
  'analysis-busy': 503,
  'too-many-analyses': 429,
  storage: 503,
  internal: 500,
  'name-taken': 409,
  'sign-in-failed': 401,
  'not-signed-in': 401,
  'wrong-password': 403,
  'seat-claimed': 409,
  'unknown-player': 404,
  'no-account': 404,
};

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Fathom</title>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto">
<h1>Fathom server is running</h1>
<p>The web client is not built yet: run <code>npm run build</code>, then reload.</p>
<p>The API is at <code>/api/v1</code> (see docs/protocol.md); health at <code>/healthz</code>.</p>
</body></html>`;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** An answer already serialized (the lobby's shared pages). */
function sendJsonBytes(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(body);
}

function sendError(
  res: ServerResponse,
  code: string,
  params: Record<string, string | number> = {},
): void {
  send(res, STATUS[code] ?? 400, { error: { code, params } });
}

/**
 * A body beyond MAX_BODY_BYTES is still read to its end, and dropped, up to this much more: the
 * client's next request on the connection then starts where the server reads (a request cut
 * short would leave the rest of its body to be read as the next request, or the connection
 * reset). Beyond that, the connection is closed once the 413 is sent.
 */
export const DROPPED_BODY_MAX = 1024 * 1024;

/** Requests whose body was left unread: their connection cannot serve another request. */
const unread = new WeakSet<IncomingMessage>();

/** A body, parsed as JSON (`{}` when empty), of at most MAX_BODY_BYTES (`too-large`). */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => new TableError('too-large', { max: MAX_BODY_BYTES });
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      chunks.length = 0;
      if (size <= MAX_BODY_BYTES + DROPPED_BODY_MAX) return;
      // Not read any further: the answer says the connection closes.
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      unread.add(req);
      reject(tooLarge());
    };
    const onEnd = () => {
      if (size > MAX_BODY_BYTES) return reject(tooLarge());
      if (size === 0) return resolve({});
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new TableError('bad-request', { reason: 'not-json' }));
      }
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
    // A client gone before its body ended (after an end, this changes nothing).
    req.once('close', () => reject(new TableError('bad-request', { reason: 'body' })));
  });
}

/** Requests of one connection that may wait behind the one being answered (pipelined ones). */
export const MAX_PIPELINED = 16;

const TURN = Symbol('turn');
/** A connection's requests: one answered at a time, the others waiting their turn, in order. */
interface Turn {
  busy: boolean;
  readonly waiting: (() => void)[];
}
type TurnSocket = Socket & { [TURN]?: Turn };

/**
 * Answers a connection's requests one at a time: the next one only once the answer before has
 * been handed to the kernel in full (its response's `close`). Node parses every request of what
 * it reads at once and emits each (a client may pipeline thousands in a few packets); each
 * handler would build its answer, and an answer behind another one still being written is kept
 * in memory whole, however long the client does not read. Here, a connection holds at most one
 * answer, and MAX_PIPELINED requests waiting: a connection with more is closed (no browser
 * pipelines requests; a client that does and does not read its answers is not served).
 */
function inTurn(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  const socket = req.socket as TurnSocket;
  const turn = (socket[TURN] ??= { busy: false, waiting: [] });
  const run = () => {
    turn.busy = true;
    res.once('close', () => {
      turn.busy = false;
      if (socket.destroyed) turn.waiting.length = 0;
      turn.waiting.shift()?.();
    });
    answer();
  };
  if (!turn.busy) return run();
  if (turn.waiting.length >= MAX_PIPELINED) {
    turn.waiting.length = 0;
    socket.destroy();
    return;
  }
  turn.waiting.push(run);
}

/**
 * A seat token, from `Authorization: Bearer TOKEN` only. A token in the address would be kept in
 * histories, logs and Referer headers: such a request is refused, not served.
 */
function bearer(req: IncomingMessage, url: URL): string | undefined {
  if (url.searchParams.has('token'))
    throw new TableError('bad-request', { reason: 'token-in-url' });
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return undefined;
}

/**
 * `/healthz`: 200 when the database answers and writes go through; 503 when it does not answer,
 * or when writes failed lately with none succeeding since (a full disk still answers reads), or
 * once the instance shuts down (`"stopping": true`, for proxies to send players elsewhere).
 */
function health(
  res: ServerResponse,
  storage: Storage,
  writes?: WriteHealth,
  readiness?: Readiness,
): void {
  if (readiness?.stopping)
    return send(res, 503, { ok: false, storage: storage.engine, stopping: true });
  storage.ping().then(
    () =>
      writes?.failing
        ? send(res, 503, { ok: false, storage: storage.engine, writes: 'failing' })
        : send(res, 200, { ok: true, storage: storage.engine }),
    () => send(res, 503, { ok: false, storage: storage.engine }),
  );
}

/**
 * `/healthz` alone, for a port of its own (FATHOM_HEALTH_PORT): a load balancer's checks then
 * never queue behind the public port's connections, a flood's included.
 */
export function createHealthServer(
  storage: Storage,
  writes?: WriteHealth,
  readiness?: Readiness,
  metrics?: Scrape,
): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz') return health(res, storage, writes, readiness);
    if (path === '/metrics' && metrics) return metricsAnswer(res, metrics);
    send(res, 404, { error: { code: 'bad-request', params: { reason: 'endpoint' } } });
  });
}

/** The games this server has, with their bots and default options per player count. */
function gamesList(): unknown {
  return {
    games: [...GAMES.values()].map(({ game, bots }) => ({
      id: game.id,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      rulesVersion: game.rulesVersion,
      bots: bots.map((b) => ({ name: b.name, strength: b.strength, describe: b.describe })),
      defaultOptions: Object.fromEntries(
        Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => {
          const n = game.minPlayers + i;
          return [String(n), game.defaultOptions(n)];
        }),
      ),
    })),
  };
}

/** An answer that never changes while the server runs, as JSON and compressed once. */
interface FixedAnswer {
  readonly json: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

function fixedAnswer(body: unknown): FixedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  return {
    json,
    br: brotliCompressSync(json),
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * A fixed answer, compressed as the client accepts (AquaSphere's default packs made the games'
 * answer 118 KiB, the largest download of the lobby), and a 304 to a client that has it.
 */
function sendFixed(req: IncomingMessage, res: ServerResponse, a: FixedAnswer): void {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    etag: a.etag,
  };
  if (req.headers['if-none-match'] === a.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(encoding ? a[encoding] : a.json);
}

/** A hashed asset's name (Vite's `name-[hash].js`): its content never changes under that name. */
const HASHED = /[.-][0-9a-zA-Z_-]{8,}\.(js|css)$/;

/**
 * The built web client, served by sirv: every file found once at start (not read from disk for
 * each request's headers), each sent as the build's brotli or gzip copy when the browser takes it
 * (`Vary: Accept-Encoding`; web/precompress.ts makes them), `index.html` for the client's own
 * routes. Hashed assets are cached for a year (`immutable`); the rest, `index.html` first, is
 * revalidated with its ETag, so a second visit costs a 304. Null while the client is not built.
 */
function webFiles(root: string): ((req: IncomingMessage, res: ServerResponse) => void) | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  return sirv(root, {
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'cache-control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
    onNoMatch(_req, res) {
      send(res, 404, { error: { code: 'bad-request', params: { reason: 'path' } } });
    },
  });
}

/** The HTTP side: health, the lobby API, replays and the web client's files. */
export function createHttpServer(opts: HttpOptions): Server {
  const limiter = new KeyedRateLimiter(
    (opts.tablesPerMinute ?? 30) / 60,
    opts.tablesPerMinute ?? 30,
  );
  const readsPerSecond = opts.readsPerSecond ?? READS_PER_SECOND;
  const reads = new KeyedRateLimiter(readsPerSecond, readsPerSecond * 5);
  const { service } = opts;
  // The games never change while the server runs: their answer is built and compressed once.
  let gamesAnswer: FixedAnswer | null = null;
  const lobby = new LobbyCache((status, page) => service.list(status, page));

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const parts = url.pathname.split('/').filter(Boolean).slice(2); // after /api/v1
    const method = req.method ?? 'GET';
    // Anything that changes state: from this site (or an allowed one) only, with a JSON body. A
    // JSON body cannot come from another site without a preflight the server never answers.
    if (method !== 'GET' && method !== 'HEAD') {
      if (!originAllowed(req, opts.allowedOrigins ?? [])) throw new TableError('bad-origin');
      if (!isJson(req)) throw new TableError('bad-content-type', { expected: 'application/json' });
    }
    // The key every per-address limit counts this request under (behind a trusted proxy, the
    // client's address it forwards).
    const address = addressKey(clientAddress(req, opts.trustedProxies ?? TRUST_NOBODY));
    const limited = () => {
      const wait = limiter.take(address);
      if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    };
    if (method === 'GET' || method === 'HEAD') {
      const wait = reads.take(address);
      if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    }
    if (method === 'GET' && parts.length === 1 && parts[0] === 'games') {
      gamesAnswer ??= fixedAnswer(gamesList());
      return sendFixed(req, res, gamesAnswer);
    }
    if (method === 'GET' && parts.length === 1 && parts[0] === 'push') {
      if (!opts.push) throw new TableError('bad-request', { reason: 'endpoint' });
      return send(res, 200, { publicKey: opts.push.publicKey });
    }
    if (parts[0] === 'account' && opts.accounts) {
      return accountApi({
        req,
        res,
        parts: parts.slice(1),
        method,
        accounts: opts.accounts,
        service,
        url,
        secureCookies: opts.secureCookies ?? false,
        address,
        body: () => readJson(req),
        send: (status, body, headers) => send(res, status, body, headers),
        limited,
      });
    }
    const rated = method === 'GET' ? await ratingApi(parts, url, opts.storage) : null;
    if (rated) return send(res, rated.status, rated.body);
    if (parts[0] !== 'tables') throw new TableError('bad-request', { reason: 'endpoint' });
    // A signed-in player's seats are their account's (issue 26); anonymous play is as before.
    const seatAccount = async () => {
      const session = await opts.accounts?.session(sessionToken(req));
      return session ? { id: session.account.id, name: session.account.name } : undefined;
    };
    if (parts.length === 1 && method === 'GET') {
      const status = url.searchParams.get('status') ?? 'open';
      if (status !== 'open' && status !== 'playing' && status !== 'finished') {
        throw new TableError('bad-request', { reason: 'status' });
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!Number.isInteger(page) || page < 1 || page > LOBBY_MAX_PAGES)
        throw new TableError('bad-request', { reason: 'page' });
      return sendJsonBytes(res, await lobby.get(status, page));
    }
    if (parts.length === 1 && method === 'POST') {
      limited();
      const body = createTableBody.safeParse(await readJson(req));
      if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
      const created = await service.create(body.data, address, await seatAccount());
      lobby.clear();
      const link = `/t/${created.table.id as string}`;
      // An invitation's code rides in the fragment: browsers send it to no server, no Referer.
      const invites = created.invites?.map((v) => ({ ...v, link: `${link}#invite=${v.code}` }));
      return send(res, 201, { ...created, link, ...(invites ? { invites } : {}) });
    }
    const id = parts[1] ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
      throw new TableError('no-table', { table: id.slice(0, 64) });
    if (parts.length === 2 && method === 'GET') return send(res, 200, await service.summary(id));
    if (parts.length === 3 && parts[2] === 'join' && method === 'POST') {
      limited();
      const body = joinBody.safeParse(await readJson(req));
      if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
      const joined = await service.join(
        id,
        body.data.seat,
        body.data.name,
        body.data.invite,
        await seatAccount(),
      );
      lobby.clear();
      return send(res, 200, joined);
    }
    if (parts.length === 3 && parts[2] === 'claim' && method === 'POST' && opts.accounts) {
      const session = await signedIn(opts.accounts, req);
      const account = { id: session.account.id, name: session.account.name };
      return send(res, 200, await service.claim(id, bearer(req, url), account));
    }
    if (parts.length === 3 && parts[2] === 'rematch' && method === 'POST') {
      limited();
      const given = await service.rematch(id, bearer(req, url), address);
      return send(res, 201, { ...given, link: `/t/${given.table.id as string}` });
    }
    if (parts.length === 3 && parts[2] === 'push' && opts.push) {
      if (method === 'POST') {
        limited();
        const body = pushSubscribeBody.safeParse(await readJson(req));
        if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
        const { endpoint, keys, lang } = body.data;
        const target = {
          endpoint: pushEndpoint(endpoint, opts.push.allowHttp === true),
          p256dh: keys.p256dh,
          auth: keys.auth,
          lang,
        };
        const seat = await service.seatFor(id, bearer(req, url));
        // After the token: only a seated player makes the server resolve a name.
        if (opts.push.allowPrivate !== true) await checkPushHost(new URL(target.endpoint));
        const refused = await opts.storage
          .addPush(id, seat, target, address, {
            perSeat: PUSH_PER_SEAT,
            perAddress: PUSH_PER_ADDRESS,
          })
          .catch(() => {
            // Not saved (a full disk): said as a move's failed write is.
            throw new TableError('storage');
          });
        if (refused === 'seat-full') throw new TableError('push-seat-full', { max: PUSH_PER_SEAT });
        if (refused === 'address-full')
          throw new TableError('push-address-full', { max: PUSH_PER_ADDRESS });
        return send(res, 201, { seat });
      }
      if (method === 'DELETE') {
        const body = pushRemoveBody.safeParse(await readJson(req));
        if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
        const seat = await service.seatFor(id, bearer(req, url));
        await opts.storage.removePush(id, seat, body.data.endpoint).catch(() => {
          throw new TableError('storage');
        });
        return send(res, 200, { seat });
      }
    }
    if (parts.length === 3 && parts[2] === 'replay' && method === 'GET') {
      const replay = await service.replay(id, bearer(req, url));
      return send(res, 200, replay, {
        'content-disposition': `attachment; filename="fathom-${id}.json"`,
      });
    }
    if (parts.length === 3 && parts[2] === 'analysis' && method === 'GET') {
      const summary = await service.summary(id);
      const answer = await opts.analyses.request(
        id,
        () => service.replay(id, undefined),
        summary.status === 'finished',
        address,
      );
      return send(res, answer.status === 'done' ? 200 : 202, answer);
    }
    throw new TableError('bad-request', { reason: 'endpoint' });
  };

  // Found once the client is built (a server started before `npm run build` finds it then).
  let files: ReturnType<typeof webFiles> = null;
  const staticFile = (req: IncomingMessage, res: ServerResponse): void => {
    files ??= webFiles(opts.webDir);
    if (!files) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(NOT_BUILT);
      return;
    }
    files(req, res);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(securityHeaders(req))) {
      if (value !== undefined) res.setHeader(name, value);
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return sendError(res, 'bad-request', { reason: 'url' });
    }
    if (url.pathname === '/healthz') return health(res, opts.storage, opts.writes, opts.readiness);
    if (url.pathname === '/metrics' && opts.metrics) return metricsAnswer(res, opts.metrics);
    if (url.pathname.startsWith('/api/')) {
      if (!url.pathname.startsWith('/api/v1/'))
        return sendError(res, 'protocol-version', { supported: 1 });
      api(req, res, url).catch((e: unknown) => {
        if (unread.has(req)) res.setHeader('connection', 'close');
        if (e instanceof TableError) return sendError(res, e.code, { ...e.params });
        opts.log?.(`http: ${(e as Error).stack ?? e}`);
        sendError(res, 'internal');
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendError(res, 'bad-request', { reason: 'method' });
    try {
      staticFile(req, res);
    } catch {
      sendError(res, 'bad-request', { reason: 'path' });
    }
  };

  // Each request with its id: lines logged while it is answered carry it (logger.ts).
  return createServer((req, res) =>
    inTurn(req, res, () => withRequestId(req, () => handle(req, res))),
  );
}
