import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Analyses } from './analysis.js';
import { BotPool, type BotPoolOptions } from './bots/pool.js';
import type { AllowedOrigins } from './browser-defence.js';
import { createHealthServer, createHttpServer } from './http.js';
import { guardConnections, LISTEN_BACKLOG, resolveLimits, type Limits } from './limits.js';
import { openStorage } from './storage/open.js';
import type { Storage } from './storage/types.js';
import { watchWrites, WriteHealth } from './storage/write-health.js';
import type { ChatLimits } from './tables/chat-limits.js';
import type { BotTableLimits } from './tables/lobby.js';
import { TableService } from './tables/service.js';
import { attachWebSocket } from './ws.js';
import { vapidKeys } from './push/keys.js';
import { PushNotifier } from './push/notifier.js';
import { PushSender, type PushSenderOptions } from './push/sender.js';

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
  /** How long an awaited player is away before the others may ask for a bot (service.ts). */
  readonly replaceAfterMs?: number;
  /** How long a rematch keeps each person's seat for them (lobby.ts). */
  readonly rematchHoldMs?: number;
  /** How long a seat reserved at creation waits for its invitee (lobby.ts). */
  readonly reserveHoldMs?: number;
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
    readonly pruneEveryMs?: number;
    readonly env?: Readonly<Record<string, string | undefined>>;
  };
}

export const PUSH_KEEP_FINISHED_MS = 86_400_000;
export const PUSH_PRUNE_EVERY_MS = 3_600_000;

export interface App {
  readonly server: Server;
  readonly storage: Storage;
  readonly service: TableService;
  readonly port: number;
  /** The port of `/healthz` alone, if asked for. */
  readonly healthPort: number | null;
  readonly resumed: number;
  /** Push notifications being sent (tests wait for it to be idle). */
  readonly push: PushSender;
  close(): Promise<void>;
}

/** Opens storage, resumes every table being played, and listens. */
export async function startApp(opts: AppOptions): Promise<App> {
  const origin = randomBytes(6).toString('hex');
  const storage = await openStorage({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    origin,
  });
  const workerNice = opts.workerNice !== undefined ? { workerNice: opts.workerNice } : {};
  // The service writes through a watch on the storage's writes, which /healthz reads.
  const writes = new WriteHealth();
  const watched = watchWrites(storage, writes);
  const bots = new BotPool({
    ...workerNice,
    ...opts.bots,
    ...(opts.botThreads !== undefined ? { size: opts.botThreads } : {}),
  });
  const service = new TableService({
    storage: watched,
    bots,
    origin,
    ...(opts.catchUpMs !== undefined ? { catchUpMs: opts.catchUpMs } : {}),
    ...(opts.replaceAfterMs !== undefined ? { replaceAfterMs: opts.replaceAfterMs } : {}),
    ...(opts.rematchHoldMs !== undefined ? { rematchHoldMs: opts.rematchHoldMs } : {}),
    ...(opts.reserveHoldMs !== undefined ? { reserveHoldMs: opts.reserveHoldMs } : {}),
    ...(opts.chatLimits ? { chatLimits: opts.chatLimits } : {}),
    ...(opts.botTables ? { botTables: opts.botTables } : {}),
    ...(opts.log ? { log: opts.log } : {}),
  });
  // Push notifications: the keys first kept with the data (or given), and a sender in the
  // background, told of each change this instance writes.
  const vapid = await vapidKeys(storage, opts.push?.env);
  const allowPrivate =
    opts.push?.allowPrivate ?? (opts.push?.env ?? process.env).FATHOM_PUSH_ALLOW_PRIVATE === '1';
  // Its writes (forgetting a gone device) count in /healthz as the others do.
  const push = new PushSender(watched, vapid, {
    ...opts.push,
    allowPrivate,
    ...(opts.log ? { log: opts.log } : {}),
  });
  service.setPush(new PushNotifier(push));
  // Finished tables' subscriptions go a day after the end (a rematch is offered within minutes):
  // at start, then every hour.
  const prune = () =>
    void watched
      .prunePush(Date.now() - (opts.push?.keepFinishedMs ?? PUSH_KEEP_FINISHED_MS))
      .catch((e: unknown) => opts.log?.(`push: prune: ${(e as Error).message}`));
  prune();
  const pruner = setInterval(prune, opts.push?.pruneEveryMs ?? PUSH_PRUNE_EVERY_MS);
  pruner.unref();
  const analyses = new Analyses({
    ...workerNice,
    ...(opts.analysisIterations !== undefined ? { iterations: opts.analysisIterations } : {}),
  });
  const server = createHttpServer({
    service,
    // Through the watch: its writes (push subscriptions) count in /healthz as the service's do.
    storage: watched,
    writes,
    analyses,
    webDir: opts.webDir,
    push: { publicKey: vapid.publicKey, allowHttp: opts.push?.allowHttp === true, allowPrivate },
    ...(opts.tablesPerMinute !== undefined ? { tablesPerMinute: opts.tablesPerMinute } : {}),
    ...(opts.readsPerSecond !== undefined ? { readsPerSecond: opts.readsPerSecond } : {}),
    ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}),
    ...(opts.log ? { log: opts.log } : {}),
  });
  const limits = resolveLimits(opts.limits);
  guardConnections(server, limits);
  const edge = attachWebSocket(server, service, {
    limits,
    ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}),
    ...(opts.socketRate !== undefined ? { rate: opts.socketRate, burst: opts.socketRate * 2 } : {}),
    ...(opts.onMoveTime ? { onMoveTime: opts.onMoveTime } : {}),
    ...(opts.log ? { log: opts.log } : {}),
  });
  const healthServer = opts.healthPort !== undefined ? createHealthServer(storage, writes) : null;
  let resumed: number;
  try {
    resumed = await service.resumeAll();
    await listen(server, opts.port, opts.host);
    if (healthServer) await listen(healthServer, opts.healthPort ?? 0, opts.host);
  } catch (e) {
    healthServer?.close();
    await service.close();
    await bots.close();
    await storage.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    storage,
    service,
    port,
    healthPort: healthServer ? (healthServer.address() as AddressInfo).port : null,
    resumed,
    push,
    async close() {
      clearInterval(pruner);
      healthServer?.close();
      edge.close();
      await new Promise<void>((r) => server.close(() => r()));
      await service.close();
      await analyses.close();
      await bots.close();
      await storage.close();
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
