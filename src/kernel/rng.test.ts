import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, shuffled } from './rng.js';

/**
 * Reference values computed by an independent implementation of the documented algorithm
 * (FNV-1a, SplitMix32, xoshiro128**, Lemire's bounded draw), so any engine or port can check
 * that it draws the same numbers.
 */
describe('the seeded generator', () => {
  it('hashes seeds with 32-bit FNV-1a', () => {
    expect(hashSeed('')).toBe(2166136261);
    expect(hashSeed('fathom')).toBe(2853624900);
  });

  it('draws the reference sequence of xoshiro128**', () => {
    const rng = createRng('fathom');
    expect(Array.from({ length: 5 }, () => rng.nextUint32())).toEqual([
      1803557209, 3396000285, 4175477481, 3664086938, 2764719509,
    ]);
    const empty = createRng('');
    expect(Array.from({ length: 3 }, () => empty.nextUint32())).toEqual([
      2040553127, 2671230994, 3535833209,
    ]);
  });

  it('draws the reference bounded integers, small and large bounds', () => {
    const dice = createRng('dice');
    expect(Array.from({ length: 10 }, () => dice.int(6))).toEqual([0, 2, 3, 2, 3, 2, 3, 0, 2, 3]);
    const big = createRng('big');
    expect(Array.from({ length: 3 }, () => big.int(3_000_000_000))).toEqual([
      1771753609, 332246135, 1619276657,
    ]);
  });

  it('numbers seeds as strings: 7 and "7" are the same seed', () => {
    expect(createRng(7).nextUint32()).toBe(createRng('7').nextUint32());
  });

  it('int(n) stays in [0, n) for any bound', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = rng.int(n);
          if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
        }
        return true;
      }),
    );
  });

  it('refuses a bound that is not a whole number from 1 to 2^32', () => {
    const rng = createRng('x');
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN])
      expect(() => rng.int(n)).toThrow(RangeError);
  });

  it('rolls a fair die: each face near 1/6 over 60,000 rolls', () => {
    const rng = createRng('fair');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]! += 1;
    // Chi-squared with 5 degrees of freedom: 20.5 is the 0.1% critical value.
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(20.5);
  });

  it('shuffles into a permutation of the same items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const out = shuffled(items, createRng(seed));
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });
});
