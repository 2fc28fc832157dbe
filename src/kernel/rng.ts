/**
 * Seeded pseudo-random numbers that are the same on every JavaScript engine.
 *
 * Algorithm (documented in docs/replay-format.md, "Randomness"):
 * - A seed is a string. Its UTF-8 bytes are hashed with 32-bit FNV-1a.
 * - That hash seeds SplitMix32, whose first four outputs are the state of xoshiro128**.
 * - `nextUint32` is xoshiro128** (Blackman and Vigna, 2018).
 * - `int(n)` draws an unbiased integer in [0, n). For n below 2^21 it is Lemire's method: with r
 *   the next 32-bit draw, m = r * n; the draw is rejected when (m mod 2^32) < (2^32 - n) mod n,
 *   otherwise the result is floor(m / 2^32). For larger n, draws at or above the largest
 *   multiple of n below 2^32 are rejected and the result is r mod n.
 * Only 32-bit integer operations are used (Math.imul, >>>), so no floating point can differ.
 */
export interface Rng {
  nextUint32(): number;
  /** An integer in [0, n), n between 1 and 2^32. */
  int(n: number): number;
  /** A float in [0, 1) with 32 bits of precision. */
  float(): number;
}

export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(seed)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function splitMix32(state: number): { value: number; next: number } {
  const next = (state + 0x9e3779b9) >>> 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  z = (z ^ (z >>> 16)) >>> 0;
  return { value: z, next };
}

/** Bounds below 2^21 use the multiply-shift method (exact in doubles); larger ones, modulo. */
const SMALL_BOUND = 0x200000;

/**
 * What every generator shares: bounded integers and floats from a source of 32-bit words, so the
 * seeded generator and the server's cryptographic one draw outcomes the same way.
 */
export abstract class Uint32Rng implements Rng {
  abstract nextUint32(): number;

  int(n: number): number {
    if (!(n >= 1 && n <= 0x100000000) || n !== Math.floor(n)) {
      throw new RangeError(`rng.int needs an integer bound in [1, 2^32], got ${n}`);
    }
    if (n < SMALL_BOUND) {
      // Lemire's multiply-shift: the high 32 bits of r * n, rejecting the few low words that would
      // bias it. r * n < 2^53 here, so the double arithmetic is exact.
      for (;;) {
        const m = this.nextUint32() * n;
        const high = Math.floor(m / 0x100000000);
        const low = m - high * 0x100000000;
        if (low >= n || low >= (0x100000000 - n) % n) return high;
      }
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

class Xoshiro128StarStar extends Uint32Rng {
  /** The four state words, in a typed array: plain fields would box numbers above 2^30. */
  readonly s = new Uint32Array(4);

  constructor(seed: number) {
    super();
    let x = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      const r = splitMix32(x);
      this.s[i] = r.value;
      x = r.next;
    }
    // xoshiro must never have an all-zero state.
    if ((this.s[0]! | this.s[1]! | this.s[2]! | this.s[3]!) === 0) this.s[0] = 1;
  }

  nextUint32(): number {
    const s = this.s;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const s2 = s[2]!;
    const s3 = s[3]!;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    const c = s2 ^ s0;
    const d = s3 ^ s1;
    s[0] = s0 ^ d;
    s[1] = s1 ^ c;
    s[2] = c ^ t;
    s[3] = rotl(d, 11);
    return result;
  }
}

/**
 * The live state words of a generator made by createRng, or undefined for any other. For a hot
 * loop (a game's random playout) that steps xoshiro128** in its own locals, as nextUint32 does,
 * and writes the four words back before anything else draws: the same numbers, at about half the
 * cost of a call per draw.
 */
export function seededWords(rng: Rng): Uint32Array | undefined {
  return rng instanceof Xoshiro128StarStar ? rng.s : undefined;
}

/**
 * rng.int(n) for a generator whose words `seededWords` gave, stepping them here: the same number
 * and the same words after, without a call through the generator (n below 2^21).
 */
export function intFromWords(w: Uint32Array, n: number): number {
  for (;;) {
    const s0 = w[0]!;
    const s1 = w[1]!;
    const s2 = w[2]!;
    const s3 = w[3]!;
    const x = Math.imul(s1, 5);
    const r = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const c = s2 ^ s0;
    const e = s3 ^ s1;
    w[0] = s0 ^ e;
    w[1] = s1 ^ c;
    w[2] = c ^ (s1 << 9);
    w[3] = (e << 11) | (e >>> 21);
    const m = r * n;
    const high = Math.floor(m / 0x100000000);
    const low = m - high * 0x100000000;
    if (low >= n || low >= (0x100000000 - n) % n) return high;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export function createRng(seed: string | number): Rng {
  return new Xoshiro128StarStar(hashSeed(String(seed)));
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[rng.int(items.length)] as T;
}
