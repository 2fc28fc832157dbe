import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresStorage } from '../../src/server/storage/postgres.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import type { Storage } from '../../src/server/storage/types.js';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { sampleAccount } from './storage-contract.js';
import { ratedTableId } from './rating-contract.js';

/**
 * Two instances rating at once (issue 26): each table is rated once, and a player's ratings from
 * tables ending together chain (each rated from the one before), never one lost over another.
 */
function races(name: string, open: () => Promise<[Storage, Storage]>, close: () => Promise<void>) {
  describe(`ratings raced by two instances: ${name}`, () => {
    let one: Storage;
    let two: Storage;
    beforeAll(async () => {
      [one, two] = await open();
    });
    afterAll(close);

    it('rates a table ending on both instances at once exactly once', async () => {
      const game = `g${ratedTableId()}`;
      const [a, b] = [sampleAccount(), sampleAccount()];
      for (const x of [a, b]) await one.createAccount(x);
      for (let i = 0; i < 5; i++) {
        const g = {
          table: ratedTableId(),
          game,
          at: i,
          seats: [
            { account: a.id, place: 1 },
            { account: b.id, place: 2 },
          ],
        };
        const done = await Promise.all([
          one.ratings.rate(g),
          two.ratings.rate(g),
          one.ratings.rate(g),
        ]);
        expect(done.filter(Boolean)).toHaveLength(1);
      }
      expect((await two.ratings.ratingsOf(a.id))[0]).toMatchObject({ games: 5, wins: 5 });
      expect((await one.ratings.history(b.id, game, 100)).map((p) => p.n)).toEqual([1, 2, 3, 4, 5]);
    });

    it("chains one player's ratings from many tables ending at once", async () => {
      const game = `g${ratedTableId()}`;
      const star = sampleAccount();
      const others = Array.from({ length: 8 }, sampleAccount);
      for (const x of [star, ...others]) await one.createAccount(x);
      const done = await Promise.all(
        others.map((o, i) =>
          (i % 2 ? one : two).ratings.rate({
            table: ratedTableId(),
            game,
            at: i,
            seats: [
              { account: star.id, place: 1 },
              { account: o.id, place: 2 },
            ],
          }),
        ),
      );
      expect(done).toEqual(others.map(() => true));
      const points = await two.ratings.history(star.id, game, 100);
      expect(points.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      // Each rated from the rating the one before left: none computed from a stale read.
      for (let i = 1; i < points.length; i++)
        expect(points[i]?.before.rating).toBe(points[i - 1]?.after.rating);
      const [r] = await one.ratings.ratingsOf(star.id);
      expect(r).toMatchObject({ games: 8, wins: 8 });
      expect(r?.rating).toBe(points[7]?.after.rating);
    });
  });
}

let dir = '';
let sqlite: Storage[] = [];
races(
  'SQLite (two storages on one file)',
  async () => {
    dir = mkdtempSync(join(tmpdir(), 'fathom-ratings-'));
    sqlite = [
      new SqliteStorage(join(dir, 'r.sqlite'), 'one'),
      new SqliteStorage(join(dir, 'r.sqlite'), 'two'),
    ];
    return sqlite as [Storage, Storage];
  },
  async () => {
    for (const s of sqlite) await s.close();
    rmSync(dir, { recursive: true, force: true });
  },
);

let pg: TestPostgres | null = null;
let pgs: Storage[] = [];
races(
  'PostgreSQL (two instances)',
  async () => {
    pg = await startPostgres();
    pgs = [await PostgresStorage.open(pg.url, 'one'), await PostgresStorage.open(pg.url, 'two')];
    return pgs as [Storage, Storage];
  },
  async () => {
    for (const s of pgs) await s.close();
    await pg?.stop();
  },
);
