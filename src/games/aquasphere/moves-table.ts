import { COLOURS, type Colour } from './pack.js';
import type { AqMove } from './state.js';

/**
 * The moves a player can make, made once and shared: listing legal moves then only gathers
 * references, which keeps random playouts fast. Moves are plain data, never changed.
 */
export const PASS: AqMove = { type: 'pass' };
export const BUY: readonly AqMove[] = COLOURS.map((colour) => ({ type: 'buy', colour }));
export const RETURN: readonly AqMove[] = COLOURS.map((colour) => ({ type: 'return', colour }));
/** ACT[sector][colour], without letters. */
export const ACT: readonly (readonly AqMove[])[] = [0, 1, 2, 3, 4, 5].map((sector) =>
  COLOURS.map((colour) => ({ type: 'act', sector, colour })),
);
export const PAY_CRYSTAL: AqMove = { type: 'redline', pay: 'crystal' };
export const STOP: AqMove = { type: 'redline', pay: 'stop' };
export const PAY_BOT: readonly AqMove[] = COLOURS.map((colour) => ({
  type: 'redline',
  pay: 'bot',
  colour,
}));

export const colourIndex = (c: Colour): number => COLOURS.indexOf(c);
