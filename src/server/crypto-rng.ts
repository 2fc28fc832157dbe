import { randomBytes } from 'node:crypto';
import type { Rng } from '../kernel/index.js';

/**
 * Online chance: outcomes drawn from the operating system's cryptographic source, so no client can
 * predict a roll from the rolls it saw. The outcomes are logged, so the log still replays the game.
 */
export class CryptoRng implements Rng {
  private buffer = randomBytes(4096);
  private offset = 0;

  nextUint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = randomBytes(4096);
      this.offset = 0;
    }
    const v = this.buffer.readUInt32LE(this.offset);
    this.offset += 4;
    return v;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
      throw new RangeError(`rng.int needs an integer bound in [1, 2^32], got ${n}`);
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const r = this.nextUint32();
      if (r < limit) return r % n;
    }
  }

  float(): number {
    return this.nextUint32() / 0x100000000;
  }
}

export const cryptoRng = new CryptoRng();

/** A 256-bit unguessable token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Table ids: short enough for a link, random enough not to be enumerated. */
export function newTableId(): string {
  return randomBytes(9).toString('base64url');
}
