import type { Actor, Seat } from '../../kernel/index.js';
import type { Back, Creature } from './components.js';
import * as componentsModule from './components.js';
import * as boardModule from './board.js';
import * as creaturesModule from './creatures.js';
import * as movementModule from './movement.js';
import * as piecesModule from './pieces.js';
import * as tilesModule from './tiles.js';
import type { Buf, HandTile, SurviveMove, SurviveState } from './state.js';
import * as stateModule from './state.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { BACKS, CREATURES, EXPLORERS_PER_PLAYER, SHIP_CAPACITY, TILE_REACH } = componentsModule;
const { LAND_SPACES, NB, NB_COUNT, NEIGHBOURS } = boardModule;
const { anyOfKind, pushCreatureMoves, vacantSpacesInto } = creaturesModule;
const {
  canSailOn,
  canSwimOn,
  countAboard,
  DONE,
  inControl,
  dolphinSteps,
  explorerSteps,
  sailMove,
  shipSteps,
} = movementModule;
const { creatureCount, inPlay, isLand, isSea, shipAt, shipSpace, swimmersAt, where, SERPENT } =
  piecesModule;
const { removableInto } = tilesModule;
const { CREATURE_INDEX, L, NONE, W } = stateModule;

/**
 * The legal moves of a state, listed for players and bots (`legalMoves`). sample.ts draws one at
 * random from the same moves in the same order without handing out a list (for random
 * playouts), so a draw picks exactly the move a list would have given for the same number.
 */

/** A dense array of `n` empty slots: caches indexed by number that stay fast arrays. */
function slots(n: number): (SurviveMove | undefined)[] {
  const out: (SurviveMove | undefined)[] = [];
  for (let i = 0; i < n; i++) out.push(undefined);
  return out;
}

const placeExplorerCache = slots(100 * 133);
const PLACE_SHIPS: readonly SurviveMove[] = Array.from({ length: 133 }, (_, space) => ({
  type: 'place-ship',
  space,
}));
const REMOVES: readonly SurviveMove[] = Array.from({ length: 133 }, (_, space) => ({
  type: 'remove',
  space,
}));
const DOLPHINS: readonly SurviveMove[] = Array.from({ length: 40 }, (_, explorer) => ({
  type: 'dolphin',
  explorer,
}));
const WINDS: readonly SurviveMove[] = Array.from({ length: 12 }, (_, ship) => ({
  type: 'wind',
  ship,
}));
const creatureCache = slots(133 * 133);
const teleportCache = slots(3 * 133 * 133);
const DECLINE: SurviveMove = { type: 'decline' };
/** Room for a long list of moves (it grows if ever needed). */
export const scratch: SurviveMove[] = Array.from({ length: 2048 }, () => DONE);
const DEFEND: SurviveMove = { type: 'defend' };

export function placeExplorerMove(value: number, space: number): SurviveMove {
  // Values are whole numbers from 1 to 99 (options.ts).
  const key = value * 133 + space;
  if (key >= 0 && key < placeExplorerCache.length) {
    return (placeExplorerCache[key] ??= { type: 'place-explorer', value, space });
  }
  return { type: 'place-explorer', value, space };
}

export function teleportMove(kind: number, from: number, to: number): SurviveMove {
  return (teleportCache[(kind * 133 + from) * 133 + to] ??= {
    type: 'teleport',
    creature: CREATURES[kind]!,
    from,
    to,
  });
}

export function creatureMove(from: number, to: number): SurviveMove {
  return (creatureCache[from * 133 + to] ??= { type: 'creature', from, to });
}

/** The values `seat` has not placed yet, one entry per explorer. */
export function valuesToPlace(state: SurviveState, seat: Seat): number[] {
  const left = [...state.options.explorerValues];
  for (let k = 0; k < EXPLORERS_PER_PLAYER; k++) {
    const e = seat * EXPLORERS_PER_PLAYER + k;
    if (where(state.b, e) === W.Unplaced) break;
    const i = left.indexOf(state.b[L.EXP_VALUE + e] as number);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

const usedValue = new Uint8Array(EXPLORERS_PER_PLAYER);
export const distinctValues = new Int32Array(EXPLORERS_PER_PLAYER);

/**
 * The distinct values `seat` has not placed yet, ascending, into `distinctValues`; returns how
 * many.
 */
export function distinctValuesToPlace(state: SurviveState, seat: Seat): number {
  const values = state.options.explorerValues;
  const { b } = state;
  usedValue.fill(0);
  for (let k = 0; k < EXPLORERS_PER_PLAYER; k++) {
    const e = seat * EXPLORERS_PER_PLAYER + k;
    if (b[L.EXP_WHERE + e] === W.Unplaced) break;
    const v = b[L.EXP_VALUE + e];
    for (let i = 0; i < values.length; i++) {
      if (usedValue[i] === 0 && values[i] === v) {
        usedValue[i] = 1;
        break;
      }
    }
  }
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (usedValue[i] === 1) continue;
    const v = values[i]!;
    // Insertion into the sorted list, once per value.
    let j = count;
    while (j > 0 && distinctValues[j - 1]! > v) j--;
    if (j > 0 && distinctValues[j - 1] === v) continue;
    distinctValues.copyWithin(j + 1, j, count);
    distinctValues[j] = v;
    count++;
  }
  return count;
}

const taken = new Uint8Array(133);
export const emptySpaces = new Uint8Array(LAND_SPACES.length);

/**
 * Island spaces without an explorer (setup places one explorer per tile), into `emptySpaces`;
 * returns how many.
 */
export function emptyLand(b: Buf, players: number): number {
  taken.fill(0);
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land) taken[b[L.EXP_AT + e]!] = 1;
  }
  let count = 0;
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const s = LAND_SPACES[i]!;
    if (taken[s] === 0) emptySpaces[count++] = s;
  }
  return count;
}

/** A sea space next to the island with no ship and no sea serpent: where setup ships go. */
export function isShipStart(b: Buf, s: number): boolean {
  return Number.isInteger(s) && s >= 0 && s < 133 && shipStartAt(b, s);
}

/** isShipStart for a space known to be on the board. */
function shipStartAt(b: Buf, s: number): boolean {
  if (b[L.TERRAIN + s] !== 0 || b[L.SHIP_AT + s] !== NONE) return false;
  if (creatureCount(b, SERPENT, s) > 0) return false;
  const end = s * 6 + NB_COUNT[s]!;
  for (let i = s * 6; i < end; i++) if (b[L.TERRAIN + NB[i]!]! > 0) return true;
  return false;
}

/** An island space with no explorer on it. */
export function isEmptyLand(b: Buf, players: number, s: number): boolean {
  if (!Number.isInteger(s) || s < 0 || s >= 133 || !isLand(b, s)) return false;
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land && b[L.EXP_AT + e] === s) return false;
  }
  return true;
}

/** Bit i set: the hand holds a tile with back BACKS[i]. */
function handBacks(hand: readonly HandTile[]): number {
  let mask = 0;
  for (let i = 0; i < hand.length; i++) mask |= 1 << BACK_INDEX[hand[i]!.back];
  return mask;
}

const BACK_INDEX: Readonly<Record<Back, number>> = Object.fromEntries(
  BACKS.map((back, i) => [back, i]),
) as Record<Back, number>;
const DOLPHIN_BIT = 1 << BACK_INDEX.dolphin;
const WIND_BIT = 1 << BACK_INDEX.wind;
/** Per creature kind, the bit of its "move a creature" tile. */
export const MOVE_CREATURE_BITS = CREATURES.map((c) => 1 << BACK_INDEX[`move-${c}`]);

function hasTile(state: SurviveState, seat: Seat, back: Back): boolean {
  const hand = state.hands[seat] ?? [];
  for (let i = 0; i < hand.length; i++) if (hand[i]!.back === back) return true;
  return false;
}

const vacant = new Uint8Array(133);
const removableSpaces = new Uint8Array(LAND_SPACES.length);

/** The backs of the tiles `seat` may play now (bit i: BACKS[i]), 0 when it may play none. */
export function playableTiles(state: SurviveState, seat: Seat): number {
  const hand = state.hands[seat] ?? [];
  if (hand.length === 0 || state.points > 0 || state.tilePlayed) return 0;
  return handBacks(hand);
}

/** The dolphin and wind tiles `seat` may play (of `kinds`), as moves written to out[n0..]. */
export function dolphinWindPlays(
  state: SurviveState,
  seat: Seat,
  kinds: number,
  out: SurviveMove[],
  n0: number,
): number {
  let k = n0;
  const { b, players } = state;
  if (kinds & DOLPHIN_BIT) {
    for (let j = 0; j < EXPLORERS_PER_PLAYER; j++) {
      const e = seat * EXPLORERS_PER_PLAYER + j;
      if (where(b, e) === W.Sea && canSwimOn(b, e)) out[k++] = DOLPHINS[e]!;
    }
  }
  if (kinds & WIND_BIT) {
    countAboard(b, players);
    for (let ship = 0; ship < 12; ship++) {
      if (shipSpace(b, ship) === NONE || !inControl(b, players, seat, ship)) continue;
      if (canSailOn(b, ship)) out[k++] = WINDS[ship]!;
    }
  }
  return k;
}

/** The tiles `seat` may play at the start of its turn, as moves. */
function tilePlays(state: SurviveState, seat: Seat, out: SurviveMove[], n0: number): number {
  const kinds = playableTiles(state, seat);
  if (kinds === 0) return n0;
  let k = dolphinWindPlays(state, seat, kinds, out, n0);
  const { b, players } = state;
  let vacantCount = -1;
  for (let kind = 0; kind < 3; kind++) {
    if ((kinds & MOVE_CREATURE_BITS[kind]!) === 0 || !anyOfKind(b, kind)) continue;
    if (vacantCount < 0) vacantCount = vacantSpacesInto(b, players, vacant);
    const shift = 3 * kind;
    for (let from = 0; from < 133; from++) {
      if ((((b[L.CREATURES + from] as number) >> shift) & 7) === 0) continue;
      for (let i = 0; i < vacantCount; i++) out[k++] = teleportMove(kind, from, vacant[i]!);
    }
  }
  return k;
}

function combinations(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  items.forEach((x, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/**
 * The last list of legal moves handed out, and for which state and seat. States are immutable,
 * so when apply gets that same state and one of those very move objects, the move is known to be
 * legal and apply skips checking it again (searches list, then apply).
 */
let listedState: SurviveState | null = null;
let listedSeat: Seat = -1;
let listed: readonly SurviveMove[] = [];

export function legalMoves(state: SurviveState, seat: Seat): readonly SurviveMove[] {
  const out = scratch.slice(0, listInto(state, seat));
  listedState = state;
  listedSeat = seat;
  listed = out;
  return out;
}

/** Forgets the last listing: a state changed in place is the same object with other moves. */
export function forgetListing(): void {
  listedState = null;
  listed = [];
}

export function isListed(state: SurviveState, seat: Actor, move: SurviveMove): boolean {
  if (state !== listedState || seat !== listedSeat) return false;
  const moves = listed;
  for (let i = 0; i < moves.length; i++) if (moves[i] === move) return true;
  return false;
}

/** The legal moves of `seat`, written to `scratch`; returns how many. */
export function listInto(state: SurviveState, seat: Seat): number {
  const { b, players } = state;
  const out = scratch;
  if (state.phase === 'react') {
    const r = state.reaction;
    if (!r || !r.waiting.includes(seat)) return 0;
    out[0] = DECLINE;
    if (!hasTile(state, seat, r.creature === 'shark' ? 'shark-defence' : 'whale-defence')) return 1;
    out[1] = DEFEND;
    return 2;
  }
  if (seat !== state.current) return 0;
  let n = 0;
  switch (state.phase) {
    case 'place-explorer': {
      const valueCount = distinctValuesToPlace(state, seat);
      const spaceCount = emptyLand(b, players);
      for (let v = 0; v < valueCount; v++) {
        const value = distinctValues[v]!;
        for (let j = 0; j < spaceCount; j++) out[n++] = placeExplorerMove(value, emptySpaces[j]!);
      }
      return n;
    }
    case 'place-ship':
      for (let s = 0; s < 133; s++) if (shipStartAt(b, s)) out[n++] = PLACE_SHIPS[s]!;
      return n;
    case 'move':
      out[0] = DONE;
      n = tilePlays(state, seat, out, 1);
      if (inPlay(b, seat) > 0) {
        n = explorerSteps(b, players, seat, out, n);
        n = shipSteps(b, players, seat, out, n);
      }
      return n;
    case 'dolphin':
      if (state.stepsLeft < TILE_REACH) out[n++] = DONE;
      return dolphinSteps(b, state.focus, out, n);
    case 'wind': {
      if (state.stepsLeft < TILE_REACH) out[n++] = DONE;
      const here = shipSpace(b, state.focus);
      for (const s of NEIGHBOURS[here] ?? []) {
        if (isSea(b, s) && shipAt(b, s) === NONE) out[n++] = sailMove(state.focus, s);
      }
      return n;
    }
    case 'remove': {
      const count = removableInto(b, removableSpaces);
      for (let i = 0; i < count; i++) out[i] = REMOVES[removableSpaces[i]!]!;
      return count;
    }
    case 'boarders':
      for (const explorers of combinations(
        swimmersAt(b, state.removal?.space ?? 0, players),
        SHIP_CAPACITY,
      )) {
        out[n++] = { type: 'boarders', explorers };
      }
      return n;
    case 'creature':
      out[0] = DONE;
      return pushCreatureMoves(
        b,
        CREATURE_INDEX[state.die as Creature],
        players,
        out,
        1,
        creatureMove,
      );
    default:
      return 0;
  }
}
