import { fail, type Outcome } from './errors.js';
import type { Actor, AnyGame, Seat } from './game.js';

/** Applies a move from outside (the server, a replay file): checks its shape, then its legality. */
export function applyRaw<S>(game: AnyGame, state: S, actor: Actor, raw: unknown): Outcome<S> {
  const move = game.parseMove(raw);
  if (!move.ok) return move;
  return game.apply(state, actor, move.value) as Outcome<S>;
}

/** A plain JSON object (not null, not an array): the first check on any input from outside. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isActor(value: unknown): value is Actor {
  return value === 'chance' || (Number.isInteger(value) && (value as number) >= 0);
}

/** Checks that an actor may act now, with the shared error codes. */
export function checkActor(toMove: readonly Actor[], actor: Actor): Outcome<Actor> {
  if (toMove.length === 0) return fail('game-over');
  if (!toMove.includes(actor)) {
    return fail(actor === 'chance' ? 'not-chance-turn' : 'not-your-turn');
  }
  return { ok: true, value: actor };
}

export type { Seat };
