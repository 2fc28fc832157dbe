import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { TrustedProxies } from '../../src/server/client-address.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { useTestApp } from './helpers.js';

// Behind a trusted proxy (FATHOM_TRUSTED_PROXIES) each client it forwards has limits of its own;
// from a peer that is not trusted, X-Forwarded-For changes nothing: its clients share the peer's.
// Loopback has many addresses: the trusted proxy connects from 127.0.0.2, an untrusted one from
// 127.0.0.3, both on one server.
const PROXY = '127.0.0.2';
const UNTRUSTED = '127.0.0.3';
const app = useTestApp({
  trustedProxies: TrustedProxies.parse(PROXY),
  tablesPerMinute: 1,
  limits: { socketsPerAddress: 1, connectionsPerAddress: 4 },
});

/** A table creation from `from` for the client `forwarded`: its status (429: past the limit). */
function create(from: string, forwarded: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${app.url}/api/v1/tables`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    // Not a table: refused after the limit is counted (400), so nothing is created.
    req.end('{}');
  });
}

/** A socket from `from` for `forwarded`: 'admitted' once the server answers its hello. */
function socket(from: string, forwarded: string): Promise<{ ws: WebSocket; outcome: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(app.wsUrl, {
      localAddress: from,
      headers: { 'x-forwarded-for': forwarded },
    });
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table: 'no-such-table' })),
    );
    ws.on('message', () => resolve({ ws, outcome: 'admitted' }));
    ws.on('close', (code, reason) => resolve({ ws, outcome: `${code} ${reason.toString()}` }));
    ws.on('error', reject);
  });
}

/** A TCP connection from `from`, once the server has it (open) or has closed it (refused). */
function tcp(from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const c = connect({ host: '127.0.0.1', port: app.port, localAddress: from });
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

/** What `c` gets for a GET /healthz: its status line, or null when the server closed it. */
function healthOver(c: Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let data = '';
    c.on('data', (d: Buffer) => {
      data += d.toString();
      if (data.includes('\r\n')) resolve(data.slice(0, data.indexOf('\r\n')));
    });
    c.once('close', () => resolve(null));
    c.once('error', () => resolve(null));
    c.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('FATHOM_TRUSTED_PROXIES', () => {
  it("a trusted proxy's clients get a table limit each; an untrusted peer's share its own", async () => {
    expect(await create(PROXY, '203.0.113.1')).toBe(400);
    expect(await create(PROXY, '203.0.113.1')).toBe(429);
    // Another client through the same proxy: a limit of its own.
    expect(await create(PROXY, '203.0.113.2')).toBe(400);
    // A client's own header, left of the address the proxy appends, changes nothing.
    expect(await create(PROXY, '203.0.113.2, 203.0.113.1')).toBe(429);
    // Not trusted: whatever it forwards, its requests are its own address's.
    expect(await create(UNTRUSTED, '203.0.113.3')).toBe(400);
    expect(await create(UNTRUSTED, '203.0.113.4')).toBe(429);
  });

  it('counts IPv6 clients by their /56: another /64 of the same /56 shares the limit', async () => {
    expect(await create(PROXY, '2001:db8:7:100::1')).toBe(400);
    expect(await create(PROXY, '2001:db8:7:1ff:abcd::9')).toBe(429);
    expect(await create(PROXY, '2001:db8:7:200::1')).toBe(400);
  });

  it("a trusted proxy's clients get a socket limit each; an untrusted peer's share its own", async () => {
    const a = await socket(PROXY, '198.51.100.1');
    const a2 = await socket(PROXY, '198.51.100.1');
    const b = await socket(PROXY, '198.51.100.2');
    const c = await socket(UNTRUSTED, '198.51.100.3');
    const c2 = await socket(UNTRUSTED, '198.51.100.4');
    expect([a, a2, b, c, c2].map((s) => s.outcome)).toEqual([
      'admitted',
      '1013 too-many-sockets',
      'admitted',
      'admitted',
      '1013 too-many-sockets',
    ]);
    for (const s of [a, a2, b, c, c2]) s.ws.close();
  });

  it("a trusted proxy's connections count in the total only; an untrusted peer's past 4 are closed", async () => {
    // 127.0.0.4: an untrusted peer no other test here connects from.
    const proxied = await Promise.all(Array.from({ length: 6 }, () => tcp(PROXY)));
    const direct = await Promise.all(Array.from({ length: 5 }, () => tcp('127.0.0.4')));
    const answers = await Promise.all([...proxied, ...direct].map(healthOver));
    // Which of the direct ones is refused depends on the order the server accepts them in.
    expect(answers.slice(0, 6)).toEqual(Array<string>(6).fill('HTTP/1.1 200 OK'));
    expect(answers.slice(6).sort()).toEqual([...Array<string>(4).fill('HTTP/1.1 200 OK'), null]);
    for (const c of [...proxied, ...direct]) c.destroy();
  });
});
