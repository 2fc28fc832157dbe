import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../../src/protocol/version.js';
import type { connectTable as ConnectTable } from './connection';
import { RELOAD_AT_MOST_EVERY_MS } from './reload';

/**
 * The table's connection against a socket played by the test (no DOM here: the browser's
 * globals it reads are given below). Views come whole in a welcome, then as patches; options come
 * once, in the welcome's summary: the client puts them back into every view (docs/protocol.md). A
 * page older than the server reloads, once.
 */

/** A WebSocket whose server is the test: it records what the client sends. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: URL) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  /** The server opens the socket (the client says hello). */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  tell(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server closes the socket (with a reason, or none: the link broke). */
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const reloads = { count: 0 };
let connectTable: typeof ConnectTable;

beforeAll(async () => {
  Object.assign(globalThis, {
    WebSocket: FakeSocket,
    localStorage: new MemoryStorage(),
    location: {
      href: 'http://fathom.test/t/T1?pace=0',
      search: '?pace=0',
      reload: () => reloads.count++,
    },
    matchMedia: () => ({ matches: false }),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  // Imported once the globals exist: the list of one's tables reads localStorage as it loads.
  ({ connectTable } = await import('./connection'));
});

beforeEach(() => {
  FakeSocket.made = [];
  reloads.count = 0;
  Object.assign(globalThis, { sessionStorage: new MemoryStorage() });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const options = { pack: { sectors: ['a', 'b'] }, startPlayer: 'draw' };
const summary = (status: string, opts: unknown): Record<string, unknown> => ({
  id: 'T1',
  game: 'aquasphere',
  status,
  options: opts,
  seats: [
    { seat: 0, kind: 'human', name: 'Ana', taken: true, bot: null },
    { seat: 1, kind: 'human', name: 'Bea', taken: true, bot: null },
  ],
  seq: 3,
  result: null,
});
const clock = { kind: 'none' };

/** A `moves` message of one move by seat 1, with the patch to the view after it. */
const movesOf = (seq: number, patch: unknown[]) => ({
  type: 'moves',
  moves: [{ seq, actor: 1, move: { type: 'pass' }, log: { key: 'x', params: {} }, at: seq }],
  seq,
  patch,
  toMove: [0],
  legal: { shapes: [['pass']], rows: [[0]] },
  clock,
  result: null,
});
const round = (n: number) => [{ op: 'replace', path: '/round', value: n }];

test('rebuilds the view from patches, with the options of the welcome put back', () => {
  const conn = connectTable('T1', { seat: 0, token: 't'.repeat(20) }, () => 'en');
  const socket = FakeSocket.made[0] as FakeSocket;
  socket.accept();
  expect(socket.sent[0]).toMatchObject({ type: 'hello', v: PROTOCOL_VERSION, table: 'T1' });
  const welcome = (seq: number, view: unknown) => ({
    type: 'welcome',
    v: PROTOCOL_VERSION,
    table: summary('playing', options),
    you: { seat: 0, name: 'Ana' },
    seq,
    view,
    toMove: [0],
    legal: { shapes: [['pass']], rows: [[0]] },
    clock,
    history: [],
    chat: [],
    result: null,
    connected: [true, true],
  });
  socket.tell(welcome(3, { round: 1, viewer: 0 }));
  expect(conn.view()).toEqual({ round: 1, viewer: 0, options });
  // The legal moves, told as rows of their kinds (src/protocol/legal.ts), as the game wrote them.
  expect(conn.legal()).toEqual([{ type: 'pass' }]);
  socket.tell(movesOf(4, round(2)));
  expect(conn.view()).toEqual({ round: 2, viewer: 0, options });
  // A `table` message has no options: those of the welcome stay.
  const { options: _, ...listing } = summary('playing', options);
  socket.tell({ type: 'table', table: { ...listing, seq: 4 } });
  expect(conn.summary()?.options).toEqual(options);
  socket.tell(movesOf(5, [{ op: 'add', path: '/hand', value: [1] }]));
  expect(conn.view()).toEqual({ round: 2, viewer: 0, hand: [1], options });
  expect(conn.log()).toHaveLength(2);

  // Move 6 missed: the patch of move 7 is not applied; the whole view is asked for again.
  const sent = socket.sent.length;
  socket.tell(movesOf(7, round(4)));
  expect(conn.view()).toEqual({ round: 2, viewer: 0, hand: [1], options });
  expect(socket.sent.slice(sent)).toMatchObject([{ type: 'resync', lastSeq: 5 }]);
  // Until its welcome, patches are ignored (and not asked for again).
  socket.tell(movesOf(8, round(5)));
  expect(socket.sent).toHaveLength(sent + 1);
  expect(conn.log()).toHaveLength(2);
  socket.tell(welcome(8, { round: 5, viewer: 0, hand: [] }));
  expect(conn.view()).toEqual({ round: 5, viewer: 0, hand: [], options });
  socket.tell(movesOf(9, round(6)));
  expect(conn.view()).toEqual({ round: 6, viewer: 0, hand: [], options });
  // A patch that does not apply to the view held is a mismatch too.
  socket.tell(movesOf(10, [{ op: 'remove', path: '/missing' }]));
  expect(socket.sent.at(-1)).toMatchObject({ type: 'resync', lastSeq: 9 });
  expect(conn.view()).toEqual({ round: 6, viewer: 0, hand: [], options });
  conn.close();
});

test('reloads the page once on protocol-version, and not again within a minute', () => {
  const old = (): FakeSocket => {
    const conn = connectTable('T1', null, () => 'en');
    const socket = FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;
    socket.accept();
    socket.tell({ type: 'error', code: 'protocol-version', params: { supported: 99 } });
    socket.drop();
    Object.assign(socket, { conn });
    return socket;
  };
  old();
  expect(reloads.count).toBe(1);
  // The reloaded page (same tab) meets the same answer: no second reload, no knocking again.
  vi.advanceTimersByTime(RELOAD_AT_MOST_EVERY_MS - 1000);
  const again = old() as FakeSocket & { conn: ReturnType<typeof ConnectTable> };
  expect(reloads.count).toBe(1);
  expect(again.conn.status()).toBe('closed');
  expect(again.conn.error()).toEqual({ code: 'protocol-version', params: { supported: 99 } });
  const made = FakeSocket.made.length;
  vi.advanceTimersByTime(30_000);
  expect(FakeSocket.made.length).toBe(made);
  // A minute after the last reload, a page still out of date may try once more.
  old();
  expect(reloads.count).toBe(2);
});

test('says the session ended when the server closes the socket as signed out, and reconnects', () => {
  const conn = connectTable('T1', null, () => 'en');
  const socket = FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;
  socket.accept();
  socket.drop();
  // A broken link says nothing of a session.
  expect(conn.error()).toBeNull();
  vi.advanceTimersByTime(5000);
  const next = FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;
  expect(next).not.toBe(socket);
  next.accept();
  next.drop(1008, 'signed-out');
  expect(conn.error()).toEqual({ code: 'signed-out', params: {} });
  // It comes back (a spectator, or the seat's token's holder).
  vi.advanceTimersByTime(5000);
  expect(FakeSocket.made[FakeSocket.made.length - 1]).not.toBe(next);
  conn.close();
});

test("names the table in every socket's URL, reconnections too, for a balancer to route it", () => {
  const conn = connectTable('T1', null, () => 'en');
  const first = FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;
  expect(first.url.href).toBe('ws://fathom.test/api/v1/ws?table=T1');
  first.accept();
  first.drop();
  vi.advanceTimersByTime(5000);
  const next = FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;
  expect(next).not.toBe(first);
  expect(next.url.searchParams.get('table')).toBe('T1');
  next.accept();
  expect(next.sent[0]).toMatchObject({ type: 'hello', table: 'T1' });
  conn.close();
});
