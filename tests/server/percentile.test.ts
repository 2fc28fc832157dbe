import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentile } from '../../src/bench/server/percentile.js';

describe("the server benchmarks' percentiles", () => {
  it('take the nearest rank below, whatever the order of the times', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => 100 - i),
        0.99,
      ),
    ).toBe(100);
    expect(percentile([1.234, 9], 0)).toBe(1.2);
    expect(percentile([], 0.99)).toBeNaN();
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (xs, p) => {
          const q = percentile(xs, p);
          expect(xs).toContain(q);
          // At least a fraction p of the times lie below it, and it is one of those above.
          expect(xs.filter((x) => x < q).length).toBeLessThanOrEqual(Math.floor(p * xs.length));
          expect(xs.filter((x) => x <= q).length).toBeGreaterThanOrEqual(
            Math.min(xs.length, Math.floor(p * xs.length) + 1),
          );
        },
      ),
    );
  });
});
