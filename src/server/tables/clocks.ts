import type { Actor } from '../../kernel/index.js';
import type { ClockView } from '../../protocol/schema.js';
import type { MoveRecord, SeatRecord, TimeControl } from '../storage/types.js';

/**
 * Clocks are derived from the log: every move carries its append time, so the time a player
 * spent is the gap since the previous move. Nothing but the log (and the seat records) needs
 * saving for clocks to resume after a restart. Moves made by bots cost no time.
 */
export interface ClockState {
  /** Live clocks: the time each seat had left when its turn began (before `turnStart`). */
  readonly remaining: number[];
  /** When the current wait began: the last move's time, or the start. */
  turnStart: number;
}

export function initialClock(
  tc: TimeControl,
  seats: readonly SeatRecord[],
  startedAt: number,
): ClockState {
  const initial = tc.kind === 'live' ? tc.initialMs : 0;
  return { remaining: seats.map((s) => initial + s.clockBonusMs), turnStart: startedAt };
}

export function foldClock(tc: TimeControl, clock: ClockState, move: MoveRecord): void {
  if (tc.kind === 'live' && move.actor !== 'chance' && !move.byBot) {
    const seat = move.actor;
    clock.remaining[seat] =
      (clock.remaining[seat] ?? 0) - (move.at - clock.turnStart) + tc.incrementMs;
  }
  clock.turnStart = move.at;
}

/** The humans whose time runs now: seats to move, not played by a bot. */
export function runningSeats(toMove: readonly Actor[], seats: readonly SeatRecord[]): number[] {
  return toMove.filter(
    (a): a is number => a !== 'chance' && seats[a]?.kind === 'human' && !seats[a]?.zombie,
  );
}

/** When `seat`'s time runs out if it does not move (null: never). */
export function deadline(tc: TimeControl, clock: ClockState, seat: number): number | null {
  if (tc.kind === 'live') return clock.turnStart + (clock.remaining[seat] ?? 0);
  if (tc.kind === 'async') return clock.turnStart + tc.perMoveMs;
  return null;
}

/** The clock as clients see it (docs/protocol.md, "Clock"). */
export function clockView(
  tc: TimeControl,
  clock: ClockState,
  running: readonly number[],
  now: number,
): ClockView {
  if (tc.kind === 'none') return { kind: 'none' };
  const first = running[0] ?? null;
  if (tc.kind === 'live') {
    const remainingMs = clock.remaining.map((r, seat) =>
      running.includes(seat) ? Math.max(0, r - (now - clock.turnStart)) : Math.max(0, r),
    );
    return { kind: 'live', remainingMs, running: first, at: now };
  }
  return {
    kind: 'async',
    perMoveMs: tc.perMoveMs,
    deadline: first === null ? null : clock.turnStart + tc.perMoveMs,
    running: first,
    at: now,
  };
}
