import { badOption, fail, ok, type Outcome } from './errors.js';
import type { ChanceOutcome, Seat } from './game.js';
import type { Rng } from './rng.js';

/**
 * Who takes the first turn, a table option every game has: `draw`, a chance move at setup (the
 * rulebooks' "determine a start player at random"); `seating`, seat 1 (index 0) starts, as every
 * game did before the draw (docs/rules-decisions.md).
 */
export type StartPlayer = 'draw' | 'seating';
export const START_PLAYERS: readonly StartPlayer[] = ['draw', 'seating'];

/** The rules version of every game that first drew the start player. */
export const DRAW_SINCE = 2;

/**
 * The option from outside. Absent, it is a draw for a new table; a replay written under rules
 * older than the draw (`rulesVersion` below DRAW_SINCE) holds no draw, so it reads as seating.
 */
export function parseStartPlayer(raw: unknown, rulesVersion: number): Outcome<StartPlayer> {
  if (raw === undefined) return ok(rulesVersion < DRAW_SINCE ? 'seating' : 'draw');
  if (raw === 'draw' || raw === 'seating') return ok(raw);
  return badOption('startPlayer', 'choice');
}

/**
 * Whether a game set up with these options draws its start player. Options parsed by the game
 * always say; only a table stored before the option existed lacks it, and it played in seating
 * order, so anything but an explicit `draw` keeps that order.
 */
export function drawsStart(options: { readonly startPlayer?: StartPlayer }): boolean {
  return options.startPlayer === 'draw';
}

/** The chance move that names the start player (the same shape in every game). */
export interface StartMove {
  readonly type: 'start';
  readonly seat: Seat;
}

/** One object per seat of any table (no game seats more than 8): the moves are plain data. */
const startMoves: StartMove[] = [];
function startMove(seat: Seat): StartMove {
  if (seat >= 8) return { type: 'start', seat };
  return (startMoves[seat] ??= { type: 'start', seat });
}

/** The shape of a start move from outside (its `type` already read); the seat is apply's job. */
export function parseStartMove(raw: Readonly<Record<string, unknown>>): Outcome<StartMove> {
  const seat = raw.seat;
  if (!Number.isInteger(seat) || (seat as number) < 0)
    return fail('malformed-move', { field: 'seat' });
  return ok(startMove(seat as number));
}

/** Every seat with the same chance. */
export function startOutcomes(players: number): ChanceOutcome<StartMove>[] {
  return Array.from({ length: players }, (_, seat) => ({
    move: startMove(seat),
    probability: 1 / players,
  }));
}

export function sampleStart(players: number, rng: Rng): StartMove {
  return startMove(rng.int(players));
}

/** The play order from `first`, clockwise: first, first + 1, ..., wrapping round the table. */
export function orderFrom(first: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/** The log line of the draw: `{player}` is the seat, which each reader's client names. */
export const START_LOG_KEY = 'log.start-player';
