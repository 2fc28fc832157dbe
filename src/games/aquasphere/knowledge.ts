import { derived } from './derived.js';
import type { AqState, RedLine } from './state.js';

/**
 * The knowledge track: 50 spaces a lap (pack), the lap counted by the "0+" counter, so a
 * player's knowledge is one number. Red lines lie just before some spaces of every lap: to cross
 * one, pay a crystal, or with no crystal return a programmed bot (without its time markers);
 * otherwise the counter stops just before the line and the rest is lost. A counter never goes
 * back behind a red line it has crossed.
 */

/** The first red line crossed going from `from` (exclusive) up to `to` (inclusive): the space
 * just past it, or -1. */
export function nextRedLine(state: AqState, from: number, to: number): number {
  const lap = state.options.pack.knowledgeTrack.length;
  const lines = derived(state.options.pack).redLines;
  for (let base = Math.floor(from / lap) * lap; base <= to; base += lap) {
    for (const l of lines) {
      const t = base + l;
      if (t > from && t <= to) return t;
    }
  }
  return -1;
}

/** The space just past the last red line at or behind `kp` (0 if none): the counter's floor. */
export function redLineFloor(state: AqState, kp: number): number {
  const lap = state.options.pack.knowledgeTrack.length;
  const lines = derived(state.options.pack).redLines;
  let floor = 0;
  for (let base = 0; base <= kp; base += lap) {
    for (const l of lines) if (base + l <= kp) floor = base + l;
  }
  return floor;
}

/**
 * Moves a seat's counter by `delta`. Going up, it stops at each red line it reaches: if the player
 * can pay (a crystal, or with none a programmed bot) the state awaits their choice and this
 * returns the pending red line; otherwise the counter stops before the line. Going down, it
 * stops at the last red line crossed. Returns null when the counter has finished moving.
 */
export function moveCounter(
  state: AqState,
  seat: number,
  delta: number,
  then: RedLine['then'],
): RedLine | null {
  const p = state.seats[seat]!;
  if (delta <= 0) {
    p.kp = Math.max(p.kp + delta, redLineFloor(state, p.kp));
    return null;
  }
  return advance(state, seat, p.kp + delta, then);
}

/** Moves the counter up towards `target`, stopping at the first red line it must pay for. */
export function advance(
  state: AqState,
  seat: number,
  target: number,
  then: RedLine['then'],
): RedLine | null {
  const p = state.seats[seat]!;
  const line = nextRedLine(state, p.kp, target);
  if (line < 0) {
    p.kp = target;
    return null;
  }
  p.kp = line - 1;
  // Nothing to pay with: the counter stops before the line, and the rest is lost.
  if (p.crystals === 0 && p.programmed.length === 0) return null;
  return { seat, line, target, then };
}
