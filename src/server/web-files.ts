import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { send } from './http-answer.js';

// The web client's files (dist/web), or a page saying it is not built yet.

export const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Fathom</title>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto">
<h1>Fathom server is running</h1>
<p>The web client is not built yet: run <code>npm run build</code>, then reload.</p>
<p>The API is at <code>/api/v1</code> (see docs/protocol.md); health at <code>/healthz</code>.</p>
</body></html>`;

/** A hashed asset's name (Vite's `name-[hash].js`): its content never changes under that name. */
const HASHED = /[.-][0-9a-zA-Z_-]{8,}\.(js|css)$/;

/**
 * The built web client, served by sirv: every file found once at start (not read from disk for
 * each request's headers), each sent as the build's brotli or gzip copy when the browser takes it
 * (`Vary: Accept-Encoding`; web/precompress.ts makes them), `index.html` for the client's own
 * routes. Hashed assets are cached for a year (`immutable`); the rest, `index.html` first, is
 * revalidated with its ETag, so a second visit costs a 304. Null while the client is not built.
 */
export function webFiles(
  root: string,
): ((req: IncomingMessage, res: ServerResponse) => void) | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  return sirv(root, {
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'cache-control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
    onNoMatch(_req, res) {
      send(res, 404, { error: { code: 'bad-request', params: { reason: 'path' } } });
    },
  });
}
