import type {
  Actor,
  Agent,
  AnyGame,
  ChanceOutcome,
  DecisionInput,
  Rng,
  Seat,
} from '../kernel/index.js';
import { pairedSearch } from './paired.js';
import { playout, step, type SearchHooks } from './search-hooks.js';

export { softmax, winShares, type SearchHooks } from './search-hooks.js';

/**
 * Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse's SO-ISMCTS) on any game
 * of the kernel's contract, from one seat's view. Each iteration samples a full state consistent
 * with the view (`determinize`: the hidden rest drawn at random), walks the tree by UCB among the
 * moves legal in that sample (a move's "availability" counts the iterations it could have been
 * chosen, so rarely-legal moves are not overrated), draws chance with `sampleChance` (or by its
 * exact odds, when the game asks), adds one node, plays out, and credits every player with their share of the result. Nodes are keyed by
 * move, so the same move in different samples shares statistics.
 *
 * A game may lend its knowledge (SearchHooks): a value per seat to cut playouts short, and a
 * playout policy. Without them playouts are random to the end (the game's own fast `playout`).
 */

/** The share of a strict decision's time the game's root candidates may take. */
const CANDIDATES_SHARE = 0.5;

export interface IsmctsParams {
  /** Iterations at most. */
  readonly iterations: number;
  /** Milliseconds at most (checked between iterations). */
  readonly timeMs: number;
  /** The UCB exploration constant. */
  readonly exploration: number;
  /** Moves of a playout before the game's values judge it (with values hooks only). */
  readonly playoutDepth: number;
  /**
   * How many standard errors the search's best move must lead the game's first root candidate
   * (its own bot's choice) by to be played instead of it: with few iterations the search's
   * ranking is noisier than the game's, with more it overrules it more often. 0 or absent: the
   * search's best always.
   */
  readonly overrule?: number;
  /**
   * The clock the time budget is read from, in milliseconds (default: the wall clock). A
   * tournament on a busy machine may pass the process's CPU time, so that every bot gets the
   * same computing time whatever else the machine runs.
   */
  readonly clock?: () => number;
  /**
   * The decision's whole time is held to `timeMs` (local play on a phone, where a second is a
   * promise): the game's root candidates get half of it as a deadline, and the clock is read
   * after every iteration instead of every eighth. Without it the candidates do all their work,
   * so that a tournament on the CPU clock measures the same bot as ever.
   */
  readonly strict?: boolean;
}

export const DEFAULT_ISMCTS: IsmctsParams = {
  iterations: 100_000,
  timeMs: 1000,
  exploration: 0.7,
  playoutDepth: 30,
  // One-sided 95%.
  overrule: 1.64,
};

class Node {
  visits = 0;
  availability = 0;
  /** Sum of the rewards of the player who moved into this node. */
  reward = 0;
  /** Sum of their squares (for the spread of the mean). */
  squares = 0;
  readonly children = new Map<string, Node>();

  constructor(
    readonly move: unknown,
    readonly actor: Actor | null,
  ) {}
}

/** A search's tree, to continue from at a later decision. */
export type SearchTree = Node;

/**
 * Moves and outcomes are keyed by their JSON. Games list the same move objects again and again
 * (Into the Blue's keeps and rolls come from tables): each is written out once. Moves are
 * immutable plain data, so a key never goes stale.
 */
const keys = new WeakMap<object, string>();
function keyOf(move: unknown): string {
  if (typeof move !== 'object' || move === null) return JSON.stringify(move);
  let key = keys.get(move);
  if (key === undefined) {
    key = JSON.stringify(move);
    keys.set(move, key);
  }
  return key;
}

/** Chance nodes with more outcomes than this are sampled, not stratified (6 dice: 462). */
const MAX_LISTED_OUTCOMES = 512;

const now = (): number => performance.now();

const outcomeKey = (outcome: ChanceOutcome<unknown>): string => keyOf(outcome.move);

export class Ismcts {
  /** The moves the root may choose among (keys). */
  private rootMoves = new Set<string>();

  constructor(
    private readonly game: AnyGame,
    private readonly hooks: SearchHooks = {},
    private readonly params: IsmctsParams = DEFAULT_ISMCTS,
  ) {}

  /**
   * Searches from `seat`'s view among `legal` (the seat's legal moves, or some of them); returns
   * each one's visits and mean reward for `seat`, best first, the iterations made and the tree.
   * `from` continues an earlier tree whose root stands for this same view (tree reuse).
   */
  search(
    view: unknown,
    seat: Seat,
    legal: readonly unknown[],
    rng: Rng,
    {
      timeMs = this.params.timeMs,
      from,
      ordered = false,
    }: {
      timeMs?: number;
      from?: SearchTree;
      /** `legal` is ranked best first: widen among it progressively (`SearchHooks.widen`). */
      ordered?: boolean;
    } = {},
  ): {
    moves: { move: unknown; visits: number; value: number; error: number }[];
    iterations: number;
    tree: SearchTree;
  } {
    const root = from ?? new Node(null, null);
    const widen = ordered ? this.hooks.widen : undefined;
    const admitted = (): number =>
      widen ? Math.max(widen.first, Math.floor(root.visits ** widen.exponent)) : legal.length;
    let width = admitted();
    this.rootMoves = new Set(legal.slice(0, width).map(keyOf));
    const clock = this.params.clock ?? now;
    const started = clock();
    const every = this.params.strict ? 0 : 7;
    let iterations = 0;
    while (iterations < this.params.iterations) {
      if ((iterations & every) === 0 && clock() - started > timeMs) break;
      if (widen && width < legal.length && admitted() > width) {
        width = admitted();
        this.rootMoves = new Set(legal.slice(0, width).map(keyOf));
      }
      this.iterate(root, view, seat, rng);
      iterations++;
    }
    const moves = legal.map((move) => {
      const child = root.children.get(keyOf(move));
      const n = child?.visits ?? 0;
      const mean = n ? child!.reward / n : 0;
      // The standard error of the mean (infinite until two visits say how the rewards spread).
      const error =
        n > 1 ? Math.sqrt(Math.max(0, child!.squares / n - mean * mean) / (n - 1)) : Infinity;
      return { move, visits: n, value: mean, error };
    });
    moves.sort((a, b) => b.visits - a.visits || b.value - a.value);
    return { moves, iterations, tree: root };
  }

  private iterate(root: Node, view: unknown, seat: Seat, rng: Rng): void {
    const { game } = this;
    let state = game.determinize(view, seat, rng);
    const path: Node[] = [root];
    let node = root;
    let expanded = false;
    for (let depth = 0; !expanded; depth++) {
      const toMove = game.toMove(state);
      if (toMove.length === 0) break;
      // At the root the searching seat decides (it may be one of several asked at once).
      const actor: Actor = depth === 0 ? seat : (toMove[0] as Actor);
      let move: unknown;
      if (actor === 'chance') {
        move = this.chanceMove(node, state, rng);
      } else {
        let legal = game.legalMoves(state, actor);
        if (depth === 0) legal = legal.filter((m) => this.rootMoves.has(keyOf(m)));
        if (this.hooks.candidates && legal.length > 1) {
          const narrowed = this.hooks.candidates(state, actor, legal, rng);
          if (narrowed.length > 0) legal = narrowed;
        }
        const untried: unknown[] = [];
        let best: Node | null = null;
        let bestScore = -Infinity;
        for (const m of legal) {
          const child = node.children.get(keyOf(m));
          if (!child) {
            untried.push(m);
            continue;
          }
          child.availability++;
          const score =
            child.reward / child.visits +
            this.params.exploration * Math.sqrt(Math.log(child.availability) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = child;
          }
        }
        if (untried.length > 0) {
          move = untried[rng.int(untried.length)];
          expanded = true;
        } else {
          move = best!.move;
        }
      }
      const key = keyOf(move);
      let child = node.children.get(key);
      if (!child) {
        child = new Node(move, actor);
        child.availability = 1;
        node.children.set(key, child);
      }
      state = step(game, state, actor, move);
      node = child;
      path.push(node);
    }
    const rewards = playout(game, this.hooks, this.params.playoutDepth, state, rng);
    for (const n of path) {
      n.visits++;
      if (typeof n.actor !== 'number') continue;
      const r = rewards[n.actor] ?? 0;
      n.reward += r;
      n.squares += r * r;
    }
  }

  /**
   * The outcome of a chance node in the tree. With `exactChance`, when its outcomes can be
   * listed: drawn in proportion to how far each is below its exact share of the node's visits
   * (sampling without replacement, stratified), so a keep's value is the mean over rolls in their
   * exact proportions, without the noise of a lucky or unlucky run of rolls. Always taking the
   * furthest-below outcome was worse (41.8% of 300 games against sampling): with fewer visits than
   * outcomes it kept choosing the likeliest rolls of six dice, which are all alike. Drawn this
   * way it plays as well as sampling for the same iterations (49.8% of 200 games, Into the Blue).
   */
  private chanceMove(node: Node, state: unknown, rng: Rng): unknown {
    const { game } = this;
    if (!this.hooks.exactChance) return game.sampleChance(state, rng);
    const outcomes = game.chanceOutcomes(state);
    if (outcomes.length === 0 || outcomes.length > MAX_LISTED_OUTCOMES) {
      return game.sampleChance(state, rng);
    }
    const n = node.visits + 1;
    const deficits = outcomes.map((o) =>
      Math.max(0, o.probability * n - (node.children.get(outcomeKey(o))?.visits ?? 0)),
    );
    let r = rng.float() * deficits.reduce((a, b) => a + b, 0);
    for (let i = 0; i < outcomes.length; i++) {
      r -= deficits[i]!;
      if (r < 0) return outcomes[i]!.move;
    }
    return game.sampleChance(state, rng);
  }
}

/** The information-set search as a bot of any game. */
export class IsmctsAgent implements Agent<unknown, unknown> {
  readonly name = 'ismcts';
  /** Visits the last search inherited from the one before (for tests and figures). */
  inherited = 0;
  private readonly search: Ismcts;
  /**
   * What the last decision leaves to the next: the subtree under the move played, kept when
   * the same seat decides again right after it (the next step of a turn). It is used only if
   * the seat then sees the view that move was expected to give, so nobody moved in between.
   */
  private kept: { tree: SearchTree; seat: Seat; view: string } | null = null;

  constructor(
    private readonly game: AnyGame,
    private readonly hooks: SearchHooks = {},
    private readonly params: IsmctsParams = DEFAULT_ISMCTS,
  ) {
    this.search = new Ismcts(game, hooks, params);
  }

  decide(input: DecisionInput<unknown, unknown>): unknown {
    if (input.legal.length === 1) {
      this.kept = null;
      return input.legal[0];
    }
    return this.choose(input, false).move;
  }

  /** The move it would play and its estimated chance to win with it (0-1): a hint. */
  advise(input: DecisionInput<unknown, unknown>): { move: unknown; chance: number } {
    return this.choose(input, true);
  }

  /** The move to play; its chance is searched for a hint only where nothing else is to weigh. */
  private choose(
    { view, seat, legal, rng }: DecisionInput<unknown, unknown>,
    hint: boolean,
  ): { move: unknown; chance: number } {
    const clock = this.params.clock ?? now;
    const started = clock();
    const viewKey = JSON.stringify(view);
    const from =
      this.kept?.seat === seat && this.kept.view === viewKey ? this.kept.tree : undefined;
    this.kept = null;
    this.inherited = from?.visits ?? 0;
    const legalKeys = new Set(legal.map(keyOf));
    const deadline = this.params.strict
      ? { timeMs: this.params.timeMs * CANDIDATES_SHARE, clock, started }
      : undefined;
    const narrowed = (this.hooks.rootCandidates?.(view, seat, legal, rng, deadline) ?? []).filter(
      (m) => legalKeys.has(keyOf(m)),
    );
    // A single candidate (the game's own answer, e.g. Survive's setup) stands whatever a search
    // of it finds: a decision plays it at once (at 1 s, 12 of 66 seconds of a game of Survive
    // were spent searching one move); a hint still searches it, for its chance.
    if (narrowed.length === 1 && !hint) return { move: narrowed[0], chance: NaN };
    const moves = narrowed.length > 0 ? narrowed : legal;
    // The candidates' time counts in the decision's budget; with none left, the best candidate
    // (listed first) is played as it is.
    const timeMs = Math.max(0, this.params.timeMs - (clock() - started));
    if (this.hooks.paired && narrowed.length > 1)
      return this.pairedAdvice(view, seat, narrowed, rng, timeMs);
    const { moves: ranked, tree } = this.search.search(view, seat, moves, rng, {
      timeMs,
      from,
      ordered: narrowed.length > 0,
    });
    const searched = ranked[0]!;
    const first = narrowed.length > 0 ? ranked.find((m) => m.move === narrowed[0]) : undefined;
    const lead = first ? searched.value - first.value : Infinity;
    const overrule = this.params.overrule ?? 0;
    const best =
      first && !(overrule <= 0 || lead > overrule * Math.hypot(searched.error, first.error))
        ? first
        : searched;
    this.keep(tree, view, seat, best.move, rng);
    return { move: best.move, chance: best.value };
  }

  /** The best of `candidates` by a paired search, if it leads the first clearly enough. */
  private pairedAdvice(
    view: unknown,
    seat: Seat,
    candidates: readonly unknown[],
    rng: Rng,
    timeMs: number,
  ): { move: unknown; chance: number } {
    const { params } = this;
    const { moves } = pairedSearch(
      this.game,
      this.hooks,
      params.playoutDepth,
      view,
      seat,
      candidates,
      rng,
      {
        iterations: params.iterations,
        timeMs,
        clock: params.clock ?? now,
      },
    );
    let best = moves[0]!;
    const bar = params.overrule ?? 0;
    for (const m of moves) {
      if (m.lead > Math.max(0, best.lead) && m.lead > bar * m.error) best = m;
    }
    return { move: best.move, chance: best.value };
  }

  /** Keeps the subtree under `move` if the same seat is to decide again right after it. */
  private keep(tree: SearchTree, view: unknown, seat: Seat, move: unknown, rng: Rng): void {
    const child = tree.children.get(keyOf(move));
    if (!child || child.visits === 0) return;
    const { game } = this;
    const next = game.apply(game.determinize(view, seat, rng), seat, move);
    if (!next.ok) return;
    const toMove = game.toMove(next.value);
    if (toMove.length !== 1 || toMove[0] !== seat) return;
    this.kept = { tree: child, seat, view: JSON.stringify(game.view(next.value, seat)) };
  }
}
