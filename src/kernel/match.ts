import type { Actor, Agent, AnyGame, DecisionInput, GameResult, Seat } from './game.js';
import type { ReplayMove } from './replay.js';
import type { Rng } from './rng.js';

export interface MatchOptions {
  /** Called after every move, e.g. to print or to time decisions (the state may change in place
   * after the call: copy what you keep). */
  readonly onMove?: (actor: Actor, move: unknown, state: unknown) => void;
  /** Safety net against a game that never ends (a rules bug): throw after this many moves. */
  readonly maxMoves?: number;
  /** Keep the moves for a replay (the default); a simulation that only counts results need not. */
  readonly record?: boolean;
}

export interface MatchRecord<S> {
  readonly final: S;
  readonly result: GameResult;
  /** Empty when the match was run with `record: false`. */
  readonly moves: readonly ReplayMove[];
  /**
   * Total time each seat spent deciding, in milliseconds (0 for an `instant` agent, not timed),
   * and how many decisions it made (not counted, 0, in a match played as one playout: see
   * runMatch).
   */
  readonly thinkingMs: readonly number[];
  readonly decisions: readonly number[];
}

/**
 * Plays agents against each other: chance is drawn from `rng`, each agent decides from its own
 * view. Agents get their own generator each, split from `rng`, so one agent's appetite for
 * random numbers never changes the dice.
 */
export function runMatch<S>(
  game: AnyGame,
  options: unknown,
  agents: readonly Agent<unknown, unknown>[],
  rng: Rng,
  agentRngs: readonly Rng[],
  matchOptions: MatchOptions = {},
): MatchRecord<S> {
  let state = game.setup(options, agents.length) as S;
  const moves: ReplayMove[] = [];
  const thinkingMs = agents.map(() => 0);
  const decisions = agents.map(() => 0);
  const maxMoves = matchOptions.maxMoves ?? 1_000_000;
  const record = matchOptions.record ?? true;
  if (!record && !matchOptions.onMove && agents.every((a) => a.uniform)) {
    // Uniform random agents only, and no one watches the moves: the very same moves, drawn from
    // the same generators, as one random playout, on the game's own fast path where it has one
    // (a decision and a copied state per move cost `fathom simulate` half its speed).
    const final = randomPlayout(game, state, rng, agentRngs);
    const result = game.result(final);
    if (!result) throw new Error(`${game.id}: no one to move but no result`);
    return { final, result, moves, thinkingMs, decisions };
  }
  for (let played = 0; ; played++) {
    const toMove = game.toMove(state);
    if (toMove.length === 0) break;
    if (played >= maxMoves) throw new Error(`${game.id}: no end after ${maxMoves} moves`);
    const actor = toMove[0] as Actor;
    let move: unknown;
    if (actor === 'chance') {
      move = game.sampleChance(state, rng);
    } else {
      move = decide(game, state, actor, agents, agentRngs, thinkingMs, decisions);
    }
    // The runner owns its states: a game that can apply a move in place need not copy one.
    let error = null;
    if (game.applyInPlace) error = game.applyInPlace(state, actor, move);
    else {
      const next = game.apply(state, actor, move);
      if (next.ok) state = next.value as S;
      else error = next.error;
    }
    if (error) {
      throw new Error(
        `${actor === 'chance' ? 'chance' : agents[actor]?.name} made an illegal move ${JSON.stringify(move)}: ${error.code}`,
      );
    }
    if (record) moves.push({ actor, move });
    matchOptions.onMove?.(actor, move, state);
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no one to move but no result`);
  return { final: state, result, moves, thinkingMs, decisions };
}

/**
 * A decision's input whose view is built only if the agent reads it: a random bot needs only the
 * legal moves, and building every view made simulations of random bots several times slower than
 * playouts. A class, not an object literal with a getter: V8 gives each such literal its own
 * closure and accessor, which doubled the cost of a decision.
 */
class LazyInput<V> implements DecisionInput<unknown, V> {
  private cached: V | undefined;

  constructor(
    private readonly game: AnyGame,
    private readonly state: unknown,
    readonly seat: Seat,
    readonly legal: readonly unknown[],
    readonly rng: Rng,
  ) {}

  get view(): V {
    return (this.cached ??= this.game.view(this.state, this.seat) as V);
  }
}

function decide(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  agents: readonly Agent<unknown, unknown>[],
  agentRngs: readonly Rng[],
  thinkingMs: number[],
  decisions: number[],
): unknown {
  const agent = agents[seat];
  const agentRng = agentRngs[seat];
  if (!agent || !agentRng) throw new Error(`no agent for seat ${seat}`);
  const legal = game.legalMoves(state, seat);
  decisions[seat] = (decisions[seat] ?? 0) + 1;
  const input = new LazyInput(game, state, seat, legal, agentRng);
  if (agent.instant) return agent.decide(input);
  const started = performance.now();
  const move = agent.decide(input);
  thinkingMs[seat] = (thinkingMs[seat] ?? 0) + performance.now() - started;
  return move;
}

/**
 * Plays uniformly random legal moves to the end: the rules engine's speed test, and MCTS
 * rollouts. Uses the game's own `playout` when it has one. With `seatRngs`, each seat draws its
 * moves from its own generator, chance from `rng`.
 */
export function randomPlayout<S>(game: AnyGame, state: S, rng: Rng, seatRngs?: readonly Rng[]): S {
  return game.playout
    ? (game.playout(state, rng, seatRngs) as S)
    : randomPlayoutFromLists(game, state, rng, seatRngs);
}

/**
 * The reference random playout: at each turn, the legal moves listed and one drawn with
 * `rng.int` (the seat's own generator `seatRngs[seat]` when given), chance drawn with
 * `sampleChance`. A game's own `playout` must match it move for move.
 */
export function randomPlayoutFromLists<S>(
  game: AnyGame,
  state: S,
  rng: Rng,
  seatRngs?: readonly Rng[],
): S {
  for (;;) {
    const toMove = game.toMove(state);
    if (toMove.length === 0) return state;
    const actor = toMove[0] as Actor;
    let move: unknown;
    if (actor === 'chance') move = game.sampleChance(state, rng);
    else {
      const legal = game.legalMoves(state, actor);
      move = legal[(seatRngs ? seatRngs[actor]! : rng).int(legal.length)];
    }
    const next = game.apply(state, actor, move);
    if (!next.ok)
      throw new Error(`${game.id}: random playout made an illegal move: ${next.error.code}`);
    state = next.value as S;
  }
}
