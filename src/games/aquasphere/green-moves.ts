import { ACT } from './moves-table.js';
import { GREEN } from './pack.js';
import type { AqMove } from './state.js';

/**
 * The green actions with letters, made once and shared like the other moves in moves-table.ts, so
 * that listing legal moves builds no subsets and no move objects. Frozen: they reach every caller
 * of legalMoves, and a caller that changed one would change every later list.
 */

const POSITIONS = 6;
const MASKS = 1 << POSITIONS;

/** Bits of a mask, ascending. */
function bits(mask: number): number[] {
  const out: number[] = [];
  for (let at = 0; at < POSITIONS; at++) if (mask & (1 << at)) out.push(at);
  return out;
}

/**
 * SUBSETS[mask][max]: the subsets of `mask` of at most `max` positions, as masks, in the order
 * legal moves list them: the empty one first, then for each position ascending, every subset so
 * far that still has room, with that position added.
 */
const SUBSETS: readonly (readonly (readonly number[])[])[] = Array.from(
  { length: MASKS },
  (_, mask) =>
    Array.from({ length: POSITIONS + 1 }, (_, max) => {
      const out = [0];
      for (const at of bits(mask)) {
        for (let i = 0, n = out.length; i < n; i++)
          if (bits(out[i]!).length < max) out.push(out[i]! | (1 << at));
      }
      return Object.freeze(out);
    }),
);

/** GREEN_ACT[pos][mask]: the green action at ring position `pos` placing bots at `mask`. */
const GREEN_ACT: readonly (readonly AqMove[])[] = Array.from({ length: POSITIONS }, (_, sector) =>
  Array.from({ length: MASKS }, (_, mask): AqMove =>
    mask === 0
      ? ACT[sector]![GREEN]!
      : Object.freeze({
          type: 'act',
          sector,
          colour: 'green',
          letters: Object.freeze(bits(mask)),
        }),
  ),
);

/**
 * Writes into `out` from index `n` every green action at `pos` with letters among `targets` (a
 * mask), at most `max` of them (the bots in supply), the one without letters first; returns the
 * index past the last.
 */
export function putGreenActs(
  out: AqMove[],
  n: number,
  pos: number,
  targets: number,
  max: number,
): number {
  const moves = GREEN_ACT[pos]!;
  for (const sub of SUBSETS[targets]![Math.min(max, POSITIONS)]!) out[n++] = moves[sub]!;
  return n;
}
