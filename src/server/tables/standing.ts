import type { GameResult } from '../../kernel/index.js';
import type { Forfeit, ForfeitWhy, MoveRecord, SeatRecord } from '../storage/types.js';

/**
 * A finished table's result as the server tells it: the game's scores and a ranking in which a
 * person who forfeited (resigned, ran out of time, was replaced while away, deleted their account)
 * ranks after everyone who did not, as on Board Game Arena: the bot's result is not theirs. Scores
 * stay the game's, so the final position still reads as it was played.
 */
export interface TableResult extends GameResult {
  /** Seats ranked last for forfeiting (present when any). */
  readonly forfeited?: readonly number[];
  /** Per seat, why it forfeited (null: it did not); present with `forfeited`. */
  readonly forfeitWhy?: readonly (ForfeitWhy | null)[];
  /**
   * Per seat, the moves a bot made for a person's seat (present when any): a game in which a bot
   * played for someone says so (lichess's rule: an engine never plays for a person unsaid).
   */
  readonly botMoves?: readonly number[];
  /** The game was cut short: its last person but one resigned at a two-seat table. */
  readonly ended?: 'resigned';
}

/**
 * A person's seat's forfeit, if any. Kept once made (coming back to the seat does not undo it), so
 * a seat that let its clock run out and came back to finish is still ranked by its forfeit. Records
 * written before forfeits were kept say it with `left` or a bot on the seat at the end (time 0).
 */
export function forfeitOf(s: SeatRecord): Forfeit | null {
  if (s.kind !== 'human') return null;
  if (s.forfeit) return s.forfeit;
  if (s.left === true) return { at: 0, why: 'resigned' };
  if (s.zombie) return { at: 0, why: s.deleted ? 'deleted' : s.timedOut ? 'time' : 'away' };
  return null;
}

/** The seat's forfeit made now, or the one it has (the first forfeit stands). */
export function forfeitNow(s: SeatRecord, why: ForfeitWhy, at: number): Forfeit {
  return s.forfeit ?? { at, why };
}

/**
 * The table's result from the game's. Ranks are competition ranks, as the games give them: a
 * seat's rank is one more than the seats ahead of it. Seats that did not forfeit rank by the game;
 * forfeits rank behind all of them, by when they forfeited (the first to go ranks last; forfeits
 * made at once share a place), never by the score a bot made for them afterwards: a bot's moves
 * for a forfeited seat move no person's place against another person's.
 */
export function tableResult(
  game: GameResult,
  seats: readonly SeatRecord[],
  moves: Iterable<MoveRecord>,
  ended?: 'resigned',
): TableResult {
  const out = seats.map(forfeitOf);
  const botMoves = seats.map(() => 0);
  let assisted = false;
  for (const m of moves) {
    if (m.byBot && m.actor !== 'chance' && seats[m.actor]?.kind === 'human') {
      botMoves[m.actor] = (botMoves[m.actor] ?? 0) + 1;
      assisted = true;
    }
  }
  if (!out.some(Boolean) && !assisted && !ended) return game;
  const rank = (i: number) => game.ranking[i] ?? seats.length;
  const ahead = (j: number, i: number) => {
    const [fj, fi] = [out[j], out[i]];
    if (!fj && !fi) return rank(j) < rank(i);
    if (!fj || !fi) return !fj;
    return fj.at > fi.at;
  };
  const ranking = seats.map((_, i) => 1 + seats.filter((__, j) => ahead(j, i)).length);
  const forfeited = out.flatMap((f, seat) => (f ? [seat] : []));
  return {
    scores: game.scores,
    ranking,
    ...(forfeited.length > 0 ? { forfeited, forfeitWhy: out.map((f) => f?.why ?? null) } : {}),
    ...(assisted ? { botMoves } : {}),
    ...(ended ? { ended } : {}),
  };
}
