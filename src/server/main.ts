import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './app.js';
import { parseAllowedOrigins } from './browser-defence.js';
import { TrustedProxies } from './client-address.js';
import { moveTimesLine } from './move-times.js';
import { defaultHeapForWorkers } from './node-flags.js';
import { DRAIN_S } from './shutdown.js';
import { createLogger, isLevel } from './logger.js';
import { hostname } from 'node:os';
import { BACKGROUND_NICE, currentThreadId, lowerThreads } from './thread-priority.js';
import { emailSettings, type EmailSettings } from './email/settings.js';

/**
 * `npm start`: serves the web client, the API and /healthz. Configuration from the environment
 * (docs/operating.md, "Settings", every one in a table): PORT (8080), DATA_DIR (data/), DATABASE_URL
 * (PostgreSQL instead of SQLite), HOST (0.0.0.0), FATHOM_TABLES_PER_MINUTE (30 per address, 0 for
 * none), FATHOM_READS_PER_SECOND (API reads, 20 a second per address, 0 for none),
 * FATHOM_SOCKET_RATE (20 messages/s), and the connection limits (limits.ts):
 * FATHOM_CONNECTIONS_PER_ADDRESS, FATHOM_MAX_CONNECTIONS, FATHOM_SOCKETS_PER_ADDRESS,
 * FATHOM_MAX_SOCKETS, FATHOM_SPECTATOR_IDLE_S, FATHOM_SOCKET_UNSENT_KIB, FATHOM_UNSENT_MIB;
 * FATHOM_CATCH_UP_MS (with PostgreSQL, how often held tables are compared with the database);
 * the bots: FATHOM_BOT_THREADS, FATHOM_BOTS_ONLY_THREADS, FATHOM_BOT_BUDGET_MS,
 * FATHOM_BOT_QUEUE, FATHOM_BOT_QUEUE_PER_ADDRESS, FATHOM_BOT_TABLES_PER_ADDRESS,
 * FATHOM_MAX_BOT_TABLES; FATHOM_HEALTH_PORT (a port of its own for /healthz);
 * FATHOM_REPLACE_AFTER_S (how long an awaited player is away from an untimed table before the
 * others may ask for a bot); FATHOM_ALLOWED_ORIGINS (other sites whose pages may play here; the
 * server's own origin always may); FATHOM_SECURE_COOKIES=1 (the session cookie is `Secure`: TLS
 * ends at a proxy in front);
 * FATHOM_TRUSTED_PROXIES (proxies whose X-Forwarded-For names the client; client-address.ts);
 * FATHOM_DRAIN_S (on SIGTERM, seconds of 503 from /healthz
 * before the sockets are closed, shutdown.ts); FATHOM_INSTANCE (the name in metrics and logs);
 * LOG_LEVEL (info; logger.ts).
 */
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? resolve(root, 'data'));
const databaseUrl = process.env.DATABASE_URL || undefined;
/** A setting that is a number, 0 or more; unset (or empty) is undefined. */
function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) fatal(`${name}=${raw} is not a number (0 or more).`);
  return n;
}
let allowedOrigins: readonly string[] = [];
try {
  allowedOrigins = parseAllowedOrigins(process.env.FATHOM_ALLOWED_ORIGINS);
} catch {
  fatal(
    `FATHOM_ALLOWED_ORIGINS=${process.env.FATHOM_ALLOWED_ORIGINS} is not a comma-separated list of origins such as https://play.example.org.`,
  );
}
let trustedProxies = TrustedProxies.parse(undefined);
try {
  trustedProxies = TrustedProxies.parse(process.env.FATHOM_TRUSTED_PROXIES);
} catch (e) {
  fatal(`FATHOM_TRUSTED_PROXIES: ${(e as Error).message}.`);
}
/** The settings that were given (unset ones take the server's defaults). */
function defined<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
const limits = {
  connectionsPerAddress: envNumber('FATHOM_CONNECTIONS_PER_ADDRESS'),
  connections: envNumber('FATHOM_MAX_CONNECTIONS'),
  socketsPerAddress: envNumber('FATHOM_SOCKETS_PER_ADDRESS'),
  sockets: envNumber('FATHOM_MAX_SOCKETS'),
  spectatorIdleMs: ((s) => (s === undefined ? undefined : s * 1000))(
    envNumber('FATHOM_SPECTATOR_IDLE_S'),
  ),
  unsentPerSocket: ((k) => (k === undefined ? undefined : k * 1024))(
    envNumber('FATHOM_SOCKET_UNSENT_KIB'),
  ),
  unsentTotal: ((m) => (m === undefined ? undefined : m * 1024 * 1024))(
    envNumber('FATHOM_UNSENT_MIB'),
  ),
};

function fatal(message: string): never {
  console.error(`fathom: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fatal(`PORT=${process.env.PORT} is not a port number.`);

// JSON lines on stderr (logger.ts); `npm start 2>&1 | npx pino-pretty` to read them in a terminal.
const level = process.env.LOG_LEVEL || 'info';
if (!isLevel(level))
  fatal(`LOG_LEVEL=${level} is not one of fatal, error, warn, info, debug, trace, silent.`);
const instance = process.env.FATHOM_INSTANCE || `${hostname()}:${port}`;
const logger = createLogger(instance, level);

// FATHOM_DEBUG=1: every 5 s, the event loop's delay and the time moves spend in the server
// (frame in to ack out), to find what blocks it under load.
const moveTimes: number[] = [];
const debug = !!process.env.FATHOM_DEBUG;
if (debug) {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  setInterval(() => {
    const t = moveTimes.splice(0).sort((a, b) => a - b);
    const q = (p: number) => (t[Math.min(t.length - 1, Math.floor(p * t.length))] ?? 0).toFixed(1);
    logger.info(
      `loop delay p50 ${ms(h.percentile(50))} ms, p99 ${ms(h.percentile(99))} ms, max ${ms(h.max)} ms; ` +
        `${t.length} moves in the server p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms`,
    );
    h.reset();
  }, 5000).unref();
}
// FATHOM_MOVE_TIMES=1 (the server benchmark): the same times, every one, on stdout (move-times.ts).
const timedMoves: number[] = [];
const timing = !!process.env.FATHOM_MOVE_TIMES;
if (timing) {
  setInterval(() => {
    const line = moveTimesLine(performance.now(), timedMoves.splice(0));
    if (line !== null) console.log(line);
  }, 1000).unref();
}
const onMoveTime =
  debug || timing
    ? (ms: number) => {
        if (debug) moveTimes.push(ms);
        if (timing) timedMoves.push(ms);
      }
    : undefined;

// Before the first worker starts: the old generation's floor is the main thread's alone.
defaultHeapForWorkers();

// E-mail (issue 27): off without SMTP_URL; with it, FATHOM_PUBLIC_URL is needed for the links.
let emailSet: EmailSettings | null = null;
try {
  emailSet = emailSettings(process.env);
} catch (e) {
  fatal((e as Error).message);
}

try {
  const app = await startApp({
    port,
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
    dataDir,
    databaseUrl,
    webDir: resolve(root, 'dist/web'),
    tablesPerMinute: envNumber('FATHOM_TABLES_PER_MINUTE'),
    readsPerSecond: envNumber('FATHOM_READS_PER_SECOND'),
    socketRate: envNumber('FATHOM_SOCKET_RATE'),
    catchUpMs: envNumber('FATHOM_CATCH_UP_MS'),
    replaceAfterMs: ((s) => (s === undefined ? undefined : s * 1000))(
      envNumber('FATHOM_REPLACE_AFTER_S'),
    ),
    healthPort: envNumber('FATHOM_HEALTH_PORT'),
    // TLS ends at a proxy in front: the session cookie is marked Secure all the same.
    secureCookies: process.env.FATHOM_SECURE_COOKIES === '1',
    instance,
    botThreads: envNumber('FATHOM_BOT_THREADS'),
    bots: defined({
      botsOnlySize: envNumber('FATHOM_BOTS_ONLY_THREADS'),
      budgetMs: envNumber('FATHOM_BOT_BUDGET_MS'),
      maxQueued: envNumber('FATHOM_BOT_QUEUE'),
      perCreator: envNumber('FATHOM_BOT_QUEUE_PER_ADDRESS'),
    }),
    botTables: defined({
      perAddress: envNumber('FATHOM_BOT_TABLES_PER_ADDRESS'),
      total: envNumber('FATHOM_MAX_BOT_TABLES'),
    }),
    allowedOrigins,
    trustedProxies,
    // Workers started at any time yield to the event loop too (see the lowering below).
    workerNice: BACKGROUND_NICE,
    limits: defined(limits),
    logger,
    ...(onMoveTime ? { onMoveTime } : {}),
    ...(emailSet ? { email: { settings: emailSet } } : {}),
  });
  console.log(`Fathom is running: open http://localhost:${app.port}/`);
  if (app.healthPort !== null) console.log(`Health: http://localhost:${app.healthPort}/healthz`);
  console.log(
    app.storage.engine === 'sqlite'
      ? `Data: ${app.storage.location} (SQLite; set DATABASE_URL=postgres://... for PostgreSQL)`
      : `Data: ${app.storage.location} (PostgreSQL)`,
  );
  if (app.resumed > 0) console.log(`Resumed ${app.resumed} table(s) in play.`);
  if (emailSet) console.log(`E-mail: on, links to ${emailSet.publicUrl}, from ${emailSet.from}`);
  let stopping = false;
  // SIGTERM (a restart): /healthz says 503 for FATHOM_DRAIN_S, then sockets are closed with 1001
  // and pending writes finish before the exit (shutdown.ts). Ctrl-C: the same without the wait.
  const drainMs = (envNumber('FATHOM_DRAIN_S') ?? DRAIN_S) * 1000;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainMs: signal === 'SIGTERM' ? drainMs : 0 }, 'shutting down');
    app.shutdown(signal === 'SIGTERM' ? drainMs : 0).then(
      () => process.exit(0),
      (e: unknown) => {
        logger.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Players wait on the event loop and the storage writer: every other thread yields to them.
  const main = currentThreadId();
  void (app.storage.foregroundThreads?.() ?? Promise.resolve([])).then((writers) => {
    const keep = [...(main === null ? [] : [main]), ...writers];
    const lowered = lowerThreads(keep);
    if (process.env.FATHOM_DEBUG)
      logger.info(`threads: ${lowered} lowered, kept ${keep.join(', ')}`);
  });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  if (!databaseUrl && (err.syscall === 'mkdir' || err.code?.startsWith('SQLITE_'))) {
    fatal(
      `cannot write the data directory ${dataDir} (${err.message}): set DATA_DIR to a writable folder.`,
    );
  }
  if (err.code === 'EADDRINUSE') {
    fatal(
      `port ${port} is already in use: stop the program using it, or choose another with PORT=8081 npm start.`,
    );
  }
  if (err.code === 'EACCES')
    fatal(`no permission to listen on port ${port}: choose a port above 1023 with PORT=8080.`);
  if (
    databaseUrl &&
    (err.code === 'ECONNREFUSED' ||
      err.code === 'ENOTFOUND' ||
      err.code === '28P01' ||
      err.code === '3D000' ||
      err.code === 'ETIMEDOUT')
  ) {
    const u = new URL(databaseUrl);
    fatal(
      `cannot reach PostgreSQL at ${u.host}${u.pathname} (${err.message}): start it, or fix DATABASE_URL, or unset DATABASE_URL to use SQLite in ${dataDir}.`,
    );
  }
  fatal(`could not start: ${err.message}`);
}
