import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/bench/server/free-port.js';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { decodeLegal } from '../../src/protocol/legal.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { ensureBuilt } from './dist.js';
import { instanceProcess, type InstanceProcess } from './instance-process.js';
import { until } from './helpers.js';
import { unpackMessage } from '../../src/protocol/packed.js';

// deploy/nginx.conf, as shipped (only its ports, names and certificate replaced), terminating TLS
// in front of two instances over one PostgreSQL: an online game whose two players' sockets land
// on different instances, each seeing every move; a table's sockets and requests routed by the
// table in their URL, all on one instance (the other, which loaded it too, forgets it once that
// one plays it), and on the other once that one shuts down. `.ci/run` installs Debian's nginx.
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const dir = mkdtempSync(join(tmpdir(), 'fathom-nginx-'));
let pgServer: TestPostgres;
let instances: { process: InstanceProcess; healthPort: number }[];
let nginx: ChildProcess;
let port: number;
let ca: Buffer;
beforeAll(async () => {
  ensureBuilt();
  const cert = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost'],
    ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
  ]);
  if (cert.status !== 0) throw new Error(`openssl: ${cert.stderr.toString()}`);
  ca = readFileSync(join(dir, 'cert.pem'));
  pgServer = await startPostgres();
  instances = [];
  for (let i = 0; i < 2; i++) {
    const healthPort = await freePort();
    const p = await instanceProcess({
      DATABASE_URL: pgServer.url,
      FATHOM_HEALTH_PORT: String(healthPort),
      // As docs/operating.md says to: every request and socket is then counted under the
      // X-Forwarded-For nginx sets (client-address.ts), not under nginx's address.
      FATHOM_TRUSTED_PROXIES: '127.0.0.1',
    });
    instances.push({ process: p, healthPort });
  }
  await Promise.all(instances.map((i) => i.process.start()));
  port = await freePort();
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('127.0.0.1:8081', `127.0.0.1:${instances[0]!.process.port}`)
    .replaceAll('127.0.0.1:8082', `127.0.0.1:${instances[1]!.process.port}`)
    .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${await freePort()};`)
    .replace(/listen 443 ssl;\n\s*listen \[::\]:443 ssl;/, `listen 127.0.0.1:${port} ssl;`)
    .replaceAll('play.example.org', 'localhost')
    .replace(/ssl_certificate .*;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${join(dir, 'key.pem')};`);
  writeFileSync(join(dir, 'fathom.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events { worker_connections 256; }',
      'http {',
      // Which instance served each request (the test's own format: routing is checked by it).
      "  log_format routed '$request_method $request_uri $upstream_addr';",
      `  access_log ${join(dir, 'access.log')} routed;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${resolve(dir, 'fathom.conf')};`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
  let err = '';
  nginx.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  for (let i = 0; nginx.exitCode === null; i++) {
    const up = await https('GET', '/healthz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (up || i > 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (nginx.exitCode !== null) throw new Error(`nginx exited: ${err}`);
}, 200_000);
afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all((instances ?? []).map((i) => i.process.stop('SIGKILL')));
  await pgServer?.stop();
});

const base = () => `https://localhost:${port}`;

/** An HTTPS request through nginx, as a page of the site would send it. */
function https(
  method: string,
  path: string,
  body?: unknown,
  origin = base(),
): Promise<{ status: number; headers: Record<string, unknown>; body: Record<string, unknown> }> {
  return new Promise((resolveReq, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base()}${path}`,
      {
        method,
        ca,
        headers: {
          origin,
          ...(text
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }
            : {}),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (d: Buffer) => (data += d.toString()));
        res.on('end', () =>
          resolveReq({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data.startsWith('{') ? (JSON.parse(data) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** A metric's value on each instance, from its /metrics (on its health port, not through nginx). */
async function metricPerInstance(name: string): Promise<number[]> {
  return Promise.all(
    instances.map(async (i) => {
      // An instance stopped has none (NaN: its port does not answer).
      const text = await fetch(`http://127.0.0.1:${i.healthPort}/metrics`).then(
        (r) => r.text(),
        () => '',
      );
      return Number(new RegExp(`^${name}\\{[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
    }),
  );
}

/** Sockets open on each instance. */
const socketsPerInstance = () => metricPerInstance('fathom_sockets');

/** Waits until a metric per instance is as `wanted` says; returns it. */
async function metricsUntil(name: string, wanted: (values: number[]) => boolean) {
  const end = Date.now() + 30_000;
  for (;;) {
    const values = await metricPerInstance(name);
    if (wanted(values)) return values;
    if (Date.now() > end) throw new Error(`${name} per instance: ${values.join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The instances (their index) that served the requests about `table` so far (its path,
 * /api/v1/tables/ID..., or a socket's URL naming it), from nginx's access log; waits until there
 * are `count` such requests (a line is written once its answer is sent).
 */
async function servedBy(table: string, count: number): Promise<number[]> {
  const about = (line: string) =>
    line.split(' ')[1]?.startsWith(`/api/v1/tables/${table}`) ||
    line.split(' ')[1] === `/api/v1/ws?table=${table}`;
  let lines: string[] = [];
  await until(
    () => {
      lines = readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(about);
      return lines.length >= count;
    },
    30_000,
    () => `${count} requests about ${table} in the access log: ${lines.join('; ')}`,
  );
  return [
    ...new Set(lines.map((l) => instances.findIndex((i) => l.endsWith(`:${i.process.port}`)))),
  ];
}

/** Waits until the sockets per instance are as `wanted` says; returns them. */
function socketsUntil(wanted: (counts: number[]) => boolean, what: string) {
  return metricsUntil('fathom_sockets', wanted).catch((e: Error) => {
    throw new Error(`${what}: ${e.message}`);
  });
}

type Msg = Record<string, unknown> & { type: string };

/** A seat's socket through nginx, playing random legal moves and keeping every move seen. */
class Seat {
  readonly ws: WebSocket;
  readonly moves = new Map<number, unknown>();
  result: unknown = null;
  /** Makes no move after this one (the game waits). */
  pauseAt = Infinity;
  /** `routed`: with the table in the URL, as the web client opens it (nginx routes by it). */
  constructor(table: string, token?: string, routed = false) {
    const url = `wss://localhost:${port}/api/v1/ws${routed ? `?table=${table}` : ''}`;
    this.ws = new WebSocket(url, { ca, origin: base() });
    this.ws.on('open', () =>
      this.ws.send(
        JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table, token, lastSeq: 0 }),
      ),
    );
    let moved = -1;
    this.ws.on('message', (data) => {
      const m = unpackMessage(JSON.parse(data.toString())) as Msg;
      if (m.type === 'move') this.moves.set(m.seq as number, m.actor);
      if (m.type === 'welcome')
        for (const h of (m.history as Msg[] | undefined) ?? [])
          this.moves.set(h.seq as number, h.actor);
      if (m.type === 'welcome' && (m.table as Msg).status === 'open')
        this.ws.send(JSON.stringify({ type: 'start' }));
      if (m.type === 'error' && m.code === 'stale') moved = -1;
      if (m.type !== 'move' && m.type !== 'welcome') return;
      if (m.result) this.result = m.result;
      const legal = decodeLegal(m.legal);
      if (legal.length > 0 && !m.result && moved !== m.seq && (m.seq as number) < this.pauseAt) {
        moved = m.seq as number;
        const move = legal[Math.floor(Math.random() * legal.length)]; // eslint-disable-line no-restricted-properties
        this.ws.send(JSON.stringify({ type: 'move', seq: m.seq, move }));
      }
    });
  }
  opened(): Promise<void> {
    return new Promise((r, reject) => {
      this.ws.once('open', () => r());
      this.ws.once('error', reject);
    });
  }
}

describe('behind nginx (deploy/nginx.conf)', () => {
  it('plays an online game through TLS with the players on different instances; both see every move', async () => {
    // The page's headers come through: the policy lets it open sockets to wss://HOST:PORT.
    const page = await https('GET', '/');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(`wss://localhost:${port}`);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    // /metrics stays off the public side.
    expect((await https('GET', '/metrics')).status).toBe(404);
    // The Origin check still tells this site from another one.
    const game = { game: 'into-the-blue', seats: [{ kind: 'human' }, { kind: 'human' }] };
    expect((await https('POST', '/api/v1/tables', game, 'https://evil.example')).status).toBe(403);
    const created = await https('POST', '/api/v1/tables', { ...game, name: 'Ana', seat: 0 });
    expect(created.status).toBe(201);
    const id = (created.body.table as { id: string }).id;
    const joined = await https('POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'Bea' });
    expect(joined.status).toBe(200);

    // Seat 0's socket, then seat 1's until it lands on the other instance (nginx alternates).
    const first = new Seat(id, created.body.token as string);
    await first.opened();
    let counts = await socketsPerInstance();
    const home = counts.indexOf(1);
    expect(home).toBeGreaterThanOrEqual(0);
    let second: Seat | null = null;
    for (let attempt = 0; attempt < 8 && second === null; attempt++) {
      const s = new Seat(id, joined.body.token as string);
      await s.opened();
      counts = await socketsPerInstance();
      if (counts[1 - home] === 1) second = s;
      else {
        s.ws.close();
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(second, `sockets per instance: ${counts.join(', ')}`).not.toBeNull();
    await until(() => first.result !== null && second!.result !== null, 60_000, 'the end');
    const total = Math.max(...first.moves.keys());
    for (const s of [first, second!])
      expect([...s.moves.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: total }, (_, k) => k + 1),
      );
    expect([...second!.moves]).toEqual([...first.moves]);
    expect(second!.result).toEqual(first.result);
    first.ws.close();
    second!.ws.close();
  }, 120_000);

  it("routes a table's sockets and requests to one instance by its id, and to the other once it shuts down", async () => {
    await socketsUntil((c) => c[0] === 0 && c[1] === 0, 'the last test closed its sockets');
    // Tables forgotten so far (the last test's, whose seats were on both instances, may be).
    const forgotBefore = await metricPerInstance('fathom_tables_forgotten_total');
    const seats = Array.from({ length: 4 }, () => ({ kind: 'human' }));
    const game = { game: 'into-the-blue', seats };
    const created = await https('POST', '/api/v1/tables', { ...game, name: 'Ana', seat: 0 });
    expect(created.status).toBe(201);
    const id = (created.body.table as { id: string }).id;
    const tokens = [created.body.token as string];
    for (const [seat, name] of ['Bea', 'Cy', 'Dee'].entries()) {
      const joined = await https('POST', `/api/v1/tables/${id}/join`, { seat: seat + 1, name });
      expect(joined.status).toBe(200);
      tokens.push(joined.body.token as string);
    }
    // The joins and the table's page, routed by the table in their path: all to one instance.
    expect((await https('GET', `/api/v1/tables/${id}`)).status).toBe(200);
    const routes = await servedBy(id, 4);
    expect(routes).toHaveLength(1);
    // The other instance loads it too (asked directly, not through nginx), without a socket.
    const off = 1 - routes[0]!;
    expect((await fetch(`${instances[off]!.process.url}/api/v1/tables/${id}`)).status).toBe(200);
    // The four seats, one after another (nginx alone would alternate): all on one instance.
    const before: Seat[] = [];
    for (const token of tokens) {
      const s = new Seat(id, token, true);
      s.pauseAt = 10;
      await s.opened();
      before.push(s);
    }
    const counts = await socketsUntil((c) => c[0]! + c[1]! === 4, 'four seats');
    expect([...counts].sort()).toEqual([0, 4]);
    const home = counts.indexOf(4);
    expect(home).toBe(routes[0]);
    // Not every table goes there: the tables spread over both instances by their ids (a
    // spectator of new tables until one lands on the other: 1 in 2 does).
    let spread: Seat | null = null;
    for (let n = 0; n < 30 && spread === null; n++) {
      const other = await https('POST', '/api/v1/tables', game);
      const otherId = (other.body.table as { id: string }).id;
      const watcher = new Seat(otherId, undefined, true);
      await watcher.opened();
      const now = await socketsUntil((c) => c[0]! + c[1]! === 5, 'a spectator');
      if (now[1 - home] === 1) {
        spread = watcher;
        // Its page goes where its socket went.
        expect((await https('GET', `/api/v1/tables/${otherId}`)).status).toBe(200);
        expect(await servedBy(otherId, 1)).toEqual([1 - home]);
      } else {
        watcher.ws.close();
        await socketsUntil((c) => c[0]! + c[1]! === 4, "a spectator's close");
      }
    }
    expect(spread, 'a table routed to the other instance').not.toBeNull();
    spread!.ws.close();
    await socketsUntil((c) => c[0]! + c[1]! === 4, "the spectator's close");

    // Ten moves; then the table's instance shuts down (as for an upgrade: it refuses new sockets
    // with 503, closes the open ones with 1001, exits), and the seats come back.
    await until(() => before.every((s) => s.moves.has(10)), 60_000, 'ten moves');
    // The other instance, which held the table without a socket, forgot it once it saw the
    // table's instance play it: it no longer hears its moves.
    const forgotten = await metricsUntil(
      'fathom_tables_forgotten_total',
      (c) => c[off]! > forgotBefore[off]!,
    );
    expect(forgotten[home]).toBe(forgotBefore[home]);
    const paused = Math.max(...before[0]!.moves.keys());
    const stopped = instances[home]!.process.stop('SIGTERM');
    await until(() => before.every((s) => s.ws.readyState === WebSocket.CLOSED), 30_000, 'closes');
    const after = tokens.map((token) => new Seat(id, token, true));
    await Promise.all(after.map((s) => s.opened()));
    expect(await stopped).toBe(0);
    // All four on the other instance, where the game ends, every move seen by every seat, the
    // moves before the shutdown as they were.
    await socketsUntil((c) => c[1 - home] === 4, 'four seats on the other instance');
    await until(() => after.every((s) => s.result !== null), 90_000, 'the end');
    const total = Math.max(...after[0]!.moves.keys());
    expect(total).toBeGreaterThan(paused);
    for (const s of after) {
      expect([...s.moves.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: total }, (_, k) => k + 1),
      );
      expect(s.result).toEqual(after[0]!.result);
    }
    for (const s of before)
      for (const [seq, actor] of s.moves) expect(after[0]!.moves.get(seq)).toEqual(actor);
    for (const s of after) s.ws.close();
    // Back for the next test, if any.
    await instances[home]!.process.start();
  }, 240_000);
});
