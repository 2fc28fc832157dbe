import type { TableResult } from '../tables/standing.js';
import type { RatedGame } from '../storage/rating-types.js';
import type { Storage, TableRecord } from '../storage/types.js';

/** Tries of a rating the storage failed (it was down): a finished table is rated once it is back. */
const TRIES = 5;
const RETRY_MS = 2000;

/**
 * What a finished table is rated as, or null if it is not rated (docs/ratings.md, "Which games
 * are rated"): created rated, every seat an account's at the end, each account in one seat, and no
 * bot's move counted for a person. A person who resigned, or whose seat a bot held at the end
 * (their clock ran out, or they were replaced while away), forfeits: they rank last (standing.ts)
 * and are rated so, so that walking away from a lost game never dodges its rating. A bot that
 * played for someone who then came back and finished the game makes the table unrated: their
 * place is partly the bot's.
 */
export function ratedGame(r: TableRecord): RatedGame | null {
  if (!r.rated || r.status !== 'finished' || !r.result) return null;
  const result = r.result as TableResult;
  const accounts = r.seats.map((s) => (s.kind === 'human' ? (s.account ?? null) : null));
  if (accounts.some((a) => a === null)) return null;
  if (new Set(accounts).size !== accounts.length) return null;
  const forfeited = new Set(result.forfeited ?? []);
  const assisted = (result.botMoves ?? []).some((n, seat) => n > 0 && !forfeited.has(seat));
  if (assisted) return null;
  return {
    table: r.id,
    game: r.game,
    at: r.finishedAt ?? Date.now(),
    seats: accounts.map((account, seat) => ({
      account: account as string,
      place: result.ranking[seat] ?? r.seats.length,
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
      await storage.ratings.rate(game);
      return;
    } catch (e) {
      say(`table ${r.id}: rating failed (try ${attempt} of ${TRIES}): ${(e as Error).message}`);
      if (attempt < TRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
    }
  }
}
