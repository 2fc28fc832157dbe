import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../e2e/static-server.js';
import { allowed } from './csp.js';
import { useTestApp } from './helpers.js';

// The built client as the server sends it (npm test builds it first): compressed as the browser
// accepts, cached for good when hashed, revalidated by ETag otherwise.

const app = useTestApp({ webDir: WEB_ROOT });

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const index = () => readFileSync(join(WEB_ROOT, 'index.html'));
const entry = () =>
  readdirSync(join(WEB_ROOT, 'assets')).find((f) => /^index-[\w-]+\.js$/.test(f)) as string;

describe('the web client’s files', () => {
  it('go out as brotli or gzip by Accept-Encoding, as they were built', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body)).toEqual(index());
    expect(br.body.length).toBeLessThan(index().length);
    const js = `/assets/${entry()}`;
    const gz = await get(js, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(readFileSync(join(WEB_ROOT, js)));
    const plain = await get(js);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(readFileSync(join(WEB_ROOT, js)));
  });

  it('include the games’ answer: compressed once, and a 304 to a client that has it', async () => {
    const first = await get('/api/v1/games', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const games = JSON.parse(brotliDecompressSync(first.body).toString()) as { games: unknown[] };
    expect(games.games.length).toBe(3);
    expect(first.body.length).toBeLessThan(20 * 1024);
    const again = await get('/api/v1/games', { 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('are cached for good when hashed, and index.html is revalidated: a 304', async () => {
    const js = await get(`/assets/${entry()}`);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const first = await get('/');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answer the client’s own routes with index.html, a missing asset with 404, under the policy', async () => {
    for (const path of ['/t/abc123', '/local/survive', '/replay']) {
      const r = await get(path);
      expect(r.status).toBe(200);
      expect(r.body).toEqual(index());
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const missing = await get('/assets/nothing-12345678.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    // A path out of the client's folder finds nothing there: the client's page, not the file.
    for (const path of ['/..%2f..%2fpackage.json', '/assets/..%2f..%2f..%2fpackage.json']) {
      const outside = await get(path);
      expect(outside.body.toString()).not.toContain('"devDependencies"');
    }
  });

  it('include the service worker, listing every file of the build, and the manifest, under the policy', async () => {
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(String(sw.headers['content-type'])).toMatch(/^text\/javascript/);
    // Revalidated at every visit: a new release is found at once.
    expect(sw.headers['cache-control']).toBe('no-cache');
    const csp = String(sw.headers['content-security-policy']);
    expect(allowed(csp, 'worker-src', 'child-src', 'script-src', 'default-src')).toBe("'self'");
    expect(allowed(csp, 'manifest-src', 'default-src')).toBe("'self'");
    const listed = JSON.parse(
      /const FILES = (\[[^\]]*\])/.exec(sw.body.toString())?.[1] ?? 'null',
    ) as string[];
    const walk = (dir: string): string[] =>
      readdirSync(join(WEB_ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
      );
    const built = walk('')
      .filter((f) => !/\.(br|gz)$/.test(f) && f !== '/sw.js')
      .sort();
    expect(listed).toEqual(built);
    expect(listed).toContain('/index.html');
    expect(listed.filter((f) => /^\/assets\/board-[\w-]+\.js$/.test(f))).toHaveLength(3);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    const parsed = JSON.parse(manifest.body.toString()) as { icons: { src: string }[] };
    for (const icon of parsed.icons) expect(listed).toContain(icon.src);
  });
});
