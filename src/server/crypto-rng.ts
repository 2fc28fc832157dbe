import { randomBytes } from 'node:crypto';
import { Uint32Rng } from '../kernel/index.js';

/**
 * Online chance: outcomes drawn from the operating system's cryptographic source, so no client can
 * predict a roll from the rolls it saw. The outcomes are logged, so the log still replays the game.
 */
export class CryptoRng extends Uint32Rng {
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
