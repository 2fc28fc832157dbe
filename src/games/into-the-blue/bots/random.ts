import type { Agent, DecisionInput } from '../../../kernel/index.js';
import type { ItbMove, ItbView } from '../state.js';

/** Plays a legal move chosen uniformly at random. */
export class RandomBot implements Agent<ItbMove, ItbView> {
  readonly name = 'random';

  decide({ legal, rng }: DecisionInput<ItbMove, ItbView>): ItbMove {
    return legal[rng.int(legal.length)] as ItbMove;
  }
}
