import type { Agent, DecisionInput, Rng, Seat } from '../../../kernel/index.js';
import { clone, type AqMove, type AqState } from '../state.js';
import { legalMoves } from '../legal.js';
import { play } from '../turn.js';
import { determinize, type AqView } from '../view.js';
import { DEFAULT_EVAL, evaluate, type EvalParams } from './evaluate.js';

/** The state after a seat's move (on a copy). */
export function after(state: AqState, seat: Seat, move: AqMove): AqState {
  const next = clone(state);
  play(next, seat, move);
  return next;
}

/** The move of highest value (ties broken at random, each equally likely). */
function bestBy(legal: readonly AqMove[], value: (m: AqMove) => number, rng: Rng): AqMove {
  let best: AqMove = legal[0]!;
  let bestValue = -Infinity;
  let ties = 0;
  for (const m of legal) {
    const v = value(m);
    if (v > bestValue + 1e-9) {
      best = m;
      bestValue = v;
      ties = 1;
    } else if (v > bestValue - 1e-9 && rng.int(++ties) === 0) best = m;
  }
  return best;
}

/** The move after which the evaluation is best: the search bot's rollout policy, fast because
 * it looks no further. */
export function greedyMove(
  state: AqState,
  seat: Seat,
  legal: readonly AqMove[],
  rng: Rng,
  p: EvalParams = DEFAULT_EVAL,
): AqMove {
  return bestBy(legal, (m) => evaluate(after(state, seat, m), seat, p), rng);
}

/**
 * The move whose best follow-up is best: after each move, if the turn passed on, the seat is
 * given its next turn at once (the others' turns are not foreseen) and its best greedy move
 * there is valued. So programming a bot is worth the action it makes possible.
 */
export function plannedMove(
  state: AqState,
  seat: Seat,
  legal: readonly AqMove[],
  rng: Rng,
  p: EvalParams = DEFAULT_EVAL,
): AqMove {
  return bestBy(
    legal,
    (m) => {
      const next = after(state, seat, m);
      if (next.phase !== 'play' || next.seats[seat]!.engineer < 0) return evaluate(next, seat, p);
      // Our next turn, as if it came now.
      next.current = seat;
      let follow = -Infinity;
      for (const m2 of legalMoves(next, seat)) {
        follow = Math.max(follow, evaluate(after(next, seat, m2), seat, p));
      }
      return follow;
    },
    rng,
  );
}

/**
 * A sensible player that looks one of its own turns ahead: each decision takes the move after
 * which its best next move leaves the best evaluation (points, what its position will score at
 * the scorings to come, resources, bots and HQ rooms still to use, red lines it can cross,
 * against the best rival). So it programs towards the actions that pay, takes control spaces
 * that hold the majority, and watches its lab's capacities, the locks' costs and the crystals it
 * needs at red lines.
 */
export class HeuristicBot implements Agent<AqMove, AqView> {
  readonly name = 'heuristic';

  constructor(private readonly params: EvalParams = DEFAULT_EVAL) {}

  decide({ view, seat, legal, rng }: DecisionInput<AqMove, AqView>): AqMove {
    if (legal.length === 1) return legal[0]!;
    return plannedMove(determinize(view), seat, legal, rng, this.params);
  }
}
