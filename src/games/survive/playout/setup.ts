import type { Draws } from './draws.js';
import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as legalModule from '../legal.js';
import * as stateModule from '../state.js';
import * as flatModule from './flat.js';
import * as turnModule from './turn.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { EXPLORERS_PER_PLAYER } = componentsModule;
const { LAND_SPACES } = boardModule;
const { isShipStart } = legalModule;
const { L, W } = stateModule;
const { flat, takeOut } = flatModule;
const { placeExplorer, placeStartShip } = turnModule;

/**
 * The setup placements of a random playout, as legalMoves lists them (legal.ts, listInto): an
 * explorer, the distinct values its seat has left (ascending) times the island spaces without an
 * explorer (in space order); a ship, the sea spaces by the island without a ship or a serpent (in
 * space order). Nothing else changes between two placements, so each list is worked out once in
 * a playout (`forgetPlacements` at its start) and then only loses what each placement takes.
 */

let explorersReady = false;
let shipsReady = false;

export function forgetPlacements(): void {
  explorersReady = false;
  shipsReady = false;
}

/** The island spaces without an explorer, in space order. */
const freeLand = new Uint8Array(LAND_SPACES.length);
let freeCount = 0;
/** left[seat * 10 + i]: the values the seat has not placed, ascending; leftCount[seat] of them. */
const left = new Int32Array(4 * EXPLORERS_PER_PLAYER);
const leftCount = new Int32Array(4);
const distinct = new Int32Array(EXPLORERS_PER_PLAYER);
const taken = new Uint8Array(133);
/** The options' explorer values, sorted once per playout's options (the same array each time). */
let sortedFor: readonly number[] | null = null;
let sorted: readonly number[] = [];

function prepareExplorers(values: readonly number[]): void {
  const f = flat;
  const b = f.b;
  taken.fill(0);
  for (let e = 0; e < f.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land) taken[b[L.EXP_AT + e]!] = 1;
  }
  freeCount = 0;
  for (const s of LAND_SPACES) if (taken[s] === 0) freeLand[freeCount++] = s;
  if (values !== sortedFor) {
    sorted = [...values].sort((x, y) => x - y);
    sortedFor = values;
  }
  for (let seat = 0; seat < f.players; seat++) {
    // legal.ts, valuesToPlace: each placed value takes one of the seat's values (taken from the
    // sorted values, which leaves them sorted: the same as sorting what is left).
    const start = seat * EXPLORERS_PER_PLAYER;
    for (let i = 0; i < sorted.length; i++) left[start + i] = sorted[i]!;
    let end = start + sorted.length;
    for (let k = 0; k < EXPLORERS_PER_PLAYER; k++) {
      const e = start + k;
      if (b[L.EXP_WHERE + e] === W.Unplaced) break;
      const value = b[L.EXP_VALUE + e]!;
      let i = start;
      while (i < end && left[i] !== value) i++;
      if (i < end) takeOut(left, i, end--);
    }
    leftCount[seat] = end - start;
  }
  explorersReady = true;
}

export function placeRandomExplorer(rng: Draws, values: readonly number[]): void {
  if (!explorersReady) prepareExplorers(values);
  const seat = flat.current;
  const start = seat * EXPLORERS_PER_PLAYER;
  const end = start + leftCount[seat]!;
  let valueCount = 0;
  for (let i = start; i < end; i++) {
    if (i === start || left[i] !== left[i - 1]) distinct[valueCount++] = left[i]!;
  }
  const pick = rng.int(valueCount * freeCount);
  const value = distinct[(pick / freeCount) | 0]!;
  const at = pick % freeCount;
  const space = freeLand[at]!;
  takeOut(freeLand, at, freeCount--);
  let i = start;
  while (left[i] !== value) i++;
  takeOut(left, i, end);
  leftCount[seat]!--;
  placeExplorer(value, space);
}

/** The spaces where a ship may start, in space order. */
const shipStarts = new Uint8Array(133);
let startCount = 0;

export function placeRandomShip(rng: Draws): void {
  const b = flat.b;
  if (!shipsReady) {
    startCount = 0;
    for (let s = 0; s < 133; s++) if (isShipStart(b, s)) shipStarts[startCount++] = s;
    shipsReady = true;
  }
  const at = rng.int(startCount);
  const space = shipStarts[at]!;
  takeOut(shipStarts, at, startCount--);
  placeStartShip(space);
}
