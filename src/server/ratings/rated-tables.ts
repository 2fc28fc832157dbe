import { botKey, readBotRatings } from './bot-ratings.js';
import { farmedPair } from './farming.js';
import type { TableResult } from '../tables/standing.js';
import type { RatedGame } from '../storage/rating-types.js';
import type { Storage, TableRecord } from '../storage/types.js';

/** Tries of a rating the storage failed (it was down): a finished table is rated once it is back. */
const TRIES = 5;
const RETRY_MS = 2000;

/**
 * What a finished table is rated as, or null if it is not rated (docs/ratings.md, "Which games
 * are rated"): created rated, every seat an account's or a bot's at the end, at least one person,
 * each account in one seat, and no bot's move counted for a person. A person who forfeited (resigned, ran out of time, was replaced
 * while away) ranks after everyone who did not, by when they forfeited (standing.ts), and is rated
 * so, even if they came back and finished: walking away from a lost game never dodges its rating.
 * A seat whose account was deleted during the game forfeited and is left out: the others are rated
 * among themselves, if two are left.
 */
export function ratedGame(r: TableRecord): RatedGame | null {
  if (!r.rated || r.status !== 'finished' || !r.result) return null;
  const result = r.result as TableResult;
  const forfeited = new Set(result.forfeited ?? []);
  // A bot's seat is rated under its bot's key (docs/ratings.md, "Bots"); a person's by account.
  const seats = r.seats.flatMap((s, seat) =>
    s.deleted && forfeited.has(seat)
      ? []
      : s.kind === 'bot' && s.bot
        ? [{ seat, account: botKey(s.bot), bot: s.bot }]
        : [{ seat, account: s.kind === 'human' ? (s.account ?? null) : null }],
  );
  const people = seats.filter((s) => !('bot' in s)).map((s) => s.account);
  if (seats.some((s) => s.account === null) || seats.length < 2 || people.length < 1) return null;
  if (new Set(people).size !== people.length) return null;
  // Only left by records from before forfeits were kept: a bot that played for someone who
  // then finished the game (their place partly the bot's).
  const assisted = (result.botMoves ?? []).some((n, seat) => n > 0 && !forfeited.has(seat));
  if (assisted) return null;
  return {
    table: r.id,
    game: r.game,
    at: r.finishedAt ?? Date.now(),
    listed: r.listed,
    seats: seats.map(({ seat, account, ...bot }) => ({
      account: account as string,
      place: result.ranking[seat] ?? r.seats.length,
      ...(forfeited.has(seat) ? { forfeit: true } : {}),
      ...bot,
    })),
  };
}

/**
 * Rates a table that just finished, if it is rated. Every instance that sees it end may call
 * this: the storage rates each table once (rating-sql.ts). A failure is said and tried again.
 */
export async function rateFinished(
  storage: Storage,
  r: TableRecord,
  say: (message: string) => void,
): Promise<void> {
  const game = ratedGame(r);
  if (!game) return;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    try {
      const pair = await farmedPair(storage, game);
      if (pair) return say(`table ${r.id}: not rated: farming between ${pair.join(' and ')}`);
      await storage.ratings.rate(game);
      // A bot's rating moved: this instance's games' list and botLevelFor say so at once.
      if (game.seats.some((s) => s.bot)) await readBotRatings(storage, true);
      return;
    } catch (e) {
      say(`table ${r.id}: rating failed (try ${attempt} of ${TRIES}): ${(e as Error).message}`);
      if (attempt < TRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
    }
  }
}
