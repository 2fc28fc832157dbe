import type { SearchHooks } from '../../../ai/index.js';
import type { AqMove, AqState } from '../state.js';
import { worth } from './evaluate.js';
import { greedyMove } from './heuristic.js';
import { DEFAULT_SEARCH } from './search.js';

/** What AquaSphere lends the post-game analysis: each seat's worth in knowledge points. */
export const aquasphereHooks: SearchHooks = {
  values: (state) => {
    const s = state as AqState;
    return s.seats.map((_, seat) => worth(s, seat));
  },
  temperature: 8,
};

/**
 * What AquaSphere lends its `ismcts` bot: the same worth, judged where
 * a playout reaches the next round (the search bot's cut-off: every seat has had its turns, and
 * the round's scoring is done), and the search bot's rollout players: the greedy heuristic with a
 * little randomness, so that playouts differ. Random moves, which the playouts made before, lose
 * resources and time for nothing: their values said little about the move that began them.
 */
export const aquasphereBotHooks: SearchHooks = {
  ...aquasphereHooks,
  horizon: (state) => (state as AqState).round,
  // A round has about 10 moves a seat: enough for the round to end in almost every playout.
  playoutDepth: 60,
  policy: (state, seat, legal, rng) =>
    rng.float() < DEFAULT_SEARCH.epsilon
      ? legal[rng.int(legal.length)]
      : greedyMove(state as AqState, seat, legal as readonly AqMove[], rng, DEFAULT_SEARCH.policy),
};
