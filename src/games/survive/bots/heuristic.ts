import type { Agent, DecisionInput } from '../../../kernel/index.js';
import type { SurviveMove, SurviveView } from '../state.js';
import { determinize } from '../view.js';
import { knownValues } from './evaluate.js';
import { heuristicMove } from './policy.js';

/**
 * A sensible player without lookahead: it places its best explorers nearest the safe isles, and
 * each decision takes the move after which its evaluation (rescue chances times values, against
 * the rivals') is best: boarding and sailing towards the isles, sending creatures at rivals'
 * swimmers and ships, removing tiles under rivals, playing its tiles where they help most.
 */
export class HeuristicBot implements Agent<SurviveMove, SurviveView> {
  readonly name = 'heuristic';

  decide({ view, seat, legal, rng }: DecisionInput<SurviveMove, SurviveView>): SurviveMove {
    if (legal.length === 1) return legal[0]!;
    const state = determinize(view, rng);
    return heuristicMove(state, seat, legal, knownValues(view), rng);
  }
}
