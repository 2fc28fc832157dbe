import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as piecesModule from '../pieces.js';
import * as stateModule from '../state.js';
import * as flatModule from './flat.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { PIECE_COUNTS, SHIP_CAPACITY } = componentsModule;
const { NB, NB_COUNT } = boardModule;
const { SHIP_IDS } = piecesModule;
const { L, NONE } = stateModule;
const { flat } = flatModule;

/**
 * What the movement step asks of the ships, kept between moves: per space, the ships next to it
 * (all, and those with room aboard), and per ship, the seats that control it. Ships move, load
 * and sink far less often than explorers step: refreshShips compares each ship with what it was
 * when last seen and changes only what a changed ship changes.
 */

const nearAll = new Int32Array(133);
const nearRoom = new Int32Array(133);
/** Each ship's space and load when last seen (NONE: off the board). */
const seenSpace = new Int32Array(SHIP_IDS);
const seenLoad = new Int32Array(SHIP_IDS);
/** controllers[ship]: a bit per seat that may move it (movement.ts, inControl). */
const controllers = new Int32Array(SHIP_IDS);

/** The seats with most explorers aboard (flat.aboard), ties shared. */
function majority(ship: number, players: number): number {
  const aboard = flat.aboard;
  let most = 0;
  for (let s = 0; s < players; s++) most = Math.max(most, aboard[ship * 4 + s]!);
  let mask = 0;
  for (let s = 0; s < players; s++) if (aboard[ship * 4 + s] === most) mask |= 1 << s;
  return mask;
}

/** Forgets every ship: for a new playout. */
export function resetShips(): void {
  nearAll.fill(0);
  nearRoom.fill(0);
  seenSpace.fill(NONE);
  seenLoad.fill(0);
}

function mark(here: number, load: number, sign: number): void {
  const room = load < SHIP_CAPACITY ? sign : 0;
  const end = here * 6 + NB_COUNT[here]!;
  for (let i = here * 6; i < end; i++) {
    const n = NB[i]!;
    nearAll[n]! += sign;
    nearRoom[n]! += room;
  }
}

/** What refreshShips found: nothing changed, only who controls some ship, or more. */
export const SHIPS_SAME = 0;
export const SHIPS_CONTROL = 1;
export const SHIPS_MOVED = 2;

/**
 * Brings the maps up to date; returns what changed since the last call: SHIPS_CONTROL when ships
 * only changed loads without filling up or making room (which change who controls them, not the
 * maps), else SHIPS_MOVED.
 */
export function refreshShips(b: readonly number[], players: number): number {
  const everyone = (1 << players) - 1;
  let changed = SHIPS_SAME;
  const placed = placedShips(b);
  for (let ship = 0; ship < placed; ship++) {
    const here = b[L.SHIP_SPACE + ship]!;
    const load = b[L.SHIP_LOAD + ship]!;
    if (here === seenSpace[ship] && load === seenLoad[ship]) continue;
    const full = load >= SHIP_CAPACITY;
    if (here !== seenSpace[ship] || full !== seenLoad[ship]! >= SHIP_CAPACITY) {
      changed = SHIPS_MOVED;
    } else if (changed === SHIPS_SAME) changed = SHIPS_CONTROL;
    controllers[ship] = load === 0 ? everyone : majority(ship, players);
    if (seenSpace[ship] !== NONE) mark(seenSpace[ship]!, seenLoad[ship]!, -1);
    if (here !== NONE) mark(here, load, 1);
    seenSpace[ship] = here;
    seenLoad[ship] = load;
  }
  return changed;
}

/** Ships enter play in id order: those not yet placed (the supply's) need no look. */
export const placedShips = (b: readonly number[]): number =>
  PIECE_COUNTS.value.ships - b[L.SUPPLY]!;

/** The ships with room aboard next to a space. */
export const roomAround = (s: number): number => nearRoom[s]!;
export const controls = (ship: number, seat: number): boolean =>
  ((controllers[ship]! >> seat) & 1) === 1;
/**
 * A ship's sailing steps: its sea neighbours without a ship (ships are only ever on the sea, so
 * every ship next to it is on one of them).
 */
export const sailsOf = (b: readonly number[], ship: number): number => {
  const here = b[L.SHIP_SPACE + ship]!;
  return flat.seaAround[here]! - nearAll[here]!;
};
