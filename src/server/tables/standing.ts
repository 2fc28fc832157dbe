import type { GameResult } from '../../kernel/index.js';
import type { MoveRecord, SeatRecord } from '../storage/types.js';

/**
 * A finished table's result as the server tells it: the game's scores and a ranking in which a
 * person who resigned, or who was away with a bot playing their seat at the end, ranks after
 * everyone who played on (as on Board Game Arena: the bot's result is not theirs). Scores stay
 * the game's, so the final position still reads as it was played.
 */
export interface TableResult extends GameResult {
  /** Seats ranked last for leaving (present when any). */
  readonly forfeited?: readonly number[];
  /**
   * Per seat, the moves a bot made for a person's seat (present when any): a game in which a bot
   * played for someone says so (lichess's rule: an engine never plays for a person unsaid).
   */
  readonly botMoves?: readonly number[];
}

/** Whether a person's seat forfeits: resigned, or left to a bot at the end. */
export function forfeits(s: SeatRecord): boolean {
  return s.kind === 'human' && (s.left === true || s.zombie);
}

/**
 * The table's result from the game's. Ranks are competition ranks, as the games give them: a
 * seat's rank is one more than the seats ahead of it, forfeits behind every other seat and, among
 * themselves, in the game's order.
 */
export function tableResult(
  game: GameResult,
  seats: readonly SeatRecord[],
  moves: Iterable<MoveRecord>,
): TableResult {
  const out = seats.map(forfeits);
  const botMoves = seats.map(() => 0);
  let assisted = false;
  for (const m of moves) {
    if (m.byBot && m.actor !== 'chance' && seats[m.actor]?.kind === 'human') {
      botMoves[m.actor] = (botMoves[m.actor] ?? 0) + 1;
      assisted = true;
    }
  }
  if (!out.includes(true) && !assisted) return game;
  const rank = (i: number) => game.ranking[i] ?? seats.length;
  const ahead = (j: number, i: number) => (out[j] === out[i] ? rank(j) < rank(i) : out[i] === true);
  const ranking = seats.map((_, i) => 1 + seats.filter((__, j) => ahead(j, i)).length);
  const forfeited = out.flatMap((f, seat) => (f ? [seat] : []));
  return {
    scores: game.scores,
    ranking,
    ...(forfeited.length > 0 ? { forfeited } : {}),
    ...(assisted ? { botMoves } : {}),
  };
}
