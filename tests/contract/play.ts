import { createRng, type Actor, type Game } from '../../src/kernel/index.js';

/** A complete random game: every state along the way (states[i] is the state before moves[i]). */
export interface Played<S = unknown, M = unknown> {
  readonly players: number;
  readonly options: unknown;
  readonly states: readonly S[];
  readonly moves: readonly { readonly actor: Actor; readonly move: M }[];
}

/**
 * Plays uniformly random legal moves (chance drawn with `sampleChance`) to the end. When several
 * seats are to move (a reaction), any of them may answer first: the suite then meets every order.
 */
export function playRandom<S, M, O>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any view type will do
  game: Game<S, M, any, O>,
  players: number,
  seed: string,
  options: O = game.defaultOptions(players),
): Played<S, M> {
  const rng = createRng(seed);
  let state = game.setup(options, players);
  const states: S[] = [state];
  const moves: { actor: Actor; move: M }[] = [];
  for (;;) {
    const toMove: readonly Actor[] = game.toMove(state);
    if (toMove.length === 0) return { players, options, states, moves };
    if (moves.length > 100_000) throw new Error(`${game.id}: no end after 100,000 moves`);
    const actor = toMove[rng.int(toMove.length)]!;
    let move: M;
    if (actor === 'chance') move = game.sampleChance(state, rng);
    else {
      const legal = game.legalMoves(state, actor);
      if (legal.length === 0) throw new Error(`${game.id}: seat ${actor} to move, no legal move`);
      move = legal[rng.int(legal.length)]!;
    }
    const next = game.apply(state, actor, move);
    if (!next.ok)
      throw new Error(`${game.id}: ${JSON.stringify(move)} refused: ${next.error.code}`);
    state = next.value;
    states.push(state);
    moves.push({ actor, move });
  }
}

/** About `count` indices spread evenly over `length` (all of them when there are fewer). */
export function spread(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.floor((i * length) / count));
}
