import { expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.js';
import { NEWCOMER, rateGame } from '../../src/server/ratings/glicko2.js';
import { sampleAccount } from './storage-contract.js';

let counter = 0;
/** A table id not used before (the rated games' key). */
export function ratedTableId(): string {
  return `r${Date.now().toString(36)}${++counter}`;
}

/** The ratings' part of the storage contract (storage-contract.ts runs it on both engines). */
export function ratingContract(storage: () => Storage): void {
  it('rates a table once, from the ratings before it, with history, wins and a leaderboard', async () => {
    const s = storage();
    const game = `g${ratedTableId()}`;
    const [a, b, c] = [sampleAccount(), sampleAccount(), sampleAccount()];
    for (const x of [a, b, c]) await s.createAccount(x);
    const t1 = ratedTableId();
    const first = {
      table: t1,
      game,
      at: 10,
      seats: [
        { account: a.id, place: 1 },
        { account: b.id, place: 2 },
      ],
    };
    expect(await s.ratings.isRated(t1)).toBe(false);
    expect(await s.ratings.rate(first)).toBe(true);
    // Again (another instance, a retry): nothing changes.
    expect(await s.ratings.rate(first)).toBe(false);
    expect(await s.ratings.isRated(t1)).toBe(true);
    const [wonA, lostB] = rateGame([NEWCOMER, NEWCOMER], [1, 2]);
    const [ra] = await s.ratings.ratingsOf(a.id);
    expect(ra).toMatchObject({ account: a.id, game, games: 1, wins: 1 });
    expect(ra?.rating).toBeCloseTo(wonA!.rating, 9);
    expect(ra?.deviation).toBeCloseTo(wonA!.deviation, 9);
    expect(ra?.volatility).toBeCloseTo(wonA!.volatility, 9);
    expect((await s.ratings.ratingsOf(b.id))[0]).toMatchObject({ games: 1, wins: 0 });
    // A three-seat table with a shared first place: b and c draw, both beat a.
    const t2 = ratedTableId();
    const seats = [
      { account: a.id, place: 3 },
      { account: b.id, place: 1 },
      { account: c.id, place: 1 },
    ];
    expect(await s.ratings.rate({ table: t2, game, at: 20, seats })).toBe(true);
    const before = [wonA!, lostB!, NEWCOMER];
    const after = rateGame(before, [3, 1, 1]);
    const history = await s.ratings.history(a.id, game, 100);
    expect(history.map((p) => [p.table, p.n, p.place, p.at])).toEqual([
      [t1, 1, 1, 10],
      [t2, 2, 3, 20],
    ]);
    expect(history[1]?.before.rating).toBeCloseTo(wonA!.rating, 9);
    expect(history[1]?.after.rating).toBeCloseTo(after[0]!.rating, 9);
    // Bounded: the latest points only, oldest first.
    expect((await s.ratings.history(a.id, game, 1)).map((p) => p.n)).toEqual([2]);
    expect((await s.ratings.ratingsOf(c.id))[0]).toMatchObject({ games: 1, wins: 1 });
    expect((await s.ratings.ratingsOf(b.id))[0]).toMatchObject({ games: 2, wins: 1 });
    // The leaderboard: best first, only deviations below the bound, a deleted account nameless.
    await s.deleteAccount(c.id);
    const board = await s.ratings.leaderboard(game, 350, 10, 0);
    const ranked = [...after].map((r, i) => ({ r, id: [a.id, b.id, c.id][i] }));
    ranked.sort((x, y) => y.r.rating - x.r.rating);
    expect(board.map((l) => l.account)).toEqual(ranked.map((x) => x.id));
    expect(board.find((l) => l.account === c.id)?.name).toBeNull();
    expect(board.find((l) => l.account === a.id)?.name).toBe(a.name);
    expect(await s.ratings.leaderboard(game, 350, 1, 1)).toEqual([board[1]]);
    expect(await s.ratings.leaderboard(game, 0, 10, 0)).toEqual([]);
    expect(await s.ratings.ratingsOf('nobody')).toEqual([]);
    expect(await s.ratings.history('nobody', game, 100)).toEqual([]);
  });
}
