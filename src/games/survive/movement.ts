import * as componentsModule from './components.js';
import * as boardModule from './board.js';
import * as piecesModule from './pieces.js';
import type { SurviveMove, Buf } from './state.js';
import * as stateModule from './state.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { EXPLORERS_PER_PLAYER, SHIP_CAPACITY } = componentsModule;
const { ACCESS_ISLE, ISLE_OF, NB, NB_COUNT, NEIGHBOURS } = boardModule;
const {
  at,
  boardShip,
  controllers,
  deadlyForSwimmers,
  isLand,
  isSea,
  leaveShip,
  lose,
  ownerOf,
  setExplorer,
  shipAt,
  shipLoad,
  shipMeetsCreatures,
  shipSpace,
  swam,
  where,
  SHIP_IDS,
} = piecesModule;
const { L, NONE, W } = stateModule;

/**
 * Moving explorers and ships, one step at a time: each step costs one movement point (the
 * dolphin and wind tiles give free steps). Legality is written once, as checks returning a rule
 * error code; the move lists are the candidates that pass them.
 */

type ExplorerMove = Extract<SurviveMove, { type: 'walk' | 'swim' | 'board' | 'ashore' }>;

const isAdjacent = (a: number, b: number): boolean => (NEIGHBOURS[a] ?? []).includes(b);

/** Why `seat` may not make this explorer step now, or null if it may. */
export function explorerStepError(
  b: Buf,
  players: number,
  seat: number,
  move: ExplorerMove,
): string | null {
  const e = move.explorer;
  if (!Number.isInteger(e) || e < 0 || e >= players * EXPLORERS_PER_PLAYER) {
    return 'survive.no-such-explorer';
  }
  if (ownerOf(e) !== seat) return 'survive.not-your-explorer';
  const w = where(b, e);
  if (w !== W.Land && w !== W.Aboard && w !== W.Sea) return 'survive.explorer-out-of-play';
  const here = w === W.Aboard ? shipSpace(b, at(b, e)) : at(b, e);
  switch (move.type) {
    case 'walk':
      if (w !== W.Land) return 'survive.no-return-to-land';
      if (!isValidSpace(move.space) || !isLand(b, move.space)) return 'survive.not-land';
      if (!isAdjacent(here, move.space)) return 'survive.not-adjacent';
      return null;
    case 'swim':
      if (!isValidSpace(move.space) || !isSea(b, move.space)) return 'survive.not-sea';
      if (swam(b, e)) return 'survive.already-swam';
      // From a ship an explorer jumps into the water of the ship's own space.
      if (w === W.Aboard ? move.space !== here : !isAdjacent(here, move.space)) {
        return 'survive.not-adjacent';
      }
      return null;
    case 'board': {
      const ship = move.ship;
      if (!Number.isInteger(ship) || ship < 0 || ship >= SHIP_IDS || shipSpace(b, ship) === NONE) {
        return 'survive.no-such-ship';
      }
      if (w === W.Aboard && at(b, e) === ship) return 'survive.already-aboard';
      if (shipLoad(b, ship) >= SHIP_CAPACITY) return 'survive.ship-full';
      const there = shipSpace(b, ship);
      // A swimmer boards only a ship in its own space; from land or a ship, the next space.
      if (w === W.Sea ? there !== here : !isAdjacent(here, there)) return 'survive.not-adjacent';
      return null;
    }
    case 'ashore':
      if (w === W.Land) return 'survive.not-from-land';
      if (!Number.isInteger(move.isle) || ACCESS_ISLE[here] !== move.isle) {
        return 'survive.not-by-isle';
      }
      return null;
  }
}

function isValidSpace(s: number): boolean {
  return Number.isInteger(s) && s >= 0 && s < 133;
}

/** Makes an explorer step (already checked), with what it meets where it arrives. */
export function applyExplorerStep(b: Buf, players: number, move: ExplorerMove): void {
  const e = move.explorer;
  const w = where(b, e);
  switch (move.type) {
    case 'walk':
      setExplorer(b, e, W.Land, move.space);
      return;
    case 'swim':
      if (w === W.Aboard) leaveShip(b, e);
      setExplorer(b, e, W.Sea, move.space);
      b[L.EXP_SWAM + e] = 1;
      if (deadlyForSwimmers(b, move.space)) lose(b, e);
      return;
    case 'board':
      boardShip(b, e, move.ship);
      // Boarding a ship that shares its space with a serpent or a whale: as if the ship came to
      // the creature (docs/rules-decisions.md, "boarding beside a creature").
      shipMeetsCreatures(b, move.ship, players);
      return;
    case 'ashore':
      if (w === W.Aboard) leaveShip(b, e);
      setExplorer(b, e, W.Safe, move.isle);
      return;
  }
}

/** A swimmer moved by a dolphin: one sea step, free, not counted as its own swim. */
export function dolphinStepError(b: Buf, e: number, space: number): string | null {
  if (where(b, e) !== W.Sea) return 'survive.not-a-swimmer';
  if (!isValidSpace(space) || !isSea(b, space)) return 'survive.not-sea';
  if (!isAdjacent(at(b, e), space)) return 'survive.not-adjacent';
  return null;
}

export function applyDolphinStep(b: Buf, e: number, space: number): void {
  setExplorer(b, e, W.Sea, space);
  if (deadlyForSwimmers(b, space)) lose(b, e);
}

export function sailError(
  b: Buf,
  players: number,
  seat: number,
  ship: number,
  space: number,
): string | null {
  if (!Number.isInteger(ship) || ship < 0 || ship >= SHIP_IDS || shipSpace(b, ship) === NONE) {
    return 'survive.no-such-ship';
  }
  if ((controllers(b, ship, players) & (1 << seat)) === 0) return 'survive.not-in-control';
  if (!isValidSpace(space) || !isSea(b, space)) return 'survive.not-sea';
  if (!isAdjacent(shipSpace(b, ship), space)) return 'survive.not-adjacent';
  if (shipAt(b, space) !== NONE) return 'survive.space-has-ship';
  return null;
}

export function applySail(b: Buf, players: number, ship: number, space: number): void {
  b[L.SHIP_AT + shipSpace(b, ship)] = NONE;
  b[L.SHIP_AT + space] = ship;
  b[L.SHIP_SPACE + ship] = space;
  shipMeetsCreatures(b, ship, players);
}

// Moves are interned: the same step is always the same object, so listing moves allocates
// nothing. The tables are dense arrays filled once, indexed by number.
function table(n: number, make: (i: number) => SurviveMove): readonly SurviveMove[] {
  const out: SurviveMove[] = [];
  for (let i = 0; i < n; i++) out.push(make(i));
  return out;
}
const WALKS = table(40 * 133, (i) => ({ type: 'walk', explorer: (i / 133) | 0, space: i % 133 }));
const SWIMS = table(40 * 133, (i) => ({ type: 'swim', explorer: (i / 133) | 0, space: i % 133 }));
const SAILS = table(SHIP_IDS * 133, (i) => ({ type: 'sail', ship: (i / 133) | 0, space: i % 133 }));
const BOARDS = table(40 * SHIP_IDS, (i) => ({
  type: 'board',
  explorer: (i / SHIP_IDS) | 0,
  ship: i % SHIP_IDS,
}));
const ASHORES = table(40 * 4, (i) => ({ type: 'ashore', explorer: i >> 2, isle: i & 3 }));
export const walkMove = (explorer: number, space: number): SurviveMove =>
  WALKS[explorer * 133 + space]!;
export const swimMove = (explorer: number, space: number): SurviveMove =>
  SWIMS[explorer * 133 + space]!;
export const sailMove = (ship: number, space: number): SurviveMove => SAILS[ship * 133 + space]!;
export const boardMove = (explorer: number, ship: number): SurviveMove =>
  BOARDS[explorer * SHIP_IDS + ship]!;
export const ashoreMove = (explorer: number, isle: number): SurviveMove =>
  ASHORES[explorer * 4 + isle]!;
export const DONE: SurviveMove = { type: 'done' };

/**
 * Every step `seat` may make with its explorers, in id order, written to out[n0..]; returns the
 * new end.
 */
export function explorerSteps(
  b: Buf,
  players: number,
  seat: number,
  out: SurviveMove[],
  n0: number,
): number {
  let k = n0;
  const first = seat * EXPLORERS_PER_PLAYER;
  for (let e = first; e < first + EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e];
    if (w === W.Land) {
      const here = b[L.EXP_AT + e]!;
      const swum = b[L.EXP_SWAM + e] === 1;
      const end = here * 6 + NB_COUNT[here]!;
      for (let i = here * 6; i < end; i++) {
        const n = NB[i]!;
        if (b[L.TERRAIN + n]! > 0) out[k++] = WALKS[e * 133 + n]!;
        else {
          if (!swum) out[k++] = SWIMS[e * 133 + n]!;
          const ship = b[L.SHIP_AT + n]!;
          if (ship !== NONE && b[L.SHIP_LOAD + ship]! < SHIP_CAPACITY) {
            out[k++] = BOARDS[e * SHIP_IDS + ship]!;
          }
        }
      }
    } else if (w === W.Aboard) {
      const ship = b[L.EXP_AT + e]!;
      const here = b[L.SHIP_SPACE + ship]!;
      const end = here * 6 + NB_COUNT[here]!;
      for (let i = here * 6; i < end; i++) {
        const other = b[L.SHIP_AT + NB[i]!]!;
        if (other !== NONE && b[L.SHIP_LOAD + other]! < SHIP_CAPACITY) {
          out[k++] = BOARDS[e * SHIP_IDS + other]!;
        }
      }
      if (b[L.EXP_SWAM + e] !== 1) out[k++] = SWIMS[e * 133 + here]!;
      const isle = ISLE_OF[here]!;
      if (isle >= 0) out[k++] = ASHORES[e * 4 + isle]!;
    } else if (w === W.Sea) {
      const here = b[L.EXP_AT + e]!;
      if (b[L.EXP_SWAM + e] !== 1) {
        const end = here * 6 + NB_COUNT[here]!;
        for (let i = here * 6; i < end; i++) {
          const n = NB[i]!;
          if (b[L.TERRAIN + n] === 0) out[k++] = SWIMS[e * 133 + n]!;
        }
      }
      const ship = b[L.SHIP_AT + here]!;
      if (ship !== NONE && b[L.SHIP_LOAD + ship]! < SHIP_CAPACITY) {
        out[k++] = BOARDS[e * SHIP_IDS + ship]!;
      }
      const isle = ISLE_OF[here]!;
      if (isle >= 0) out[k++] = ASHORES[e * 4 + isle]!;
    }
  }
  return k;
}

const aboardBySeat = new Uint8Array(SHIP_IDS * 4);

/**
 * Counts the passengers of every ship per seat into `aboardBySeat`, in one pass over the
 * explorers (when any ship is loaded), for `inControl` to answer for every ship.
 */
export function countAboard(b: Buf, players: number): void {
  let loaded = false;
  for (let ship = 0; ship < SHIP_IDS; ship++) {
    if (b[L.SHIP_LOAD + ship]! > 0) loaded = true;
  }
  if (!loaded) return;
  aboardBySeat.fill(0);
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Aboard) aboardBySeat[b[L.EXP_AT + e]! * 4 + ownerOf(e)]!++;
  }
}

/**
 * Whether `seat` may move `ship` (as `controllers` says), after `countAboard`: anyone when the
 * ship is empty, otherwise the majority, ties shared.
 */
export function inControl(b: Buf, players: number, seat: number, ship: number): boolean {
  if (b[L.SHIP_LOAD + ship] === 0) return true;
  const mine = aboardBySeat[ship * 4 + seat]!;
  for (let s = 0; s < players; s++) if (aboardBySeat[ship * 4 + s]! > mine) return false;
  return true;
}

/** Every sailing step of the ships `seat` controls. */
export function shipSteps(
  b: Buf,
  players: number,
  seat: number,
  out: SurviveMove[],
  n0: number,
): number {
  let k = n0;
  countAboard(b, players);
  for (let ship = 0; ship < SHIP_IDS; ship++) {
    const here = b[L.SHIP_SPACE + ship]!;
    if (here === NONE) continue;
    // Empty: anyone; otherwise the majority, ties shared (inControl, written out: this is hot).
    if (b[L.SHIP_LOAD + ship]! > 0) {
      const mine = aboardBySeat[ship * 4 + seat]!;
      let most = 0;
      for (let s = 0; s < players; s++) {
        const n = aboardBySeat[ship * 4 + s]!;
        if (n > most) most = n;
      }
      if (mine < most) continue;
    }
    const end = here * 6 + NB_COUNT[here]!;
    for (let i = here * 6; i < end; i++) {
      const n = NB[i]!;
      if (b[L.TERRAIN + n] === 0 && b[L.SHIP_AT + n] === NONE) out[k++] = SAILS[ship * 133 + n]!;
    }
  }
  return k;
}

/** Sea steps of a dolphin's swimmer, written to out[n0..]; returns the new end. */
export function dolphinSteps(b: Buf, e: number, out: SurviveMove[], n0: number): number {
  let k = n0;
  for (const n of NEIGHBOURS[at(b, e)] ?? []) if (isSea(b, n)) out[k++] = swimMove(e, n);
  return k;
}

/** Whether a swimmer has somewhere to swim (a dolphin needs at least one step). */
export function canSwimOn(b: Buf, e: number): boolean {
  const here = b[L.EXP_AT + e]!;
  const end = here * 6 + NB_COUNT[here]!;
  for (let i = here * 6; i < end; i++) if (b[L.TERRAIN + NB[i]!] === 0) return true;
  return false;
}

export function canSailOn(b: Buf, ship: number): boolean {
  const here = b[L.SHIP_SPACE + ship]!;
  if (here === NONE) return false;
  const end = here * 6 + NB_COUNT[here]!;
  for (let i = here * 6; i < end; i++) {
    const n = NB[i]!;
    if (b[L.TERRAIN + n] === 0 && b[L.SHIP_AT + n] === NONE) return true;
  }
  return false;
}
