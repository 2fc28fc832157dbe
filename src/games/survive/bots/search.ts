import type { Agent, DecisionInput, Rng, Seat } from '../../../kernel/index.js';
import { BACKS } from '../components.js';
import { legalMoves } from '../legal.js';
import { L, type SurviveMove, type SurviveState, type SurviveView } from '../state.js';
import { terrainIndex } from '../tiles.js';
import { determinize } from '../view.js';
import { DEFAULT_EVAL, knownValues, type EvalParams } from './evaluate.js';
import { after, greedy, heuristicMove, score } from './policy.js';

/**
 * The search bot: it plans its whole turn instead of one step at a time. From a state sampled
 * from its view (others' values and tiles dealt at random; values it cannot see count at their
 * mean), it searches every sequence of its remaining steps (a beam of the best partial turns,
 * tile plays included), then values the most promising end positions by what follows them:
 * the best tile to remove, in expectation over every back that tile may hide (a shark among its
 * swimmers, a whirlpool by its ship, ...). Removal is chosen the same way, and the creature step
 * by its evaluation after the strike.
 */
export interface SearchParams extends EvalParams {
  /** Partial turns kept at each depth. */
  readonly beam: number;
  /** End positions valued in depth (removal and its backs). */
  readonly leaves: number;
}

/** Measured over 200 games each against three heuristics: a wider beam and playing against the
 * leader won more (42% and 41.5%, against 39% for beam 10, 6 leaves, leader weight 0.6). Beam 24
 * and 16 leaves then won 44.5% against 37% for beam 16 and 10 leaves (200 games, seed 11), at
 * 13 ms a decision. Over 400 games (the same deals for each, seed t1): beam 24 and 16 leaves won
 * 41.5% (11 ms a decision); beam 48 and 32 leaves 53.0% (21 ms); beam 48 and 64 leaves 52.0%;
 * beam 96 and 64 leaves 54.5% (34 ms). Following the creature die after the removal (each face,
 * then our best creature move) showed no clear gain for two to six times the time: dropped. */
export const DEFAULT_SEARCH: SearchParams = {
  ...DEFAULT_EVAL,
  leaderWeight: 0.9,
  beam: 96,
  leaves: 64,
};

/**
 * A decision's time: `timeMs` milliseconds on `clock`. Without one the search does all its work
 * (deterministic: server bots, tournaments, tests); with one it checks the clock between steps of
 * its work and, once past, plays the best found so far (local play on a phone).
 */
export interface Deadline {
  readonly timeMs: number;
  readonly clock: () => number;
  /** When the decision began on the clock (default: when the search begins). */
  readonly started?: number;
}

/** Whether the time is up: after `share` of the deadline's time since the work began. */
type Over = (share?: number) => boolean;

const never: Over = () => false;

function overOf(deadline: Deadline | undefined): Over {
  if (!deadline) return never;
  const { timeMs, clock, started = clock() } = deadline;
  return (share = 1) => clock() - started > share * timeMs;
}

/** The share of the time the beam of partial turns may take; the end positions' values get the rest. */
const BEAM_SHARE = 0.5;

interface Node {
  readonly state: SurviveState;
  readonly first: SurviveMove;
  readonly value: number;
}

const DONE: SurviveMove = { type: 'done' };

/** The value of a removal: its evaluation in expectation over the backs its terrain may hide. */
function removalValue(
  state: SurviveState,
  seat: Seat,
  move: SurviveMove,
  values: readonly number[],
  p: EvalParams,
): number {
  const removed = after(state, seat, move);
  if (removed.phase !== 'reveal' || !removed.removal) return score(removed, seat, values, p);
  const base = L.BACKS + (terrainIndex(removed.removal.terrain) - 1) * 12;
  let total = 0;
  let sum = 0;
  for (let i = 0; i < BACKS.length; i++) {
    const n = removed.b[base + i]!;
    if (n === 0) continue;
    let next = after(removed, 'chance', { type: 'back', back: BACKS[i]! });
    if (next.phase === 'boarders') {
      next = after(next, seat, greedy(next, seat, legalMoves(next, seat), values, p).move);
    }
    // The volcano scores the board as it stands: rescued explorers only.
    sum += n * score(next, seat, values, p);
    total += n;
  }
  return total > 0 ? sum / total : score(removed, seat, values, p);
}

/** The best tiles to remove, best first (at most `count`), each valued over its backs. */
export function rankRemovals(
  state: SurviveState,
  seat: Seat,
  values: readonly number[],
  p: EvalParams,
  count: number,
  deadline?: Deadline,
): { move: SurviveMove; value: number }[] {
  return rankedRemovals(state, seat, values, p, count, overOf(deadline));
}

/** The tiles valued before the time is up (the first always), best first. */
function rankedRemovals(
  state: SurviveState,
  seat: Seat,
  values: readonly number[],
  p: EvalParams,
  count: number,
  over: Over,
): { move: SurviveMove; value: number }[] {
  const ranked: { move: SurviveMove; value: number }[] = [];
  for (const move of legalMoves(state, seat)) {
    if (ranked.length > 0 && over()) break;
    ranked.push({ move, value: removalValue(state, seat, move, values, p) });
  }
  if (ranked.length === 0) throw new Error('survive search: no tile to remove');
  // Stable: among equal values the first listed stays first.
  return ranked.sort((a, b) => b.value - a.value).slice(0, count);
}

/**
 * A leaf of the turn search: end the moves, then remove the best tile. Out of time, the best
 * tile valued so far (the first always): a value the turn can reach, if not its best.
 */
function leafValue(
  state: SurviveState,
  seat: Seat,
  values: readonly number[],
  p: SearchParams,
  over: Over,
): number {
  const s = state.phase === 'move' ? after(state, seat, DONE) : state;
  if (s.phase !== 'remove') return score(s, seat, values, p);
  return rankedRemovals(s, seat, values, p, 1, over)[0]!.value;
}

/**
 * The first moves of the best whole turns found, best first, each with the value of the best
 * turn it begins (at most `count` of them). With a deadline, the beam stops at half its time
 * (the partial turns it holds then end there) and the end positions are valued in depth until
 * it, best first: at the worst, the first moves come ranked by their partial turns' values.
 */
export function rankFirstMoves(
  state: SurviveState,
  seat: Seat,
  legal: readonly SurviveMove[],
  values: readonly number[],
  p: SearchParams,
  count: number,
  deadline?: Deadline,
): { move: SurviveMove; value: number }[] {
  const over = overOf(deadline);
  const leaves: Node[] = [];
  const expand = (node: Node | null, s: SurviveState, moves: readonly SurviveMove[]): Node[] => {
    const out: Node[] = [];
    for (const m of moves) {
      if (m.type === 'done' && s.phase === 'move') {
        leaves.push({ state: s, first: node?.first ?? m, value: score(s, seat, values, p) });
        continue;
      }
      const next = after(s, seat, m);
      const child = { state: next, first: node?.first ?? m, value: score(next, seat, values, p) };
      if (next.phase === 'move' || next.phase === 'dolphin' || next.phase === 'wind')
        out.push(child);
      else leaves.push(child);
    }
    return out;
  };
  let frontier = expand(null, state, legal);
  beam: for (let depth = 0; depth < 6 && frontier.length > 0; depth++) {
    frontier.sort((a, b) => b.value - a.value);
    const kept = frontier.slice(0, p.beam);
    frontier = [];
    for (let i = 0; i < kept.length; i++) {
      if (over(BEAM_SHARE)) {
        // Out of time: the partial turns found so far end where they stand.
        leaves.push(...kept.slice(i), ...frontier);
        break beam;
      }
      const node = kept[i]!;
      frontier.push(...expand(node, node.state, legalMoves(node.state, seat)));
    }
  }
  leaves.sort((a, b) => b.value - a.value);
  // Value in depth the best end positions, at most two per first move so that several first
  // moves are compared.
  const perFirst = new Map<SurviveMove, number>();
  const best = new Map<SurviveMove, number>();
  let valued = 0;
  for (const leaf of leaves) {
    if (valued >= p.leaves || over()) break;
    const n = perFirst.get(leaf.first) ?? 0;
    if (n >= 2) continue;
    perFirst.set(leaf.first, n + 1);
    valued++;
    const v = leafValue(leaf.state, seat, values, p, over);
    if (v > (best.get(leaf.first) ?? -Infinity)) best.set(leaf.first, v);
  }
  if (best.size === 0) return [{ move: leaves[0]?.first ?? legal[0]!, value: -Infinity }];
  return [...best]
    .map(([move, value]) => ({ move, value }))
    .sort((a, b) => b.value - a.value)
    .slice(0, count);
}

export function searchMove(
  state: SurviveState,
  seat: Seat,
  legal: readonly SurviveMove[],
  values: readonly number[],
  rng: Rng,
  p: SearchParams = DEFAULT_SEARCH,
  deadline?: Deadline,
): SurviveMove {
  if (legal.length === 1) return legal[0]!;
  switch (state.phase) {
    case 'move':
    case 'dolphin':
    case 'wind':
      return rankFirstMoves(state, seat, legal, values, p, 1, deadline)[0]!.move;
    case 'remove':
      return rankRemovals(state, seat, values, p, 1, deadline)[0]!.move;
    default:
      return heuristicMove(state, seat, legal, values, rng, p);
  }
}

export class SearchBot implements Agent<SurviveMove, SurviveView> {
  readonly name = 'search';

  /**
   * `time`: when `strict`, each decision stops in `timeMs` (1 s by default) on `clock` (default:
   * the wall clock), with the best found so far; otherwise the search does all its work.
   */
  constructor(
    private readonly params: SearchParams = DEFAULT_SEARCH,
    private readonly time: {
      readonly timeMs?: number;
      readonly clock?: () => number;
      readonly strict?: boolean;
    } = {},
  ) {}

  decide({ view, seat, legal, rng }: DecisionInput<SurviveMove, SurviveView>): SurviveMove {
    if (legal.length === 1) return legal[0]!;
    const { timeMs = 1000, clock = () => performance.now(), strict = false } = this.time;
    // The deadline counts the sampling of the hidden tiles too.
    const deadline = strict ? { timeMs, clock, started: clock() } : undefined;
    const state = determinize(view, rng);
    return searchMove(state, seat, legal, knownValues(view), rng, this.params, deadline);
  }
}
