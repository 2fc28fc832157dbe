import type { RatedGame } from '../storage/rating-types.js';
import type { Storage } from '../storage/types.js';

/** The window a pair's rated games are counted in: a day. */
export const FARM_WINDOW_MS = 24 * 3600_000;
/** Rated games of one pair in the window, each forfeited by the same one of them, that stop it. */
export const FARM_GAMES = 3;

/**
 * Whether a table would farm a rating (docs/ratings.md, "Farming"): two of its accounts already
 * played FARM_GAMES rated games together in the day before it ended, and the same one of the two
 * forfeited each of them (resigned, ran out of time, was replaced while away) while the other did
 * not. Such a table is not rated, so one account cannot feed the other points; once those games
 * are a day old, the pair's games are rated again. Returns the pair, or null.
 */
export async function farmedPair(storage: Storage, g: RatedGame): Promise<[string, string] | null> {
  const since = g.at - FARM_WINDOW_MS;
  // Bots are kept from farming by their own rule (once a day per bot, rating-sql.ts).
  const accounts = g.seats.filter((s) => !s.bot).map((s) => s.account);
  for (const [i, a] of accounts.entries()) {
    for (const b of accounts.slice(i + 1)) {
      const games = await storage.ratings.pairGames(a, b, since);
      if (games.length < FARM_GAMES) continue;
      for (const loser of [a, b]) {
        if (games.every((x) => x.forfeited.length === 1 && x.forfeited[0] === loser)) return [a, b];
      }
    }
  }
  return null;
}
