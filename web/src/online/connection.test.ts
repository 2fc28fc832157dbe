import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../../src/protocol/version.js';
import type { connectTable as ConnectTable } from './connection';
import { RELOAD_AT_MOST_EVERY_MS } from './reload';

/**
 * The table's connection against a socket played by the test (no DOM here: the browser's
 * globals it reads are given below). Options come once, in the table's summary: the client puts
 * them back into every view (docs/protocol.md). A page older than the server reloads, once.
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
  onclose: (() => void) | null = null;
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
  /** The server closes the socket. */
  drop() {
    this.readyState = 3;
    this.onclose?.();
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
const summary = (status: string, opts: unknown) => ({
  id: 'T1',
  game: 'aquasphere',
  status,
  options: opts,
  seats: [
    { seat: 0, kind: 'human', name: 'Ana', taken: true, bot: null, zombie: false },
    { seat: 1, kind: 'human', name: 'Bea', taken: true, bot: null, zombie: false },
  ],
  seq: 3,
  result: null,
});
const clock = { kind: 'none' };

test('puts the table’s options back into the view of the welcome and of every batch', () => {
  const conn = connectTable('T1', { seat: 0, token: 't'.repeat(20) }, () => 'en');
  const socket = FakeSocket.made[0] as FakeSocket;
  socket.accept();
  expect(socket.sent[0]).toMatchObject({ type: 'hello', v: PROTOCOL_VERSION, table: 'T1' });
  socket.tell({
    type: 'welcome',
    v: PROTOCOL_VERSION,
    table: summary('playing', options),
    you: { seat: 0, name: 'Ana' },
    seq: 3,
    view: { round: 1, viewer: 0 },
    toMove: [0],
    legal: [{ type: 'pass' }],
    clock,
    history: [],
    chat: [],
    result: null,
    connected: [true, true],
  });
  expect(conn.view()).toEqual({ round: 1, viewer: 0, options });
  socket.tell({
    type: 'moves',
    moves: [{ seq: 4, actor: 1, move: { type: 'pass' }, log: { key: 'x', params: {} }, at: 1 }],
    seq: 4,
    view: { round: 2, viewer: 0 },
    toMove: [1],
    legal: [],
    clock,
    result: null,
  });
  expect(conn.view()).toEqual({ round: 2, viewer: 0, options });
  // Options that a `table` message tells (another summary) are those of the next views.
  const other = { ...options, startPlayer: 'youngest' };
  socket.tell({ type: 'table', table: summary('playing', other) });
  socket.tell({
    type: 'moves',
    moves: [{ seq: 5, actor: 1, move: { type: 'pass' }, log: { key: 'x', params: {} }, at: 2 }],
    seq: 5,
    view: { round: 3, viewer: 0 },
    toMove: [0],
    legal: [{ type: 'pass' }],
    clock,
    result: null,
  });
  expect(conn.view()).toEqual({ round: 3, viewer: 0, options: other });
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
