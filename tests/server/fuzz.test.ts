import fc from 'fast-check';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/protocol/messages.js';
import { MAX_FRAME_BYTES } from '../../src/server/wire.js';
import { api, Client, seatedTable, startTestApp, until, useTestApp } from './helpers.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';

// Malformed and hostile messages: each gets an error (or the socket is closed), nothing changes
// at the table, and the server keeps serving everyone else.
const app = useTestApp();

describe('fuzz: malformed and hostile messages', () => {
  it('answers every bad message with an error and changes nothing', async () => {
    const { id, tokens, clients } = await seatedTable(app, 'into-the-blue', 2);
    const [c0] = clients as [Client, Client];
    await c0.request({ type: 'start' });
    await c0.next((m) => m.type === 'move');
    const before = (await api(app.url, 'GET', `/api/v1/tables/${id}`)).body;

    const hostile: unknown[] = [
      'not json',
      '{"type":',
      '[]',
      'null',
      '42',
      '"hello"',
      { type: 'nope' },
      { type: 'hello', v: PROTOCOL_VERSION, table: id },
      { type: 'move' },
      { type: 'move', seq: -1, move: { type: 'stop' } },
      { type: 'move', seq: 1e300, move: { type: 'stop' } },
      { type: 'move', seq: '0', move: { type: 'stop' } },
      { type: 'move', seq: 0.5, move: { type: 'stop' } },
      { type: 'move', seq: before.seq, move: null },
      { type: 'move', seq: before.seq, move: { type: 'place', level: 1e9 } },
      { type: 'move', seq: before.seq, move: { type: 'reroll', keep: 'x'.repeat(100) } },
      { type: 'move', seq: before.seq, move: { constructor: { prototype: { polluted: true } } } },
      JSON.parse('{"type":"move","seq":0,"move":{"__proto__":{"polluted":true}}}'),
      JSON.parse('{"type":"chat","text":"x","__proto__":{"polluted":true}}'),
      { type: 'chat', text: '' },
      { type: 'chat', text: '\u0000\u0001\u202e' },
      { type: 'chat', text: 'x'.repeat(5000) },
      { type: 'chat', text: 42 },
      { type: 'ping', ref: 'r'.repeat(1000) },
      { type: 'start', extra: true },
      '['.repeat(5000) + ']'.repeat(5000),
    ];
    const seat1 = clients[1] as Client;
    let answered = 0;
    for (const msg of hostile) {
      const from = seat1.received.length;
      seat1.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
      const reply = await seat1.next(() => true, 5000, from);
      expect(reply.type === 'error' || reply.type === 'pong' || reply.type === 'ack').toBe(true);
      if (reply.type === 'error') answered++;
      // The server's own errors carry keys and values, never prose.
      if (reply.type === 'error' && String(reply.code) in serverMessages.en) {
        for (const v of Object.values(reply.params as Record<string, unknown>)) {
          if (typeof v === 'string') expect(v).toMatch(/^[\w.-]{1,64}$/);
        }
      }
    }
    expect(answered).toBeGreaterThanOrEqual(hostile.length - 2);
    seat1.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(
      await seat1.next(
        (m) => m.type === 'error' && (m.params as { reason: string }).reason === 'binary',
      ),
    ).toBeTruthy();

    // Random JSON from a spectator socket: always an error, never a crash.
    const spectator = await Client.connect(app.wsUrl);
    await spectator.hello(id);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const from = spectator.received.length;
        spectator.send(JSON.stringify(value));
        const reply = await spectator.next(
          (m) => m.type === 'error' || m.type === 'pong',
          5000,
          from,
        );
        expect(reply.type).toBe('error');
      }),
      { numRuns: 200 },
    );

    // Hello on a table that does not exist, with hostile ids and tokens.
    for (const table of ["' OR 1=1 --", '../../etc/passwd', 'x'.repeat(100), 'nope']) {
      const c = await Client.connect(app.wsUrl);
      const r = await c.hello(table, tokens[0]);
      expect(r.type).toBe('error');
      c.close();
    }

    // An oversized frame closes that socket only.
    const big = await Client.connect(app.wsUrl);
    big.send('x'.repeat(MAX_FRAME_BYTES + 1));
    await until(() => big.closed, 5000, 'the oversized socket to close');

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = (await api(app.url, 'GET', `/api/v1/tables/${id}`)).body;
    expect(after.seq).toBe(before.seq);
    expect(after.seats).toEqual(before.seats);
    expect((await api(app.url, 'GET', '/healthz')).status).toBe(200);
    for (const c of [...clients, spectator]) c.close();
  }, 60_000);

  it('limits the rate of messages per socket and closes floods', async () => {
    const limited = await startTestApp({ socketRate: 20 });
    try {
      const { clients } = await seatedTable(limited, 'into-the-blue', 2);
      const c = clients[0] as Client;
      for (let i = 0; i < 200; i++) c.send({ type: 'ping' });
      await until(
        () => c.received.some((m) => m.type === 'error' && m.code === 'rate-limited'),
        5000,
        'rate-limited',
      );
      await until(() => c.closed, 5000, 'the flooding socket to close');
      expect(c.received.filter((m) => m.type === 'pong').length).toBeLessThan(100);
    } finally {
      await limited.stop();
    }
  });

  it('refuses oversized and malformed HTTP bodies', async () => {
    const huge = await api(
      app.url,
      'POST',
      '/api/v1/tables',
      JSON.stringify({ game: 'x'.repeat(100_000) }),
    );
    expect(huge.status).toBe(413);
    const proto = await api(
      app.url,
      'POST',
      '/api/v1/tables',
      '{"__proto__":{"x":1},"game":"into-the-blue","seats":[]}',
    );
    expect(proto.body.error.code).toBe('bad-request');
    const name = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seat: 0,
      name: '\u202e\u0000  ',
    });
    expect(name.body.error).toEqual({ code: 'bad-request', params: { reason: 'name' } });
    const ws = new WebSocket(`ws://127.0.0.1:${app.port}/not-the-socket`);
    const failed = await new Promise<boolean>((resolve) => {
      ws.on('error', () => resolve(true));
      ws.on('open', () => resolve(false));
    });
    expect(failed).toBe(true);
  });
});
