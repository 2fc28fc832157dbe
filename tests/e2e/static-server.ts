import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The built client: dist/web, or FATHOM_WEB_ROOT when set (so that two people working in one
 * checkout can each build and test their own client without rebuilding under the other).
 */
export const WEB_ROOT = process.env.FATHOM_WEB_ROOT
  ? resolve(process.env.FATHOM_WEB_ROOT)
  : resolve(import.meta.dirname, '../../dist/web');

/**
 * Serves the built client the way the server does (files, else index.html for the app's paths),
 * for the tests of local play that need no game server.
 */
export async function serveWeb(
  root = WEB_ROOT,
): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: run "npm run build:web" first`);
  }
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
