import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  NEWCOMER,
  pairwise,
  rate,
  rateGame,
  type Rating,
} from '../../src/server/ratings/glicko2.js';

describe('Glicko-2', () => {
  test("Glickman's worked example: 1500/200/0.06 against 1400/30 (win), 1550/100 and 1700/300 (losses)", () => {
    const after = rate(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
      ],
      false,
    );
    // The paper's figures: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  test('a player who did not play keeps the rating and grows less sure of it, up to a newcomer', () => {
    const settled: Rating = { rating: 1800, deviation: 60, volatility: 0.06 };
    const after = rate(settled, []);
    expect(after.rating).toBe(1800);
    expect(after.deviation).toBeGreaterThan(60);
    expect(rate(NEWCOMER, []).deviation).toBe(350);
  });

  test('places become pairwise results: above beats below, a shared place is a draw', () => {
    expect(pairwise([2, 1, 2])).toEqual([
      [
        { against: 1, score: 0 },
        { against: 2, score: 0.5 },
      ],
      [
        { against: 0, score: 1 },
        { against: 2, score: 1 },
      ],
      [
        { against: 0, score: 0.5 },
        { against: 1, score: 0 },
      ],
    ]);
  });

  const rating = fc.record({
    rating: fc.double({ min: 800, max: 2800, noNaN: true }),
    deviation: fc.double({ min: 45, max: 350, noNaN: true }),
    volatility: fc.double({ min: 0.03, max: 0.09, noNaN: true }),
  });

  test('in any game, the winner gains, the last loses, and ratings stay finite and bounded', () => {
    fc.assert(
      fc.property(fc.array(rating, { minLength: 2, maxLength: 6 }), (before) => {
        // Seat i finishes in place i + 1: seat 0 wins outright, the last seat is last alone.
        const after = rateGame(
          before,
          before.map((_, i) => i + 1),
        );
        expect(after[0]!.rating).toBeGreaterThan(before[0]!.rating);
        expect(after.at(-1)!.rating).toBeLessThan(before.at(-1)!.rating);
        for (const r of after) {
          expect(Number.isFinite(r.rating)).toBe(true);
          expect(r.deviation).toBeGreaterThanOrEqual(45);
          expect(r.deviation).toBeLessThanOrEqual(350);
          expect(r.volatility).toBeGreaterThan(0);
        }
      }),
    );
  });

  test('a draw between equals changes no rating, and the seats’ order does not matter', () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        const [x, y] = rateGame([a, a], [1, 1]);
        expect(x!.rating).toBeCloseTo(a.rating, 6);
        expect(y!.rating).toBeCloseTo(a.rating, 6);
        const forward = rateGame([a, b], [1, 2]);
        const backward = rateGame([b, a], [2, 1]);
        expect(forward[0]).toEqual(backward[1]);
        expect(forward[1]).toEqual(backward[0]);
      }),
    );
  });
});
