import {
  checkActor,
  ok,
  type Actor,
  type Outcome,
  type Rng,
  type RuleError,
  type Seat,
} from '../../kernel/index.js';
import { check } from './check.js';
import { inPlace, onDraft, writable } from './draft.js';
import { forgetListing, isListed } from './legal.js';
import { sampleMove } from './sample.js';
import { play } from './play.js';
import { sampleChance } from './setup.js';
import type { SurviveMove, SurviveState } from './state.js';

/**
 * Whose turn it is, and applying moves, in two halves: `check` (check.ts) says why a move is not
 * allowed (changing nothing), and `play` (play.ts) makes an allowed move on a draft (draft.ts),
 * changing it in place. `apply` checks, then plays on a fresh draft; `draftPlayout` plays a whole random game on one
 * draft, with no copy per move.
 */

const CHANCE: readonly Actor[] = ['chance'];
const SEATS: readonly (readonly Actor[])[] = [[0], [1], [2], [3]];

export function toMove(state: SurviveState): readonly Actor[] {
  switch (state.phase) {
    case 'start':
    case 'layout':
    case 'reveal':
    case 'roll':
      return CHANCE;
    case 'over':
      return [];
    case 'react':
      return state.reaction?.waiting ?? [];
    default:
      return SEATS[state.current] as readonly Actor[];
  }
}

/** Why `actor` may not make `move` now, or null when it may. */
function refusal(state: SurviveState, actor: Actor, move: SurviveMove): RuleError | null {
  // A move just listed as legal for this very state needs no checking again.
  // (Not in the movement step, whose lists are long and whose checks are cheap.)
  if (state.phase !== 'move' && isListed(state, actor, move)) return null;
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who.error;
  return check(state, actor, move);
}

export function apply(state: SurviveState, actor: Actor, move: SurviveMove): Outcome<SurviveState> {
  const error = refusal(state, actor, move);
  if (error) return { ok: false, error };
  return ok(onDraft(state, (d) => play(d, actor as Seat, move)));
}

/** `apply` on the state itself, for a match runner that owns it: null, or why it is refused. */
export function applyInPlace(
  state: SurviveState,
  actor: Actor,
  move: SurviveMove,
): RuleError | null {
  const error = refusal(state, actor, move);
  if (error) return error;
  // The listing was of this object before the move: after it, the same object has other moves.
  forgetListing();
  inPlace(state, (d) => play(d, actor as Seat, move));
  return null;
}

/**
 * Plays uniformly random legal moves to the end: the same moves, for the same draws of `rng`, as
 * the kernel's list-based random playout, but on one draft changed in place and without listing
 * moves out. `state` itself is not changed. The game's playout is now the flat one (playout/);
 * this one is kept as the figure it replaced in `npm run bench`.
 */
export function draftPlayout(
  state: SurviveState,
  rng: Rng,
  seatRngs?: readonly Rng[],
): SurviveState {
  return onDraft(state, (d) => {
    writable(d);
    for (;;) {
      const actors = toMove(d);
      if (actors.length === 0) return;
      const actor = actors[0] as Actor;
      if (actor === 'chance') play(d, 0, sampleChance(d, rng));
      else play(d, actor, sampleMove(d, actor, seatRngs ? seatRngs[actor]! : rng));
    }
  });
}
