import type { RuleError } from '../../../src/kernel/index.js';
import type {
  ClientMessage,
  ServerMessage,
  ServerMessageOf,
} from '../../../src/protocol/schema.js';
import { API } from './api';
import { unpackMessage } from '../../../src/protocol/packed.js';

/**
 * A message from the server: the protocol's union (src/protocol/schema.ts), imported as a type
 * only, so no zod code comes into the bundle. The server is trusted to send what it says: its
 * tests check every message it sends against the schema.
 */
export type Message = ServerMessage;

/** Each message of a union without its ref (a distributive Omit keeps the union discriminated). */
type WithoutRef<M> = M extends unknown ? Omit<M, 'ref'> : never;
/** A message to the server, without the ref the link adds. */
type Outgoing = WithoutRef<ClientMessage>;

/** What the server answered to a request: nothing wrong (null), or its error. */
export type Answer = RuleError | null;

export interface LinkEvents {
  /** The hello to send on each new socket (it says which move was seen last). */
  hello(): Outgoing & { type: 'hello' };
  message(msg: Message): void;
  /** The socket is gone; `reconnecting` unless the link was closed. */
  lost(reconnecting: boolean): void;
  /** The server closed the socket because its session ended (signed out, here or elsewhere). */
  signedOut?(): void;
}

/**
 * A WebSocket to the server that comes back by itself: on each new socket it says hello, and
 * when the link drops (closed, or silent too long) it tries again, backing off. Requests carry a
 * ref, and whoever waits for an answer gets it, or `online.offline` if the link drops first.
 */
export function openLink(events: LinkEvents) {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let refs = 0;
  /** Requests whose answer someone waits for (chat, leave, replace), by ref. */
  const pending = new Map<number, (answer: Answer) => void>();

  function hello(ws: WebSocket) {
    ws.send(JSON.stringify(events.hello()));
  }

  function open() {
    if (closed) return;
    // The table in the URL too: a balancer routes a table's sockets to one instance by it.
    const url = new URL(
      `${API}/ws?table=${encodeURIComponent(events.hello().table)}`,
      location.href,
    );
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => hello(ws);
    ws.onmessage = (e) => {
      heard = Date.now();
      // A welcome's lists come told shorter (src/protocol/packed.ts): put back before anything reads it.
      events.message(unpackMessage(JSON.parse(String(e.data))) as Message);
    };
    ws.onclose = (e) => {
      if (socket !== ws) return;
      if (e.reason === 'signed-out') events.signedOut?.();
      lost();
    };
  }

  /** The link is gone (closed, or silent too long): forget the socket and try again soon. */
  function lost() {
    const ws = socket;
    socket = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
    }
    // Requests in flight get no answer now: say so rather than leave them waiting.
    for (const [ref, waiting] of pending) {
      pending.delete(ref);
      waiting({ code: 'online.offline', params: {} });
    }
    events.lost(!closed);
    if (closed) return;
    clearTimeout(retry);
    // Back off a little on each failure, never longer than 5 s between tries.
    const wait = Math.min(5000, 250 * 2 ** attempt++);
    retry = setTimeout(open, wait);
  }

  // A link can die without a close event (a sleeping laptop, a changed network): ping every
  // 10 s and give up on a socket that has said nothing for 25 s.
  let heard = Date.now();
  const heartbeat = setInterval(() => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    if (Date.now() - heard > 25_000) lost();
    else send({ type: 'ping' });
  }, 10_000);

  /** Sends a message; its ref, or null when there is no link to send it on. */
  function send(message: Outgoing): number | null {
    if (!socket || socket.readyState !== WebSocket.OPEN) return null;
    const ref = ++refs;
    socket.send(JSON.stringify({ ...message, ref }));
    return ref;
  }

  open();
  // Coming back online: try at once rather than wait for the back-off.
  const online = () => {
    if (!socket && !closed) {
      clearTimeout(retry);
      open();
    }
  };
  addEventListener('online', online);

  return {
    send,
    /** Sends a request and resolves with the server's answer to it. */
    request(message: Outgoing): Promise<Answer> {
      const ref = send(message);
      if (ref === null) return Promise.resolve({ code: 'online.offline', params: {} });
      return new Promise((resolve) => pending.set(ref, resolve));
    },
    /** Gives an `ack` or `error` to the request it answers; false when none waits for it. */
    answer(msg: ServerMessageOf<'ack' | 'error'>): boolean {
      const ref = typeof msg.ref === 'number' ? msg.ref : null;
      const waiting = ref === null ? undefined : pending.get(ref);
      if (!waiting || ref === null) return false;
      pending.delete(ref);
      waiting(msg.type === 'error' ? { code: msg.code, params: msg.params } : null);
      return true;
    },
    /** The server welcomed us: the next failure backs off from the start again. */
    welcomed() {
      attempt = 0;
    },
    /** Says hello again on the socket there is (with what `hello` says now). */
    helloAgain() {
      if (socket) hello(socket);
    },
    /** Drops the link as a network failure would. */
    drop: lost,
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      removeEventListener('online', online);
      socket?.close();
    },
  };
}
