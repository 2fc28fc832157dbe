import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { plainAddress, TRUST_NOBODY, type TrustedProxies } from './client-address.js';
import { DEFAULT_UNSENT_PER_SOCKET, DEFAULT_UNSENT_TOTAL } from './ws-output.js';

/**
 * Connection limits: what one client (an address) and everyone together may hold, so that one
 * misbehaving client cannot take the file descriptors, and with them `/healthz`, the lobby and
 * every table, from everyone else. Every limit is a setting (docs/protocol.md, "Limits"); 0 means
 * none (for load tests from one machine).
 */
export interface Limits {
  /** TCP connections per address, HTTP and WebSocket alike; beyond, closed at once unread. */
  readonly connectionsPerAddress: number;
  /** TCP connections in total; beyond, closed at once unread (Node's `server.maxConnections`). */
  readonly connections: number;
  /** WebSockets per address; beyond, closed with 1013 `too-many-sockets`. */
  readonly socketsPerAddress: number;
  /** WebSockets in total; beyond, closed with 1013 `server-full`. */
  readonly sockets: number;
  /**
   * A spectator's socket that sends nothing (not even a ping) for this long is closed (`idle`),
   * at most half as long again later (or 30 s, if that is shorter): a sweep finds them.
   */
  readonly spectatorIdleMs: number;
  /**
   * Bytes a WebSocket may hold unsent (its peer not reading); a message beyond closes it with
   * 1013 `too-slow` (ws-output.ts).
   */
  readonly unsentPerSocket: number;
  /** Bytes all WebSockets together may hold unsent; beyond, slow readers are closed first. */
  readonly unsentTotal: number;
}

export const DEFAULT_LIMITS: Limits = {
  connectionsPerAddress: 160,
  connections: 11_000,
  socketsPerAddress: 128,
  sockets: 10_000,
  spectatorIdleMs: 120_000,
  unsentPerSocket: DEFAULT_UNSENT_PER_SOCKET,
  unsentTotal: DEFAULT_UNSENT_TOTAL,
};

/** File descriptors kept for everything but client connections: the database, workers, files. */
const FD_RESERVE = 512;

/** The soft limit on open files of this process (Linux), or null where unknown. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * The limits with the defaults filled in. Totals never exceed what the process may open: past its
 * limit on open files a server can accept nothing, `/healthz` included.
 */
export function resolveLimits(given: Partial<Limits> = {}, fdLimit = openFileLimit()): Limits {
  const l = { ...DEFAULT_LIMITS, ...given };
  if (fdLimit === null) return l;
  const room = Math.max(64, fdLimit - FD_RESERVE);
  const connections = l.connections > 0 ? Math.min(l.connections, room) : room;
  const sockets = l.sockets > 0 ? Math.min(l.sockets, connections) : connections;
  return { ...l, connections, sockets };
}

/**
 * The key every per-address limit counts by (sockets, connections, HTTP rates, sign-in buckets,
 * passkey ceremonies: all take it from here): an IPv4 address, or an IPv6 address's /56. A
 * subscriber is given a /64 at the least, often a /56 (RFC 6177), and may use every address of
 * it: counted per /64, one subscriber would count as 256 clients, and per address as millions.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '?';
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16) || 0);
  // The /56: three whole groups and the high byte of the fourth.
  prefix[3] = (prefix[3] ?? 0) & 0xff00;
  return `${prefix.map((g) => g.toString(16)).join(':')}::/56`;
}

/** Counts per key, each up to a maximum (0: no maximum). */
export class Counter {
  private readonly counts = new Map<string, number>();
  total = 0;

  /** Counts one more for `key` if it stays within `max`; false (nothing counted) if not. */
  take(key: string, max: number): boolean {
    const n = this.counts.get(key) ?? 0;
    if (max > 0 && n >= max) return false;
    this.counts.set(key, n + 1);
    this.total++;
    return true;
  }

  release(key: string): void {
    const n = this.counts.get(key) ?? 0;
    if (n <= 1) this.counts.delete(key);
    else this.counts.set(key, n - 1);
    this.total--;
  }

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

/**
 * The listen backlog: connections the kernel holds until the server accepts them. A flood fills
 * it, and a client whose connection finds it full waits for its SYN to be sent again (a second
 * later): a deep backlog (the kernel caps it at net.core.somaxconn) keeps room for everyone else.
 */
export const LISTEN_BACKLOG = 4096;

/** A request's headers must arrive within this long (408, then the connection is closed). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request, its body included, must arrive within this long. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often requests are checked against those limits: each is enforced this much late at most. */
export const TIMEOUT_CHECK_MS = 1000;

/** The key a connection was counted under, kept on its socket until it closes. */
const COUNTED_AS = Symbol('counted as');
type CountedSocket = Socket & { [COUNTED_AS]?: string };

/**
 * Caps TCP connections per address and in total: a connection beyond is closed before anything
 * of it is read, which costs almost nothing. Slow requests are cut short, so that connections that
 * send their headers a byte at a time cannot be held for minutes either. A trusted proxy's
 * connections carry many clients, not yet told apart (no request is read yet): they count in
 * the total only; the per-address limits of what they carry count each client (client-address.ts).
 */
export function guardConnections(
  server: Server,
  limits: Limits,
  trusted: TrustedProxies = TRUST_NOBODY,
): void {
  if (limits.connections > 0) server.maxConnections = limits.connections;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Node looks for requests past their time only this often (30 s by default: a 10 s limit
  // was enforced at 31 s). Read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    TIMEOUT_CHECK_MS;
  const open = new Counter();
  // One listener for every socket, which finds the socket's key on it: a closure per socket
  // (and `once`'s wrapper, three objects more) would be kept as long as the connection, and
  // every full collection marks them.
  function release(this: CountedSocket): void {
    open.release(this[COUNTED_AS] ?? '?');
  }
  // Ahead of the HTTP server's own listener: a connection refused costs no parser.
  server.prependListener('connection', (socket: CountedSocket) => {
    const key = addressKey(socket.remoteAddress);
    const proxy =
      socket.remoteAddress !== undefined && trusted.has(plainAddress(socket.remoteAddress) ?? '');
    if (!open.take(key, proxy ? 0 : limits.connectionsPerAddress)) {
      socket.destroy();
      return;
    }
    socket[COUNTED_AS] = key;
    socket.on('close', release);
  });
}
