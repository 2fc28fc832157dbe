import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { READS_PER_SECOND } from '../../src/server/http.js';
import { DROPPED_BODY_MAX, MAX_PIPELINED } from '../../src/server/http-request.js';
import {
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_MS,
} from '../../src/server/limits.js';
import { MAX_BODY_BYTES } from '../../src/server/wire.js';
import { LOBBY_PER_CREATOR, OPEN_LISTED_MS } from '../../src/server/tables/lobby.js';
import { api, apiFrom, startTestApp, useTestApp } from './helpers.js';

// The HTTP edge (issue 32): pipelined requests answered one at a time, reads rate limited per
// address, a 413 that leaves the connection usable, timeouts enforced when the docs say, and the
// lobby's lists. Loopback has many addresses (127.0.0.0/8): each test's client has its own.
const app = useTestApp({ readsPerSecond: READS_PER_SECOND });

/** A raw connection from `from`: what it sends, and everything it receives, as text. */
function raw(from: string): Promise<{ socket: Socket; text: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: app.port, host: '127.0.0.1', localAddress: from });
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    const ended = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, text: () => text, ended }));
    socket.once('error', reject);
  });
}

/** The status codes of the responses in `text`, in order. */
const statuses = (text: string) =>
  [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

async function untilText(c: { text: () => string }, pred: (t: string) => boolean) {
  for (let i = 0; i < 500 && !pred(c.text()); i++) await new Promise((r) => setTimeout(r, 20));
  return c.text();
}

describe('pipelined requests', () => {
  it('are answered in order, one at a time', async () => {
    const c = await raw('127.0.0.21');
    const paths = ['/healthz', '/api/v1/games', '/api/v1/tables/nope', '/api/v1/tables', '/x'];
    c.socket.write(paths.map(get).join(''));
    const text = await untilText(c, (t) => statuses(t).length === paths.length);
    expect(statuses(text)).toEqual([200, 200, 404, 200, 200]);
    // The connection still serves.
    c.socket.write(get('/healthz'));
    expect(statuses(await untilText(c, (t) => statuses(t).length === 6))[5]).toBe(200);
    c.socket.destroy();
  });

  it('close a connection with more waiting than MAX_PIPELINED', async () => {
    const c = await raw('127.0.0.22');
    c.socket.write(get('/healthz').repeat(MAX_PIPELINED + 50));
    await c.ended;
    // At most the first, and those that waited, were answered; before, all 66 were.
    expect(statuses(c.text()).length).toBeLessThanOrEqual(MAX_PIPELINED + 1);
  });
});

describe('reads', () => {
  it('are rate limited per address, the API only', async () => {
    // A read a second, bursts of 5: however slow the machine, 45 reads in a row meet the limit.
    const slow = await startTestApp({ readsPerSecond: 1 });
    try {
      const from = '127.0.0.23';
      const codes: number[] = [];
      for (let i = 0; i < 45; i++)
        codes.push((await apiFrom(from, slow.url, 'GET', '/api/v1/games')).status);
      expect(codes.slice(0, 5)).not.toContain(429);
      expect(codes).toContain(429);
      const limited = await apiFrom(from, slow.url, 'GET', '/api/v1/tables');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate-limited');
      expect(limited.body.error.params.retryMs).toBeGreaterThan(0);
      // Health and the web client's files are not; another address is not.
      expect((await apiFrom(from, slow.url, 'GET', '/healthz')).status).toBe(200);
      expect((await apiFrom('127.0.0.24', slow.url, 'GET', '/api/v1/games')).status).toBe(200);
    } finally {
      await slow.stop();
    }
  });
});

describe('a body too large', () => {
  it('is answered 413 and the connection serves the next request', async () => {
    const c = await raw('127.0.0.25');
    // Four times the limit: the server reads past the limit before the body ends.
    const body = 'x'.repeat(MAX_BODY_BYTES * 4);
    c.socket.write(
      `POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    c.socket.write(get('/healthz'));
    const text = await untilText(c, (t) => statuses(t).length === 2);
    // Before, the first answer was cut (the body's loop broke) and the connection reset.
    expect(statuses(text)).toEqual([413, 200]);
    expect(text).toContain('"too-large"');
    c.socket.destroy();
  });

  it('beyond what is read to its end, is answered 413 and the connection closed cleanly', async () => {
    const c = await raw('127.0.0.26');
    const sent = MAX_BODY_BYTES + DROPPED_BODY_MAX + 1;
    c.socket.write(
      `POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${sent * 2}\r\n\r\n`,
    );
    c.socket.write('x'.repeat(sent));
    await c.ended;
    expect(statuses(c.text())).toEqual([413]);
    expect(c.text().toLowerCase()).toContain('connection: close');
  });
});

describe('timeouts', () => {
  /** How long the server keeps a connection that sent `start` and nothing more. */
  async function keptFor(from: string, start: string): Promise<{ ms: number; text: string }> {
    const c = await raw(from);
    const t0 = performance.now();
    c.socket.write(start);
    await c.ended;
    return { ms: performance.now() - t0, text: c.text() };
  }

  it('cut slow headers at 10 s and slow bodies at 30 s, within a check interval', async () => {
    const [headers, body] = await Promise.all([
      keptFor('127.0.0.27', 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
      keptFor(
        '127.0.0.28',
        'POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{',
      ),
    ]);
    // Node checked every 30 s by default: they were cut at 31-40 s and 60 s.
    const late = 2 * TIMEOUT_CHECK_MS + 2000; // a check's interval, and a busy machine's delay
    expect(headers.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(headers.ms).toBeLessThan(HEADERS_TIMEOUT_MS + late);
    expect(statuses(headers.text)).toEqual([408]);
    expect(body.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(body.ms).toBeLessThan(REQUEST_TIMEOUT_MS + late);
  }, 60_000);
});

describe('the lobby', () => {
  it('lists tables without options, a few per creator, open ones for a while, in pages', async () => {
    const create = (from: string) =>
      apiFrom(from, app.url, 'POST', '/api/v1/tables', {
        game: 'aquasphere',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
    const mine: string[] = [];
    for (let i = 0; i < LOBBY_PER_CREATOR + 3; i++) {
      const r = await create('127.0.0.30');
      expect(r.status).toBe(201);
      // The creator gets the whole summary, options included.
      expect(r.body.table.options.pack).toBeTruthy();
      mine.push(r.body.table.id as string);
    }
    const other = (await create('127.0.0.31')).body.table.id as string;
    // A table nobody came to for longer than OPEN_LISTED_MS (written as such).
    const stale = await app.storage.getTable(other);
    await app.storage.createTable({
      ...(stale as NonNullable<typeof stale>),
      id: 'stale-table-1',
      createdAt: Date.now() - OPEN_LISTED_MS - 1000,
    });
    const page = await api(app.url, 'GET', '/api/v1/tables?status=open');
    expect(page.status).toBe(200);
    const ids = (page.body.tables as { id: string }[]).map((t) => t.id);
    // Created here just now: listed at once (the shared page is cleared by a creation).
    expect(ids).toContain(other);
    // The creator's newest LOBBY_PER_CREATOR, no more.
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine.slice(-LOBBY_PER_CREATOR).reverse());
    expect(ids).not.toContain('stale-table-1');
    for (const t of page.body.tables) expect(t).not.toHaveProperty('options');
    expect(page.body.next).toBeNull();
    // Its own summary still has them; so has a page asked by number.
    expect((await api(app.url, 'GET', `/api/v1/tables/${other}`)).body.options.pack).toBeTruthy();
    expect((await api(app.url, 'GET', '/api/v1/tables?status=open&page=1')).body).toEqual(
      page.body,
    );
    for (const bad of ['0', '11', 'two', '1.5'])
      expect((await api(app.url, 'GET', `/api/v1/tables?page=${bad}`)).body.error).toEqual({
        code: 'bad-request',
        params: { reason: 'page' },
      });
  });
});
