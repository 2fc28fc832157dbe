import { describe, expect, test } from 'vitest';
import { createRng } from '../kernel/index.js';
import { fitBradleyTerry, rate, seating, type GameRecord } from './ratings.js';

describe('Bradley-Terry ratings', () => {
  test('recover known strengths from simulated games', () => {
    // Three players with Elo 0, 200 and 400: pairwise games won with the Bradley-Terry odds.
    const truth = [0, 200, 400];
    const rng = createRng('bt');
    const games: GameRecord[] = [];
    for (let g = 0; g < 3000; g++) {
      const i = g % 3;
      const j = (g + 1) % 3;
      const p = 1 / (1 + 10 ** ((truth[j]! - truth[i]!) / 400));
      const iWins = rng.float() < p;
      games.push({ seats: [i, j], ranking: iWins ? [1, 2] : [2, 1] });
    }
    const ratings = rate(games, 3, 100);
    ratings.forEach((r, i) => {
      expect(Math.abs(r.elo - truth[i]!)).toBeLessThan(40);
      expect(r.low).toBeLessThanOrEqual(r.elo);
      expect(r.high).toBeGreaterThanOrEqual(r.elo);
      // The interval covers the truth here (3,000 games: about ±25 points).
      expect(r.low - 5).toBeLessThanOrEqual(truth[i]!);
      expect(r.high + 5).toBeGreaterThanOrEqual(truth[i]!);
    });
    expect(ratings[0]).toEqual({ elo: 0, low: 0, high: 0 });
  });

  test('equal records give equal ratings; ties count half', () => {
    const elo = fitBradleyTerry([
      [0, 5],
      [5, 0],
    ]);
    expect(elo[1]).toBeCloseTo(0, 6);
    const tied = rate(
      [
        { seats: [0, 1], ranking: [1, 1] },
        { seats: [1, 0], ranking: [1, 1] },
      ],
      2,
      20,
    );
    expect(tied[1]!.elo).toBeCloseTo(0, 6);
  });

  test('a multiplayer game counts each pair of seats once, never a player against itself', () => {
    const games: GameRecord[] = Array.from({ length: 50 }, () => ({
      seats: [0, 1, 1, 1],
      ranking: [1, 2, 3, 4],
    }));
    const [, one] = rate(games, 2, 20);
    expect(one!.elo).toBeLessThan(-400);
  });
});

describe('round-robin seating', () => {
  test('with more players than seats, every combination in turn, seats rotating', () => {
    const firsts = new Set<string>();
    for (let g = 0; g < 4 * 3; g++) firsts.add(seating(4, 3, g).join(','));
    // 4 combinations of 3 players, each seen in 3 rotations.
    expect(firsts.size).toBe(12);
    expect(seating(4, 3, 0)).toEqual([0, 1, 2]);
    expect(seating(4, 3, 4)).toEqual([1, 2, 0]);
  });

  test('with fewer players than seats, the players fill the seats in turn', () => {
    expect(seating(2, 4, 0)).toEqual([0, 1, 0, 1]);
    expect(seating(2, 4, 1)).toEqual([1, 0, 1, 0]);
    expect(seating(4, 4, 2)).toEqual([2, 3, 0, 1]);
  });
});
