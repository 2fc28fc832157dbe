/**
 * Seeded pseudo-random numbers that are the same on every JavaScript engine.
 *
 * Algorithm (documented in docs/replay-format.md, "Randomness"):
 * - A seed is a string. Its UTF-8 bytes are hashed with 32-bit FNV-1a.
 * - That hash seeds SplitMix32, whose first four outputs are the state of xoshiro128**.
 * - `nextUint32` is xoshiro128** (Blackman and Vigna, 2018).
 * - `int(n)` draws an unbiased integer in [0, n) by rejection: 32-bit draws at or above the
 *   largest multiple of n below 2^32 are thrown away, then the draw is taken modulo n.
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

class Xoshiro128StarStar implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const words: number[] = [];
    let s = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      const r = splitMix32(s);
      words.push(r.value);
      s = r.next;
    }
    [this.a, this.b, this.c, this.d] = words as [number, number, number, number];
    // xoshiro must never have an all-zero state.
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.b << 9) >>> 0;
    this.c = (this.c ^ this.a) >>> 0;
    this.d = (this.d ^ this.b) >>> 0;
    this.b = (this.b ^ this.c) >>> 0;
    this.a = (this.a ^ this.d) >>> 0;
    this.c = (this.c ^ t) >>> 0;
    this.d = rotl(this.d, 11);
    return result;
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
