import type { AnyGame, Rng, Seat } from '../kernel/index.js';
import { DEFAULT_ISMCTS, Ismcts, type IsmctsParams, type SearchHooks } from './ismcts.js';

/**
 * Post-game analysis: each decision judged from what its player could see at that moment (their
 * view, never the hidden rest), by the information-set search. The search estimates the mover's
 * chance to win with the best move it finds and with the move played; the difference is what the
 * decision cost. Marks follow lichess, in points of win chance: an inaccuracy costs 5 or more, a
 * mistake 10, a blunder 20 (with three or four players, chances start near 25-33%, so the steps
 * are half of lichess's).
 */

export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

export interface DecisionAnalysis {
  /** The move's index in the replay. */
  readonly index: number;
  readonly seat: Seat;
  readonly played: unknown;
  /** The best move the analyst found (the played one when nothing better was found). */
  readonly best: unknown;
  /** Win chance (0-1) with the best move, and with the move played. */
  readonly before: number;
  readonly after: number;
  readonly mark: Mark | null;
  /** Only one legal move: nothing to judge. */
  readonly forced: boolean;
}

export interface PlayerSummary {
  readonly seat: Seat;
  readonly decisions: number;
  /** 0-100, from each decision's loss (lichess's accuracy curve). */
  readonly accuracy: number;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
}

export const ANALYSIS_ITERATIONS = 400;

export function markOf(loss: number): Mark | null {
  if (loss >= 0.2) return 'blunder';
  if (loss >= 0.1) return 'mistake';
  if (loss >= 0.05) return 'inaccuracy';
  return null;
}

/** lichess's accuracy of one move from the win-chance points it lost, clamped to 0-100. */
export function moveAccuracy(loss: number): number {
  const a = 103.1668 * Math.exp(-0.04354 * (100 * loss)) - 3.1669;
  return Math.max(0, Math.min(100, a));
}

/**
 * Judges one decision from the mover's view. Deterministic for a given rng: the search runs a
 * fixed number of iterations, not against the clock.
 */
export function analyzeDecision(
  game: AnyGame,
  hooks: SearchHooks,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  played: unknown,
  index: number,
  rng: Rng,
  iterations = ANALYSIS_ITERATIONS,
): DecisionAnalysis {
  const key = JSON.stringify(played);
  if (legal.length <= 1) {
    return { index, seat, played, best: played, before: 0, after: 0, mark: null, forced: true };
  }
  const params: IsmctsParams = { ...DEFAULT_ISMCTS, iterations, timeMs: Infinity };
  const search = new Ismcts(game, hooks, params);
  const { moves } = search.search(view, seat, legal, rng);
  const best = moves[0]!;
  let playedEntry = moves.find((m) => JSON.stringify(m.move) === key);
  // A move the search hardly tried gets a search of its own, so its value is not a guess.
  if (!playedEntry || playedEntry.visits < iterations / 8) {
    const own = new Ismcts(game, hooks, { ...params, iterations: Math.ceil(iterations / 4) });
    playedEntry = own.search(view, seat, [played], rng).moves[0]!;
  }
  const before = Math.max(best.value, playedEntry.value);
  const after = playedEntry.value;
  const betterFound = best.value > after && JSON.stringify(best.move) !== key;
  return {
    index,
    seat,
    played,
    best: betterFound ? best.move : played,
    before,
    after,
    mark: betterFound ? markOf(before - after) : null,
    forced: false,
  };
}

export function summarize(
  decisions: readonly DecisionAnalysis[],
  players: number,
): PlayerSummary[] {
  return Array.from({ length: players }, (_, seat) => {
    const mine = decisions.filter((d) => d.seat === seat && !d.forced);
    const count = (m: Mark) => mine.filter((d) => d.mark === m).length;
    const accuracy = mine.length
      ? mine.reduce((s, d) => s + moveAccuracy(d.before - d.after), 0) / mine.length
      : 100;
    return {
      seat,
      decisions: mine.length,
      accuracy,
      inaccuracies: count('inaccuracy'),
      mistakes: count('mistake'),
      blunders: count('blunder'),
    };
  });
}
