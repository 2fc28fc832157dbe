import type { Outcome, RuleError } from './errors.js';
import type { Catalogs, Params } from './i18n.js';
import type { Rng } from './rng.js';

/** A seat at the table: 0 for the first player, clockwise from there. */
export type Seat = number;
/** Who acts: a seat, or chance (dice, shuffles, draws). */
export type Actor = Seat | 'chance';
/** Who looks: a seat sees what that player may see; a spectator sees only public information. */
export type Viewer = Seat | 'spectator';

export interface ChanceOutcome<M> {
  readonly move: M;
  readonly probability: number;
}

export interface GameResult {
  /** Score per seat. */
  readonly scores: readonly number[];
  /** Rank per seat: 1 for the winners (a shared victory gives several 1s), then 2, ... */
  readonly ranking: readonly number[];
}

/** A line of the game log: a message key and parameters, written out in each reader's language. */
export interface LogEntry {
  readonly key: string;
  readonly params: Params;
}

/**
 * The contract every game fulfils, so that bots, the match runner, replays, the server and the
 * web client work on every game (after OpenSpiel's). Every function is pure and deterministic:
 * chance happens only through moves of the chance actor.
 *
 * S: the full state (never leaves the server). M: a move, plain JSON. V: what one viewer sees.
 * O: the table options (component values included), plain JSON.
 */
export interface Game<S, M, V, O> {
  /** Stable identifier used in URLs, replays and the CLI, e.g. 'into-the-blue'. */
  readonly id: string;
  /** Bumped whenever a change to the rules would change the outcome of an existing move log. */
  readonly rulesVersion: number;
  /**
   * The oldest rules version whose replays this code still plays exactly as they were played
   * (rulesVersion when absent): `parseOptions` given that version reads the options of such a
   * file as options of today's rules that keep the old ones' behaviour (e.g. seating order
   * where a file holds no start-player draw).
   */
  readonly oldestRulesVersion?: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Rule errors, log lines and labels of this game, per language. */
  readonly messages: Catalogs;

  defaultOptions(players: number): O;
  /**
   * Validates options from outside (a table creator, a replay file). `rulesVersion`, for a file
   * made under older rules (never below oldestRulesVersion), gives absent fields the meaning
   * they had then; by default they take today's defaults.
   */
  parseOptions(raw: unknown, players: number, rulesVersion?: number): Outcome<O>;
  /** Validates the shape of a move from outside; legality is apply's job. */
  parseMove(raw: unknown): Outcome<M>;

  setup(options: O, players: number): S;
  /**
   * Whose input is awaited: one seat, several seats (each answers on its own, e.g. reactions),
   * or ['chance']. Empty once the game is over.
   */
  toMove(state: S): readonly Actor[];
  /** The legal moves of a seat that is to move (never depends on what that seat cannot see). */
  legalMoves(state: S, seat: Seat): readonly M[];
  /** At a chance node: every outcome with its probability (they sum to 1). */
  chanceOutcomes(state: S): readonly ChanceOutcome<M>[];
  /** At a chance node: one outcome drawn with the probabilities of chanceOutcomes, but faster. */
  sampleChance(state: S, rng: Rng): M;
  /** The next state, or a rule error saying why the move is not allowed (nothing changes). */
  apply(state: S, actor: Actor, move: M): Outcome<S>;
  /**
   * Optional, for speed: what `apply` does, but on `state` itself (null when done; on a rule
   * error, `state` is unchanged). The match runner uses it on the states it owns, so simulations
   * need not copy a state at every move. A game that offers it must build views that share
   * nothing the next move could change.
   */
  applyInPlace?(state: S, actor: Actor, move: M): RuleError | null;
  /**
   * Optional, for speed: plays uniformly random legal moves from `state` to the end, exactly as
   * `randomPlayoutFromLists` does (the same moves and draws for the same `rng`), but as the game
   * sees fit, e.g. on one copy changed in place. `state` itself must not change. With `seatRngs`,
   * a seat's moves are drawn from its own generator (`seatRngs[seat]`) and only chance from
   * `rng`, as random agents with a generator each draw them (see `Agent.uniform`).
   */
  playout?(state: S, rng: Rng, seatRngs?: readonly Rng[]): S;

  /** What a viewer may see of the state. The only way state leaves the server. */
  view(state: S, viewer: Viewer): V;
  /**
   * What a viewer may see of a move made in `before`, as JSON: the move itself, or a redacted
   * shape (a secret draw shows that it happened, not what it was).
   */
  viewMove(before: S, actor: Actor, move: M, viewer: Viewer): unknown;
  /** A full state consistent with a viewer's view, with the hidden rest sampled (for search). */
  determinize(view: V, viewer: Viewer, rng: Rng): S;

  /** null while the game runs. */
  result(state: S): GameResult | null;
  /** A log line for a move, for readable histories in every language. */
  describeMove(before: S, actor: Actor, move: M, viewer: Viewer): LogEntry;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/** A player that decides from its own view only: a bot that peeks would be a cheat. */
export interface Agent<M, V> {
  readonly name: string;
  /**
   * Decides in a moment without reading the view (a random bot): match runners need not time
   * its decisions. Reading the clock twice a decision was a tenth of a simulation of random bots.
   */
  readonly instant?: boolean;
  /**
   * Decides `legal[rng.int(legal.length)]` with the generator it is given, and nothing else (the
   * random bot): a match of such agents only is a random playout with a generator per seat, which
   * the runner may hand to the game's own `playout`.
   */
  readonly uniform?: boolean;
  decide(input: DecisionInput<M, V>): M;
}

export interface DecisionInput<M, V> {
  readonly view: V;
  readonly seat: Seat;
  /** The legal moves: the mover always knows them. */
  readonly legal: readonly M[];
  readonly rng: Rng;
}

/** Ranks seats by score: equal scores share a rank (competition ranking, "1, 1, 3"). */
export function rankByScore(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((other) => other > s).length);
}
