import type { Agent, DecisionInput, Rng, Seat } from '../../../kernel/index.js';
import { applyChance, sampleChance } from '../setup.js';
import { clone, type AqMove, type AqState } from '../state.js';
import { legalMoves } from '../legal.js';
import { play } from '../turn.js';
import { determinize, type AqView } from '../view.js';
import { DEFAULT_EVAL, evaluate, type EvalParams } from './evaluate.js';
import { greedyMove } from './heuristic.js';

/**
 * The search bot: Monte Carlo rollouts over its own view. AquaSphere hides nothing, so its view
 * is the whole state (determinize is exact); what it cannot know is chance (the cards and
 * expansions laid at round end, the next centre tile's turn and program card) and what the others
 * will do. For each of its moves it plays the rest of the round many times, every player
 * following the heuristic (with a little randomness, so the rollouts differ), chance drawn at
 * random, and values where each rollout ends (the next round's start, or the end of the game) by
 * its evaluation against the best rival. The move with the best mean wins. Rollouts are shared out
 * by successive halving: each pass gives the better half of the moves as many rollouts again.
 */
export interface SearchParams {
  /** Rollouts per move in the first pass. */
  readonly rollouts: number;
  /** Passes of successive halving (at most). */
  readonly passes: number;
  /** Chance that a player in a rollout makes a random move instead of the heuristic's. */
  readonly epsilon: number;
  /** Stop early once this many milliseconds are spent (the pool's budget is 1 s a decision). */
  readonly budgetMs: number;
  /** The evaluation at the rollouts' ends: against the best rival at full weight. */
  readonly eval: EvalParams;
  /** The evaluation the rollout players use. */
  readonly policy: EvalParams;
}

/** Measured against three heuristics (12 games each, seats rotated): 1 rollout a move, one pass
 * won 9 of 12 at 7 ms a decision; 2 rollouts and 2 passes won 12 of 12 at 26 ms; 4 and 3 won
 * 8 of 8 at 93 ms. */
export const DEFAULT_SEARCH: SearchParams = {
  rollouts: 2,
  passes: 2,
  epsilon: 0.1,
  budgetMs: 800,
  eval: { ...DEFAULT_EVAL, rival: 1 },
  policy: DEFAULT_EVAL,
};

/** Plays on in place from `state` to the next round's start (or the end); returns the value. */
export function rollout(state: AqState, seat: Seat, rng: Rng, p: SearchParams): number {
  const round = state.round;
  for (;;) {
    if (state.phase === 'over') break;
    if (state.phase === 'chance') {
      applyChance(state, sampleChance(state, rng));
      if (state.round !== round) break;
      continue;
    }
    const actor = state.current;
    const legal = legalMoves(state, actor);
    const move =
      legal.length === 1
        ? legal[0]!
        : rng.float() < p.epsilon
          ? legal[rng.int(legal.length)]!
          : greedyMove(state, actor, legal, rng, p.policy);
    play(state, actor, move);
  }
  return evaluate(state, seat, p.eval);
}

export function searchMove(
  state: AqState,
  seat: Seat,
  legal: readonly AqMove[],
  rng: Rng,
  p: SearchParams = DEFAULT_SEARCH,
): AqMove {
  if (legal.length === 1) return legal[0]!;
  const started = performance.now();
  const late = () => performance.now() - started > p.budgetMs;
  let candidates = legal.map((move) => ({ move, total: 0, n: 0 }));
  let rollouts = p.rollouts;
  // The clock is read after every rollout, not every round of them: one round over a wide choice
  // took a slow phone past its second (docs/bots.md, "On a phone").
  search: for (let pass = 0; pass < p.passes && candidates.length > 1; pass++) {
    for (let r = 0; r < rollouts; r++) {
      for (const c of candidates) {
        const s = clone(state);
        play(s, seat, c.move);
        c.total += rollout(s, seat, rng, p);
        c.n++;
        if (late()) break search;
      }
    }
    candidates.sort((a, b) => b.total / b.n - a.total / a.n);
    candidates = candidates.slice(0, Math.max(1, Math.ceil(candidates.length / 2)));
    rollouts *= 2;
  }
  // Cut short, some moves may not have been tried: the best of those that were.
  let best = candidates[0]!;
  for (const c of candidates)
    if (c.n > 0 && (best.n === 0 || c.total / c.n > best.total / best.n)) best = c;
  return best.move;
}

export class SearchBot implements Agent<AqMove, AqView> {
  readonly name = 'search';

  constructor(private readonly params: SearchParams = DEFAULT_SEARCH) {}

  decide({ view, seat, legal, rng }: DecisionInput<AqMove, AqView>): AqMove {
    return searchMove(determinize(view), seat, legal, rng, this.params);
  }
}
