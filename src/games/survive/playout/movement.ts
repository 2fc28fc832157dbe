import type { Draws } from './draws.js';
import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as movementModule from '../movement.js';
import * as piecesModule from '../pieces.js';
import * as stateModule from '../state.js';
import * as flatModule from './flat.js';
import * as reachModule from './reach.js';
import * as shipsModule from './ships.js';
import * as turnModule from './turn.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { EXPLORERS_PER_PLAYER, SHIP_CAPACITY } = componentsModule;
const { ISLE_OF, NB, NB_COUNT } = boardModule;
const { canSwimOn } = movementModule;
const { boardShip, deadlyForSwimmers, leaveShip, lose, setExplorer, shipMeetsCreatures, SHIP_IDS } =
  piecesModule;
const { L, NONE, W } = stateModule;
const { flat, REMOVE } = flatModule;
const { countBits, nthBit, WORDS } = reachModule;
const { controls, placedShips, refreshShips, roomAround, sailsOf, SHIPS_CONTROL, SHIPS_MOVED } =
  shipsModule;
const {
  DOLPHIN_BACK,
  MOVE_CREATURE_BACKS,
  playStepsTile,
  sailStep,
  spendPoint,
  teleport,
  WIND_BACK,
} = turnModule;

/**
 * The movement step of a random playout: legalMoves' list (legal.ts: done, dolphin and wind
 * tiles, "move a creature" tiles, explorer steps, ship steps, in that order) counted piece by
 * piece, one number drawn, and only the drawn piece's moves walked again to find it. Counting and
 * finding are the same loop (a piece's moves with a target index, -1 to count), so they cannot
 * list the moves in different orders.
 */

const WALK = 0;
const SWIM = 1;
const BOARD = 2;
const ASHORE = 3;
const SAIL = 4;
/** The move found by a walk with a target: its type and two numbers. */
let foundType = 0;
let foundA = 0;
let foundB = 0;

function found(type: number, a: number, b: number): number {
  foundType = type;
  foundA = a;
  foundB = b;
  return 0;
}

/**
 * Explorer e's steps (movement.ts, explorerSteps, for one explorer): how many, or with `target`
 * in range, the target-th of them (into found*).
 */
function explorerSteps(b: readonly number[], e: number, target: number): number {
  const w = b[L.EXP_WHERE + e];
  let k = 0;
  if (w === W.Land) {
    const here = b[L.EXP_AT + e]!;
    const swum = b[L.EXP_SWAM + e] === 1;
    const end = here * 6 + NB_COUNT[here]!;
    for (let i = here * 6; i < end; i++) {
      const n = NB[i]!;
      if (b[L.TERRAIN + n]! > 0) {
        if (k++ === target) return found(WALK, e, n);
      } else {
        if (!swum && k++ === target) return found(SWIM, e, n);
        const ship = b[L.SHIP_AT + n]!;
        if (ship !== NONE && b[L.SHIP_LOAD + ship]! < SHIP_CAPACITY && k++ === target) {
          return found(BOARD, e, ship);
        }
      }
    }
  } else if (w === W.Aboard) {
    const ship = b[L.EXP_AT + e]!;
    const here = b[L.SHIP_SPACE + ship]!;
    const end = here * 6 + NB_COUNT[here]!;
    for (let i = here * 6; i < end; i++) {
      const other = b[L.SHIP_AT + NB[i]!]!;
      if (other !== NONE && b[L.SHIP_LOAD + other]! < SHIP_CAPACITY && k++ === target) {
        return found(BOARD, e, other);
      }
    }
    if (b[L.EXP_SWAM + e] !== 1 && k++ === target) return found(SWIM, e, here);
    const isle = ISLE_OF[here]!;
    if (isle >= 0 && k++ === target) return found(ASHORE, e, isle);
  } else if (w === W.Sea) {
    const here = b[L.EXP_AT + e]!;
    if (b[L.EXP_SWAM + e] !== 1) {
      const end = here * 6 + NB_COUNT[here]!;
      for (let i = here * 6; i < end; i++) {
        const n = NB[i]!;
        if (b[L.TERRAIN + n] === 0 && k++ === target) return found(SWIM, e, n);
      }
    }
    const ship = b[L.SHIP_AT + here]!;
    if (ship !== NONE && b[L.SHIP_LOAD + ship]! < SHIP_CAPACITY && k++ === target) {
      return found(BOARD, e, ship);
    }
    const isle = ISLE_OF[here]!;
    if (isle >= 0 && k++ === target) return found(ASHORE, e, isle);
  }
  return k;
}

/** A ship's sailing steps (movement.ts, shipSteps, for one ship the seat controls). */
function shipSteps(b: readonly number[], ship: number, target: number): number {
  const here = b[L.SHIP_SPACE + ship]!;
  let k = 0;
  const end = here * 6 + NB_COUNT[here]!;
  for (let i = here * 6; i < end; i++) {
    const n = NB[i]!;
    if (b[L.TERRAIN + n] === 0 && b[L.SHIP_AT + n] === NONE && k++ === target) {
      return found(SAIL, ship, n);
    }
  }
  return k;
}

/**
 * How many steps explorerSteps lists for explorer e, from what is kept of the board (seaAround,
 * the ships mapped around each space) rather than by walking its neighbours; -1 when it is out
 * of play. Ships are only ever on the sea, so every ship next to a space is on a sea neighbour.
 */
function explorerCount(b: readonly number[], e: number): number {
  const w = b[L.EXP_WHERE + e];
  const swum = b[L.EXP_SWAM + e] === 1;
  if (w === W.Land) {
    const here = b[L.EXP_AT + e]!;
    // Every land neighbour is a walk, every sea neighbour a swim (unless swum) and a ship boarded.
    return NB_COUNT[here]! - (swum ? flat.seaAround[here]! : 0) + roomAround(here);
  }
  if (w === W.Aboard) {
    const here = b[L.SHIP_SPACE + b[L.EXP_AT + e]!]!;
    return roomAround(here) + (swum ? 0 : 1) + (ISLE_OF[here]! >= 0 ? 1 : 0);
  }
  if (w === W.Sea) {
    const here = b[L.EXP_AT + e]!;
    const ship = b[L.SHIP_AT + here]!;
    return (
      (swum ? 0 : flat.seaAround[here]!) +
      (ship !== NONE && b[L.SHIP_LOAD + ship]! < SHIP_CAPACITY ? 1 : 0) +
      (ISLE_OF[here]! >= 0 ? 1 : 0)
    );
  }
  return -1;
}

/**
 * Per explorer and per ship of the seat moving, its moves as last counted, and their sum.
 * Between two steps of one turn that moved no ship, filled none and made room in none, only the
 * explorer that stepped has other moves (explorers never block one another), so only it is
 * counted again (`counted`), with the ships if their loads changed; anything else (another phase,
 * a tile, a ship that moved, filled up or made room) counts them all again.
 */
const explorerMoves = new Int32Array(40);
const shipMoves = new Int32Array(SHIP_IDS);
let counted = false;
let stepped = 0;
let explorerTotal = 0;
let shipTotal = 0;
let inPlayCount = 0;

/** The counts are of another moment: for every phase but the movement step, and a new playout. */
export function forgetCounts(): void {
  counted = false;
}

function countAll(b: readonly number[], seat: number): void {
  // Locals in the loop, written back once: the module's `let` bindings cost a check at each use.
  const first = seat * EXPLORERS_PER_PLAYER;
  let total = 0;
  let inPlay = 0;
  for (let e = first; e < first + EXPLORERS_PER_PLAYER; e++) {
    const n = explorerCount(b, e);
    if (n < 0) {
      explorerMoves[e] = 0;
      continue;
    }
    inPlay++;
    explorerMoves[e] = n;
    total += n;
  }
  explorerTotal = total;
  inPlayCount = inPlay;
  countShips(b, seat);
}

function countShips(b: readonly number[], seat: number): void {
  let total = 0;
  const placed = placedShips(b);
  for (let ship = 0; ship < placed; ship++) {
    const n = b[L.SHIP_SPACE + ship] !== NONE && controls(ship, seat) ? sailsOf(b, ship) : 0;
    shipMoves[ship] = n;
    total += n;
  }
  shipTotal = total;
}

function countStepped(b: readonly number[]): void {
  const n = explorerCount(b, stepped);
  const before = explorerMoves[stepped]!;
  // It was in play before its step: now it may be safe, or lost.
  if (n < 0) inPlayCount--;
  const now = n < 0 ? 0 : n;
  explorerMoves[stepped] = now;
  explorerTotal += now - before;
}

/**
 * The found step of explorer e, as movement.ts's applyExplorerStep makes it, without a move
 * object: the four kinds of moves as objects of four shapes made its reads megamorphic.
 */
function stepExplorer(b: number[], players: number, e: number): void {
  if (foundType === WALK) return setExplorer(b, e, W.Land, foundB);
  if (foundType === BOARD) {
    boardShip(b, e, foundB);
    // Boarding beside a serpent or a whale: as if the ship came to it (applyExplorerStep).
    return shipMeetsCreatures(b, foundB, players);
  }
  if (b[L.EXP_WHERE + e] === W.Aboard) leaveShip(b, e);
  if (foundType === ASHORE) return setExplorer(b, e, W.Safe, foundB);
  setExplorer(b, e, W.Sea, foundB);
  b[L.EXP_SWAM + e] = 1;
  if (deadlyForSwimmers(b, foundB)) lose(b, e);
}

const dolphins = new Int32Array(EXPLORERS_PER_PLAYER);
const winds = new Int32Array(SHIP_IDS);
/** Per creature kind, how many spaces hold one (0 when its tile may not be played). */
const spacesOfKind = new Int32Array(3);

/** Draws and plays one move of the current seat's movement step. */
export function playMovement(rng: Draws): void {
  const f = flat;
  const b = f.b;
  const players = f.players;
  const seat = f.current;
  let dolphinCount = 0;
  let windCount = 0;
  let teleports = 0;
  let vacantCount = 0;
  const ships = refreshShips(b, players);
  if (ships === SHIPS_MOVED) counted = false;
  const kinds = f.handCount[seat]! > 0 && f.points === 0 && !f.tilePlayed ? f.handBacks(seat) : 0;
  if (kinds !== 0) {
    if (kinds & (1 << DOLPHIN_BACK)) {
      for (let e = seat * EXPLORERS_PER_PLAYER; e < (seat + 1) * EXPLORERS_PER_PLAYER; e++) {
        if (b[L.EXP_WHERE + e] === W.Sea && canSwimOn(b, e)) dolphins[dolphinCount++] = e;
      }
    }
    if (kinds & (1 << WIND_BACK)) {
      const placed = placedShips(b);
      for (let ship = 0; ship < placed; ship++) {
        if (b[L.SHIP_SPACE + ship] === NONE || !controls(ship, seat)) continue;
        if (sailsOf(b, ship) > 0) winds[windCount++] = ship;
      }
    }
    vacantCount = -1;
    for (let kind = 0; kind < 3; kind++) {
      spacesOfKind[kind] = 0;
      if ((kinds & (1 << MOVE_CREATURE_BACKS[kind]!)) === 0) continue;
      const spaces = f.creatureCount[kind]!;
      if (spaces === 0) continue;
      if (vacantCount < 0) vacantCount = vacantSpaceCount(b, players);
      spacesOfKind[kind] = spaces;
      teleports += spaces * vacantCount;
    }
  }
  if (counted) {
    countStepped(b);
    // An explorer boarded or left a ship without filling it or making room: the other explorers'
    // moves are the same (roomAround and the ships' room are), but who sails which ship may not.
    if (ships === SHIPS_CONTROL) countShips(b, seat);
  } else countAll(b, seat);
  counted = false;
  const first = seat * EXPLORERS_PER_PLAYER;
  const steps = inPlayCount > 0 ? explorerTotal + shipTotal : 0;
  let r = rng.int(1 + dolphinCount + windCount + teleports + steps);
  if (r === 0) {
    f.phase = REMOVE;
    return;
  }
  r--;
  if (r < dolphinCount) return playStepsTile(DOLPHIN_BACK, dolphins[r]!);
  r -= dolphinCount;
  if (r < windCount) return playStepsTile(WIND_BACK, winds[r]!);
  r -= windCount;
  if (r < teleports) return playTeleport(r, vacantCount);
  r -= teleports;
  for (let e = first; e < first + EXPLORERS_PER_PLAYER; e++) {
    if (r >= explorerMoves[e]!) {
      r -= explorerMoves[e]!;
      continue;
    }
    explorerSteps(b, e, r);
    if (b[L.EXP_WHERE + e] === W.Land) f.landExplorers[b[L.EXP_AT + e]!]!--;
    f.leaving(e);
    stepExplorer(b, players, e);
    const w = b[L.EXP_WHERE + e];
    if (w === W.Land) f.landExplorers[b[L.EXP_AT + e]!]!++;
    // Where it went aboard (a ship that sank or capsized as it boarded left the board).
    else if (w === W.Aboard) f.aboard[b[L.EXP_AT + e]! * 4 + seat]!++;
    if (foundType === SWIM) f.swamAny = true;
    counted = true;
    stepped = e;
    return spendPoint();
  }
  for (let ship = 0; ship < placedShips(b); ship++) {
    if (r >= shipMoves[ship]!) {
      r -= shipMoves[ship]!;
      continue;
    }
    shipSteps(b, ship, r);
    return sailStep(foundA, foundB);
  }
  throw new Error('survive playout: a movement drawn past the moves');
}

/** The vacant spaces (sea without a ship, a creature or a swimmer) as a mask, of the last count. */
const vacant = new Int32Array(WORDS);

function take(s: number): void {
  vacant[s >>> 5]! &= ~(1 << (s & 31));
}

/**
 * How many spaces creatures.ts's vacantSpacesInto lists (sea spaces without a ship, a creature
 * or a swimmer), without looking at every space: the sea's mask, less the spaces the pieces
 * occupy (ships, creatures and swimmers are only ever on the sea).
 */
function vacantSpaceCount(b: readonly number[], players: number): number {
  const f = flat;
  vacant.set(f.seaMask);
  const placed = placedShips(b);
  for (let ship = 0; ship < placed; ship++) {
    const here = b[L.SHIP_SPACE + ship]!;
    if (here !== NONE) take(here);
  }
  for (let kind = 0; kind < 3; kind++) {
    for (let k = kind * 133; k < kind * 133 + f.creatureCount[kind]!; k++) take(f.creatureAt[k]!);
  }
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Sea) take(b[L.EXP_AT + e]!);
  }
  return countBits(vacant);
}

/** The r-th "move a creature" tile: kinds in order, then spaces in order, then vacant spaces. */
function playTeleport(r: number, vacantCount: number): void {
  let j = r;
  let kind = 0;
  while (j >= spacesOfKind[kind]! * vacantCount) j -= spacesOfKind[kind++]! * vacantCount;
  const from = flat.creatureAt[kind * 133 + ((j / vacantCount) | 0)]!;
  // The vacant spaces in space order, as counted (the mask is still the count's).
  teleport(kind, from, nthBit(vacant, j % vacantCount));
}
