import type { SearchHooks } from '../../../ai/index.js';
import type { AqState } from '../state.js';
import { worth } from './evaluate.js';

/** What AquaSphere lends the generic search: each seat's worth in knowledge points. */
export const aquasphereHooks: SearchHooks = {
  values: (state) => {
    const s = state as AqState;
    return s.seats.map((_, seat) => worth(s, seat));
  },
  temperature: 8,
};
