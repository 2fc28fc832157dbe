import { COL_OF, ROW_OF, ROWS } from '../../../../src/games/survive/board.js';
import { SAFE_ISLES } from '../../../../src/games/survive/components.js';

/**
 * Where things are on the drawn map, in the SVG's own units: pointy-top hexes of radius R in
 * offset rows (even rows shifted half a hex right, as the rules' board.ts numbers them), with a
 * margin around for the row and column numbers.
 */
export const R = 30;
export const W = Math.sqrt(3) * R;
export const MARGIN_X = 24;
export const MARGIN_Y = 22;
export const COLUMNS = 12;
export const WIDTH = MARGIN_X * 2 + (COLUMNS + 0.5) * W;
export const HEIGHT = MARGIN_Y * 2 + 2 * R + (ROWS - 1) * 1.5 * R;

export function centre(row: number, col: number): [number, number] {
  return [MARGIN_X + col * W + (row % 2 === 0 ? W / 2 : 0) + W / 2, MARGIN_Y + R + row * 1.5 * R];
}

export const spaceCentre = (s: number): [number, number] =>
  centre(ROW_OF[s] as number, COL_OF[s] as number);

export const isleCentre = (isle: number): [number, number] => {
  const [r, c] = SAFE_ISLES.value[isle] as readonly [number, number];
  return centre(r, c);
};

/** The hexagon's corners around (0, 0), as an SVG points list. */
export const HEX_POINTS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 30);
  return `${(R * Math.cos(a)).toFixed(2)},${(R * Math.sin(a)).toFixed(2)}`;
}).join(' ');

/**
 * A space's name as the rules' log and prompts write it ("row,column", from 0), which the map
 * prints in each space and along its edges (rows down the sides, columns along the top and the
 * bottom).
 */
export const spaceLabel = (s: number) => `${ROW_OF[s]},${COL_OF[s]}`;

/** Where a place on the map is: a space, or a safe isle. */
export type Spot = { readonly space: number } | { readonly isle: number };

export const spotCentre = (spot: Spot): [number, number] =>
  'space' in spot ? spaceCentre(spot.space) : isleCentre(spot.isle);

/** One piece drawn in a space: its offset from the centre and its scale. */
export interface Slot {
  readonly dx: number;
  readonly dy: number;
  readonly scale: number;
}

/**
 * Slots for `n` pieces sharing the free part of a space: the whole hex, or its upper part when a
 * ship takes the lower one. Pieces shrink as they crowd in.
 */
export function slots(n: number, withShip: boolean): Slot[] {
  if (n <= 0) return [];
  if (withShip) {
    if (n === 1) return [{ dx: 0, dy: -17, scale: 0.62 }];
    const scale = n === 2 ? 0.55 : n <= 3 ? 0.5 : 0.4;
    const span = Math.min(34, 12 * (n - 1));
    return Array.from({ length: n }, (_, i) => ({
      dx: -span / 2 + (span / (n - 1)) * i,
      dy: -17 + (n > 2 && i % 2 === 1 ? -3 : 0),
      scale,
    }));
  }
  if (n === 1) return [{ dx: 0, dy: 1, scale: 1 }];
  if (n === 2)
    return [
      { dx: -11, dy: 1, scale: 0.8 },
      { dx: 11, dy: 1, scale: 0.8 },
    ];
  if (n === 3)
    return [
      { dx: -12, dy: -7, scale: 0.68 },
      { dx: 12, dy: -7, scale: 0.68 },
      { dx: 0, dy: 11, scale: 0.68 },
    ];
  if (n === 4)
    return [
      { dx: -11, dy: -8, scale: 0.62 },
      { dx: 11, dy: -8, scale: 0.62 },
      { dx: -11, dy: 11, scale: 0.62 },
      { dx: 11, dy: 11, scale: 0.62 },
    ];
  const cols = n <= 6 ? 3 : 4;
  const rows = Math.ceil(n / cols);
  const scale = n <= 6 ? 0.52 : n <= 12 ? 0.4 : 0.32;
  const dx = cols === 3 ? 14 : 11;
  const dy = Math.min(15, 36 / rows);
  return Array.from({ length: n }, (_, i) => {
    const r = Math.floor(i / cols);
    const inRow = Math.min(cols, n - r * cols);
    const c = i % cols;
    return {
      dx: (c - (inRow - 1) / 2) * dx,
      dy: (r - (rows - 1) / 2) * dy + 2,
      scale,
    };
  });
}

/** Passengers stand on the deck of a ship drawn at (0, SHIP_DY). */
export const SHIP_DY = 9;
export const deckSlot = (i: number): Slot => ({ dx: (i - 1) * 11, dy: SHIP_DY - 8, scale: 0.56 });
