import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_FRAME_BYTES, TABLE_ID } from './wire.js';
import { sessionToken } from './accounts/cookies.js';
import { originAllowed } from './browser-defence.js';
import { clientAddress, TRUST_NOBODY } from './client-address.js';
import { addressKey, Counter, DEFAULT_LIMITS } from './limits.js';
import type { TableService } from './tables/service.js';
import { CLOSE } from './ws-close.js';
import { Connection, EdgeSocket, refuse, type Edge, type WsOptions } from './ws-connection.js';
import { UnsentBytes } from './ws-output.js';

export { CLOSE } from './ws-close.js';
export type { WsOptions } from './ws-connection.js';

export const WS_PATH = '/api/v1/ws';
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_SLOTS = 300;
/** The WebSocket edge, attached to `server`: `close` ends every socket it holds. */
export interface WebSocketEdge {
  close(): void;
  /** WebSockets open now. */
  sockets(): number;
  /** Bytes handed to sockets and not sent yet, with their peak and the sockets closed for it. */
  readonly unsent: UnsentBytes;
  /** The instance shuts down: new sockets are refused (HTTP 503, a proxy may retry elsewhere). */
  refuseNew(): void;
  /** Then the open ones are closed with 1001; resolves once they are (at most a second). */
  drain(): Promise<void>;
}

/** The WebSocket edge: validates every frame, then hands it to the table service. */
export function attachWebSocket(
  server: Server,
  service: TableService,
  opts: WsOptions = {},
): WebSocketEdge {
  // No client tracking: ws would keep each socket in a set with a listener of its own, while
  // the heartbeat's slots hold every admitted socket already.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
    WebSocket: EdgeSocket,
  });
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const edge: Edge = {
    service,
    opts,
    limits,
    open: new Counter(),
    // Dead peers (no pong within a period) are closed. Each socket is pinged every 30 s, but
    // spread over the period in small groups (sweep).
    slots: Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<Connection>()),
    unsent: new UnsentBytes(limits.unsentPerSocket, limits.unsentTotal),
  };
  const { open, slots } = edge;
  // Sockets refused but not closed yet (they get a second to read why).
  const refused = new Set<WebSocket>();
  let joined = 0;
  // Refused sockets are told why (a browser sees a close code, not an HTTP status), then go.
  // Nothing made here refers to the upgrade request: a socket lives for hours, its request's
  // headers and streams need not (they were kept with every socket, about 1 KB each).
  const admit = (
    ws: EdgeSocket,
    key: string,
    session: string | null,
    table: string | null,
  ): void => {
    const why =
      limits.sockets > 0 && open.total >= limits.sockets
        ? CLOSE.serverFull
        : !open.take(key, limits.socketsPerAddress)
          ? CLOSE.tooManySockets
          : null;
    if (why) {
      refused.add(ws);
      ws.on('close', () => refused.delete(ws));
      return refuse(ws, why);
    }
    const slot = slots[joined++ % HEARTBEAT_SLOTS] as Set<Connection>;
    ws.conn = new Connection(ws, edge, key, slot, session, table);
    slot.add(ws.conn);
  };
  let draining = false;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '';
    const path = url.split('?')[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    if (draining) {
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nRetry-After: 1\r\nConnection: close\r\n\r\n',
      );
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
    const key = addressKey(clientAddress(req, opts.trustedProxies ?? TRUST_NOBODY));
    // The session cookie's token only (a string), read at hello: not the request.
    const session = opts.accounts ? sessionToken(req) : null;
    const table = urlTable(url);
    wss.handleUpgrade(req, socket, head, (ws) => admit(ws as EdgeSocket, key, session, table));
  });
  const heartbeat = sweep(slots, HEARTBEAT_MS, (conn) => conn.heartbeat());
  // A spectator that says nothing for too long is closed: watching costs the server a socket
  // and a message per move, and a client that watches pings (the web client every 10 s). A sweep
  // finds them, each socket looked at every half limit (or heartbeat period, if shorter): a timer
  // per socket was six more objects for every full collection to mark, at thousands of sockets.
  const idle =
    limits.spectatorIdleMs > 0
      ? sweep(slots, Math.min(HEARTBEAT_MS, limits.spectatorIdleMs / 2), (conn, now) =>
          conn.idleCheck(now),
        )
      : null;
  return {
    close() {
      clearInterval(heartbeat);
      if (idle) clearInterval(idle);
      for (const slot of slots) for (const conn of slot) conn.terminate();
      for (const ws of refused) ws.terminate();
      wss.close();
    },
    refuseNew() {
      draining = true;
    },
    sockets: () => open.total,
    unsent: edge.unsent,
    async drain() {
      draining = true;
      const closing: Promise<void>[] = [];
      for (const slot of slots) for (const conn of slot) closing.push(conn.goAway());
      await Promise.all(closing);
    },
  };
}

/**
 * The table a socket's URL names (`/api/v1/ws?table=ID`), for a balancer to route a table's
 * sockets to one instance (deploy/nginx.conf): null without one. Its `hello` must then name the
 * same table. Read as nginx's `$arg_table` reads it (its name in any case, its value as written,
 * not decoded): a malformed one, or two, come back as '' (no hello matches it), so no spelling
 * of an id sends it to another instance than the balancer's.
 */
export function urlTable(url: string): string | null {
  const q = url.indexOf('?');
  let table: string | null = null;
  if (q >= 0)
    for (const part of url.slice(q + 1).split('&')) {
      if (!/^table(=|$)/i.test(part)) continue;
      if (table !== null) return '';
      table = part.slice(6);
    }
  return table === null || TABLE_ID.test(table) ? table : '';
}

/**
 * Visits every socket once per `periodMs`, a slot at a time: pinging thousands at once would
 * stall every move for that tick, and so would looking through every socket for the slot's.
 */
function sweep(
  slots: readonly Set<Connection>[],
  periodMs: number,
  visit: (conn: Connection, now: number) => void,
): NodeJS.Timeout {
  let tick = 0;
  const timer = setInterval(() => {
    tick = (tick + 1) % slots.length;
    const now = performance.now();
    for (const conn of slots[tick] as Set<Connection>) visit(conn, now);
  }, periodMs / slots.length);
  timer.unref();
  return timer;
}
