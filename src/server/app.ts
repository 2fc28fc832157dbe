import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Analyses } from './analysis.js';
import type { SignInLimits } from './accounts/attempts.js';
import { Accounts } from './accounts/service.js';
import { SessionEnds } from './accounts/session-ends.js';
import { PasswordResets, type ResetLimits } from './accounts/password-reset.js';
import { Presence } from './friends/presence.js';
import { Friends } from './friends/service.js';
import { BotPool, type BotPoolOptions } from './bots/pool.js';
import type { AllowedOrigins } from './browser-defence.js';
import { createHealthServer } from './health.js';
import { createHttpServer } from './http.js';
import type { TrustedProxies } from './client-address.js';
import { guardConnections, LISTEN_BACKLOG, resolveLimits, type Limits } from './limits.js';
import { openStorage } from './storage/open.js';
import type { Storage, TableRecord } from './storage/types.js';
import { watchWrites, WriteHealth } from './storage/write-health.js';
import type { ChatLimits } from './tables/chat-limits.js';
import type { BotTableLimits } from './tables/lobby.js';
import { TableService } from './tables/service.js';
import { PlayNow, type PlayNowOptions } from './play-now/matcher.js';
import { attachWebSocket } from './ws.js';
import { vapidKeys } from './push/keys.js';
import { PushNotifier } from './push/notifier.js';
import { VisibleSeats } from './push/visible-seats.js';
import { PushSender, type PushSenderOptions } from './push/sender.js';
import { emailMetrics } from './email/metrics.js';
import { pushMetrics } from './push/metrics.js';
import { EMAIL_PERIOD_MS, type EmailSenderOptions, type Transport } from './email/sender.js';
import { EmailService } from './email/service.js';
import type { EmailSettings } from './email/settings.js';
import { Readiness } from './shutdown.js';
import { Metrics } from './metrics.js';
import { tableEvents, type Logger } from './logger.js';
import { withMethod } from './with-method.js';

export interface AppOptions {
  readonly port: number;
  readonly host?: string;
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly webDir: string;
  readonly tablesPerMinute?: number;
  /** API reads (GET) per second per address (http.ts; 0: no limit). */
  readonly readsPerSecond?: number;
  readonly socketRate?: number;
  /** Other sites whose pages may act on this server; its own always may (browser-defence.ts). */
  readonly allowedOrigins?: AllowedOrigins;
  /** Connections and sockets per address and in total (limits.ts); unset ones take defaults. */
  readonly limits?: Partial<Limits>;
  readonly botThreads?: number;
  /** The bots' time budget per decision and queue bound, or a worker of one's own (pool.ts). */
  readonly bots?: Omit<BotPoolOptions, 'size'>;
  /** Tables of bots only playing at once, per creator's address and in all (lobby.ts). */
  readonly botTables?: Partial<BotTableLimits>;
  /** With PostgreSQL, how often held tables are compared with the database (service.ts). */
  readonly catchUpMs?: number;
  /** A table forgotten as played elsewhere and still this long is loaded again (service.ts). */
  readonly adoptAfterMs?: number;
  /** How long an awaited player is away before the others may ask for a bot (service.ts). */
  readonly replaceAfterMs?: number;
  /** How long a rematch keeps each person's seat for them (lobby.ts). */
  readonly rematchHoldMs?: number;
  /** How long a seat reserved at creation waits for its invitee (lobby.ts). */
  readonly reserveHoldMs?: number;
  /** Invitations an account may get a day (tables/seat-invites.ts). */
  readonly invitesPerDay?: number;
  /** How much a table's chat may take (chat-limits.ts). */
  readonly chatLimits?: Partial<ChatLimits>;
  /** Search iterations per decision in post-game analyses (analysis.ts). */
  readonly analysisIterations?: number;
  /**
   * The nice value of every worker thread started, from its start (bots', replacements included,
   * and analyses'; thread-priority.ts). Unset: the event loop's.
   */
  readonly workerNice?: number;
  readonly log?: (message: string) => void;
  /**
   * JSON lines (logger.ts): table events (created, started, ended, a bot seated) at info, and
   * what `log` would be told, at error. Takes the place of `log`.
   */
  readonly logger?: Logger;
  /** Told, for each acknowledged move, the ms from its frame to its ack inside the server. */
  readonly onMoveTime?: (ms: number) => void;
  /** A port of its own for `/healthz` (0: any free one; unset: none, /healthz on `port` only). */
  readonly healthPort?: number;
  /**
   * Push notifications' queue and timeouts (push/sender.ts); `allowHttp` accepts push services on
   * plain http (a test's own); `allowPrivate` (or FATHOM_PUSH_ALLOW_PRIVATE=1) push services on
   * addresses that are not public (push/endpoint.ts); `env` is where VAPID_* and
   * FATHOM_PUSH_ALLOW_PRIVATE are read (process.env unless given).
   */
  readonly push?: PushSenderOptions & {
    readonly allowHttp?: boolean;
    /** How long after a table ends its subscriptions are kept (a day), and how often checked. */
    readonly keepFinishedMs?: number;
    /** How long after its creation a table that never started keeps them (a week). */
    readonly keepOpenMs?: number;
    readonly pruneEveryMs?: number;
    readonly env?: Readonly<Record<string, string | undefined>>;
  };
  /** Session cookies marked `Secure` behind a TLS proxy (FATHOM_SECURE_COOKIES). */
  readonly secureCookies?: boolean;
  /** Attempts at passwords and passkeys, per address and per name (accounts/attempts.ts). */
  readonly signInLimits?: Partial<SignInLimits>;
  /** Password reset requests per address and per account (accounts/password-reset.ts). */
  readonly resetLimits?: ResetLimits;
  /** The name in every metric's `fathom_instance` label (FATHOM_INSTANCE; host:port by default). */
  readonly instance?: string;
  /**
   * E-mail notifications (email/settings.ts from SMTP_URL...); absent or null: none, and the
   * account page does not offer it. A test may give its own transport and period.
   */
  readonly email?:
    | (EmailSenderOptions & { readonly settings: EmailSettings; readonly transport?: Transport })
    | null;
  /**
   * Proxies whose `X-Forwarded-For` names the client, for the per-address limits
   * (FATHOM_TRUSTED_PROXIES, client-address.ts); none by default.
   */
  readonly trustedProxies?: TrustedProxies;
  /** Presence's refresh and time to live (friends/presence.ts), friend requests a day. */
  readonly friends?: {
    readonly refreshMs?: number;
    readonly ttlMs?: number;
    readonly requestsPerDay?: number;
  };
  /** Play now's waits, expiry and limits (play-now/matcher.ts). */
  readonly playNow?: Omit<PlayNowOptions, 'log'>;
}

export const PUSH_KEEP_FINISHED_MS = 86_400_000;
/**
 * A table still waiting for players a week after its creation is taken as abandoned: its
 * subscriptions go (tables are never deleted, so they would be kept for ever). Whoever starts it
 * later turns them on again.
 */
export const PUSH_KEEP_OPEN_MS = 7 * 86_400_000;
export const PUSH_PRUNE_EVERY_MS = 3_600_000;

export interface App {
  readonly server: Server;
  readonly storage: Storage;
  readonly service: TableService;
  readonly accounts: Accounts;
  readonly port: number;
  /** The port of `/healthz` alone, if asked for. */
  readonly healthPort: number | null;
  readonly resumed: number;
  /** Push notifications being sent (tests wait for it to be idle). */
  readonly push: PushSender;
  /** E-mail, when SMTP_URL is set (tests wait for its sender to be idle). */
  readonly email: EmailService | null;
  close(): Promise<void>;
  /**
   * A graceful stop (SIGTERM): `/healthz` answers 503 and new sockets are refused at once; after
   * `drainMs` (for a proxy to see it), open sockets are closed with 1001; then every table's pending
   * writes finish and everything closes, as `close` does.
   */
  shutdown(drainMs: number): Promise<void>;
}

/** Opens storage, resumes every table being played, and listens. */
export async function startApp(opts: AppOptions): Promise<App> {
  const origin = randomBytes(6).toString('hex');
  const { logger } = opts;
  const log = logger ? errorLine(logger) : opts.log;
  const events = logger
    ? (before: TableRecord | null, after: TableRecord) => {
        for (const e of tableEvents(before, after)) logger.info(e, e.event);
      }
    : null;
  const storage = await openStorage({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    origin,
  });
  const workerNice = opts.workerNice !== undefined ? { workerNice: opts.workerNice } : {};
  // The service writes through a watch on the storage's writes, which /healthz reads.
  const writes = new WriteHealth();
  const readiness = new Readiness();
  const pool = new BotPool({
    ...workerNice,
    ...opts.bots,
    ...(opts.botThreads !== undefined ? { size: opts.botThreads } : {}),
  });
  // Read at each scrape of /metrics; the service and the sockets exist by the first one.
  const metrics: Metrics = new Metrics(opts.instance ?? `${hostname()}:${opts.port}`, {
    tablesLoaded: (): number => service.tablesLoaded,
    sockets: (): number => edge.sockets(),
    unsent: () => edge.unsent,
    botTimeouts: () => pool.timeouts,
    botQueue: () => pool.queued,
    instanceCounts: () => service.instanceCounts,
  });
  const watched = metrics.timeAppends(
    withMethod(watchWrites(storage, writes), 'createTable', (create) =>
      events
        ? async (record) => {
            await create(record);
            events(null, record);
          }
        : create,
    ),
  );
  const bots = metrics.timeBots(pool);
  const service = new TableService({
    storage: watched,
    bots,
    origin,
    ...(opts.catchUpMs !== undefined ? { catchUpMs: opts.catchUpMs } : {}),
    ...(opts.adoptAfterMs !== undefined ? { adoptAfterMs: opts.adoptAfterMs } : {}),
    ...(opts.replaceAfterMs !== undefined ? { replaceAfterMs: opts.replaceAfterMs } : {}),
    ...(opts.rematchHoldMs !== undefined ? { rematchHoldMs: opts.rematchHoldMs } : {}),
    ...(opts.reserveHoldMs !== undefined ? { reserveHoldMs: opts.reserveHoldMs } : {}),
    ...(opts.invitesPerDay !== undefined ? { invitesPerDay: opts.invitesPerDay } : {}),
    ...(opts.chatLimits ? { chatLimits: opts.chatLimits } : {}),
    ...(opts.botTables ? { botTables: opts.botTables } : {}),
    ...(log ? { log } : {}),
    ...(events ? { onRecord: events } : {}),
  });
  // Push notifications: the keys first kept with the data (or given), and a sender in the
  // background, told of each change this instance writes.
  const vapid = await vapidKeys(storage, opts.push?.env);
  const env = opts.push?.env ?? process.env;
  const allowPrivate = opts.push?.allowPrivate ?? env.FATHOM_PUSH_ALLOW_PRIVATE === '1';
  // Its writes (forgetting a gone device) count in /healthz as the others do.
  const push = new PushSender(watched, vapid, {
    ...opts.push,
    allowPrivate,
    ...(opts.log ? { log: opts.log } : {}),
  });
  // E-mail, when set up: the same events, decided once by the notifier, mailed in the background.
  const email = opts.email
    ? await EmailService.start(watched, opts.email.settings, {
        ...opts.email,
        // Failures at error, with the logger's other lines.
        ...(log ? { log } : {}),
      })
    : null;
  emailMetrics(metrics.registry, () => email?.sender.counts);
  pushMetrics(metrics.registry, push);
  service.setPush(
    new PushNotifier(push, email?.sender ?? null, new VisibleSeats(storage.visible, log)),
  );
  if (email)
    email.sender.awaited = (account, table, seat) => service.accounts.awaits(account, table, seat);
  // Finished tables' subscriptions go a day after the end (a rematch is offered within minutes),
  // those of tables that never started a week after their creation: at start, then every hour.
  const prune = () =>
    void watched
      .prunePush(
        Date.now() - (opts.push?.keepFinishedMs ?? PUSH_KEEP_FINISHED_MS),
        Date.now() - (opts.push?.keepOpenMs ?? PUSH_KEEP_OPEN_MS),
      )
      .catch((e: unknown) => opts.log?.(`push: prune: ${(e as Error).message}`));
  // Sends older than the e-mail period hold nothing back any more.
  if (email)
    void watched.email
      .pruneSent(Date.now() - (opts.email?.periodMs ?? EMAIL_PERIOD_MS))
      .catch((e: unknown) => opts.log?.(`email: prune: ${(e as Error).message}`));
  prune();
  const pruner = setInterval(prune, opts.push?.pruneEveryMs ?? PUSH_PRUNE_EVERY_MS);
  pruner.unref();
  const analyses = new Analyses({
    ...workerNice,
    ...(opts.analysisIterations !== undefined ? { iterations: opts.analysisIterations } : {}),
  });
  // An account's sessions end on every instance: its sockets close, its seats' tokens change.
  const sessions = new SessionEnds(storage);
  const accounts = new Accounts({
    storage: watched,
    forgetSeats: (account) => service.accountSeats.forgetAccount(account),
    sessionsEnded: async (account, at) => {
      await sessions
        .endAll(account, at)
        .catch((e: unknown) =>
          log?.(`sessions: tell the other instances: ${(e as Error).message}`),
        );
      await service.accountSeats.rotateTokens(account);
    },
    sessionEnded: (account, session) =>
      sessions
        .endOne(account, session)
        .catch((e: unknown) =>
          log?.(`sessions: tell the other instances: ${(e as Error).message}`),
        ),
    ...(opts.signInLimits ? { signInLimits: opts.signInLimits } : {}),
  });
  const resets = new PasswordResets(
    watched,
    accounts,
    email ? { sender: email.sender, publicUrl: opts.email?.settings.publicUrl ?? '' } : null,
    opts.resetLimits,
  );
  // Who is online, told to every instance through the database (issue 42).
  const presence = new Presence(watched.friends, origin, {
    ...opts.friends,
    gameOf: async (id) => String((await service.summary(id)).game),
    ...(log ? { log } : {}),
  });
  const friends = new Friends(watched, presence, opts.friends);
  const playNow = new PlayNow(watched, service, { ...opts.playNow, ...(log ? { log } : {}) });
  const server = createHttpServer({
    service,
    playNow,
    accounts,
    resets,
    friends,
    ...(email ? { email } : {}),
    ...(opts.secureCookies ? { secureCookies: true } : {}),
    // Through the watch: its writes (push subscriptions) count in /healthz as the service's do.
    storage: watched,
    writes,
    readiness,
    analyses,
    // /metrics on the health port when there is one (kept off the public port), else here.
    ...(opts.healthPort === undefined ? { metrics } : {}),
    webDir: opts.webDir,
    push: { publicKey: vapid.publicKey, allowHttp: opts.push?.allowHttp === true, allowPrivate },
    ...(opts.tablesPerMinute !== undefined ? { tablesPerMinute: opts.tablesPerMinute } : {}),
    ...(opts.readsPerSecond !== undefined ? { readsPerSecond: opts.readsPerSecond } : {}),
    ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}),
    ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}),
    ...(log ? { log } : {}),
  });
  const limits = resolveLimits(opts.limits);
  guardConnections(server, limits, opts.trustedProxies);
  const edge = attachWebSocket(server, service, {
    limits,
    accounts,
    sessions,
    presence,
    ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}),
    ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}),
    ...(opts.socketRate !== undefined ? { rate: opts.socketRate, burst: opts.socketRate * 2 } : {}),
    onMoveTime: (ms) => {
      metrics.moveAck.observe(ms / 1000);
      opts.onMoveTime?.(ms);
    },
    ...(log ? { log } : {}),
  });
  const healthServer =
    opts.healthPort !== undefined ? createHealthServer(storage, writes, readiness, metrics) : null;
  let resumed: number;
  try {
    resumed = await service.resumeAll();
    await listen(server, opts.port, opts.host);
    if (healthServer) await listen(healthServer, opts.healthPort ?? 0, opts.host);
  } catch (e) {
    healthServer?.close();
    await presence.close();
    await service.close();
    await bots.close();
    await storage.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  const close = async () => {
    clearInterval(pruner);
    playNow.close();
    healthServer?.close();
    edge.close();
    await new Promise<void>((r) => server.close(() => r()));
    await presence.close();
    await service.close();
    await analyses.close();
    await bots.close();
    // After the tables (their last moves may notify), before the storage (the drain needs it).
    await email?.sender.close();
    await storage.close();
  };
  return {
    server,
    storage,
    service,
    accounts,
    port,
    healthPort: healthServer ? (healthServer.address() as AddressInfo).port : null,
    resumed,
    push,
    email,
    close,
    async shutdown(drainMs) {
      readiness.stop();
      edge.refuseNew();
      if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
      await edge.drain();
      // service.close (in close) waits for every table's queue: its moves' writes included.
      await close();
    },
  };
}

function listen(server: Server, port: number, host = '0.0.0.0'): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * What the server says went wrong, as an error line: the table's id as a field when the message
 * names one (`table ID: ...`), so that a table's lines are found together.
 */
function errorLine(logger: Logger): (message: string) => void {
  return (message) => {
    const m = /^(?:table|catch-up) ([\w-]+): /.exec(message);
    if (m) logger.error({ table: m[1] }, message.slice(m[0].length));
    else logger.error(message);
  };
}
