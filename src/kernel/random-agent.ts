import type { Agent, DecisionInput } from './game.js';

/** Plays a legal move chosen uniformly at random: the weakest bot of every game. */
export class RandomAgent<M, V> implements Agent<M, V> {
  readonly name = 'random';
  readonly instant = true;
  readonly uniform = true;

  decide({ legal, rng }: DecisionInput<M, V>): M {
    return legal[rng.int(legal.length)] as M;
  }
}
