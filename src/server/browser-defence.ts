import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/**
 * What protects players' browsers: seat tokens live in the page's `localStorage`, so another site
 * must not be able to act through a player's browser (cross-site WebSocket or POST), frame the
 * page, or run script in it.
 */

/**
 * Origins allowed to open WebSockets and send state-changing requests, besides the server's own
 * (the one whose host is the request's `Host`). `*` allows any (a public API for other sites).
 */
export type AllowedOrigins = readonly string[];

/** `FATHOM_ALLOWED_ORIGINS`: a comma-separated list of origins, e.g. `https://play.example.org`. */
export function parseAllowedOrigins(raw: string | undefined): AllowedOrigins {
  if (!raw) return [];
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => (o === '*' ? o : new URL(o).origin));
}

/**
 * Whether a request may act: its `Origin` is the server's own or an allowed one. A request
 * without `Origin` comes from a program, not a page (browsers send it with every WebSocket and
 * every POST), unless the browser says by `Sec-Fetch-Site` that another site sent it. `Origin:
 * null` (a sandboxed frame, a file) is refused.
 */
export function originAllowed(req: IncomingMessage, allowed: AllowedOrigins): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site';
  if (allowed.includes('*')) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (allowed.includes(url.origin)) return true;
  const host = req.headers.host;
  return host !== undefined && url.host === host.toLowerCase();
}

/** A request's media type is JSON (`application/json`, with or without parameters). */
export function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  return type !== undefined && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The Host header, if it is a plain host[:port] (anything else is not repeated in a header). */
function safeHost(req: IncomingMessage): string | null {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? host
    : null;
}

/**
 * The Content-Security-Policy of every response. Scripts, styles, fonts and connections come
 * from this origin only; no inline script, no eval, no plugins, no `<base>`; the page is framed
 * by nobody. Inline style attributes are allowed (Solid writes some element styles as
 * attributes), `<style>` elements are not. Images may be data: URLs (the favicon). The service
 * worker (`/sw.js`) and the web app manifest come from this origin too (web/sw/sw.ts).
 *
 * Scripts, styles, fonts, workers and the manifest get `'self'` from `default-src`, which each
 * falls back to when not named (CSP 3, "effective directive"): naming them said it again on
 * every response, 99 of its bytes, about 1.7 KiB of a first visit's 18 requests.
 */
export function contentSecurityPolicy(req: IncomingMessage): string {
  const host = safeHost(req);
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers every response carries (docs/protocol.md, "Browsers"). */
export function securityHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  return {
    'content-security-policy': contentSecurityPolicy(req),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
