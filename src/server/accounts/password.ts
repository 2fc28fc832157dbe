import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { TableError } from '../tables/live-table.js';
import { hashQueue } from './hash-queue.js';

export const PASSWORD_MIN = 8;
/** Characters: a longer one is refused before any hashing (scrypt's cost grows with it). */
export const PASSWORD_MAX = 256;

/**
 * scrypt's parameters for new hashes: N = 2^15, r = 8 (32 MiB and ~60 ms per hash on one core
 * here; OWASP's minimum is N = 2^17 with r = 8 for interactive use with more memory, this
 * stays within Node's default `maxmem` doubled). Each hash stores its own, so raising them later
 * leaves older hashes readable.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

/** One scrypt, in its turn of the process's hashing queue (hash-queue.ts): every hash goes there. */
function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...o, maxmem: 256 * o.N * o.r + 1024 * 1024 };
  return hashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (e, key) =>
          e ? reject(e) : resolve(key),
        ),
      ),
  );
}

export function checkPassword(raw: unknown): string {
  if (typeof raw !== 'string' || [...raw].length < PASSWORD_MIN || raw.length > PASSWORD_MAX)
    throw new TableError('bad-password', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  return raw;
}

/** `scrypt$N$r$p$salt$hash` (base64url): the salt is per hash, the parameters stored with it. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * Whether the password is the one hashed. With `stored` null (no such account, or no password)
 * a hash is still computed, with the same cost: the answer takes as long either way, so its time
 * does not tell whether a name exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, DUMMY_SALT, PARAMS);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const DUMMY_SALT = randomBytes(16);
