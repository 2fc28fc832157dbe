import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// How the HTTP side answers: JSON, errors as codes with their HTTP status, fixed answers
// compressed once.

const STATUS: Record<string, number> = {
  'no-table': 404,
  'bad-token': 403,
  'bad-origin': 403,
  'bad-content-type': 415,
  'not-seated': 403,
  'seat-taken': 409,
  'seat-held': 409,
  'already-started': 409,
  'seats-open': 409,
  stale: 409,
  'rate-limited': 429,
  'too-many-bot-tables': 429,
  'bots-busy': 503,
  'too-large': 413,
  'table-not-finished': 409,
  'push-seat-full': 409,
  'push-address-full': 429,
  'push-private-host': 400,
  'push-port': 400,
  'invite-pending': 409,
  'invites-full': 429,
  'not-invited': 409,
  'analysis-busy': 503,
  'too-many-analyses': 429,
  storage: 503,
  internal: 500,
  'name-taken': 409,
  'sign-in-failed': 401,
  'not-signed-in': 401,
  'wrong-password': 403,
  'hashing-busy': 503,
  'wrong-name': 400,
  'seat-claimed': 409,
  'already-seated': 409,
  'unknown-player': 404,
  'no-account': 404,
  'not-creator': 403,
  'requests-full': 429,
  'friends-full': 409,
  'no-friend-request': 409,
  'you-block': 409,
  'invite-refused': 403,
  'chat-refused': 403,
};

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** An answer already serialized (the lobby's shared pages). */
export function sendJsonBytes(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(body);
}

export function sendError(
  res: ServerResponse,
  code: string,
  params: Record<string, string | number> = {},
): void {
  // A refusal that says how long to wait says it in HTTP's words too, for proxies and tools.
  const retry =
    typeof params.retryMs === 'number'
      ? { 'retry-after': String(Math.max(1, Math.ceil(params.retryMs / 1000))) }
      : undefined;
  send(res, STATUS[code] ?? 400, { error: { code, params } }, retry);
}

/** An answer that never changes while the server runs, as JSON and compressed once. */
export interface FixedAnswer {
  readonly json: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

export function fixedAnswer(body: unknown): FixedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  return {
    json,
    br: brotliCompressSync(json),
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * A fixed answer, compressed as the client accepts (AquaSphere's default packs made the games'
 * answer 118 KiB, the largest download of the lobby), and a 304 to a client that has it.
 */
export function sendFixed(req: IncomingMessage, res: ServerResponse, a: FixedAnswer): void {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    etag: a.etag,
  };
  if (req.headers['if-none-match'] === a.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(encoding ? a[encoding] : a.json);
}
