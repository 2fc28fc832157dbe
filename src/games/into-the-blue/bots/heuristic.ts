import type { Agent, DecisionInput } from '../../../kernel/index.js';
import { LEVELS } from '../components.js';
import { diveOutcome, faceCounts } from '../dice.js';
import type { ItbMove, ItbView } from '../state.js';

/**
 * A sensible player without lookahead: it values a level by its treasures, less when it already
 * leads there comfortably or trails hopelessly, aims the dice at the best level it can reach, and
 * stops once it holds a good placement.
 */
export class HeuristicBot implements Agent<ItbMove, ItbView> {
  readonly name = 'heuristic';

  decide({ view, seat, legal }: DecisionInput<ItbMove, ItbView>): ItbMove {
    const weight = levelWeights(view, seat);
    if (view.phase === 'place') {
      const counts = faceCounts(view.dice);
      let best = legal[0] as ItbMove;
      let bestScore = -Infinity;
      for (const move of legal) {
        if (move.type !== 'place') continue;
        const score = (counts[move.level] ?? 0) * (weight[move.level] ?? 0);
        if (score > bestScore) {
          bestScore = score;
          best = move;
        }
      }
      return best;
    }
    const outcome = diveOutcome(view.dice);
    if (outcome.kind === 'perfect') return { type: 'stop' };
    const holding =
      outcome.kind === 'successful'
        ? Math.max(...outcome.options.map((o) => o.shells * (weight[o.level] ?? 0)))
        : 0;
    const good = 2 * (weight[3] ?? 0);
    if (holding >= good) return { type: 'stop' };
    return { type: 'reroll', keep: aim(view.dice, weight) };
  }
}

/** Keeps the dice of the most promising level and one die of each level above it. */
function aim(dice: readonly number[], weight: readonly number[]): number[] {
  const counts = faceCounts(dice);
  let bestKeep: number[] = [];
  let bestScore = -Infinity;
  for (let target = 1; target <= LEVELS; target++) {
    let missing = 0;
    const keep: number[] = [];
    for (let face = 1; face < target; face++) {
      if ((counts[face] ?? 0) > 0) keep.push(face);
      else missing++;
    }
    for (let i = 0; i < (counts[target] ?? 0); i++) keep.push(target);
    const score = (weight[target] ?? 0) * ((counts[target] ?? 0) + 0.5) * 0.55 ** missing;
    if (score > bestScore && keep.length < dice.length) {
      bestScore = score;
      bestKeep = keep;
    }
  }
  return bestKeep.sort((a, b) => a - b);
}

/** weight[level]: what one more shell there is roughly worth to `seat`. */
function levelWeights(view: ItbView, seat: number): number[] {
  const weight = [0];
  for (let level = 1; level <= LEVELS; level++) {
    const row = view.shells[level - 1] ?? [];
    const t = view.options.treasures[level - 1];
    const mine = row[seat] ?? 0;
    const best = Math.max(0, ...row.filter((_, s) => s !== seat));
    let w = t ? (t.main + t.secondary) / 2 : 0;
    if (mine - best >= 3) w *= 0.3;
    else if (best - mine >= 5) w *= 0.4;
    weight.push(w);
  }
  return weight;
}
