import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MAX_BODY_BYTES } from './wire.js';
import { TableError } from './tables/live-table.js';

// How the HTTP side reads requests: bounded bodies, one request of a connection at a time, the
// seat token from its header only.

/**
 * A body beyond MAX_BODY_BYTES is still read to its end, and dropped, up to this much more: the
 * client's next request on the connection then starts where the server reads (a request cut
 * short would leave the rest of its body to be read as the next request, or the connection
 * reset). Beyond that, the connection is closed once the 413 is sent.
 */
export const DROPPED_BODY_MAX = 1024 * 1024;

/** Requests whose body was left unread: their connection cannot serve another request. */
export const unread = new WeakSet<IncomingMessage>();

/** A body, parsed as JSON (`{}` when empty), of at most MAX_BODY_BYTES (`too-large`). */
export function readJson(req: IncomingMessage): Promise<unknown> {
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
export function inTurn(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
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
export function bearer(req: IncomingMessage, url: URL): string | undefined {
  if (url.searchParams.has('token'))
    throw new TableError('bad-request', { reason: 'token-in-url' });
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return undefined;
}
