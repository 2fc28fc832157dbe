import {
  checkActor,
  fail,
  ok,
  rankByScore,
  type Actor,
  type ChanceOutcome,
  type GameResult,
  type Outcome,
  type Rng,
  type Seat,
} from '../../kernel/index.js';
import {
  BACKS,
  CREATURES,
  DEFENCE_BACKS,
  DIE_FACES,
  EXPLORERS_PER_PLAYER,
  MOVE_POINTS,
  PIECE_COUNTS,
  SHIP_CAPACITY,
  SHIPS_PER_PLAYER,
  TERRAIN_COUNTS,
  TERRAINS,
  TILE_REACH,
  isGreen,
  type Back,
  type Creature,
  type Terrain,
} from './components.js';
import { LAND_SPACES, NEIGHBOURS, SERPENT_START_SPACES } from './board.js';
import {
  anyOfKind,
  canReach,
  isVacant,
  moveCreature,
  pushCreatureMoves,
  removeCreature,
  strike,
  threatened,
  vacantSpacesInto,
} from './creatures.js';
import {
  applyDolphinStep,
  applyExplorerStep,
  applySail,
  canSailOn,
  canSwimOn,
  dolphinStepError,
  DONE,
  dolphinSteps,
  explorerStepError,
  explorerSteps,
  sailError,
  sailMove,
  shipSteps,
} from './movement.js';
import {
  addCreature,
  boardShip,
  controllers,
  creatureCount,
  eatSwimmers,
  inPlay,
  isLand,
  isSea,
  lose,
  placeShip,
  shipAt,
  shipSpace,
  swimmersAt,
  where,
  SERPENT,
  SHARK,
  WHALE,
} from './pieces.js';
import type { SurviveOptions } from './options.js';
import {
  backIndex,
  backPool,
  isRemovable,
  removableInto,
  terrainIndex,
  terrainOf,
  whirlpool,
} from './tiles.js';
import {
  CREATURE_INDEX,
  L,
  NONE,
  W,
  type HandTile,
  type SurviveMove,
  type SurviveState,
  type Buf,
} from './state.js';

export function setup(options: SurviveOptions, players: number): SurviveState {
  // Pushed one by one, the array is packed (no holes): faster to copy and read.
  const b: Buf = [];
  for (let i = 0; i < L.SIZE; i++) b.push(0);
  b.fill(NONE, L.SHIP_AT, L.SHIP_AT + 133);
  b.fill(NONE, L.EXP_AT, L.EXP_AT + 40);
  b.fill(NONE, L.SHIP_SPACE, L.SHIP_SPACE + 12);
  for (const s of LAND_SPACES) b[L.TERRAIN + s] = 4;
  for (const s of SERPENT_START_SPACES) addCreature(b, SERPENT, s, 1);
  BACKS.forEach((back, i) => {
    const counts = options.backs[back];
    for (let t = 0; t < 3; t++) b[L.BACKS + t * 12 + i] = counts[t] as number;
  });
  TERRAINS.forEach((t, i) => (b[L.TO_LAY + i] = TERRAIN_COUNTS.value[t]));
  b[L.SUPPLY] = PIECE_COUNTS.value.ships;
  b[L.SUPPLY + 1] = PIECE_COUNTS.value.shark;
  b[L.SUPPLY + 2] = PIECE_COUNTS.value.whale;
  return {
    options,
    players,
    b,
    hands: Array.from({ length: players }, () => []),
    shown: [],
    phase: 'layout',
    current: 0,
    step: 0,
    points: 0,
    tilePlayed: false,
    focus: NONE,
    stepsLeft: 0,
    removal: null,
    die: null,
    reaction: null,
    turn: 0,
  };
}

const CHANCE: readonly Actor[] = ['chance'];
const SEATS: readonly (readonly Actor[])[] = [[0], [1], [2], [3]];

export function toMove(state: SurviveState): readonly Actor[] {
  switch (state.phase) {
    case 'layout':
    case 'reveal':
    case 'roll':
      return CHANCE;
    case 'over':
      return [];
    case 'react':
      return state.reaction?.waiting ?? [];
    default:
      return SEATS[state.current] as readonly Actor[];
  }
}

// ---------------------------------------------------------------------------------------------
// Legal moves

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
const scratch: SurviveMove[] = Array.from({ length: 2048 }, () => DONE);
const DEFEND: SurviveMove = { type: 'defend' };

function placeExplorerMove(value: number, space: number): SurviveMove {
  // Values are whole numbers from 1 to 99 (options.ts).
  const key = value * 133 + space;
  if (key >= 0 && key < placeExplorerCache.length) {
    return (placeExplorerCache[key] ??= { type: 'place-explorer', value, space });
  }
  return { type: 'place-explorer', value, space };
}

function teleportMove(kind: number, from: number, to: number): SurviveMove {
  return (teleportCache[(kind * 133 + from) * 133 + to] ??= {
    type: 'teleport',
    creature: CREATURES[kind]!,
    from,
    to,
  });
}

function creatureMove(from: number, to: number): SurviveMove {
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
const distinctValues = new Int32Array(EXPLORERS_PER_PLAYER);

/**
 * The distinct values `seat` has not placed yet, ascending, into `distinctValues`; returns how
 * many.
 */
function distinctValuesToPlace(state: SurviveState, seat: Seat): number {
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
const emptySpaces = new Uint8Array(LAND_SPACES.length);

/**
 * Island spaces without an explorer (setup places one explorer per tile), into `emptySpaces`;
 * returns how many.
 */
function emptyLand(b: Buf, players: number): number {
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
function isShipStart(b: Buf, s: number): boolean {
  if (!Number.isInteger(s) || s < 0 || s >= 133) return false;
  if (!isSea(b, s) || shipAt(b, s) !== NONE || creatureCount(b, SERPENT, s) > 0) return false;
  const around = NEIGHBOURS[s]!;
  for (let i = 0; i < around.length; i++) if (isLand(b, around[i]!)) return true;
  return false;
}

/** An island space with no explorer on it. */
function isEmptyLand(b: Buf, players: number, s: number): boolean {
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
const MOVE_CREATURE_BITS = CREATURES.map((c) => 1 << BACK_INDEX[`move-${c}`]);

function hasTile(state: SurviveState, seat: Seat, back: Back): boolean {
  const hand = state.hands[seat] ?? [];
  for (let i = 0; i < hand.length; i++) if (hand[i]!.back === back) return true;
  return false;
}

const vacant = new Uint8Array(133);
const removableSpaces = new Uint8Array(LAND_SPACES.length);

/** The tiles `seat` may play at the start of its turn, as moves. */
function tilePlays(state: SurviveState, seat: Seat, out: SurviveMove[], n0: number): number {
  let k = n0;
  const hand = state.hands[seat] ?? [];
  if (hand.length === 0 || state.points > 0 || state.tilePlayed) return k;
  const { b, players } = state;
  const kinds = handBacks(hand);
  if (kinds & DOLPHIN_BIT) {
    for (let j = 0; j < EXPLORERS_PER_PLAYER; j++) {
      const e = seat * EXPLORERS_PER_PLAYER + j;
      if (where(b, e) === W.Sea && canSwimOn(b, e)) out[k++] = DOLPHINS[e]!;
    }
  }
  if (kinds & WIND_BIT) {
    for (let ship = 0; ship < 12; ship++) {
      if (shipSpace(b, ship) === NONE) continue;
      if ((controllers(b, ship, players) & (1 << seat)) === 0 || !canSailOn(b, ship)) continue;
      out[k++] = WINDS[ship]!;
    }
  }
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
 * legal and apply skips checking it again (random playouts and searches list, then apply).
 */
let listedState: SurviveState | null = null;
let listedSeat: Seat = -1;
let listed: readonly SurviveMove[] = [];

export function legalMoves(state: SurviveState, seat: Seat): readonly SurviveMove[] {
  const out = listMoves(state, seat);
  listedState = state;
  listedSeat = seat;
  listed = out;
  return out;
}

function isListed(state: SurviveState, seat: Actor, move: SurviveMove): boolean {
  if (state !== listedState || seat !== listedSeat) return false;
  const moves = listed;
  for (let i = 0; i < moves.length; i++) if (moves[i] === move) return true;
  return false;
}

function listMoves(state: SurviveState, seat: Seat): SurviveMove[] {
  const { b, players } = state;
  if (state.phase === 'react') {
    const r = state.reaction;
    if (!r || !r.waiting.includes(seat)) return [];
    return hasTile(state, seat, r.creature === 'shark' ? 'shark-defence' : 'whale-defence')
      ? [DECLINE, DEFEND]
      : [DECLINE];
  }
  if (seat !== state.current) return [];
  switch (state.phase) {
    case 'place-explorer': {
      const valueCount = distinctValuesToPlace(state, seat);
      const spaceCount = emptyLand(b, players);
      // Sized once: setup lists up to 6 x 40 moves, 40 times a game.
      const out = Array<SurviveMove>(valueCount * spaceCount);
      let i = 0;
      for (let v = 0; v < valueCount; v++) {
        const value = distinctValues[v]!;
        for (let j = 0; j < spaceCount; j++) out[i++] = placeExplorerMove(value, emptySpaces[j]!);
      }
      return out;
    }
    case 'place-ship': {
      const out: SurviveMove[] = [];
      for (let s = 0; s < 133; s++) if (isShipStart(b, s)) out.push(PLACE_SHIPS[s]!);
      return out;
    }
    case 'move': {
      // Written to a scratch list first, then copied once at the right size.
      const out = scratch;
      out[0] = DONE;
      let n = tilePlays(state, seat, out, 1);
      if (inPlay(b, seat) > 0) {
        n = explorerSteps(b, players, seat, out, n);
        n = shipSteps(b, players, seat, out, n);
      }
      return out.slice(0, n);
    }
    case 'dolphin': {
      const out: SurviveMove[] = state.stepsLeft < TILE_REACH ? [DONE] : [];
      dolphinSteps(b, state.focus, out);
      return out;
    }
    case 'wind': {
      const out: SurviveMove[] = state.stepsLeft < TILE_REACH ? [DONE] : [];
      const here = shipSpace(b, state.focus);
      for (const n of NEIGHBOURS[here] ?? []) {
        if (isSea(b, n) && shipAt(b, n) === NONE) out.push(sailMove(state.focus, n));
      }
      return out;
    }
    case 'remove': {
      const out = Array<SurviveMove>(removableInto(b, removableSpaces));
      for (let i = 0; i < out.length; i++) out[i] = REMOVES[removableSpaces[i]!]!;
      return out;
    }
    case 'boarders': {
      const swimmers = swimmersAt(b, state.removal?.space ?? 0, players);
      return combinations(swimmers, SHIP_CAPACITY).map((explorers) => ({
        type: 'boarders',
        explorers,
      }));
    }
    case 'creature': {
      const out = scratch;
      out[0] = DONE;
      const kind = CREATURE_INDEX[state.die as Creature];
      return out.slice(0, pushCreatureMoves(b, kind, players, out, 1, creatureMove));
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Chance

export function chanceOutcomes(state: SurviveState): readonly ChanceOutcome<SurviveMove>[] {
  const { b } = state;
  switch (state.phase) {
    case 'layout': {
      const left = [0, 1, 2].map((i) => b[L.TO_LAY + i] as number);
      const total = left[0]! + left[1]! + left[2]!;
      return TERRAINS.flatMap((terrain, i) =>
        left[i]! > 0 ? [{ move: { type: 'terrain', terrain }, probability: left[i]! / total }] : [],
      );
    }
    case 'reveal': {
      const pool = backPool(b, terrainIndex(state.removal!.terrain));
      const total = pool.reduce((sum, p) => sum + p.count, 0);
      return pool.map(({ back, count }) => ({
        move: { type: 'back', back },
        probability: count / total,
      }));
    }
    case 'roll':
      return CREATURES.map((creature) => ({
        move: { type: 'die', creature },
        probability: DIE_FACES.value.filter((f) => f === creature).length / DIE_FACES.value.length,
      }));
    default:
      return [];
  }
}

const TERRAIN_MOVES = TERRAINS.map((terrain): SurviveMove => ({ type: 'terrain', terrain }));
const BACK_MOVES = BACKS.map((back): SurviveMove => ({ type: 'back', back }));
const DIE_MOVES = DIE_FACES.value.map((creature): SurviveMove => ({ type: 'die', creature }));

export function sampleChance(state: SurviveState, rng: Rng): SurviveMove {
  const { b } = state;
  if (state.phase === 'layout') {
    const total = b[L.TO_LAY]! + b[L.TO_LAY + 1]! + b[L.TO_LAY + 2]!;
    let r = rng.int(total);
    for (let i = 0; i < 3; i++) {
      r -= b[L.TO_LAY + i]!;
      if (r < 0) return TERRAIN_MOVES[i]!;
    }
  }
  if (state.phase === 'reveal') {
    const base = L.BACKS + (terrainIndex(state.removal!.terrain) - 1) * 12;
    let total = 0;
    for (let i = 0; i < 12; i++) total += b[base + i]!;
    let r = rng.int(total);
    for (let i = 0; i < 12; i++) {
      r -= b[base + i]!;
      if (r < 0) return BACK_MOVES[i]!;
    }
  }
  return DIE_MOVES[rng.int(DIE_MOVES.length)]!;
}

// ---------------------------------------------------------------------------------------------
// Applying moves

/** Which phases accept which moves. */
const ACCEPTS: Readonly<Record<SurviveMove['type'], readonly string[]>> = {
  terrain: ['layout'],
  'place-explorer': ['place-explorer'],
  'place-ship': ['place-ship'],
  walk: ['move'],
  swim: ['move', 'dolphin'],
  board: ['move'],
  ashore: ['move'],
  sail: ['move', 'wind'],
  done: ['move', 'dolphin', 'wind', 'creature'],
  dolphin: ['move'],
  wind: ['move'],
  teleport: ['move'],
  remove: ['remove'],
  back: ['reveal'],
  boarders: ['boarders'],
  die: ['roll'],
  creature: ['creature'],
  defend: ['react'],
  decline: ['react'],
};

export function apply(state: SurviveState, actor: Actor, move: SurviveMove): Outcome<SurviveState> {
  // A move just listed as legal for this very state needs no checking again.
  // (Not in the movement step, whose lists are long and whose checks are cheap.)
  const known = state.phase !== 'move' && isListed(state, actor, move);
  if (!known) {
    const who = checkActor(toMove(state), actor);
    if (!who.ok) return who;
    if (!(ACCEPTS[move.type] ?? []).includes(state.phase)) {
      return fail('survive.wrong-phase', { phase: state.phase });
    }
  }
  const seat = actor as Seat;
  switch (move.type) {
    case 'terrain':
      return layTerrain(state, move.terrain);
    case 'place-explorer':
      return placeExplorer(state, move.value, move.space, known);
    case 'place-ship':
      return placeStartShip(state, move.space, known);
    case 'walk':
    case 'swim':
    case 'board':
    case 'ashore':
      if (state.phase === 'dolphin') return dolphinStep(state, move, known);
      return explorerStep(state, move, known);
    case 'sail':
      return sail(state, move.ship, move.space, known);
    case 'done':
      return done(state);
    case 'dolphin':
    case 'wind':
    case 'teleport':
      return playTile(state, move, known);
    case 'remove':
      return removeTile(state, move.space, known);
    case 'back':
      return reveal(state, move.back);
    case 'boarders':
      return chooseBoarders(state, move.explorers);
    case 'die':
      return rollDie(state, move.creature);
    case 'creature':
      return moveRolledCreature(state, move.from, move.to, known);
    case 'defend':
      return defend(state, seat);
    case 'decline':
      return decline(state, seat);
  }
}

type Draft = { -readonly [K in keyof SurviveState]: SurviveState[K] };

/**
 * A copy of a state to change before handing it out, with the buffer `b` (a fresh copy when the
 * move changes it, else the old one). Written field by field, always in the same order: every
 * state then has the same shape, and random playouts make one of these per move.
 */
function draft(s: SurviveState, b: Buf): Draft {
  return {
    options: s.options,
    players: s.players,
    b,
    hands: s.hands,
    shown: s.shown,
    phase: s.phase,
    current: s.current,
    step: s.step,
    points: s.points,
    tilePlayed: s.tilePlayed,
    focus: s.focus,
    stepsLeft: s.stepsLeft,
    removal: s.removal,
    die: s.die,
    reaction: s.reaction,
    turn: s.turn,
  };
}

function layTerrain(state: SurviveState, terrain: Terrain): Outcome<SurviveState> {
  const t = terrainIndex(terrain);
  if (t < 1 || state.b[L.TO_LAY + t - 1] === 0) return fail('illegal-chance');
  const b = state.b.slice();
  b[L.TO_LAY + t - 1]!--;
  b[L.TERRAIN + (LAND_SPACES[state.step] as number)] = t;
  const next = draft(state, b);
  next.step = state.step + 1;
  if (next.step === LAND_SPACES.length) {
    next.step = 0;
    next.phase = 'place-explorer';
    next.current = 0;
  }
  return ok(next);
}

function placeExplorer(
  state: SurviveState,
  value: number,
  space: number,
  known: boolean,
): Outcome<SurviveState> {
  const seat = state.current;
  if (!known) {
    if (!valuesToPlace(state, seat).includes(value))
      return fail('survive.no-such-value', { value });
    if (!isEmptyLand(state.b, state.players, space)) return fail('survive.not-empty-land');
  }
  const b = state.b.slice();
  // Explorers are numbered by colour, in the order they are placed: the id tells nothing of the value.
  const e = seat * EXPLORERS_PER_PLAYER + Math.floor(state.step / state.players);
  b[L.EXP_WHERE + e] = W.Land;
  b[L.EXP_AT + e] = space;
  b[L.EXP_VALUE + e] = value;
  const next = draft(state, b);
  const step = state.step + 1;
  if (step < state.players * EXPLORERS_PER_PLAYER) {
    next.step = step;
    next.current = step % state.players;
  } else {
    next.step = 0;
    next.phase = 'place-ship';
    next.current = 0;
  }
  return ok(next);
}

function placeStartShip(state: SurviveState, space: number, known: boolean): Outcome<SurviveState> {
  if (!known && !isShipStart(state.b, space)) return fail('survive.not-ship-start');
  const b = state.b.slice();
  placeShip(b, state.step, space);
  b[L.SUPPLY]!--;
  const next = draft(state, b);
  const step = state.step + 1;
  if (step < state.players * SHIPS_PER_PLAYER) {
    next.step = step;
    next.current = step % state.players;
  } else {
    next.step = 0;
    startTurn(next, 0, true);
  }
  return ok(next);
}

/**
 * A turn begins: swims are counted afresh. A player with nothing to move or play goes to step 3.
 * `fresh`: next.b is a copy of this move's own, which may be changed in place.
 */
function startTurn(next: Draft, seat: Seat, fresh: boolean): void {
  let b = next.b;
  for (let e = L.EXP_SWAM; e < L.EXP_SWAM + 40; e++) {
    if (b[e] === 0) continue;
    if (!fresh) {
      b = b.slice();
      next.b = b;
    }
    b.fill(0, L.EXP_SWAM, L.EXP_SWAM + 40);
    break;
  }
  next.current = seat;
  next.phase = 'move';
  next.points = 0;
  next.tilePlayed = false;
  next.focus = NONE;
  next.stepsLeft = 0;
  next.die = null;
  next.reaction = null;
  next.turn = next.turn + 1;
  if (inPlay(b, seat) === 0 && (next.hands[seat] ?? []).length === 0) next.phase = 'remove';
}

function endTurn(next: Draft, fresh: boolean): void {
  startTurn(next, (next.current + 1) % next.players, fresh);
}

function spendPoint(state: SurviveState, b: Buf): SurviveState {
  const next = draft(state, b);
  next.points = state.points + 1;
  next.phase = next.points >= MOVE_POINTS ? 'remove' : 'move';
  return next;
}

function explorerStep(
  state: SurviveState,
  move: Extract<SurviveMove, { type: 'walk' | 'swim' | 'board' | 'ashore' }>,
  known: boolean,
): Outcome<SurviveState> {
  if (!known) {
    if (inPlay(state.b, state.current) === 0) return fail('survive.nothing-to-move');
    const error = explorerStepError(state.b, state.players, state.current, move);
    if (error) return fail(error);
  }
  const b = state.b.slice();
  applyExplorerStep(b, state.players, move);
  return ok(spendPoint(state, b));
}

function sail(
  state: SurviveState,
  ship: number,
  space: number,
  known: boolean,
): Outcome<SurviveState> {
  if (state.phase === 'wind') {
    if (!known) {
      if (ship !== state.focus) return fail('survive.not-the-wind-ship');
      if (!Number.isInteger(space) || !isSea(state.b, space)) return fail('survive.not-sea');
      if (!(NEIGHBOURS[shipSpace(state.b, ship)] ?? []).includes(space))
        return fail('survive.not-adjacent');
      if (shipAt(state.b, space) !== NONE) return fail('survive.space-has-ship');
    }
    const b = state.b.slice();
    applySail(b, state.players, ship, space);
    const next = draft(state, b);
    next.stepsLeft = state.stepsLeft - 1;
    const sunk = shipSpace(b, ship) === NONE;
    next.phase = next.stepsLeft === 0 || sunk ? 'move' : 'wind';
    return ok(next);
  }
  if (!known) {
    if (inPlay(state.b, state.current) === 0) return fail('survive.nothing-to-move');
    const error = sailError(state.b, state.players, state.current, ship, space);
    if (error) return fail(error);
  }
  const b = state.b.slice();
  applySail(b, state.players, ship, space);
  return ok(spendPoint(state, b));
}

function dolphinStep(
  state: SurviveState,
  move: SurviveMove,
  known: boolean,
): Outcome<SurviveState> {
  if (move.type !== 'swim' || move.explorer !== state.focus)
    return fail('survive.not-the-dolphin-swimmer');
  if (!known) {
    const error = dolphinStepError(state.b, move.explorer, move.space);
    if (error) return fail(error);
  }
  const b = state.b.slice();
  applyDolphinStep(b, move.explorer, move.space);
  const next = draft(state, b);
  next.stepsLeft = state.stepsLeft - 1;
  const eaten = where(b, move.explorer) !== W.Sea;
  next.phase = next.stepsLeft === 0 || eaten ? 'move' : 'dolphin';
  return ok(next);
}

function done(state: SurviveState): Outcome<SurviveState> {
  const next = draft(state, state.b);
  switch (state.phase) {
    case 'move':
      next.phase = 'remove';
      return ok(next);
    case 'dolphin':
    case 'wind':
      if (state.stepsLeft === TILE_REACH) return fail('survive.must-move-once');
      next.phase = 'move';
      return ok(next);
    default:
      // The creature step: the player moves no creature.
      endTurn(next, false);
      return ok(next);
  }
}

function withoutTile(hand: readonly HandTile[], back: Back): HandTile[] {
  const i = hand.findIndex((t) => t.back === back);
  return hand.filter((_, j) => j !== i);
}

function withoutSeatTile(
  hands: readonly (readonly HandTile[])[],
  seat: Seat,
  back: Back,
): (readonly HandTile[])[] {
  return hands.map((h, s) => (s === seat ? withoutTile(h, back) : h));
}

const TELEPORT_BACKS: readonly Back[] = CREATURES.map((c): Back => `move-${c}`);

function playTile(
  state: SurviveState,
  move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>,
  known: boolean,
): Outcome<SurviveState> {
  const seat = state.current;
  const back: Back =
    move.type === 'teleport'
      ? (TELEPORT_BACKS[CREATURES.indexOf(move.creature)] ?? `move-${move.creature}`)
      : move.type;
  const hand = state.hands[seat] ?? [];
  const tile = hand.find((t) => t.back === back);
  if (!tile) return fail('survive.tile-not-in-hand');
  const { b, players } = state;
  if (!known) {
    if (state.points > 0 || state.tilePlayed) return fail('survive.tile-too-late');
    if (move.type === 'dolphin') {
      const e = move.explorer;
      if (
        !Number.isInteger(e) ||
        e < 0 ||
        e >= players * EXPLORERS_PER_PLAYER ||
        Math.floor(e / 10) !== seat
      ) {
        return fail('survive.not-your-explorer');
      }
      if (where(b, e) !== W.Sea) return fail('survive.not-a-swimmer');
      if (!canSwimOn(b, e)) return fail('survive.nowhere-to-go');
    } else if (move.type === 'wind') {
      const ship = move.ship;
      if (!Number.isInteger(ship) || ship < 0 || ship >= 12 || shipSpace(b, ship) === NONE) {
        return fail('survive.no-such-ship');
      }
      if ((controllers(b, ship, players) & (1 << seat)) === 0)
        return fail('survive.not-in-control');
      if (!canSailOn(b, ship)) return fail('survive.nowhere-to-go');
    } else {
      if (!CREATURES.includes(move.creature)) return fail('survive.no-creature-there');
      const kind = CREATURE_INDEX[move.creature];
      if (!Number.isInteger(move.from) || creatureCount(b, kind, move.from) === 0) {
        return fail('survive.no-creature-there');
      }
      if (
        !Number.isInteger(move.to) ||
        move.to < 0 ||
        move.to >= 133 ||
        !isVacant(b, move.to, players)
      ) {
        return fail('survive.not-vacant');
      }
    }
  }
  let next: Draft;
  if (move.type === 'teleport') {
    next = draft(state, b.slice());
    moveCreature(next.b, CREATURE_INDEX[move.creature], move.from, move.to);
  } else {
    next = draft(state, b);
    next.phase = move.type;
    next.focus = move.type === 'dolphin' ? move.explorer : move.ship;
    next.stepsLeft = TILE_REACH;
  }
  next.hands = withoutSeatTile(state.hands, seat, back);
  next.shown = [...state.shown, tile];
  next.tilePlayed = true;
  return ok(next);
}

function removeTile(state: SurviveState, space: number, known: boolean): Outcome<SurviveState> {
  const { b: before } = state;
  if (!known) {
    if (!Number.isInteger(space) || space < 0 || space >= 133 || !isLand(before, space)) {
      return fail('survive.not-a-tile');
    }
    if (!isRemovable(before, space)) {
      let lowest = 3;
      for (const s of LAND_SPACES)
        if (isLand(before, s)) lowest = Math.min(lowest, before[L.TERRAIN + s]!);
      return fail(
        before[L.TERRAIN + space] !== lowest
          ? 'survive.lower-terrain-first'
          : 'survive.not-by-the-sea',
        {
          terrain: lowest - 1,
        },
      );
    }
  }
  const b = before.slice();
  const terrain = terrainOf(b[L.TERRAIN + space]!);
  b[L.TERRAIN + space] = 0;
  // Explorers on the tile fall into the sea where it was.
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land && b[L.EXP_AT + e] === space) b[L.EXP_WHERE + e] = W.Sea;
  }
  const next = draft(state, b);
  next.phase = 'reveal';
  next.removal = { space, terrain, back: null, by: state.current };
  return ok(next);
}

function reveal(state: SurviveState, back: Back): Outcome<SurviveState> {
  const removal = state.removal!;
  const t = terrainIndex(removal.terrain);
  const i = backIndex(back);
  if (i < 0 || state.b[L.BACKS + (t - 1) * 12 + i] === 0) return fail('illegal-chance');
  const b = state.b.slice();
  b[L.BACKS + (t - 1) * 12 + i]!--;
  const s = removal.space;
  const { players } = state;
  const tile: HandTile = { terrain: removal.terrain, back };
  const next = draft(state, b);
  next.removal = { space: removal.space, terrain: removal.terrain, back, by: removal.by };
  next.phase = 'roll';
  if (!isGreen(back)) {
    const seat = state.current;
    next.hands = state.hands.map((h, j) => (j === seat ? [...h, tile] : h));
    return ok(next);
  }
  next.shown = [...state.shown, tile];
  switch (back) {
    case 'volcano':
      eruption(next);
      return ok(next);
    case 'shark':
      if (b[L.SUPPLY + 1]! > 0) {
        b[L.SUPPLY + 1]!--;
        addCreature(b, SHARK, s, 1);
        eatSwimmers(b, s, players);
      }
      return ok(next);
    case 'whale':
      if (b[L.SUPPLY + 2]! > 0) {
        b[L.SUPPLY + 2]!--;
        addCreature(b, WHALE, s, 1);
      }
      return ok(next);
    case 'ship': {
      if (b[L.SUPPLY]! === 0) return ok(next);
      const ship = PIECE_COUNTS.value.ships - b[L.SUPPLY]!;
      b[L.SUPPLY]!--;
      placeShip(b, ship, s);
      const swimmers = swimmersAt(b, s, players);
      if (swimmers.length > SHIP_CAPACITY) {
        next.phase = 'boarders';
        return ok(next);
      }
      for (const e of swimmers) boardShip(b, e, ship);
      return ok(next);
    }
    default:
      whirlpool(b, s, players);
      return ok(next);
  }
}

/** The volcano: the game ends at once and everyone not on a safe isle is lost. */
function eruption(next: Draft): void {
  const b = next.b;
  for (let e = 0; e < next.players * EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e];
    if (w === W.Land || w === W.Aboard || w === W.Sea) lose(b, e);
  }
  b.fill(0, L.SHIP_LOAD, L.SHIP_LOAD + 12);
  next.phase = 'over';
  next.die = null;
}

function chooseBoarders(state: SurviveState, explorers: readonly number[]): Outcome<SurviveState> {
  const s = state.removal!.space;
  const swimmers = swimmersAt(state.b, s, state.players);
  if (
    !Array.isArray(explorers) ||
    explorers.length !== SHIP_CAPACITY ||
    new Set(explorers).size !== SHIP_CAPACITY ||
    !explorers.every((e) => swimmers.includes(e))
  ) {
    return fail('survive.choose-three-swimmers', { count: SHIP_CAPACITY });
  }
  const b = state.b.slice();
  const ship = shipAt(b, s);
  for (const e of explorers) boardShip(b, e, ship);
  const next = draft(state, b);
  next.phase = 'roll';
  return ok(next);
}

function rollDie(state: SurviveState, creature: Creature): Outcome<SurviveState> {
  if (!CREATURES.includes(creature)) return fail('illegal-chance');
  const next = draft(state, state.b);
  next.die = creature;
  // No creature of that kind on the board: nothing moves.
  if (!anyOfKind(state.b, CREATURE_INDEX[creature])) endTurn(next, false);
  else next.phase = 'creature';
  return ok(next);
}

function moveRolledCreature(
  state: SurviveState,
  from: number,
  to: number,
  known: boolean,
): Outcome<SurviveState> {
  const creature = state.die as Creature;
  const kind = CREATURE_INDEX[creature];
  const { players } = state;
  if (!known) {
    if (
      !Number.isInteger(from) ||
      from < 0 ||
      from >= 133 ||
      creatureCount(state.b, kind, from) === 0
    ) {
      return fail('survive.no-creature-there');
    }
    if (!canReach(state.b, kind, from, to, players)) return fail('survive.out-of-reach');
  }
  const b = state.b.slice();
  moveCreature(b, kind, from, to);
  const next = draft(state, b);
  if (creature === 'shark' || creature === 'whale') {
    const waiting = threatened(b, creature, to, players, state.current);
    if (waiting.length > 0) {
      next.phase = 'react';
      next.reaction = { creature, space: to, waiting };
      return ok(next);
    }
  }
  strike(b, creature, to, players);
  endTurn(next, true);
  return ok(next);
}

function defend(state: SurviveState, seat: Seat): Outcome<SurviveState> {
  const r = state.reaction!;
  const back: Back = r.creature === 'shark' ? 'shark-defence' : 'whale-defence';
  const tile = (state.hands[seat] ?? []).find((t) => t.back === back);
  if (!tile || !DEFENCE_BACKS.has(back)) return fail('survive.no-defence-tile');
  const next = draft(state, state.b.slice());
  // The creature leaves the game before it strikes.
  removeCreature(next.b, CREATURE_INDEX[r.creature], r.space);
  next.hands = withoutSeatTile(state.hands, seat, back);
  next.shown = [...state.shown, tile];
  endTurn(next, true);
  return ok(next);
}

function decline(state: SurviveState, seat: Seat): Outcome<SurviveState> {
  const r = state.reaction!;
  const waiting = r.waiting.filter((s) => s !== seat);
  if (waiting.length > 0) {
    const next = draft(state, state.b);
    next.reaction = { creature: r.creature, space: r.space, waiting };
    return ok(next);
  }
  const next = draft(state, state.b.slice());
  strike(next.b, r.creature, r.space, state.players);
  endTurn(next, true);
  return ok(next);
}

// ---------------------------------------------------------------------------------------------
// The end

export function scores(state: SurviveState): number[] {
  const out = Array<number>(state.players).fill(0);
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    if (state.b[L.EXP_WHERE + e] === W.Safe) {
      const seat = Math.floor(e / EXPLORERS_PER_PLAYER);
      out[seat] = (out[seat] ?? 0) + state.b[L.EXP_VALUE + e]!;
    }
  }
  return out;
}

export function result(state: SurviveState): GameResult | null {
  if (state.phase !== 'over') return null;
  const s = scores(state);
  return { scores: s, ranking: rankByScore(s) };
}
