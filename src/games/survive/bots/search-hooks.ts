import type { SearchHooks } from '../../../ai/index.js';
import type { Rng, Seat } from '../../../kernel/index.js';
import { EXPLORERS_PER_PLAYER } from '../components.js';
import { L, type SurviveMove, type SurviveState, type SurviveView } from '../state.js';
import { determinize } from '../view.js';
import { equities, knownValues } from './evaluate.js';
import { after, heuristicMove, score } from './policy.js';
import { DEFAULT_SEARCH, rankFirstMoves, rankRemovals } from './search.js';

/** Moves the tree weighs at a decision of a wide phase (a step, a removal, a creature). */
const CANDIDATES = 3;

/** Every explorer's value in a searched state: a full one (determinized), so all are known. */
function stateValues(s: SurviveState): number[] {
  const values: number[] = [];
  for (let e = 0; e < s.players * EXPLORERS_PER_PLAYER; e++) values.push(s.b[L.EXP_VALUE + e]!);
  return values;
}

/** The `count` moves after which the evaluation is best, best first. */
function greediest(
  s: SurviveState,
  seat: Seat,
  legal: readonly SurviveMove[],
  values: readonly number[],
  count: number,
): SurviveMove[] {
  return legal
    .map((move) => ({
      move,
      value: score(
        move.type === 'done' && s.phase === 'move' ? s : after(s, seat, move),
        seat,
        values,
      ),
    }))
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map((x) => x.move);
}

/**
 * Setup and defence answers are the heuristic's: judged one placement at a time the values say
 * little (where an explorer stands matters turns later), and the tree spread over 40 spaces
 * placed them almost at random. That, more than anything, lost the search its games: with these
 * rules alone it went from 2.5% to 34% of 20 games against three heuristics (100 ms a decision).
 */
function ruled(
  s: SurviveState,
  seat: Seat,
  legal: readonly SurviveMove[],
  values: readonly number[],
  rng: Rng,
): SurviveMove[] | null {
  switch (s.phase) {
    case 'place-explorer':
    case 'place-ship':
    case 'react':
      return [heuristicMove(s, seat, legal, values, rng)];
    default:
      return null;
  }
}

/**
 * What Survive lends the post-game analysis: each seat's expected rescued value. The analyst
 * weighs every legal move (it judges whatever was played), so it takes no narrowing: with the
 * bot's below, a 4-player game took 124 s to analyse instead of about 35.
 */
export const surviveAnalysisHooks: SearchHooks = {
  values: (state) => {
    const s = state as SurviveState;
    return equities(s, stateValues(s));
  },
  // Measured at 100 ms a decision against three heuristics: judging at once (depth 0) won 2 of 8,
  // random moves first (depth 6 or 30) none: Survive's random moves say little.
  playoutDepth: 0,
  temperature: 6,
};

/**
 * What Survive lends its `ismcts` bot: the values, and the few moves worth weighing. Against
 * three heuristics at 100 ms a decision it won 48.8% of 80 games (`fathom tournament survive
 * --bots ismcts,heuristic,heuristic,heuristic --games 80 --ms 100`); with the values alone, 2.5%.
 */
export const surviveHooks: SearchHooks = {
  ...surviveAnalysisHooks,
  // In the tree, the few moves after which the evaluation is best: cheap enough for every node.
  candidates: (state, seat, legal, rng) => {
    const s = state as SurviveState;
    const moves = legal as readonly SurviveMove[];
    const values = stateValues(s);
    return ruled(s, seat, moves, values, rng) ?? greediest(s, seat, moves, values, CANDIDATES);
  },
  // At the decision itself, the search bot's best whole turns (their first steps) and its best
  // removals, valued over the backs the tile may hide: 45% of 20 games against three
  // heuristics, against 34% with the cheap choice above alone (100 ms a decision).
  rootCandidates: (view, seat, legal, rng, deadline) => {
    const v = view as SurviveView;
    const s = determinize(v, rng);
    const moves = legal as readonly SurviveMove[];
    const values = knownValues(v);
    switch (s.phase) {
      case 'move':
      case 'dolphin':
      case 'wind':
        return rankFirstMoves(s, seat, moves, values, DEFAULT_SEARCH, CANDIDATES, deadline).map(
          (x) => x.move,
        );
      case 'remove':
        return rankRemovals(s, seat, values, DEFAULT_SEARCH, CANDIDATES, deadline).map(
          (x) => x.move,
        );
      default:
        return ruled(s, seat, moves, values, rng) ?? greediest(s, seat, moves, values, CANDIDATES);
    }
  },
  // Those candidates are weighed paired, on the same samples of the hidden backs and the same
  // dice, each played out by the heuristic to the end of the turn (the removal and the creature
  // included) and judged there: 3 of 7 games against three search bots at 200 ms a decision,
  // where the tree over the same candidates, judging a step at once, had won 2 of 15.
  paired: true,
  // The horizon ends a playout; the depth only bounds it.
  playoutDepth: 200,
  horizon: (state) => (state as SurviveState).turn,
  policy: (state, seat, legal, rng) => {
    const s = state as SurviveState;
    return heuristicMove(s, seat, legal as readonly SurviveMove[], stateValues(s), rng);
  },
};
