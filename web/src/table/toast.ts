import type { Viewer } from '../../../src/kernel/index.js';
import type { LastMove } from '../games/types';

/**
 * Whether a move deserves a toast: another player's decision. Not the viewer's own moves, which
 * they made; nor chance, whatever turn it falls in: dice, tiles and cards turned up are drawn on
 * the board itself (the dice roll in, a tile's creature appears), and a line such as "Program
 * card P7 is turned face up" between every decision only hid the board. Every move stays in the
 * log.
 */
export function deservesToast(move: LastMove, viewer: Viewer): boolean {
  return move.actor !== 'chance' && move.actor !== viewer;
}
