import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import {
  clientMessage,
  encodeServerMessage,
  issuePath,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
} from './wire.js';
import type { Accounts } from './accounts/service.js';
import type { SessionEnds, SessionSocket } from './accounts/session-ends.js';
import type { Presence } from './friends/presence.js';
import type { AllowedOrigins } from './browser-defence.js';
import type { TrustedProxies } from './client-address.js';
import type { Counter, Limits } from './limits.js';
import { nowMs, RateLimiter } from './rate-limit.js';
import { TableError, type Subscriber, type TableService } from './tables/service.js';
import { CLOSE } from './ws-close.js';
import type { UnsentBytes } from './ws-output.js';

// One admitted WebSocket (Connection): its frames validated and handed to the table service,
// its rate, heartbeat and idle time; the edge that admits them is ws.ts.

const HELLO_TIMEOUT_MS = 10_000;

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
  /** Accounts: a socket with a session cookie holds its account's seats (issue 26). */
  readonly accounts?: Accounts;
  /** Where sessions' ends are known: a socket's session is asked about at every frame. */
  readonly sessions?: SessionEnds;
  /** Proxies whose `X-Forwarded-For` names the client (client-address.ts); none by default. */
  readonly trustedProxies?: TrustedProxies;
  /** Who is online (friends/presence.ts): told of each signed-in socket's table and close. */
  readonly presence?: Presence;
}

export type Ref = string | number | undefined;

/** What the sockets of one edge share, each Connection holding it as one reference. */
export interface Edge {
  readonly service: TableService;
  readonly opts: WsOptions;
  readonly limits: Limits;
  /** Admitted sockets, per address and in total. */
  readonly open: Counter;
  readonly slots: readonly Set<Connection>[];
  /** Bytes handed to sockets and not sent yet, bounded per socket and in total (ws-output.ts). */
  readonly unsent: UnsentBytes;
}

/**
 * A WebSocket that knows its Connection, so that its listeners can be the same four functions
 * for every socket (below): a closure per listener, and a scope for each, were about ten objects
 * per socket, kept for hours and marked by every full collection.
 */
export class EdgeSocket extends WebSocket {
  conn: Connection | null = null;
}

// ws calls a listener with its socket as `this`, typed as any WebSocket: these are its EdgeSockets.
function connOf(ws: WebSocket): Connection | null {
  return (ws as EdgeSocket).conn;
}

function onMessage(this: WebSocket, data: WebSocket.RawData, isBinary: boolean): void {
  connOf(this)?.received(data, isBinary);
}

function onPong(this: WebSocket): void {
  connOf(this)?.answered();
}

function onError(this: WebSocket): void {
  this.terminate();
}

function onClose(this: WebSocket): void {
  connOf(this)?.closed();
}

/** The Connection of a TCP socket under a WebSocket, for the socket's `drain` listener. */
const CONN = Symbol('connection');
type RawSocket = import('node:net').Socket & { [CONN]?: Connection };

function onDrain(this: RawSocket): void {
  this[CONN]?.drained();
}

/** Closes a socket that may not stay, without waiting long for its peer to answer the close. */
export function refuse(ws: WebSocket, [code, reason]: readonly [number, string]): void {
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), 1000).unref();
}

/** Every message is JSON: a text frame, also when it was encoded before (ws sends bytes as binary). */
const TEXT_FRAME = { binary: false } as const;

function uncork(conn: Connection): void {
  conn.uncork();
}

function helloExpired(conn: Connection): void {
  conn.helloExpired();
}

/**
 * One accepted socket: what it may send, the table it follows, its timers. One object per socket
 * besides the socket's own, and shared listeners: thousands of sockets stay in memory for hours,
 * and every full collection walks them all.
 */
export class Connection implements Subscriber, SessionSocket {
  seat: number | null = null;
  tokenHash: string | null = null;
  batch = false;
  /** The account of the session cookie it was opened with, once read at `hello`. */
  account: string | null = null;
  /** When that session began: it ends with the account's sessions ended after (session-ends.ts). */
  since = 0;
  /** Answered the last heartbeat ping (or has not been pinged yet). */
  private alive = true;
  private table: string | null = null;
  /** When this socket last sent a message (nowMs: a small integer, not a number object). */
  private heard = nowMs();
  private helloPending = false;
  private strikes = 0;
  private corked = false;
  /** Unsent bytes this socket was last counted as holding (Edge.unsent). */
  private counted = 0;
  /** A `resync` being answered (its welcome not sent yet). */
  private resyncing = false;
  /** A `resync` waiting for the one being answered, or for the socket to send what it holds. */
  private resyncWaiting: { ref: Ref; lastSeq: number } | null = null;
  private readonly limiter: RateLimiter;
  private helloTimer: NodeJS.Timeout | null;

  constructor(
    private readonly ws: EdgeSocket,
    private readonly edge: Edge,
    /** The address it is counted under (Edge.open). */
    private readonly key: string,
    private readonly slot: Set<Connection>,
    /** The session cookie's token, if the handshake carried one. */
    readonly session: string | null = null,
  ) {
    this.limiter = new RateLimiter(edge.opts.rate ?? 20, edge.opts.burst ?? 40);
    this.helloTimer = setTimeout(helloExpired, HELLO_TIMEOUT_MS, this);
    this.helloTimer.unref();
    ws.on('pong', onPong);
    ws.on('error', onError);
    ws.on('message', onMessage);
    ws.on('close', onClose);
    const raw = this.raw as RawSocket | undefined;
    if (raw) {
      raw[CONN] = this;
      raw.on('drain', onDrain);
    }
  }

  private get service(): TableService {
    return this.edge.service;
  }

  answered(): void {
    this.alive = true;
  }

  terminate(): void {
    this.ws.terminate();
  }

  /** Closed with 1001 (the instance shuts down); resolves once closed, within a second. */
  goAway(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === this.ws.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      refuse(this.ws, CLOSE.restarting);
    });
  }

  /** The heartbeat's turn for this socket: closed if the last ping went unanswered. */
  heartbeat(): void {
    // What was unsent may have left since the last message (a drain comes only after a full buffer).
    this.recount();
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  helloExpired(): void {
    this.helloTimer = null;
    if (this.table === null) this.ws.close(...CLOSE.helloExpected);
  }

  /** The idle sweep's turn for this socket: a spectator quiet for too long is closed. */
  idleCheck(now: number): void {
    if (this.seat === null && now - this.heard >= this.edge.limits.spectatorIdleMs)
      this.ws.close(...CLOSE.idle);
  }

  /** Its session ended: closed, to be opened again without it (a spectator, or signed in again). */
  signedOut(): void {
    refuse(this.ws, CLOSE.signedOut);
  }

  closed(): void {
    this.edge.unsent.moved(this.counted, 0);
    this.counted = 0;
    this.resyncWaiting = null;
    this.edge.opts.sessions?.unwatch(this);
    this.edge.opts.presence?.disconnected(this);
    this.edge.open.release(this.key);
    this.slot.delete(this);
    if (this.helloTimer) clearTimeout(this.helloTimer);
    if (this.table !== null) this.service.unsubscribe(this.table, this);
  }

  send(json: string | Buffer): void {
    const ws = this.ws;
    if (ws.readyState !== ws.OPEN) return;
    // A reader that does not keep up is closed, not buffered for: it reconnects and catches up
    // from its last move when it reads again, and nothing is lost.
    if (!this.edge.unsent.admits(ws.bufferedAmount, json.length)) {
      this.edge.unsent.closed++;
      this.recount();
      refuse(ws, CLOSE.tooSlow);
      return;
    }
    // Messages sent in the same tick (a move and its roll) leave in one write: syscalls are
    // the main cost of fan-out.
    const raw = this.raw;
    if (raw && !this.corked) {
      this.corked = true;
      raw.cork();
      process.nextTick(uncork, this);
    }
    ws.send(json, TEXT_FRAME);
    this.recount();
  }

  uncork(): void {
    this.corked = false;
    this.raw?.uncork();
    this.recount();
  }

  /** Counts what the socket holds unsent now, in its own count and the edge's total. */
  private recount(): void {
    const now = this.ws.bufferedAmount;
    this.edge.unsent.moved(this.counted, now);
    this.counted = now;
  }

  /** The socket sent everything it held: counted so, and a `resync` that waited for it goes. */
  drained(): void {
    this.recount();
    this.resyncWhenFree();
  }

  /**
   * Asks for a welcome again. A welcome is the largest message: while one is being built or is
   * still unsent (the socket waits to drain), further resyncs wait, and several waiting become one
   * (the latest), answered by one welcome and one ack. A socket that asks and never reads holds one.
   */
  private resync(ref: Ref, lastSeq: number): void {
    this.resyncWaiting = { ref, lastSeq };
    this.resyncWhenFree();
  }

  private resyncWhenFree(): void {
    const waiting = this.resyncWaiting;
    const id = this.table;
    if (waiting === null || id === null || this.resyncing || this.raw?.writableNeedDrain) return;
    this.resyncWaiting = null;
    this.resyncing = true;
    const done = this.service.resync(id, this, waiting.lastSeq).finally(() => {
      this.resyncing = false;
      this.resyncWhenFree();
    });
    this.acked(waiting.ref, done);
  }

  /** The TCP socket under the WebSocket (ws keeps it as `_socket`), to cork and uncork. */
  private get raw(): import('node:net').Socket | undefined {
    return (this.ws as WebSocket & { _socket?: import('node:net').Socket })._socket;
  }

  private reply(msg: ServerMessage): void {
    this.send(encodeServerMessage(msg));
  }

  private error(ref: Ref, code: string, params: Record<string, string | number> = {}): void {
    this.reply({ type: 'error', ...(ref !== undefined ? { ref } : {}), code, params });
  }

  private fromThrown(ref: Ref, e: unknown): void {
    if (e instanceof TableError) this.error(ref, e.code, { ...e.params });
    else {
      this.edge.opts.log?.(`ws: ${(e as Error).stack ?? e}`);
      this.error(ref, 'internal');
    }
  }

  /** Answers an action with an `ack` once it is done, or with the error it met. */
  private acked(ref: Ref, done: Promise<unknown>): void {
    done.then(
      () => this.reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}) }),
      (e) => this.fromThrown(ref, e),
    );
  }

  received(data: WebSocket.RawData, isBinary: boolean): void {
    this.heard = nowMs();
    const wait = this.limiter.take();
    if (wait > 0) {
      // A socket that keeps flooding after being told is closed.
      if (++this.strikes > 20) this.ws.close(...CLOSE.rateLimited);
      else this.error(undefined, 'rate-limited', { retryMs: wait });
      return;
    }
    if (isBinary) return this.error(undefined, 'bad-request', { reason: 'binary' });
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return this.error(undefined, 'bad-request', { reason: 'not-json' });
    }
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      const r = (raw as { ref?: unknown } | null)?.ref;
      const ref =
        typeof r === 'string' && r.length <= 64 ? r : typeof r === 'number' ? r : undefined;
      return this.error(ref, 'bad-request', { reason: issuePath(parsed.error) });
    }
    this.handle(parsed.data);
  }

  private handle(msg: ClientMessage): void {
    const ref = msg.ref;
    if (msg.type === 'ping')
      return this.reply({ type: 'pong', at: Date.now(), ...(ref !== undefined ? { ref } : {}) });
    // A session that ended (on any instance) acts no more, even before its socket is closed.
    const account = this.account;
    if (account !== null && this.edge.opts.sessions?.ended(account, this.since)) {
      this.error(ref, 'signed-out');
      return this.signedOut();
    }
    if (msg.type === 'hello') return this.hello(msg);
    if (this.table === null) return this.error(ref, 'bad-request', { reason: 'hello-first' });
    const id = this.table;
    switch (msg.type) {
      case 'move': {
        const timed = this.edge.opts.onMoveTime;
        const t0 = timed ? performance.now() : 0;
        this.service.move(id, this, msg.seq, msg.move).then(
          (seq) => {
            this.reply({ type: 'ack', ...(ref !== undefined ? { ref } : {}), seq });
            timed?.(performance.now() - t0);
          },
          (e) => this.fromThrown(ref, e),
        );
        return;
      }
      case 'start':
        return this.acked(ref, this.service.start(id, this));
      case 'leave':
        return this.acked(ref, this.service.leave(id, this));
      case 'replace':
        return this.acked(ref, this.service.replace(id, this, msg.seat));
      case 'chat':
        return this.acked(ref, this.service.chat(id, this, msg.text));
      case 'visible':
        // A hint, not an action: no answer.
        return this.service.visible(id, this, msg.visible);
      case 'resync':
        return this.resync(ref, msg.lastSeq ?? 0);
    }
  }

  private hello(msg: Extract<ClientMessage, { type: 'hello' }>): void {
    const ref = msg.ref;
    if (msg.v !== PROTOCOL_VERSION) {
      this.error(ref, 'protocol-version', { supported: PROTOCOL_VERSION });
      this.ws.close(...CLOSE.protocolVersion);
      return;
    }
    if (this.table !== null || this.helloPending)
      return this.error(ref, 'bad-request', { reason: 'hello-once' });
    this.helloPending = true;
    this.batch = msg.batch === true;
    // Without a seat's token, a signed-in socket holds its account's seat at the table, if any.
    // With one, its session is read all the same: the socket closes when the session ends.
    const { accounts, sessions } = this.edge.opts;
    const session =
      this.session !== null && accounts ? accounts.session(this.session) : Promise.resolve(null);
    session
      .then((s) => {
        // Ended since it was read (a hint may come in between): as good as none.
        if (s && !sessions?.ended(s.account.id, s.createdAt)) {
          this.account = s.account.id;
          this.since = s.createdAt;
        }
        const a = msg.token === undefined ? (this.account ?? undefined) : undefined;
        return this.service.subscribe(msg.table, msg.token, msg.lastSeq ?? 0, this, a);
      })
      .then(
        (id) => {
          this.table = id;
          this.helloPending = false;
          if (this.helloTimer) clearTimeout(this.helloTimer);
          this.helloTimer = null;
          if (this.ws.readyState !== this.ws.OPEN) this.service.unsubscribe(id, this);
          // Followed from now on; an end that came during the subscription closes it now.
          else {
            sessions?.watch(this);
            this.edge.opts.presence?.connected(this, id);
          }
        },
        (e) => {
          this.helloPending = false;
          this.fromThrown(ref, e);
        },
      );
  }
}
