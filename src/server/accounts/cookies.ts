import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'fathom_session';
/** A session lasts this long after it was last used (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** A session's last use is written at most this often (not at every request). */
export const SESSION_TOUCH_MS = 3600_000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session cookie's token, if the request carries one of the right shape. */
export function sessionToken(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }
  return null;
}

/**
 * The cookie: HttpOnly (no script reads it), SameSite=Lax (another site's requests do not carry
 * it, but for top-level links), Secure when the server is reached over TLS (its own, or a proxy's
 * that it was told of: FATHOM_SECURE_COOKIES).
 */
export function sessionCookie(token: string | null, secure: boolean): string {
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if (token === null) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attrs].join('; ');
  return [`${SESSION_COOKIE}=${token}`, `Max-Age=${SESSION_TTL_MS / 1000}`, ...attrs].join('; ');
}
