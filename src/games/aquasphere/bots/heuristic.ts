import type { Agent, DecisionInput, Rng, Seat } from '../../../kernel/index.js';
import { clone, type AqMove, type AqState } from '../state.js';
import { play } from '../turn.js';
import { determinize, type AqView } from '../view.js';
import { DEFAULT_EVAL, evaluate, type EvalParams } from './evaluate.js';

/** The state after a seat's move (on a copy). */
export function after(state: AqState, seat: Seat, move: AqMove): AqState {
  const next = clone(state);
  play(next, seat, move);
  return next;
}

/** The move after which the evaluation is best (ties broken at random). */
export function greedyMove(
  state: AqState,
  seat: Seat,
  legal: readonly AqMove[],
  rng: Rng,
  p: EvalParams = DEFAULT_EVAL,
): AqMove {
  let best: AqMove = legal[0]!;
  let bestValue = -Infinity;
  let ties = 0;
  for (const m of legal) {
    const v = evaluate(after(state, seat, m), seat, p);
    if (v > bestValue + 1e-9) {
      best = m;
      bestValue = v;
      ties = 1;
    } else if (v > bestValue - 1e-9 && rng.int(++ties) === 0) best = m;
  }
  return best;
}

/**
 * A sensible player without lookahead: each decision takes the move after which its evaluation
 * is best (points, what its position will score at the scorings to come, resources, bots and
 * HQ rooms still to use, against the best rival): it programs towards the actions that pay,
 * takes control spaces that hold the majority, watches its lab's capacities and the locks' costs.
 */
export class HeuristicBot implements Agent<AqMove, AqView> {
  readonly name = 'heuristic';

  constructor(private readonly params: EvalParams = DEFAULT_EVAL) {}

  decide({ view, seat, legal, rng }: DecisionInput<AqMove, AqView>): AqMove {
    if (legal.length === 1) return legal[0]!;
    return greedyMove(determinize(view), seat, legal, rng, this.params);
  }
}
