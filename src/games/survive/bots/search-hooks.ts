import type { SearchHooks } from '../../../ai/index.js';
import { EXPLORERS_PER_PLAYER } from '../components.js';
import { L, type SurviveState } from '../state.js';
import { equities } from './evaluate.js';

/** What Survive lends the generic search: each seat's expected rescued value. */
export const surviveHooks: SearchHooks = {
  values: (state) => {
    const s = state as SurviveState;
    // A searched state is a full one (determinized): every explorer's value is in it.
    const values: number[] = [];
    for (let e = 0; e < s.players * EXPLORERS_PER_PLAYER; e++) values.push(s.b[L.EXP_VALUE + e]!);
    return equities(s, values);
  },
  // Measured at 100 ms a decision against three heuristics: judging at once (depth 0) won 2 of 8,
  // random moves first (depth 6 or 30) none: Survive's random moves say little.
  playoutDepth: 0,
  temperature: 6,
};
