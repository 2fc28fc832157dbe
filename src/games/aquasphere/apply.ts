import {
  checkActor,
  fail,
  ok,
  type Actor,
  type Outcome,
  type Rng,
  type RuleError,
} from '../../kernel/index.js';
import { applyChance, sampleChance } from './setup.js';
import { clone, type AqMove, type AqState } from './state.js';
import { check } from './check.js';
import { fillLegalMoves } from './legal.js';
import { play } from './turn.js';

const CHANCE: readonly Actor[] = ['chance'];
const SEATS: readonly (readonly Actor[])[] = [[0], [1], [2], [3]];

export function toMove(state: AqState): readonly Actor[] {
  switch (state.phase) {
    case 'chance':
      return CHANCE;
    case 'over':
      return [];
    default:
      return SEATS[state.current]!;
  }
}

/** The next state, or why the move is refused (the state is never changed). */
export function apply(state: AqState, actor: Actor, move: AqMove): Outcome<AqState> {
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who;
  if (actor === 'chance') {
    const next = clone(state);
    return applyChance(next, move) ? ok(next) : fail('illegal-chance');
  }
  const problem = check(state, actor, move);
  if (problem) return fail(problem.code, problem.params);
  const next = clone(state);
  play(next, actor, move);
  return ok(next);
}

/** `apply` on the state itself: null when done, or why the move is refused (nothing changes). */
export function applyInPlace(state: AqState, actor: Actor, move: AqMove): RuleError | null {
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who.error;
  if (actor === 'chance') {
    // applyChance refuses an outcome before it changes anything.
    return applyChance(state, move) ? null : { code: 'illegal-chance', params: {} };
  }
  const problem = check(state, actor, move);
  if (problem) return problem;
  play(state, actor, move);
  return null;
}

/**
 * Random moves to the end on one copy changed in place: the same moves and draws as the kernel's
 * list-based playout (legalMoves, then rng.int over the list; sampleChance for chance).
 */
export function playout(state: AqState, rng: Rng, seatRngs?: readonly Rng[]): AqState {
  const s = clone(state);
  const legal: AqMove[] = [];
  for (;;) {
    if (s.phase === 'over') return s;
    if (s.phase === 'chance') {
      applyChance(s, sampleChance(s, rng));
      continue;
    }
    const n = fillLegalMoves(s, s.current, legal);
    play(s, s.current, legal[(seatRngs ? seatRngs[s.current]! : rng).int(n)]!);
  }
}
