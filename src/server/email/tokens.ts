import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A verification link's token: random, 32 bytes; storage keeps only its SHA-256. */
export function newVerifyToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVerifyToken(token) };
}

export function hashVerifyToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Unsubscribe links' tokens: the account's id and an HMAC of it with the server's key (kept with
 * the data: every instance, and every restart, signs and checks alike). Nothing is stored per
 * link; a link works without signing in, for its account only.
 */
export class UnsubscribeTokens {
  constructor(private readonly key: Buffer) {}

  private mac(account: string): string {
    return createHmac('sha256', this.key).update(`unsubscribe\0${account}`).digest('base64url');
  }

  sign(account: string): string {
    return `${account}.${this.mac(account)}`;
  }

  /** The account a token was signed for, or null. */
  check(token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || token.length > 200) return null;
    const account = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(account));
    return given.length === expected.length && timingSafeEqual(given, expected) ? account : null;
  }
}
