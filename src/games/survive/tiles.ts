import type { Back, Terrain } from './components.js';
import * as componentsModule from './components.js';
import * as boardModule from './board.js';
import * as piecesModule from './pieces.js';
import type { Buf } from './state.js';
import * as stateModule from './state.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { BACKS, EXPLORERS_PER_PLAYER, TERRAINS } = componentsModule;
const { LAND_SPACES, NB, NB_COUNT } = boardModule;
const { isSea, lose, removeShip, shipAt } = piecesModule;
const { L, NONE, W } = stateModule;

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

const inland = new Uint8Array(LAND_SPACES.length);

/** removable(b), written to `out`; returns how many. */
export function removableInto(b: Buf, out: Uint8Array): number {
  const lowest = lowestTerrain(b);
  if (lowest === 4) return 0;
  // One pass: the coastal tiles of the lowest terrain to `out`, the others aside, used only
  // when none is coastal.
  let count = 0;
  let landlocked = 0;
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const s = LAND_SPACES[i]!;
    if (b[L.TERRAIN + s] !== lowest) continue;
    if (isCoastal(b, s)) out[count++] = s;
    else inland[landlocked++] = s;
  }
  if (count > 0) return count;
  // None coastal: any of them, in space order (all were set aside in order).
  out.set(inland.subarray(0, landlocked));
  return landlocked;
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

/** swallowed[space] === stamp: the whirlpool being played swallows that space. */
const swallowed = new Uint32Array(133);
let stamp = 0;

/** A whirlpool swallows everything in the space and in every neighbouring sea space. */
export function whirlpool(b: Buf, s: number, players: number): void {
  // The spaces it swallows are marked, for one pass over the explorers.
  stamp++;
  const end = s * 6 + NB_COUNT[s]!;
  for (let i = s * 6 - 1; i < end; i++) {
    const space = i < s * 6 ? s : NB[i]!;
    if (isSea(b, space)) swallowed[space] = stamp;
  }
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e];
    if (w === W.Sea && swallowed[b[L.EXP_AT + e]!] === stamp) lose(b, e);
    else if (w === W.Aboard && swallowed[b[L.SHIP_SPACE + b[L.EXP_AT + e]!]!] === stamp) {
      lose(b, e);
    }
  }
  for (let i = s * 6 - 1; i < end; i++) {
    const space = i < s * 6 ? s : NB[i]!;
    if (swallowed[space] !== stamp) continue;
    const ship = shipAt(b, space);
    if (ship !== NONE) removeShip(b, ship);
    b[L.CREATURES + space] = 0;
  }
}
