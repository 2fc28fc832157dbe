import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  clientMessage,
  issuePath,
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  type ClientMessage,
} from './protocol/schema.js';
import { originAllowed, type AllowedOrigins } from './browser-defence.js';
import { addressKey, Counter, DEFAULT_LIMITS, type Limits } from './limits.js';
import { RateLimiter } from './rate-limit.js';
import { TableError, type Subscriber, type TableService } from './tables/service.js';

export const WS_PATH = '/api/v1/ws';
const HELLO_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_SLOTS = 300;
/** A client that cannot keep up (its unsent data grows past this) is dropped, not buffered forever. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/**
 * Close codes and reasons the server uses (docs/protocol.md, "Closing"). A reason is a key, as
 * error codes are: clients render it in their language.
 */
export const CLOSE = {
  /** Too many sockets from this address: close some (other tabs) or retry later. */
  tooManySockets: [1013, 'too-many-sockets'],
  /** The server holds as many sockets as it may: retry later. */
  serverFull: [1013, 'server-full'],
  /** A spectator that sent nothing, not even a ping, for too long. */
  idle: [1000, 'idle'],
  helloExpected: [1008, 'hello-expected'],
  rateLimited: [1008, 'rate-limited'],
  protocolVersion: [1002, 'protocol-version'],
} as const satisfies Record<string, readonly [number, string]>;

export interface WsOptions {
  /** Other sites whose pages may open sockets (browser-defence.ts); the server's own always may. */
  readonly allowedOrigins?: AllowedOrigins;
  /** Sockets per address and in total, spectators' idle time (limits.ts). */
  readonly limits?: Limits;
  /** Messages per second per socket, and burst. */
  readonly rate?: number;
  readonly burst?: number;
  readonly log?: (message: string) => void;
  /** Told, for each acknowledged move, the ms from its frame to its ack inside the server. */
  readonly onMoveTime?: (ms: number) => void;
}

type Ref = string | number | undefined;

/** The WebSocket edge: validates every frame, then hands it to the table service. */
export function attachWebSocket(
  server: Server,
  service: TableService,
  opts: WsOptions = {},
): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const open = new Counter();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    // A page of another site must not play a seat through a visitor's browser. Refused before
    // the handshake: a browser shows no status, so the body is for people and programs.
    if (!originAllowed(req, opts.allowedOrigins ?? [])) {
      const body = JSON.stringify({ error: { code: 'bad-origin', params: {} } });
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Refused sockets are told why (a browser sees a close code, not an HTTP status), then go.
      const key = addressKey(req.socket.remoteAddress);
      if (limits.sockets > 0 && open.total >= limits.sockets) return refuse(ws, CLOSE.serverFull);
      if (!open.take(key, limits.socketsPerAddress)) return refuse(ws, CLOSE.tooManySockets);
      ws.once('close', () => open.release(key));
      wss.emit('connection', ws, req);
    });
  });
  // Dead peers (no pong within a period) are closed. Each socket is pinged every 30 s, but
  // spread over the period in small groups: pinging thousands at once would stall every move
  // for that tick, and so would looking through every socket for the group's.
  const slots = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<WebSocket>());
  let joined = 0;
  wss.on('connection', (ws: WebSocket) => {
    const slot = slots[joined++ % HEARTBEAT_SLOTS] as Set<WebSocket>;
    slot.add(ws);
    ws.once('close', () => slot.delete(ws));
    connection(ws, service, opts, limits);
  });
  let tick = 0;
  const heartbeat = setInterval(() => {
    tick = (tick + 1) % HEARTBEAT_SLOTS;
    for (const ws of slots[tick] as Set<WebSocket>) {
      const w = ws as WebSocket & { alive?: boolean };
      if (w.alive === false) {
        w.terminate();
        continue;
      }
      w.alive = false;
      w.ping();
    }
  }, HEARTBEAT_MS / HEARTBEAT_SLOTS);
  heartbeat.unref();
  wss.on('close', () => clearInterval(heartbeat));
  return wss;
}

/** Closes a socket that may not stay, without waiting long for its peer to answer the close. */
function refuse(ws: WebSocket, [code, reason]: readonly [number, string]): void {
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), 1000).unref();
}

function connection(ws: WebSocket, service: TableService, opts: WsOptions, limits: Limits): void {
  const limiter = new RateLimiter(opts.rate ?? 20, opts.burst ?? 40);
  let table: string | null = null;
  /** When this socket last sent a message (performance.now()). */
  let heard = performance.now();
  let helloPending = false;
  let strikes = 0;
  let corked = false;
  (ws as WebSocket & { alive?: boolean }).alive = true;
  ws.on('pong', () => ((ws as WebSocket & { alive?: boolean }).alive = true));

  const sub: Subscriber = {
    seat: null,
    batch: false,
    send(json: string) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED) {
        ws.terminate();
        return;
      }
      // Messages sent in the same tick (a move and its roll) leave in one write: syscalls are
      // the main cost of fan-out.
      const raw = (ws as WebSocket & { _socket?: import('node:net').Socket })._socket;
      if (raw && !corked) {
        corked = true;
        raw.cork();
        process.nextTick(() => {
          corked = false;
          raw.uncork();
        });
      }
      ws.send(json);
    },
  };
  const reply = (msg: Record<string, unknown>) => sub.send(JSON.stringify(msg));
  const error = (ref: Ref, code: string, params: Record<string, string | number> = {}) =>
    reply({ type: 'error', ...(ref !== undefined ? { ref } : {}), code, params });
  const fromThrown = (ref: Ref, e: unknown) => {
    if (e instanceof TableError) error(ref, e.code, { ...e.params });
    else {
      opts.log?.(`ws: ${(e as Error).stack ?? e}`);
      error(ref, 'internal');
    }
  };

  const helloTimer = setTimeout(() => {
    if (table === null) ws.close(...CLOSE.helloExpected);
  }, HELLO_TIMEOUT_MS);
  helloTimer.unref();

  // A spectator that says nothing for too long is closed: watching costs the server a socket and
  // a message per move, and a client that watches pings (the web client every 10 s). One timer
  // per socket, re-armed only when it fires.
  let idleTimer: NodeJS.Timeout | null = null;
  const idleCheck = () => {
    const quiet = performance.now() - heard;
    if (sub.seat === null && quiet >= limits.spectatorIdleMs) {
      ws.close(...CLOSE.idle);
      return;
    }
    idleTimer = setTimeout(idleCheck, Math.max(10, limits.spectatorIdleMs - quiet));
    idleTimer.unref();
  };
  if (limits.spectatorIdleMs > 0) {
    idleTimer = setTimeout(idleCheck, limits.spectatorIdleMs);
    idleTimer.unref();
  }

  ws.on('close', () => {
    clearTimeout(helloTimer);
    if (idleTimer) clearTimeout(idleTimer);
    if (table !== null) service.unsubscribe(table, sub);
  });
  ws.on('error', () => ws.terminate());

  ws.on('message', (data, isBinary) => {
    heard = performance.now();
    const wait = limiter.take();
    if (wait > 0) {
      // A socket that keeps flooding after being told is closed.
      if (++strikes > 20) ws.close(...CLOSE.rateLimited);
      else error(undefined, 'rate-limited', { retryMs: wait });
      return;
    }
    if (isBinary) return error(undefined, 'bad-request', { reason: 'binary' });
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return error(undefined, 'bad-request', { reason: 'not-json' });
    }
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      const r = (raw as { ref?: unknown } | null)?.ref;
      const ref =
        typeof r === 'string' && r.length <= 64 ? r : typeof r === 'number' ? r : undefined;
      return error(ref, 'bad-request', { reason: issuePath(parsed.error) });
    }
    handle(parsed.data);
  });

  const handle = (msg: ClientMessage): void => {
    const ref = msg.ref;
    if (msg.type === 'ping')
      return reply({ type: 'pong', at: Date.now(), ...(ref !== undefined ? { ref } : {}) });
    if (msg.type === 'hello') {
      if (msg.v !== PROTOCOL_VERSION) {
        error(ref, 'protocol-version', { supported: PROTOCOL_VERSION });
        ws.close(...CLOSE.protocolVersion);
        return;
      }
      if (table !== null || helloPending)
        return error(ref, 'bad-request', { reason: 'hello-once' });
      helloPending = true;
      sub.batch = msg.batch === true;
      service.subscribe(msg.table, msg.token, msg.lastSeq ?? 0, sub).then(
        () => {
          table = msg.table;
          helloPending = false;
          if (ws.readyState !== ws.OPEN) service.unsubscribe(msg.table, sub);
        },
        (e) => {
          helloPending = false;
          fromThrown(ref, e);
        },
      );
      return;
    }
    if (table === null) return error(ref, 'bad-request', { reason: 'hello-first' });
    const id = table;
    switch (msg.type) {
      case 'move': {
        const timed = opts.onMoveTime;
        const t0 = timed ? performance.now() : 0;
        service.move(id, sub, msg.seq, msg.move).then(
          (seq) => {
            reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}), seq });
            timed?.(performance.now() - t0);
          },
          (e) => fromThrown(ref, e),
        );
        return;
      }
      case 'start':
        service.start(id, sub).then(
          () => reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}) }),
          (e) => fromThrown(ref, e),
        );
        return;
      case 'leave':
        service.leave(id, sub).then(
          () => reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}) }),
          (e) => fromThrown(ref, e),
        );
        return;
      case 'replace':
        service.replace(id, sub, msg.seat).then(
          () => reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}) }),
          (e) => fromThrown(ref, e),
        );
        return;
      case 'chat':
        service.chat(id, sub, msg.text).then(
          () => reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}) }),
          (e) => fromThrown(ref, e),
        );
        return;
    }
  };
}
