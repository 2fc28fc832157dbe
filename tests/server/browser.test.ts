import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { allowed } from './csp.js';
import { api, Client, seatedTable, startTestApp, useTestApp } from './helpers.js';

// Another site must not act through a player's browser: seat tokens live in the page's storage.
const app = useTestApp();
const open = useTestApp({ allowedOrigins: ['https://friends.example'] });

/** Opens a socket with these headers: 'open', or the HTTP status it was refused with. */
function upgrade(url: string, headers: Record<string, string>): Promise<string | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', () => {});
  });
}

const post = (base: string, path: string, body: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { error?: { code: string } },
  }));

const table = JSON.stringify({
  game: 'into-the-blue',
  seats: [{ kind: 'human' }, { kind: 'human' }],
});

describe('origins', () => {
  it('refuses a WebSocket upgrade from another site, so its page cannot play a seat', async () => {
    const own = `http://127.0.0.1:${app.port}`;
    expect(await upgrade(app.wsUrl, { origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade(app.wsUrl, { origin: 'null' })).toBe(403);
    expect(await upgrade(app.wsUrl, { origin: `http://127.0.0.1:${app.port + 1}` })).toBe(403);
    expect(await upgrade(app.wsUrl, { origin: own })).toBe('open');
    // Programs send no Origin; a browser that says another site sent it is refused.
    expect(await upgrade(app.wsUrl, {})).toBe('open');
    expect(await upgrade(app.wsUrl, { 'sec-fetch-site': 'cross-site' })).toBe(403);
    // An allowed site may; others still may not.
    expect(await upgrade(open.wsUrl, { origin: 'https://friends.example' })).toBe('open');
    expect(await upgrade(open.wsUrl, { origin: 'http://evil.example' })).toBe(403);

    // The seat itself is untouched by the refused attempt.
    const { id, tokens, clients } = await seatedTable(app, 'into-the-blue', 2);
    const evil = new WebSocket(app.wsUrl, { headers: { origin: 'http://evil.example' } });
    const refused = await new Promise<boolean>((r) => {
      evil.on('open', () => r(false));
      evil.on('error', () => r(true));
    });
    expect(refused).toBe(true);
    const c = await Client.connect(app.wsUrl);
    expect(await c.hello(id, tokens[0])).toMatchObject({ type: 'welcome', you: { seat: 0 } });
    for (const x of [c, ...clients]) x.close();
  });

  it('refuses state-changing requests from another site, and bodies that are not JSON', async () => {
    const before = (await api(app.url, 'GET', '/api/v1/tables')).body.tables.length as number;
    // The classic cross-site form: text/plain, from another origin.
    const form = await post(app.url, '/api/v1/tables', table, {
      origin: 'http://evil.example',
      'content-type': 'text/plain',
    });
    expect(form).toMatchObject({ status: 403, body: { error: { code: 'bad-origin' } } });
    const json = await post(app.url, '/api/v1/tables', table, {
      origin: 'http://evil.example',
      'content-type': 'application/json',
    });
    expect(json.status).toBe(403);
    // Not JSON, whoever sends it.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const r = await post(app.url, '/api/v1/tables', table, { 'content-type': type });
      expect(r).toMatchObject({ status: 415, body: { error: { code: 'bad-content-type' } } });
    }
    expect((await post(app.url, '/api/v1/tables', table, {})).status).toBe(415);
    expect((await api(app.url, 'GET', '/api/v1/tables')).body.tables.length).toBe(before);
    // The page's own requests, and programs', are served.
    const own = await post(app.url, '/api/v1/tables', table, {
      origin: `http://127.0.0.1:${app.port}`,
      'content-type': 'application/json; charset=utf-8',
    });
    expect(own.status).toBe(201);
    expect(
      (await post(app.url, '/api/v1/tables', table, { 'content-type': 'application/json' })).status,
    ).toBe(201);
    const friend = await post(open.url, '/api/v1/tables', table, {
      origin: 'https://friends.example',
      'content-type': 'application/json',
    });
    expect(friend.status).toBe(201);
  });
});

describe('security headers', () => {
  it('every response carries a strict CSP, frame-ancestors, Referrer-Policy and nosniff', async () => {
    {
      for (const [base, path] of [
        [app.url, '/'],
        [app.url, '/t/abc'],
        [app.url, '/healthz'],
        [app.url, '/api/v1/games'],
        [app.url, '/api/v1/tables/nope'],
        [app.url, '/api/v2/x'],
      ] as const) {
        const res = await fetch(`${base}${path}`);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        // Named or by default-src: this origin's scripts only, none inline.
        expect(allowed(csp, 'script-src', 'default-src')).toBe("'self'");
        expect(allowed(csp, 'script-src-attr', 'script-src', 'default-src')).toBe("'self'");
        expect(allowed(csp, 'style-src-elem', 'style-src', 'default-src')).toBe("'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe/);
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        await res.arrayBuffer();
      }
    }
  });

  it('serves the built client under the same policy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fathom-site-'));
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><script src="/assets/a-12345678.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'a-12345678.js'), 'console.log(1)');
    const site = await startTestApp({ webDir: dir });
    try {
      for (const path of ['/', '/assets/a-12345678.js', '/lobby']) {
        const res = await fetch(`${site.url}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        await res.arrayBuffer();
      }
    } finally {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('replays', () => {
  it('take the seat token from the Authorization header, never from the address', async () => {
    const { id, tokens, clients } = await seatedTable(app, 'into-the-blue', 2);
    await (clients[0] as Client).request({ type: 'start' });
    const inUrl = await fetch(`${app.url}/api/v1/tables/${id}/replay?token=${tokens[0]}`);
    expect(inUrl.status).toBe(400);
    expect(await inUrl.json()).toEqual({
      error: { code: 'bad-request', params: { reason: 'token-in-url' } },
    });
    const seat = await fetch(`${app.url}/api/v1/tables/${id}/replay`, {
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect(seat.status).toBe(200);
    expect(((await seat.json()) as { meta: { viewer: unknown } }).meta.viewer).toBe(1);
    const anyone = await fetch(`${app.url}/api/v1/tables/${id}/replay`);
    expect(((await anyone.json()) as { meta: { viewer: unknown } }).meta.viewer).toBe('spectator');
    for (const c of clients) c.close();
  });
});
