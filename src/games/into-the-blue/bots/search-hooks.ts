import type { SearchHooks } from '../../../ai/index.js';
import type { ItbState } from '../state.js';
import { equities } from './evaluate.js';

/** What Into the Blue lends the generic search: each seat's expected final score. */
export const intoTheBlueHooks: SearchHooks = {
  values: (state) => {
    const s = state as ItbState;
    const pool = s.chestPool;
    const mean = pool.length ? pool.reduce((a, b) => a + b, 0) / pool.length : 0;
    return equities(s, s.chests, mean);
  },
  playoutDepth: 0,
  temperature: 5,
  // A keep is judged over every roll it may bring, weighted by its exact odds (462 rolls of six
  // dice at most), not over a few sampled rolls: the analysis marks keeps from these values.
  exactChance: true,
};
