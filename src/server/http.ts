import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GAMES } from '../games/registry.js';
import { isJson, originAllowed, securityHeaders, type AllowedOrigins } from './browser-defence.js';
import { createTableBody, issuePath, joinBody, pushRemoveBody, pushSubscribeBody } from './wire.js';
import { inviteBody } from './tables/seat-invites.js';
import { addressKey } from './limits.js';
import { clientAddress, TRUST_NOBODY, type TrustedProxies } from './client-address.js';
import { LobbyCache } from './lobby-cache.js';
import { KeyedRateLimiter } from './rate-limit.js';
import type { Storage } from './storage/types.js';
import type { WriteHealth } from './storage/write-health.js';
import type { Readiness } from './shutdown.js';
import { withRequestId } from './logger.js';
import { health, metricsAnswer, type Scrape } from './health.js';
import {
  fixedAnswer,
  send,
  sendError,
  sendFixed,
  sendJsonBytes,
  type FixedAnswer,
} from './http-answer.js';
import { bearer, inTurn, readJson, unread } from './http-request.js';
import { NOT_BUILT, webFiles } from './web-files.js';
import type { Analyses } from './analysis.js';
import { accountApi, signedIn } from './accounts/http.js';
import { ratingApi } from './ratings/http.js';
import { playNowApi } from './play-now/http.js';
import type { PlayNow } from './play-now/matcher.js';
import { botRatings, botRatingsVersion, readBotRatings } from './ratings/bot-ratings.js';
import { sessionToken } from './accounts/cookies.js';
import type { Accounts } from './accounts/service.js';
import { checkPushHost } from './push/endpoint.js';
import { emailApi, UNSUBSCRIBE_PATH, unsubscribeAnswer } from './email/http.js';
import type { EmailService } from './email/service.js';
import type { PasswordResets } from './accounts/password-reset.js';
import { friendsApi, isFriendsPath } from './friends/http.js';
import type { Friends } from './friends/service.js';
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
  /** E-mail (issue 27, email/http.ts), when SMTP_URL is set. */
  readonly email?: EmailService;
  /** Password reset by e-mail (accounts/password-reset.ts). */
  readonly resets?: PasswordResets;
  /** Friends, requests and blocks (issue 42): `/api/v1/account/friends...` (friends/http.ts). */
  readonly friends?: Friends;
  /** Proxies whose `X-Forwarded-For` names the client (client-address.ts); none by default. */
  readonly trustedProxies?: TrustedProxies;
  /** Play now (issue 42, play-now/): `/api/v1/play-now`. */
  readonly playNow?: PlayNow;
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

/** The games this server has, with their bots and default options per player count. */
function gamesList(): unknown {
  return {
    games: [...GAMES.values()].map(({ game, bots }) => ({
      id: game.id,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      rulesVersion: game.rulesVersion,
      bots: bots.map((b) => ({
        name: b.name,
        strength: b.strength,
        describe: b.describe,
        // Its rating on the people's scale (docs/ratings.md, "Bots"), rounded as the lobby says it.
        rating: botRatings(game.id).get(b.name) ?? 0,
      })),
      defaultOptions: Object.fromEntries(
        Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => {
          const n = game.minPlayers + i;
          return [String(n), game.defaultOptions(n)];
        }),
      ),
    })),
  };
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
  let gamesVersion = botRatingsVersion();
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
      // The bots' ratings come with it (issue 44): read again when a minute old, a new answer
      // (and ETag) when they moved.
      await readBotRatings(opts.storage).catch(() => {});
      if (gamesVersion !== botRatingsVersion()) gamesAnswer = null;
      gamesVersion = botRatingsVersion();
      gamesAnswer ??= fixedAnswer(gamesList());
      return sendFixed(req, res, gamesAnswer);
    }
    if (method === 'GET' && parts.length === 1 && parts[0] === 'push') {
      if (!opts.push) throw new TableError('bad-request', { reason: 'endpoint' });
      return send(res, 200, { publicKey: opts.push.publicKey });
    }
    if (parts[0] === 'account' && parts[1] === 'email' && opts.accounts) {
      return emailApi({
        req,
        parts: parts.slice(2),
        method,
        accounts: opts.accounts,
        email: opts.email,
        body: () => readJson(req),
        send: (status, body) => send(res, status, body),
      });
    }
    if (parts[0] === 'account' && opts.accounts && opts.friends && isFriendsPath(parts.slice(1))) {
      return friendsApi(
        {
          req,
          parts: parts.slice(1),
          method,
          accounts: opts.accounts,
          url,
          body: () => readJson(req),
          send: (status, body) => send(res, status, body),
          limited,
        },
        opts.friends,
      );
    }
    if (parts[0] === 'account' && opts.accounts) {
      return accountApi({
        req,
        res,
        parts: parts.slice(1),
        method,
        accounts: opts.accounts,
        ...(opts.resets ? { resets: opts.resets } : {}),
        service,
        url,
        secureCookies: opts.secureCookies ?? false,
        address,
        body: () => readJson(req),
        send: (status, body, headers) => send(res, status, body, headers),
        limited,
      });
    }
    if (parts[0] === 'play-now' && opts.playNow) {
      return playNowApi({
        parts,
        method,
        address,
        playNow: opts.playNow,
        body: () => readJson(req),
        account: async () => {
          const s = await opts.accounts?.session(sessionToken(req));
          return s ? { id: s.account.id, name: s.account.name } : undefined;
        },
        send: (status, body) => send(res, status, body),
        limited,
        listed: () => lobby.clear(),
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
    if (parts.length === 3 && parts[2] === 'invite' && method === 'POST' && opts.accounts) {
      limited();
      const body = inviteBody.safeParse(await readJson(req));
      if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
      const { seat, name } = body.data;
      // The creator's seat's token, or their account's session from another device.
      const by = { token: bearer(req, url), account: (await seatAccount())?.id };
      const table = await service.inviteAccount(id, by, seat, name);
      lobby.clear();
      return send(res, 200, { table });
    }
    if (parts.length === 3 && parts[2] === 'decline' && method === 'POST' && opts.accounts) {
      const session = await signedIn(opts.accounts, req);
      const table = await service.declineInvitation(id, session.account.id);
      lobby.clear();
      return send(res, 200, { table });
    }
    if (parts.length === 3 && parts[2] === 'claim' && method === 'POST' && opts.accounts) {
      const session = await signedIn(opts.accounts, req);
      const account = { id: session.account.id, name: session.account.name };
      return send(res, 200, await service.claim(id, bearer(req, url), account));
    }
    if (parts.length === 3 && parts[2] === 'rematch' && method === 'POST') {
      limited();
      // The account signed in here holds its seat even if the seat's token changed (issue 40).
      const s = opts.accounts ? await opts.accounts.session(sessionToken(req)) : null;
      const account = s ? { id: s.account.id, name: s.account.name } : undefined;
      const given = await service.rematch(id, bearer(req, url), address, account);
      return send(res, 201, { ...given, link: `/t/${given.table.id as string}` });
    }
    if (parts.length === 3 && parts[2] === 'push' && opts.push) {
      // The seat's token, or without one the session of the account holding the seat (issue 40:
      // every signed-in device of the account may be notified).
      const pushSeat = async () => {
        const token = bearer(req, url);
        if (token !== undefined || !opts.accounts) return service.seatFor(id, token);
        const s = await opts.accounts.session(sessionToken(req));
        if (!s) throw new TableError('not-seated');
        return service.accountSeats.heldSeat(id, s.account.id);
      };
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
        const seat = await pushSeat();
        // After the seat: only a seated player makes the server resolve a name.
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
        const seat = await pushSeat();
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
    // Before the API's rules: a mail client's one-click unsubscribe is a form from no page.
    if (url.pathname === UNSUBSCRIBE_PATH) {
      unsubscribeAnswer(req, res, url, opts.email).catch((e: unknown) => {
        opts.log?.(`http: ${(e as Error).stack ?? e}`);
        sendError(res, 'internal');
      });
      return;
    }
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
    inTurn(req, res, () => withRequestId(req, res, () => handle(req, res))),
  );
}
