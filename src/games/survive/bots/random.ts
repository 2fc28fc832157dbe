import type { Agent, DecisionInput } from '../../../kernel/index.js';
import type { SurviveMove, SurviveView } from '../state.js';

/** Plays a legal move chosen uniformly at random. */
export class RandomBot implements Agent<SurviveMove, SurviveView> {
  readonly name = 'random';

  decide({ legal, rng }: DecisionInput<SurviveMove, SurviveView>): SurviveMove {
    return legal[rng.int(legal.length)] as SurviveMove;
  }
}
