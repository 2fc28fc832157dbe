import type { TimeControl } from '../storage/types.js';
import type { PlayNowPace } from '../../protocol/play-now.js';

/**
 * Whom a rated Play now request may meet (issue 42), as lichess's pairing does: ratings within a
 * range that starts narrow and widens with the wait, by a step every few seconds, up to a cap.
 * Both requests' ranges must accept the other. Pure: the matcher (matcher.ts) gives the times.
 */
export const RANGE_START = 100;
export const RANGE_STEP = 50;
/** Seconds of waiting per step. */
export const RANGE_STEP_S = 5;
export const RANGE_MAX = 500;

/** The range (±) a request accepts after waiting `waitedMs`; `secondMs`: ms in a second. */
export function ratingRange(waitedMs: number, secondMs = 1000): number {
  const steps = Math.floor(Math.max(0, waitedMs) / (RANGE_STEP_S * secondMs));
  return Math.min(RANGE_MAX, RANGE_START + steps * RANGE_STEP);
}

export interface Rated {
  readonly rating: number;
  readonly createdAt: number;
}

/** Whether two rated requests accept each other at `now`. */
export function ratingsMeet(a: Rated, b: Rated, now: number, secondMs = 1000): boolean {
  const gap = Math.abs(a.rating - b.rating);
  return (
    gap <= ratingRange(now - a.createdAt, secondMs) &&
    gap <= ratingRange(now - b.createdAt, secondMs)
  );
}

/** A pace as a table's time control (the lobby's: ten decisions' time to start, plus one a move). */
export function paceControl(pace: PlayNowPace): TimeControl {
  const [kind, value] = pace.split(':');
  const n = Number(value);
  if (kind === 'h') return { kind: 'async', perMoveMs: n * 3_600_000 };
  return n > 0 ? { kind: 'live', initialMs: n * 10_000, incrementMs: n * 1000 } : { kind: 'none' };
}

/** The pool a request waits in: who may share its table. */
export function poolOf(game: string, pace: string, players: number, rated: boolean): string {
  return `${game}|${pace}|${players}|${rated ? 'rated' : 'casual'}`;
}
