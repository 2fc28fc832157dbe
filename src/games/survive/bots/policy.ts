import type { Actor, Rng, Seat } from '../../../kernel/index.js';
import { ISLE_DISTANCE, NEIGHBOURS } from '../board.js';
import { apply } from '../apply.js';
import { legalMoves } from '../legal.js';
import { L, W, type SurviveMove, type SurviveState } from '../state.js';
import { advantage, DEFAULT_EVAL, equities, type EvalParams } from './evaluate.js';

/**
 * The heuristic policy on a full state (the bots' own sample of what they cannot see): each
 * decision takes the legal move after which the evaluation is best. Shared by the heuristic bot
 * and, as its rollout and move-ordering policy, by the search bot.
 */

export function after(state: SurviveState, actor: Actor, move: SurviveMove): SurviveState {
  const r = apply(state, actor, move);
  if (!r.ok) throw new Error(`bot tried an illegal move: ${r.error.code}`);
  return r.value;
}

/** The position once every pending defence answer is "no" (the bots' pessimistic guess). */
export function settle(state: SurviveState): SurviveState {
  let s = state;
  while (s.phase === 'react' && s.reaction) {
    s = after(s, s.reaction.waiting[0]!, { type: 'decline' });
  }
  return s;
}

export function score(
  state: SurviveState,
  seat: Seat,
  values: readonly number[],
  p: EvalParams = DEFAULT_EVAL,
): number {
  return advantage(equities(settle(state), values, p), seat, p);
}

/** Plays a dolphin's or the wind's steps greedily, to value the tile. */
function finishSubPhase(
  state: SurviveState,
  seat: Seat,
  values: readonly number[],
  p: EvalParams,
): SurviveState {
  let s = state;
  while (s.phase === 'dolphin' || s.phase === 'wind') {
    s = after(s, seat, greedy(s, seat, legalMoves(s, seat), values, p).move);
  }
  return s;
}

/** The move with the best evaluation after it (ties: the earliest, so "done" wins a tie). */
export function greedy(
  state: SurviveState,
  seat: Seat,
  legal: readonly SurviveMove[],
  values: readonly number[],
  p: EvalParams = DEFAULT_EVAL,
): { move: SurviveMove; value: number } {
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const move of legal) {
    let next = move.type === 'done' && state.phase === 'move' ? state : after(state, seat, move);
    if (next.phase === 'dolphin' || next.phase === 'wind') {
      if (state.phase === 'move') next = finishSubPhase(next, seat, values, p);
    }
    const value = score(next, seat, values, p) - (move.type === 'done' ? 0 : 1e-9);
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return { move: best, value: bestValue };
}

/** Setup: the highest value left on the free island space nearest a safe isle. */
function placeExplorer(state: SurviveState, legal: readonly SurviveMove[], rng: Rng): SurviveMove {
  let best = legal[0]!;
  let bestKey = Infinity;
  for (const m of legal) {
    if (m.type !== 'place-explorer') continue;
    const key = -m.value * 100 + ISLE_DISTANCE[m.space]! * 10 + rng.float();
    if (key < bestKey) {
      bestKey = key;
      best = m;
    }
  }
  void state;
  return best;
}

/** Setup: a ship next to as many of one's own explorers as possible, near an isle. */
function placeShip(state: SurviveState, seat: Seat, legal: readonly SurviveMove[]): SurviveMove {
  const { b } = state;
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const m of legal) {
    if (m.type !== 'place-ship') continue;
    let mine = 0;
    for (let k = 0; k < 10; k++) {
      const e = seat * 10 + k;
      if (b[L.EXP_WHERE + e] === W.Land && NEIGHBOURS[m.space]!.includes(b[L.EXP_AT + e]!)) {
        mine += b[L.EXP_VALUE + e]!;
      }
    }
    const score = mine - 0.5 * ISLE_DISTANCE[m.space]!;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/** The heuristic's choice in any phase. */
export function heuristicMove(
  state: SurviveState,
  seat: Seat,
  legal: readonly SurviveMove[],
  values: readonly number[],
  rng: Rng,
  p: EvalParams = DEFAULT_EVAL,
): SurviveMove {
  if (legal.length === 1) return legal[0]!;
  switch (state.phase) {
    case 'place-explorer':
      return placeExplorer(state, legal, rng);
    case 'place-ship':
      return placeShip(state, seat, legal);
    case 'react':
      // A defence tile is worth playing whenever one is asked for.
      return legal.find((m) => m.type === 'defend') ?? legal[0]!;
    default:
      return greedy(state, seat, legal, values, p).move;
  }
}
