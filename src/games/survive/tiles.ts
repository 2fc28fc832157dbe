import { BACKS, TERRAINS, type Back, type Terrain } from './components.js';
import { LAND_SPACES, NB, NB_COUNT, NEIGHBOURS } from './board.js';
import { isSea, lose, passengers, removeShip, shipAt, swimmersAt } from './pieces.js';
import { L, NONE, type Buf } from './state.js';

/** Terrain tiles: which may be removed, and the backs still unseen under them. */

/**
 * The tiles that may be removed now: of the lowest terrain left (beaches, then forests, then
 * mountains), those next to the sea; when every tile of that terrain is landlocked (a beach ringed
 * by forests and mountains), any of them.
 */
export function removable(b: Buf): number[] {
  const out = new Uint8Array(LAND_SPACES.length);
  return Array.from(out.subarray(0, removableInto(b, out)));
}

function lowestTerrain(b: Buf): number {
  let lowest = 4;
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const t = b[L.TERRAIN + LAND_SPACES[i]!] as number;
    if (t > 0 && t < lowest) lowest = t;
  }
  return lowest;
}

function isCoastal(b: Buf, s: number): boolean {
  const end = s * 6 + NB_COUNT[s]!;
  for (let i = s * 6; i < end; i++) if (b[L.TERRAIN + NB[i]!] === 0) return true;
  return false;
}

/** Whether any tile of this terrain is next to the sea. */
function anyCoastal(b: Buf, terrain: number): boolean {
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const s = LAND_SPACES[i]!;
    if (b[L.TERRAIN + s] === terrain && isCoastal(b, s)) return true;
  }
  return false;
}

/** removable(b), written to `out`; returns how many. */
export function removableInto(b: Buf, out: Uint8Array): number {
  const lowest = lowestTerrain(b);
  if (lowest === 4) return 0;
  const coastalOnly = anyCoastal(b, lowest);
  let count = 0;
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const s = LAND_SPACES[i]!;
    if (b[L.TERRAIN + s] === lowest && (!coastalOnly || isCoastal(b, s))) out[count++] = s;
  }
  return count;
}

/** Whether `space` is among removable(b). */
export function isRemovable(b: Buf, space: number): boolean {
  const lowest = lowestTerrain(b);
  if (lowest === 4 || b[L.TERRAIN + space] !== lowest) return false;
  return isCoastal(b, space) || !anyCoastal(b, lowest);
}

export const terrainIndex = (t: Terrain): number => TERRAINS.indexOf(t) + 1;
export const terrainOf = (code: number): Terrain => TERRAINS[code - 1] as Terrain;
export const backIndex = (back: Back): number => BACKS.indexOf(back);

/** The unseen backs of a terrain, with how many of each. */
export function backPool(b: Buf, terrain: number): { back: Back; count: number }[] {
  const out: { back: Back; count: number }[] = [];
  BACKS.forEach((back, i) => {
    const count = b[L.BACKS + (terrain - 1) * 12 + i] as number;
    if (count > 0) out.push({ back, count });
  });
  return out;
}

/** A whirlpool swallows everything in the space and in every neighbouring sea space. */
export function whirlpool(b: Buf, s: number, players: number): void {
  for (const space of [s, ...(NEIGHBOURS[s] ?? [])]) {
    if (!isSea(b, space)) continue;
    for (const e of swimmersAt(b, space, players)) lose(b, e);
    const ship = shipAt(b, space);
    if (ship !== NONE) {
      for (const e of passengers(b, ship, players)) lose(b, e);
      removeShip(b, ship);
    }
    b[L.CREATURES + space] = 0;
  }
}
