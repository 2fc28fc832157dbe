import type { Seat } from '../../../kernel/index.js';
import { LEVELS, secondaryTokens } from '../components.js';
import { orderOnLevel } from '../scoring.js';
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

/**
 * dist[k] while a player's places are summed: a scratch array reused by every call (nothing in a
 * call calls back here), since the search asks for these estimates at every node it judges and
 * the arrays made per pair of players were a good part of its collection.
 */
let dist = new Float64Array(8);

/** Expected treasure points of every player, level by level, from the shells as they stand. */
export function expectedTreasure(state: ItbPublic, params: EvalParams = DEFAULT_EVAL): number[] {
  const n = state.players;
  const ending = state.trigger !== null;
  const tokens = secondaryTokens(n);
  const points = Array<number>(n).fill(0);
  if (dist.length < n + 1) dist = new Float64Array(n + 1);
  const d = dist;
  for (let level = 1; level <= LEVELS; level++) {
    const row = state.shells[level - 1] as readonly number[];
    const t = state.options.treasures[level - 1];
    if (!t) continue;
    for (let i = 0; i < n; i++) {
      const mine = row[i] ?? 0;
      const supplyI = ending ? 0 : (state.supply[i] ?? 0);
      const presence = mine > 0 ? 1 : supplyI > 0 ? params.entryChance : 0;
      if (presence === 0) continue;
      // d[k]: chance that exactly k others end ahead of i (others taken as independent).
      d[0] = 1;
      let len = 1;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const theirs = row[j] ?? 0;
        const supplyJ = ending ? 0 : (state.supply[j] ?? 0);
        const tie = orderOnLevel(state, level, i, j) < 0 ? 0.5 : -0.5;
        const blur = params.blurBase + params.blurPerShell * Math.sqrt((supplyI + supplyJ) / 2);
        const theyCanScore = theirs > 0 || supplyJ > 0;
        const pAhead = theyCanScore ? 1 - logistic((mine - theirs + tie * 0.5) / blur) : 0;
        // In place, from the top down: each new d[k] adds the same two products as a fresh array
        // filled from zero did (all are >= 0, so adding to 0 changed no bit).
        const stay = 1 - pAhead;
        d[len] = (d[len - 1] as number) * pAhead;
        for (let k = len - 1; k > 0; k--) {
          d[k] = (d[k - 1] as number) * pAhead + (d[k] as number) * stay;
        }
        d[0] = (d[0] as number) * stay;
        len++;
      }
      // The prizes: the main treasure for first place, a secondary token for each next `tokens`.
      let e = 0;
      for (let k = 0; k <= tokens && k < len; k++) {
        e += (d[k] as number) * (k === 0 ? t.main : t.secondary);
      }
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
