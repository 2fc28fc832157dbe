import { rankByScore, type GameResult, type Seat } from '../../kernel/index.js';
import { LEVELS, secondaryTokens } from './components.js';
import type { ItbPublic } from './state.js';

/** Why a player finished ahead of the next one on a level. */
export type TieBreak =
  | { readonly by: 'shells' }
  /** More shells on this level above (nearer the surface). */
  | { readonly by: 'level-above'; readonly level: number }
  | { readonly by: 'unplayed' }
  | { readonly by: 'earlier-last-turn' };

export interface LevelPlace {
  readonly seat: Seat;
  readonly shells: number;
  /** The token won: its value, or 0 with `token: null` when out of the tokens. */
  readonly token: 'main' | 'secondary' | null;
  readonly points: number;
  /** Why this player is ahead of the next one in the list (absent for the last). */
  readonly aheadBecause?: TieBreak;
}

export interface LevelScore {
  readonly level: number;
  /** Players with shells on the level, best first. */
  readonly places: readonly LevelPlace[];
}

/**
 * Orders two players on a level: more shells there, then more on each level above from the
 * nearest up to level 1, then more unplayed shells, then whoever took their last turn earlier.
 * Returns a negative number when `a` is ahead, and the reason.
 */
export function compareOnLevel(
  state: ItbPublic,
  level: number,
  a: Seat,
  b: Seat,
): { order: number; reason: TieBreak } {
  const l = differingLevel(state, level, a, b);
  const reason: TieBreak =
    l === level
      ? { by: 'shells' }
      : l > 0
        ? { by: 'level-above', level: l }
        : state.supply[a] !== state.supply[b]
          ? { by: 'unplayed' }
          : { by: 'earlier-last-turn' };
  return { order: orderOnLevel(state, level, a, b), reason };
}

/** The level where a and b first have other shell counts, from `level` up to 1; 0 if none. */
function differingLevel(state: ItbPublic, level: number, a: Seat, b: Seat): number {
  for (let l = level; l >= 1; l--) {
    const row = state.shells[l - 1] as readonly number[];
    if ((row[b] ?? 0) !== (row[a] ?? 0)) return l;
  }
  return 0;
}

/**
 * compareOnLevel's order alone: scoring a finished game needs no reasons (random playouts), nor
 * do the bots' estimates.
 */
export function orderOnLevel(state: ItbPublic, level: number, a: Seat, b: Seat): number {
  const l = differingLevel(state, level, a, b);
  if (l > 0) {
    const row = state.shells[l - 1] as readonly number[];
    return (row[b] ?? 0) - (row[a] ?? 0);
  }
  const unplayed = (state.supply[b] ?? 0) - (state.supply[a] ?? 0);
  if (unplayed !== 0) return unplayed;
  return (state.lastTurn[a] ?? -1) - (state.lastTurn[b] ?? -1);
}

export function scoreLevel(state: ItbPublic, level: number): LevelScore {
  const row = state.shells[level - 1] as readonly number[];
  const seats = row.flatMap((n, seat) => (n > 0 ? [seat] : []));
  seats.sort((a, b) => compareOnLevel(state, level, a, b).order);
  const treasure = state.options.treasures[level - 1];
  const secondaries = secondaryTokens(state.players);
  const places = seats.map((seat, i): LevelPlace => {
    const token = i === 0 ? 'main' : i <= secondaries ? 'secondary' : null;
    const points =
      token === 'main' ? (treasure?.main ?? 0) : token ? (treasure?.secondary ?? 0) : 0;
    const nextSeat = seats[i + 1];
    const place: LevelPlace = { seat, shells: row[seat] ?? 0, token, points };
    return nextSeat === undefined
      ? place
      : { ...place, aheadBecause: compareOnLevel(state, level, seat, nextSeat).reason };
  });
  return { level, places };
}

/** The scoring of every level, from level 5 up to level 1 as the rules do it. */
export function scoreLevels(state: ItbPublic): LevelScore[] {
  const out: LevelScore[] = [];
  for (let level = LEVELS; level >= 1; level--) out.push(scoreLevel(state, level));
  return out;
}

/**
 * Treasure points per seat: what scoreLevels awards, without its places and reasons (a quarter of
 * a simulation of random bots went to building them).
 */
export function treasurePoints(state: ItbPublic): number[] {
  const points = Array<number>(state.players).fill(0);
  const secondaries = secondaryTokens(state.players);
  // The seats with shells on a level, best first: an insertion sort by orderOnLevel into a
  // fixed array (Array.prototype.sort with a closure, and emptying by `length = 0`, were a tenth
  // of a simulation of random bots).
  const seats: Seat[] = Array<Seat>(state.players).fill(0);
  for (let level = LEVELS; level >= 1; level--) {
    const row = state.shells[level - 1] as readonly number[];
    let n = 0;
    for (let seat = 0; seat < row.length; seat++) {
      if ((row[seat] ?? 0) === 0) continue;
      let at = n++;
      while (at > 0 && orderOnLevel(state, level, seats[at - 1] as Seat, seat) > 0) {
        seats[at] = seats[at - 1] as Seat;
        at--;
      }
      seats[at] = seat;
    }
    const treasure = state.options.treasures[level - 1];
    for (let i = 0; i < n && i <= secondaries; i++) {
      const seat = seats[i] as Seat;
      points[seat] = (points[seat] ?? 0) + ((i === 0 ? treasure?.main : treasure?.secondary) ?? 0);
    }
  }
  return points;
}

/** Final scores: treasure tokens plus chests; the highest total wins, ties share the victory. */
export function finalResult(state: ItbPublic, chests: readonly (readonly number[])[]): GameResult {
  // Added up in loops: a simulation of random bots scores every game it plays.
  const scores = treasurePoints(state);
  for (let seat = 0; seat < scores.length; seat++) {
    const mine = chests[seat] ?? [];
    for (let i = 0; i < mine.length; i++) scores[seat] = (scores[seat] ?? 0) + (mine[i] ?? 0);
  }
  return { scores, ranking: rankByScore(scores) };
}
