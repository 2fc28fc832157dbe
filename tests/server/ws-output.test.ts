import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Counter, DEFAULT_LIMITS } from '../../src/server/limits.js';
import type { TableService } from '../../src/server/tables/service.js';
import { Connection, type Edge, type EdgeSocket } from '../../src/server/ws-connection.js';
import { SLOW_READER_BYTES, UnsentBytes } from '../../src/server/ws-output.js';

// The bound on what a socket holds unsent (ws-output.ts), at the socket: on loopback the
// kernel's buffers take megabytes before the server holds a byte, so the close is tested here
// with a socket whose unsent bytes the test sets (slow-readers.test.ts floods a real server).

const KIB = 1024;

/** A WebSocket as Connection uses it, holding what it was sent unsent until `flush`. */
class StalledSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  closedWith: [number, string] | null = null;
  readonly _socket = Object.assign(new EventEmitter(), {
    writableNeedDrain: false,
    cork() {},
    uncork() {},
  });
  conn: Connection | null = null;
  send(data: string | Buffer): void {
    this.bufferedAmount += data.length;
  }
  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = 2;
  }
  terminate(): void {
    this.readyState = 3;
    this.emit('close');
  }
  ping(): void {}
  /** The peer read everything. */
  flush(): void {
    this.bufferedAmount = 0;
    this._socket.emit('drain');
  }
}

function edge(perSocket = 256 * KIB, all = 64 * 1024 * KIB): Edge {
  return {
    service: {} as TableService,
    opts: {},
    limits: DEFAULT_LIMITS,
    open: new Counter(),
    slots: [],
    unsent: new UnsentBytes(perSocket, all),
  };
}

function socketOn(e: Edge): StalledSocket {
  const ws = new StalledSocket();
  e.open.take('k', 0);
  ws.conn = new Connection(ws as unknown as EdgeSocket, e, 'k', new Set());
  return ws;
}

describe('what a socket may hold unsent', () => {
  it('a socket past its bound is closed with 1013 too-slow, and its bytes are let go', () => {
    const e = edge();
    const ws = socketOn(e);
    const message = 'x'.repeat(40 * KIB);
    // A large first message always goes (a welcome to a socket holding nothing).
    ws.conn!.send('y'.repeat(300 * KIB));
    expect(ws.closedWith).toBeNull();
    ws.flush();
    expect(e.unsent.total).toBe(0);
    for (let i = 0; i < 6; i++) ws.conn!.send(message);
    expect(ws.closedWith).toBeNull();
    expect(e.unsent.total).toBe(240 * KIB);
    // The seventh would pass 256 KiB: the socket is closed instead, nothing more queued.
    ws.conn!.send(message);
    expect(ws.closedWith).toEqual([1013, 'too-slow']);
    expect(ws.bufferedAmount).toBe(240 * KIB);
    expect(e.unsent.closed).toBe(1);
    ws.conn!.send(message);
    expect(ws.bufferedAmount).toBe(240 * KIB);
    ws.terminate();
    expect(e.unsent.total).toBe(0);
    expect(e.open.total).toBe(0);
  });

  it('past the total, sockets holding 64 KiB or more are closed first, readers keeping up are not', () => {
    const e = edge(256 * KIB, 200 * KIB);
    const slow = [socketOn(e), socketOn(e), socketOn(e)];
    const reader = socketOn(e);
    for (const ws of slow) for (let i = 0; i < 4; i++) ws.conn!.send('x'.repeat(20 * KIB));
    // 240 KiB held in all, 80 KiB each: over the total.
    expect(e.unsent.total).toBe(240 * KIB);
    reader.conn!.send('r'.repeat(KIB));
    reader.conn!.send('r'.repeat(KIB));
    expect(reader.closedWith).toBeNull();
    slow[0]!.conn!.send('x');
    expect(slow[0]!.closedWith).toEqual([1013, 'too-slow']);
    expect(SLOW_READER_BYTES).toBe(64 * KIB);
  });

  it('holds nothing once the peer reads: a drain counts the socket empty', () => {
    const e = edge();
    const ws = socketOn(e);
    ws.conn!.send('x'.repeat(100 * KIB));
    expect(e.unsent.total).toBe(100 * KIB);
    expect(e.unsent.takePeak()).toBe(100 * KIB);
    ws.flush();
    expect(e.unsent.total).toBe(0);
    expect(e.unsent.takePeak()).toBe(100 * KIB);
    expect(e.unsent.takePeak()).toBe(0);
  });
});
