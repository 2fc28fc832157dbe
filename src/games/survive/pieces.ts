import * as componentsModule from './components.js';
import type { Buf } from './state.js';
import * as stateModule from './state.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { EXPLORERS_PER_PLAYER } = componentsModule;
const { L, NONE, W } = stateModule;

/**
 * Queries and changes on the byte buffer of a state (see L in state.ts). Changes mutate the
 * buffer given: rules call them only on a fresh copy.
 */

export const SERPENT = 0;
export const SHARK = 1;
export const WHALE = 2;

export const isSea = (b: Buf, s: number): boolean => b[L.TERRAIN + s] === 0;
export const isLand = (b: Buf, s: number): boolean => (b[L.TERRAIN + s] as number) > 0;
export const shipAt = (b: Buf, s: number): number => b[L.SHIP_AT + s] as number;
export const creatureCount = (b: Buf, kind: number, s: number): number =>
  ((b[L.CREATURES + s] as number) >> (3 * kind)) & 7;

/** Adds `delta` creatures of a kind to a space. */
export function addCreature(b: Buf, kind: number, s: number, delta: number): void {
  b[L.CREATURES + s] = (b[L.CREATURES + s] as number) + delta * (1 << (3 * kind));
}

/** Whether any creature is in a space. */
export const anyCreature = (b: Buf, s: number): boolean => b[L.CREATURES + s] !== 0;
export const where = (b: Buf, e: number): number => b[L.EXP_WHERE + e] as number;
export const at = (b: Buf, e: number): number => b[L.EXP_AT + e] as number;
export const valueOf = (b: Buf, e: number): number => b[L.EXP_VALUE + e] as number;
export const swam = (b: Buf, e: number): boolean => b[L.EXP_SWAM + e] === 1;
export const shipSpace = (b: Buf, ship: number): number => b[L.SHIP_SPACE + ship] as number;
export const shipLoad = (b: Buf, ship: number): number => b[L.SHIP_LOAD + ship] as number;
export const ownerOf = (e: number): number => (e / EXPLORERS_PER_PLAYER) | 0;

/** A swimmer dies where a serpent or a shark is. */
export const deadlyForSwimmers = (b: Buf, s: number): boolean =>
  creatureCount(b, SERPENT, s) > 0 || creatureCount(b, SHARK, s) > 0;
/** An occupied ship founders where a serpent or a whale is. */
export const deadlyForShips = (b: Buf, s: number): boolean =>
  creatureCount(b, SERPENT, s) > 0 || creatureCount(b, WHALE, s) > 0;

export function setExplorer(b: Buf, e: number, w: number, place: number): void {
  b[L.EXP_WHERE + e] = w;
  b[L.EXP_AT + e] = place;
}

export function lose(b: Buf, e: number): void {
  setExplorer(b, e, W.Lost, NONE);
}

/** Explorers of every seat in play order; `players * 10` of them. */
export function explorerCount(players: number): number {
  return players * EXPLORERS_PER_PLAYER;
}

export function swimmersAt(b: Buf, s: number, players: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Sea && b[L.EXP_AT + e] === s) out.push(e);
  }
  return out;
}

export function passengers(b: Buf, ship: number, players: number): number[] {
  const out: number[] = [];
  if (shipLoad(b, ship) === 0) return out;
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Aboard && b[L.EXP_AT + e] === ship) out.push(e);
  }
  return out;
}

const seatCounts = [0, 0, 0, 0];

/** A bit per seat that may move the ship: anyone when empty, else the majority, ties shared. */
export function controllers(b: Buf, ship: number, players: number): number {
  if (shipLoad(b, ship) === 0) return (1 << players) - 1;
  seatCounts.fill(0);
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Aboard && b[L.EXP_AT + e] === ship) {
      seatCounts[ownerOf(e)]!++;
    }
  }
  let most = 0;
  for (let seat = 0; seat < players; seat++) most = Math.max(most, seatCounts[seat]!);
  let mask = 0;
  for (let seat = 0; seat < players; seat++) if (seatCounts[seat] === most) mask |= 1 << seat;
  return mask;
}

/** Swimmers per space, counted in one pass (for the many questions about several spaces). */
export function swimmerCounts(b: Buf, players: number, out: Uint8Array): Uint8Array {
  out.fill(0);
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Sea) out[b[L.EXP_AT + e]!]!++;
  }
  return out;
}

export function removeShip(b: Buf, ship: number): void {
  const s = shipSpace(b, ship);
  if (s !== NONE) b[L.SHIP_AT + s] = NONE;
  b[L.SHIP_SPACE + ship] = NONE;
  b[L.SHIP_LOAD + ship] = 0;
}

export function eatSwimmers(b: Buf, s: number, players: number): void {
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Sea && b[L.EXP_AT + e] === s) lose(b, e);
  }
}

/** A ship is sunk with everyone aboard (a sea serpent). */
export function sinkWithAll(b: Buf, ship: number, players: number): void {
  for (const e of passengers(b, ship, players)) lose(b, e);
  removeShip(b, ship);
}

/**
 * A ship is lost and its passengers become swimmers in its space; where a shark or a serpent is,
 * they are eaten at once.
 */
export function capsize(b: Buf, ship: number, players: number): void {
  const s = shipSpace(b, ship);
  for (const e of passengers(b, ship, players)) setExplorer(b, e, W.Sea, s);
  removeShip(b, ship);
  if (deadlyForSwimmers(b, s)) eatSwimmers(b, s, players);
}

/** What an occupied ship meets on arriving in (or being boarded in) its space. */
export function shipMeetsCreatures(b: Buf, ship: number, players: number): void {
  if (shipLoad(b, ship) === 0) return;
  const s = shipSpace(b, ship);
  if (creatureCount(b, SERPENT, s) > 0) sinkWithAll(b, ship, players);
  else if (creatureCount(b, WHALE, s) > 0) capsize(b, ship, players);
}

export function placeShip(b: Buf, ship: number, s: number): void {
  b[L.SHIP_SPACE + ship] = s;
  b[L.SHIP_AT + s] = ship;
  b[L.SHIP_LOAD + ship] = 0;
}

export function boardShip(b: Buf, e: number, ship: number): void {
  if (b[L.EXP_WHERE + e] === W.Aboard) {
    const from = b[L.EXP_AT + e] as number;
    b[L.SHIP_LOAD + from] = (b[L.SHIP_LOAD + from] as number) - 1;
  }
  setExplorer(b, e, W.Aboard, ship);
  b[L.SHIP_LOAD + ship] = (b[L.SHIP_LOAD + ship] as number) + 1;
}

export function leaveShip(b: Buf, e: number): void {
  const ship = b[L.EXP_AT + e] as number;
  b[L.SHIP_LOAD + ship] = (b[L.SHIP_LOAD + ship] as number) - 1;
}

/** Ships placed so far: the ids of ships that have entered play are 0 .. placed - 1. */
export const SHIP_IDS = 12;

/** Explorers still to be rescued (on land, aboard or swimming) of a seat. */
export function inPlay(b: Buf, seat: number): number {
  let n = 0;
  for (let k = 0; k < EXPLORERS_PER_PLAYER; k++) {
    const w = b[L.EXP_WHERE + seat * EXPLORERS_PER_PLAYER + k];
    if (w === W.Land || w === W.Aboard || w === W.Sea) n++;
  }
  return n;
}
