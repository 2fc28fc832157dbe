import { rankByScore, type GameResult } from '../../kernel/index.js';
import { EXPLORERS_PER_PLAYER } from './components.js';
import { L, W, type SurviveState } from './state.js';

/** The end: each seat scores the values of its explorers on the safe isles. */

export function scores(state: SurviveState): number[] {
  const out = Array<number>(state.players).fill(0);
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    if (state.b[L.EXP_WHERE + e] === W.Safe) {
      const seat = Math.floor(e / EXPLORERS_PER_PLAYER);
      out[seat] = (out[seat] ?? 0) + state.b[L.EXP_VALUE + e]!;
    }
  }
  return out;
}

export function result(state: SurviveState): GameResult | null {
  if (state.phase !== 'over') return null;
  const s = scores(state);
  return { scores: s, ranking: rankByScore(s) };
}
