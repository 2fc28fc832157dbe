import { createRng, type AnyGame, type Rng, type Seat } from '../kernel/index.js';
import { playout, step, type SearchHooks } from './search-hooks.js';

/** A root candidate's standing after a paired search. */
export interface PairedMove {
  readonly move: unknown;
  /** Its mean reward (share of a win) for the seat. */
  readonly value: number;
  /** Its mean lead over the first candidate, measured on the same samples. */
  readonly lead: number;
  /** The standard error of that lead (infinite until two samples). */
  readonly error: number;
}

/**
 * A flat search of a few ranked candidates with common random numbers: each iteration draws one
 * seed, and every candidate is played from the same sampled state (`determinize`) with the same
 * random stream for its playout. What the candidates share (the hidden rest, the dice to come)
 * then cancels out of their difference, so that a small lead is told from noise in far fewer
 * playouts than with independent samples, as a tree's visits give them. The first candidate is
 * the game's own choice; the others are measured by their lead over it.
 */
export function pairedSearch(
  game: AnyGame,
  hooks: SearchHooks,
  playoutDepth: number,
  view: unknown,
  seat: Seat,
  candidates: readonly unknown[],
  rng: Rng,
  budget: { readonly iterations: number; readonly timeMs: number; readonly clock: () => number },
): { moves: PairedMove[]; iterations: number } {
  const k = candidates.length;
  const sum = new Float64Array(k);
  const leads = new Float64Array(k);
  const squares = new Float64Array(k);
  const rewards = new Float64Array(k);
  const started = budget.clock();
  let n = 0;
  while (n < budget.iterations) {
    if (budget.clock() - started > budget.timeMs) break;
    const seed = rng.nextUint32();
    for (let c = 0; c < k; c++) {
      const r = createRng(seed);
      const state = step(game, game.determinize(view, seat, r), seat, candidates[c]);
      rewards[c] = playout(game, hooks, playoutDepth, state, r)[seat] ?? 0;
    }
    for (let c = 0; c < k; c++) {
      const d = rewards[c]! - rewards[0]!;
      sum[c] = sum[c]! + rewards[c]!;
      leads[c] = leads[c]! + d;
      squares[c] = squares[c]! + d * d;
    }
    n++;
  }
  const moves = candidates.map((move, c) => {
    const lead = n ? leads[c]! / n : 0;
    const spread = n > 1 ? Math.max(0, squares[c]! / n - lead * lead) / (n - 1) : Infinity;
    return { move, value: n ? sum[c]! / n : 0, lead, error: Math.sqrt(spread) };
  });
  return { moves, iterations: n };
}
