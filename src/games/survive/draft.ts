import type { Buf, SurviveState } from './state.js';

/**
 * The copy-on-write draft a move is played on. `play` changes a draft in place; `apply` plays one
 * move on a fresh draft, and `playout` a whole game on one draft, with no copy per move.
 */

export type Draft = { -readonly [K in keyof SurviveState]: SurviveState[K] };

/**
 * A copy of a state to change, sharing the buffer `b` until the move writes to it (`writable`).
 * Written field by field, always in the same order: every state then has the same shape.
 */
function draft(s: SurviveState): Draft {
  return {
    options: s.options,
    players: s.players,
    b: s.b,
    hands: s.hands,
    shown: s.shown,
    phase: s.phase,
    current: s.current,
    first: s.first,
    step: s.step,
    points: s.points,
    tilePlayed: s.tilePlayed,
    focus: s.focus,
    stepsLeft: s.stepsLeft,
    removal: s.removal,
    die: s.die,
    reaction: s.reaction,
    turn: s.turn,
  };
}

/**
 * The one piece of module state: the buffer the draft being played owns (its own copy), or null
 * when no draft is being played. It lives here rather than in the draft so that every state keeps
 * the same fields (a state is stored and sent as it is). One is enough: playing is synchronous and
 * never nests, and `onDraft` sets it to null before and after, however the play ends.
 */
let owned: Buf | null = null;

/**
 * The draft's buffer, to write to. The first time, the draft's shared buffer is copied; after that
 * (and for a whole playout) the same copy is changed in place. Only inside `onDraft`.
 */
export function writable(d: Draft): Buf {
  if (d.b !== owned) {
    d.b = d.b.slice();
    owned = d.b;
  }
  return d.b;
}

/** Runs `play` on a fresh draft of `state` (which is left unchanged) and returns the draft. */
export function onDraft(state: SurviveState, play: (d: Draft) => void): SurviveState {
  const d = draft(state);
  owned = null;
  try {
    play(d);
  } finally {
    owned = null;
  }
  return d;
}

/**
 * The buffer each state changed by `inPlace` owns alone: copied the first time that state is
 * changed in place (a state made by `apply` may share its buffer with the state before it), then
 * changed in place move after move.
 */
const ownBuffers = new WeakMap<SurviveState, Buf>();

/**
 * Runs `play` on `state` itself, for a caller that owns it (a match runner): no copy per move.
 * States made from it earlier by `apply` may share its buffer, and must not be used after.
 */
export function inPlace(state: SurviveState, play: (d: Draft) => void): void {
  const d = state as Draft;
  if (ownBuffers.get(state) !== d.b) {
    d.b = d.b.slice();
    ownBuffers.set(state, d.b);
  }
  owned = d.b;
  try {
    play(d);
  } finally {
    owned = null;
  }
}
