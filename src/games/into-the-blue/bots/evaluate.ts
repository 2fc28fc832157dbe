import type { Seat } from '../../../kernel/index.js';
import { LEVELS, secondaryTokens } from '../components.js';
import { compareOnLevel } from '../scoring.js';
import type { ItbPublic } from '../state.js';

/**
 * A smooth estimate of what each player will score, for bots to weigh the majorities they can
 * still win. Each pair of players on a level is compared by their shell margin, blurred by how
 * many shells both could still add (a logistic curve), and each player's chance of each place
 * follows from those pairwise chances. Once the end is near the blur shrinks to the real ranking.
 */
export interface EvalParams {
  /** Blur that remains even when no shells are left to play. */
  readonly blurBase: number;
  /** Extra blur per square root of the shells both players could still add. */
  readonly blurPerShell: number;
  /** Worth of each unplayed shell (future placements, and the tie-break). */
  readonly shellWorth: number;
  /** Chance a player with no shell on a level yet will get one there before the end. */
  readonly entryChance: number;
}

export const DEFAULT_EVAL: EvalParams = {
  blurBase: 0.25,
  blurPerShell: 0.3,
  shellWorth: 0.35,
  entryChance: 0.35,
};

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Expected treasure points of every player, level by level, from the shells as they stand. */
export function expectedTreasure(state: ItbPublic, params: EvalParams = DEFAULT_EVAL): number[] {
  const n = state.players;
  const ending = state.trigger !== null;
  const tokens = secondaryTokens(n);
  const points = Array<number>(n).fill(0);
  for (let level = 1; level <= LEVELS; level++) {
    const row = state.shells[level - 1] as readonly number[];
    const t = state.options.treasures[level - 1];
    if (!t) continue;
    const prize = [t.main, ...Array<number>(tokens).fill(t.secondary)];
    for (let i = 0; i < n; i++) {
      const mine = row[i] ?? 0;
      const supplyI = ending ? 0 : (state.supply[i] ?? 0);
      const presence = mine > 0 ? 1 : supplyI > 0 ? params.entryChance : 0;
      if (presence === 0) continue;
      // dist[k]: chance that exactly k others end ahead of i (others taken as independent).
      let dist = [1];
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const theirs = row[j] ?? 0;
        const supplyJ = ending ? 0 : (state.supply[j] ?? 0);
        const tie = compareOnLevel(state, level, i, j).order < 0 ? 0.5 : -0.5;
        const blur = params.blurBase + params.blurPerShell * Math.sqrt((supplyI + supplyJ) / 2);
        const theyCanScore = theirs > 0 || supplyJ > 0;
        const pAhead = theyCanScore ? 1 - logistic((mine - theirs + tie * 0.5) / blur) : 0;
        const next = Array<number>(dist.length + 1).fill(0);
        for (let k = 0; k < dist.length; k++) {
          next[k] = (next[k] ?? 0) + (dist[k] ?? 0) * (1 - pAhead);
          next[k + 1] = (next[k + 1] ?? 0) + (dist[k] ?? 0) * pAhead;
        }
        dist = next;
      }
      let e = 0;
      for (let k = 0; k < prize.length && k < dist.length; k++)
        e += (dist[k] ?? 0) * (prize[k] ?? 0);
      points[i] = (points[i] ?? 0) + presence * e;
    }
  }
  return points;
}

/** Expected final score of every player: treasures, chests (hidden ones at their mean), shells left. */
export function equities(
  state: ItbPublic,
  chestValues: readonly (readonly (number | null)[])[],
  hiddenChestMean: number,
  params: EvalParams = DEFAULT_EVAL,
): number[] {
  const treasure = expectedTreasure(state, params);
  const ending = state.trigger !== null;
  return treasure.map((t, seat) => {
    const chests = (chestValues[seat] ?? []).reduce<number>(
      (s, v) => s + (v ?? hiddenChestMean),
      0,
    );
    const shells = ending ? 0 : params.shellWorth * (state.supply[seat] ?? 0);
    return t + chests + shells;
  });
}

/** How good the position is for `me`: my equity against the best of the others. */
export function advantage(eq: readonly number[], me: Seat): number {
  let best = -Infinity;
  for (let s = 0; s < eq.length; s++) if (s !== me) best = Math.max(best, eq[s] ?? 0);
  return (eq[me] ?? 0) - best;
}
