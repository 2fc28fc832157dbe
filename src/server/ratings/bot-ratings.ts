import { GAMES } from '../../games/registry.js';
import type { RatingRecord } from '../storage/rating-types.js';
import type { Rating } from './glicko2.js';

/**
 * Bots on the ratings ladder (issue 44, docs/ratings.md, "Bots"): each bot of each game has a
 * Glicko-2 rating on the people's scale, kept in the ratings under the key `bot:NAME`, seeded
 * from tournaments and moved slowly by rated games people play against it.
 */

/** A bot's key among the ratings' accounts: no account id has a colon (base64url). */
export const botKey = (bot: string): string => `bot:${bot}`;

/** The bot a ratings key names, or null for a person's account. */
export const botOfKey = (key: string): string | null =>
  key.startsWith('bot:') ? key.slice(4) : null;

/** A bot's deviation, kept as seeded: the people it plays are rated against a known opponent. */
export const BOT_DEVIATION = 60;
/** A bot's volatility, kept as seeded (a newcomer's). */
export const BOT_VOLATILITY = 0.06;
/** The part of Glicko-2's change a bot's rating takes from a game: its rating moves slowly. */
export const BOT_DAMPING = 0.25;
/** A person's result against one bot of a game counts once in this window (a day). */
export const BOT_WINDOW_MS = 24 * 3600_000;
/**
 * The anchor: each game's `heuristic` bot (level 2, the bot a newcomer meets) is seeded at a
 * newcomer's rating; the stronger bots by their measured Elo gap to it.
 */
export const BOT_ANCHOR = 1500;
/**
 * `random` (level 1) never won a pair of seats in any tournament, so its gap is not measured (the
 * method gives +376 to +1443, bounded by its prior only): it is seeded 400 below the anchor.
 */
export const RANDOM_SEED = 1100;

/**
 * The seeds: BOT_ANCHOR plus each bot's Bradley-Terry Elo gap over `heuristic`, measured with
 * `fathom tournament GAME --players 4 --bots random,heuristic,BEST,ismcts --games 16 --ms 200
 * --threads 1 --seed 44` (docs/ratings.md, "Bots", gives the figures). Written once into the
 * ratings by a migration (bot-rating-sql.ts): changing a seed later needs a new migration.
 */
export const BOT_SEEDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'into-the-blue': { random: RANDOM_SEED, heuristic: 1500, expert: 1696, ismcts: 1629 },
  survive: { random: RANDOM_SEED, heuristic: 1500, search: 1745, ismcts: 1688 },
  aquasphere: { random: RANDOM_SEED, heuristic: 1500, search: 1707, ismcts: 1579 },
};

/** A bot's seeded rating (a bot added after the seeds starts at the anchor). */
export function botSeed(game: string, bot: string): Rating {
  return {
    rating: BOT_SEEDS[game]?.[bot] ?? BOT_ANCHOR,
    deviation: BOT_DEVIATION,
    volatility: BOT_VOLATILITY,
  };
}

/**
 * A bot's rating after a rated game, from its rating before and the one Glicko-2 gives it: a
 * quarter of the move, its deviation and volatility unchanged.
 */
export function dampedBot(before: Rating, glicko: Rating): Rating {
  return { ...before, rating: before.rating + BOT_DAMPING * (glicko.rating - before.rating) };
}

/** The latest bots' ratings this instance read, per game and bot (the seeds until then). */
let latest = new Map<string, Map<string, number>>();
let version = 0;
let readAt = -Infinity;
/** How long a read of the bots' ratings serves (other instances rate bots too). */
export const BOT_RATINGS_FRESH_MS = 60_000;

/** Which read of the bots' ratings this instance holds: a new one when they changed. */
export const botRatingsVersion = (): number => version;

/**
 * Reads the bots' ratings from storage, for `botLevelFor` and the games' list, if the last read
 * is older than BOT_RATINGS_FRESH_MS or `now` is asked (this instance just rated a bot).
 */
export async function readBotRatings(
  storage: { readonly ratings: { botRatings(): Promise<RatingRecord[]> } },
  now = false,
): Promise<void> {
  if (!now && Date.now() - readAt < BOT_RATINGS_FRESH_MS) return;
  readAt = Date.now();
  const next = new Map<string, Map<string, number>>();
  for (const r of await storage.ratings.botRatings()) {
    const bot = botOfKey(r.account);
    if (!bot) continue;
    const game = next.get(r.game) ?? new Map<string, number>();
    next.set(r.game, game.set(bot, Math.round(r.rating)));
  }
  const same = [...next].every(([game, bots]) =>
    [...bots].every(([bot, rating]) => latest.get(game)?.get(bot) === rating),
  );
  if (same && next.size === latest.size) return;
  latest = next;
  version++;
}

/** A game's bots' ratings, by bot name: the latest read, else the seeds. */
export function botRatings(game: string): ReadonlyMap<string, number> {
  const entry = GAMES.get(game);
  if (!entry) return new Map();
  const read = latest.get(game);
  return new Map(
    entry.bots.map((b) => [b.name, read?.get(b.name) ?? botSeed(game, b.name).rating]),
  );
}

/**
 * The bot of `game` whose rating is nearest `rating` (the weaker one on a tie), for a seat a
 * person of that rating would find a fair game; null for a game without bots. `ratings` defaults
 * to the latest read (botRatings).
 */
export function botLevelFor(
  game: string,
  rating: number,
  ratings: ReadonlyMap<string, number> = botRatings(game),
): string | null {
  let best: { bot: string; gap: number; rating: number } | null = null;
  for (const [bot, r] of ratings) {
    const gap = Math.abs(r - rating);
    if (!best || gap < best.gap || (gap === best.gap && r < best.rating)) {
      best = { bot, gap, rating: r };
    }
  }
  return best?.bot ?? null;
}
