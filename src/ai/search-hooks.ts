import type { Actor, AnyGame, Rng, Seat } from '../kernel/index.js';
import { randomPlayout } from '../kernel/index.js';

/**
 * What a game may lend the information-set search (`Ismcts`): its knowledge, kept in the game's
 * own folder so that src/ai holds nothing of any one game. Without hooks, playouts are random to
 * the end (the game's own fast `playout`).
 */
export interface SearchHooks {
  /** Each seat's expected final standing in points (higher is better), for a running state. */
  values?(state: unknown): readonly number[];
  /** How many points make one seat e times likelier to win than another (the softmax scale). */
  readonly temperature?: number;
  /** Moves a playout makes before `values` judge it (overrides the search's parameter). */
  readonly playoutDepth?: number;
  /**
   * A mark of where a playout stands (e.g. the round): once it differs from the mark where the
   * playout began, `values` judge the state (a cut-off at a natural break, where the evaluation
   * is fair to every seat). Read before every move of a playout, so it must be cheap.
   */
  horizon?(state: unknown): number;
  /**
   * How many times the horizon's mark may move on before `values` judge the state (default 1:
   * at the first break). E.g. a game whose mark is the turn may let playouts run a round.
   */
  readonly horizons?: number;
  /** The move a playout makes for `seat` (default: uniformly random). */
  policy?(state: unknown, seat: Seat, legal: readonly unknown[], rng: Rng): unknown;
  /**
   * Chance in the tree follows its exact odds (stratified over `chanceOutcomes`) instead of
   * samples. Worth it where chance is decisive and cheap to list, like dice: listing costs 25-50%
   * more time per iteration than sampling (measured on all three games).
   */
  readonly exactChance?: boolean;
  /**
   * The moves the tree weighs for `seat` in a sampled state (default: all of `legal`). A game's
   * own bot may narrow a wide choice to its best few, so that the iterations go deeper instead of
   * wider. Playouts are not affected.
   */
  candidates?(state: unknown, seat: Seat, legal: readonly unknown[], rng: Rng): readonly unknown[];
  /**
   * Progressive widening of the root candidates (`rootCandidates`, best first): with n visits at
   * the root the tree weighs the first max(`first`, n^`exponent`) of them, so a short search
   * spends its iterations on the game's best few and a longer one widens its choice. Absent:
   * every candidate from the start.
   */
  readonly widen?: { readonly first: number; readonly exponent: number };
  /**
   * The root candidates are weighed by a paired flat search (`pairedSearch`: every candidate
   * played out from the same samples) instead of the tree; the first stands unless another leads
   * it by `overrule` standard errors of their paired difference.
   */
  readonly paired?: boolean;
  /**
   * The moves worth searching at the decision itself, chosen from the seat's view alone (e.g. the
   * first moves of the game's own bot's best plans, which cost too much to ask at every node).
   */
  rootCandidates?(
    view: unknown,
    seat: Seat,
    legal: readonly unknown[],
    rng: Rng,
    /** When the search is strict about its time (`IsmctsParams.strict`): stop by then. */
    deadline?: SearchDeadline,
  ): readonly unknown[];
}

/** A time to stop by: `timeMs` after `started` on `clock` (milliseconds). */
export interface SearchDeadline {
  readonly timeMs: number;
  readonly clock: () => number;
  readonly started: number;
}

/** Shares of a win: 1 split among the winners, 0 for the others. */
export function winShares(ranking: readonly number[]): number[] {
  const winners = ranking.filter((r) => r === 1).length;
  return ranking.map((r) => (r === 1 ? 1 / winners : 0));
}

/** Win chances from values: a softmax with the given temperature. */
export function softmax(values: readonly number[], temperature: number): number[] {
  const best = Math.max(...values);
  const e = values.map((v) => Math.exp((v - best) / temperature));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/**
 * Applies a move for the search: in place when the game can (`applyInPlace`, on a state the
 * search owns: a determinization, which shares nothing with the view it came from), else by
 * `apply`. Returns the state after the move.
 */
export function step(game: AnyGame, state: unknown, actor: Actor, move: unknown): unknown {
  if (game.applyInPlace) {
    const error = game.applyInPlace(state, actor, move);
    if (error) throw new Error(`search: ${game.id} refused ${JSON.stringify(move)}: ${error.code}`);
    return state;
  }
  const next = game.apply(state, actor, move);
  if (!next.ok) {
    throw new Error(`search: ${game.id} refused ${JSON.stringify(move)}: ${next.error.code}`);
  }
  return next.value;
}

/**
 * Each seat's share of a win from `state` (which it may change, see `step`): the game's own fast
 * random playout without hooks; else the policy's moves (or random ones) until `depth` moves are
 * made or the horizon moves on, and then the values' softmax.
 */
export function playout(
  game: AnyGame,
  hooks: SearchHooks,
  depth: number,
  state: unknown,
  rng: Rng,
): readonly number[] {
  if (!hooks.values && !hooks.policy) {
    return winShares(game.result(randomPlayout(game, state, rng))!.ranking);
  }
  const maxDepth = hooks.playoutDepth ?? depth;
  let mark = hooks.horizon?.(state);
  let breaks = hooks.horizons ?? 1;
  for (let made = 0; ; made++) {
    const toMove = game.toMove(state);
    if (toMove.length === 0) return winShares(game.result(state)!.ranking);
    if (hooks.horizon !== undefined) {
      const at = hooks.horizon(state);
      if (at !== mark) {
        mark = at;
        breaks--;
      }
    }
    if (hooks.values && (made >= maxDepth || breaks <= 0)) {
      return softmax(hooks.values(state), hooks.temperature ?? 10);
    }
    const actor = toMove[0] as Actor;
    let move: unknown;
    if (actor === 'chance') move = game.sampleChance(state, rng);
    else {
      const legal = game.legalMoves(state, actor);
      move =
        legal.length === 1
          ? legal[0]
          : hooks.policy
            ? hooks.policy(state, actor, legal, rng)
            : legal[rng.int(legal.length)];
    }
    state = step(game, state, actor, move);
  }
}
