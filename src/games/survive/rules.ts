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
  creatureSpaces,
  destinations,
  isVacant,
  vacantSpaces,
  moveCreature,
  removeCreature,
  strike,
  threatened,
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
import { backIndex, backPool, removable, terrainIndex, terrainOf, whirlpool } from './tiles.js';
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
  const b: Buf = Array<number>(L.SIZE).fill(0);
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

const placeExplorerCache: SurviveMove[] = [];
const placeShipCache: SurviveMove[] = [];
const removeCache: SurviveMove[] = [];
const creatureCache: SurviveMove[] = [];
const DECLINE: SurviveMove = { type: 'decline' };
const DEFEND: SurviveMove = { type: 'defend' };

function placeExplorerMove(value: number, space: number): SurviveMove {
  return (placeExplorerCache[value * 133 + space] ??= { type: 'place-explorer', value, space });
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

const taken = new Uint8Array(133);

/** Island spaces without an explorer (setup places one explorer per tile). */
function emptyLand(b: Buf, players: number): number[] {
  taken.fill(0);
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land) taken[b[L.EXP_AT + e]!] = 1;
  }
  return LAND_SPACES.filter((s) => taken[s] === 0);
}

/** A sea space next to the island with no ship and no sea serpent: where setup ships go. */
function isShipStart(b: Buf, s: number): boolean {
  if (!Number.isInteger(s) || s < 0 || s >= 133) return false;
  if (!isSea(b, s) || shipAt(b, s) !== NONE || creatureCount(b, SERPENT, s) > 0) return false;
  return NEIGHBOURS[s]!.some((n) => isLand(b, n));
}

function shipStarts(b: Buf): number[] {
  const out: number[] = [];
  for (let s = 0; s < 133; s++) if (isShipStart(b, s)) out.push(s);
  return out;
}

/** An island space with no explorer on it. */
function isEmptyLand(b: Buf, players: number, s: number): boolean {
  if (!Number.isInteger(s) || s < 0 || s >= 133 || !isLand(b, s)) return false;
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land && b[L.EXP_AT + e] === s) return false;
  }
  return true;
}

function hasTile(state: SurviveState, seat: Seat, back: Back): boolean {
  return (state.hands[seat] ?? []).some((t) => t.back === back);
}

/** The tiles `seat` may play at the start of its turn, as moves. */
function tilePlays(state: SurviveState, seat: Seat, out: SurviveMove[]): void {
  const hand = state.hands[seat] ?? [];
  if (hand.length === 0 || state.points > 0 || state.tilePlayed) return;
  const { b, players } = state;
  const kinds = new Set(hand.map((t) => t.back));
  if (kinds.has('dolphin')) {
    for (let k = 0; k < EXPLORERS_PER_PLAYER; k++) {
      const e = seat * EXPLORERS_PER_PLAYER + k;
      if (where(b, e) === W.Sea && canSwimOn(b, e)) {
        out.push((dolphinCache[e] ??= { type: 'dolphin', explorer: e }));
      }
    }
  }
  if (kinds.has('wind')) {
    for (let ship = 0; ship < 12; ship++) {
      if (shipSpace(b, ship) === NONE) continue;
      if ((controllers(b, ship, players) & (1 << seat)) === 0 || !canSailOn(b, ship)) continue;
      out.push((windCache[ship] ??= { type: 'wind', ship }));
    }
  }
  for (const creature of CREATURES) {
    if (!kinds.has(`move-${creature}`)) continue;
    const froms = creatureSpaces(b, CREATURE_INDEX[creature]);
    if (froms.length === 0) continue;
    const vacant = vacantSpaces(b, players);
    for (const from of froms) {
      for (const to of vacant) out.push(teleportMove(creature, from, to));
    }
  }
}

const teleportCache: SurviveMove[] = [];
const dolphinCache: SurviveMove[] = [];
const windCache: SurviveMove[] = [];

function teleportMove(creature: Creature, from: number, to: number): SurviveMove {
  const key = (CREATURE_INDEX[creature] * 133 + from) * 133 + to;
  return (teleportCache[key] ??= { type: 'teleport', creature, from, to });
}

function creatureMove(from: number, to: number): SurviveMove {
  return (creatureCache[from * 133 + to] ??= { type: 'creature', from, to });
}

function combinations(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  items.forEach((x, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

export function legalMoves(state: SurviveState, seat: Seat): readonly SurviveMove[] {
  const { b, players } = state;
  if (state.phase === 'react') {
    const r = state.reaction;
    if (!r || !r.waiting.includes(seat)) return [];
    return hasTile(state, seat, `${r.creature}-defence`) ? [DECLINE, DEFEND] : [DECLINE];
  }
  if (seat !== state.current) return [];
  switch (state.phase) {
    case 'place-explorer': {
      const values = [...new Set(valuesToPlace(state, seat))].sort((x, y) => x - y);
      const spaces = emptyLand(b, players);
      // Sized once: setup lists up to 6 x 40 moves, 40 times a game.
      const out = Array<SurviveMove>(values.length * spaces.length);
      let i = 0;
      for (const v of values) for (const s of spaces) out[i++] = placeExplorerMove(v, s);
      return out;
    }
    case 'place-ship':
      return shipStarts(b).map((s) => (placeShipCache[s] ??= { type: 'place-ship', space: s }));
    case 'move': {
      const out: SurviveMove[] = [DONE];
      tilePlays(state, seat, out);
      if (inPlay(b, seat) > 0) {
        explorerSteps(b, players, seat, out);
        shipSteps(b, players, seat, out);
      }
      return out;
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
    case 'remove':
      return removable(b).map((s) => (removeCache[s] ??= { type: 'remove', space: s }));
    case 'boarders': {
      const swimmers = swimmersAt(b, state.removal?.space ?? 0, players);
      return combinations(swimmers, SHIP_CAPACITY).map((explorers) => ({
        type: 'boarders',
        explorers,
      }));
    }
    case 'creature': {
      const out: SurviveMove[] = [DONE];
      const creature = state.die as Creature;
      for (const from of creatureSpaces(b, CREATURE_INDEX[creature])) {
        for (const to of destinations(b, creature, from, players)) out.push(creatureMove(from, to));
      }
      return out;
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
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who;
  if (!(ACCEPTS[move.type] ?? []).includes(state.phase)) {
    return fail('survive.wrong-phase', { phase: state.phase });
  }
  const seat = actor as Seat;
  switch (move.type) {
    case 'terrain':
      return layTerrain(state, move.terrain);
    case 'place-explorer':
      return placeExplorer(state, move.value, move.space);
    case 'place-ship':
      return placeStartShip(state, move.space);
    case 'walk':
    case 'swim':
    case 'board':
    case 'ashore':
      if (state.phase === 'dolphin') return dolphinStep(state, move);
      return explorerStep(state, move);
    case 'sail':
      return sail(state, move.ship, move.space);
    case 'done':
      return done(state);
    case 'dolphin':
    case 'wind':
    case 'teleport':
      return playTile(state, move);
    case 'remove':
      return removeTile(state, move.space);
    case 'back':
      return reveal(state, move.back);
    case 'boarders':
      return chooseBoarders(state, move.explorers);
    case 'die':
      return rollDie(state, move.creature);
    case 'creature':
      return moveRolledCreature(state, move.from, move.to);
    case 'defend':
      return defend(state, seat);
    case 'decline':
      return decline(state, seat);
  }
}

const copy = (state: SurviveState): Buf => state.b.slice();

/**
 * A new state with some fields changed. Written field by field rather than with an object spread:
 * every state then has the same shape, and random playouts make one of these per move.
 */
function patch(s: SurviveState, changes: Partial<SurviveState>): SurviveState {
  const out: { -readonly [K in keyof SurviveState]: SurviveState[K] } = {
    options: s.options,
    players: s.players,
    b: s.b,
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
  return Object.assign(out, changes);
}

function layTerrain(state: SurviveState, terrain: Terrain): Outcome<SurviveState> {
  const t = terrainIndex(terrain);
  if (t < 1 || state.b[L.TO_LAY + t - 1] === 0) return fail('illegal-chance');
  const b = copy(state);
  b[L.TO_LAY + t - 1]!--;
  b[L.TERRAIN + (LAND_SPACES[state.step] as number)] = t;
  const step = state.step + 1;
  if (step < LAND_SPACES.length) return ok(patch(state, { b, step }));
  return ok(patch(state, { b, step: 0, phase: 'place-explorer', current: 0 }));
}

function placeExplorer(state: SurviveState, value: number, space: number): Outcome<SurviveState> {
  const seat = state.current;
  if (!valuesToPlace(state, seat).includes(value)) return fail('survive.no-such-value', { value });
  if (!isEmptyLand(state.b, state.players, space)) return fail('survive.not-empty-land');
  const b = copy(state);
  // Explorers are numbered by colour, in the order they are placed: the id tells nothing of the value.
  const e = seat * EXPLORERS_PER_PLAYER + Math.floor(state.step / state.players);
  b[L.EXP_WHERE + e] = W.Land;
  b[L.EXP_AT + e] = space;
  b[L.EXP_VALUE + e] = value;
  const step = state.step + 1;
  if (step < state.players * EXPLORERS_PER_PLAYER) {
    return ok(patch(state, { b, step, current: step % state.players }));
  }
  return ok(patch(state, { b, step: 0, phase: 'place-ship', current: 0 }));
}

function placeStartShip(state: SurviveState, space: number): Outcome<SurviveState> {
  if (!isShipStart(state.b, space)) return fail('survive.not-ship-start');
  const b = copy(state);
  placeShip(b, state.step, space);
  b[L.SUPPLY]!--;
  const step = state.step + 1;
  if (step < state.players * SHIPS_PER_PLAYER) {
    return ok(patch(state, { b, step, current: step % state.players }));
  }
  return ok(startTurn(patch(state, { b, step: 0 }), 0));
}

/** A turn begins: swims are counted afresh. A player with nothing to move or play goes to step 3. */
function startTurn(state: SurviveState, seat: Seat): SurviveState {
  const b = state.b;
  b.fill(0, L.EXP_SWAM, L.EXP_SWAM + 40);
  const next = patch(state, {
    b,
    current: seat,
    phase: 'move',
    points: 0,
    tilePlayed: false,
    focus: NONE,
    stepsLeft: 0,
    die: null,
    reaction: null,
    turn: state.turn + 1,
  });
  if (inPlay(b, seat) === 0 && (state.hands[seat] ?? []).length === 0) {
    return patch(next, { phase: 'remove' });
  }
  return next;
}

/** Every move ends in a fresh buffer, so startTurn may clear swims in place. */
function endTurn(state: SurviveState): SurviveState {
  return startTurn(state, (state.current + 1) % state.players);
}

function spendPoint(state: SurviveState, b: Buf): SurviveState {
  const points = state.points + 1;
  return patch(state, { b, points, phase: points >= MOVE_POINTS ? 'remove' : 'move' });
}

function explorerStep(
  state: SurviveState,
  move: Extract<SurviveMove, { type: 'walk' | 'swim' | 'board' | 'ashore' }>,
): Outcome<SurviveState> {
  if (inPlay(state.b, state.current) === 0) return fail('survive.nothing-to-move');
  const error = explorerStepError(state.b, state.players, state.current, move);
  if (error) return fail(error);
  const b = copy(state);
  applyExplorerStep(b, state.players, move);
  return ok(spendPoint(state, b));
}

function sail(state: SurviveState, ship: number, space: number): Outcome<SurviveState> {
  if (state.phase === 'wind') {
    if (ship !== state.focus) return fail('survive.not-the-wind-ship');
    if (!Number.isInteger(space) || !isSea(state.b, space)) return fail('survive.not-sea');
    if (!(NEIGHBOURS[shipSpace(state.b, ship)] ?? []).includes(space))
      return fail('survive.not-adjacent');
    if (shipAt(state.b, space) !== NONE) return fail('survive.space-has-ship');
    const b = copy(state);
    applySail(b, state.players, ship, space);
    const stepsLeft = state.stepsLeft - 1;
    const sunk = shipSpace(b, ship) === NONE;
    return ok(patch(state, { b, stepsLeft, phase: stepsLeft === 0 || sunk ? 'move' : 'wind' }));
  }
  if (inPlay(state.b, state.current) === 0) return fail('survive.nothing-to-move');
  const error = sailError(state.b, state.players, state.current, ship, space);
  if (error) return fail(error);
  const b = copy(state);
  applySail(b, state.players, ship, space);
  return ok(spendPoint(state, b));
}

function dolphinStep(state: SurviveState, move: SurviveMove): Outcome<SurviveState> {
  if (move.type !== 'swim' || move.explorer !== state.focus)
    return fail('survive.not-the-dolphin-swimmer');
  const error = dolphinStepError(state.b, move.explorer, move.space);
  if (error) return fail(error);
  const b = copy(state);
  applyDolphinStep(b, move.explorer, move.space);
  const stepsLeft = state.stepsLeft - 1;
  const eaten = where(b, move.explorer) !== W.Sea;
  return ok(patch(state, { b, stepsLeft, phase: stepsLeft === 0 || eaten ? 'move' : 'dolphin' }));
}

function done(state: SurviveState): Outcome<SurviveState> {
  switch (state.phase) {
    case 'move':
      return ok(patch(state, { phase: 'remove' }));
    case 'dolphin':
    case 'wind':
      if (state.stepsLeft === TILE_REACH) return fail('survive.must-move-once');
      return ok(patch(state, { phase: 'move' }));
    default:
      // The creature step: the player moves no creature.
      return ok(endTurn(patch(state, { b: copy(state) })));
  }
}

function withoutTile(hand: readonly HandTile[], back: Back): HandTile[] {
  const i = hand.findIndex((t) => t.back === back);
  return hand.filter((_, j) => j !== i);
}

function playTile(
  state: SurviveState,
  move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>,
): Outcome<SurviveState> {
  const seat = state.current;
  const back: Back = move.type === 'teleport' ? `move-${move.creature}` : move.type;
  const hand = state.hands[seat] ?? [];
  const tile = hand.find((t) => t.back === back);
  if (!tile) return fail('survive.tile-not-in-hand');
  if (state.points > 0 || state.tilePlayed) return fail('survive.tile-too-late');
  const { b, players } = state;
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
    if ((controllers(b, ship, players) & (1 << seat)) === 0) return fail('survive.not-in-control');
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
  const played = patch(state, {
    hands: state.hands.map((h, s) => (s === seat ? withoutTile(h, back) : h)),
    shown: [...state.shown, tile],
    tilePlayed: true,
  });
  if (move.type === 'dolphin') {
    return ok(patch(played, { phase: 'dolphin', focus: move.explorer, stepsLeft: TILE_REACH }));
  }
  if (move.type === 'wind') {
    return ok(patch(played, { phase: 'wind', focus: move.ship, stepsLeft: TILE_REACH }));
  }
  const nb = copy(state);
  moveCreature(nb, CREATURE_INDEX[move.creature], move.from, move.to);
  return ok(patch(played, { b: nb }));
}

function removeTile(state: SurviveState, space: number): Outcome<SurviveState> {
  const { b: before } = state;
  if (!Number.isInteger(space) || space < 0 || space >= 133 || !isLand(before, space)) {
    return fail('survive.not-a-tile');
  }
  if (!removable(before).includes(space)) {
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
  const b = copy(state);
  const terrain = terrainOf(b[L.TERRAIN + space]!);
  b[L.TERRAIN + space] = 0;
  // Explorers on the tile fall into the sea where it was.
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land && b[L.EXP_AT + e] === space) b[L.EXP_WHERE + e] = W.Sea;
  }
  return ok(
    patch(state, {
      b,
      phase: 'reveal',
      removal: { space, terrain, back: null, by: state.current },
    }),
  );
}

function reveal(state: SurviveState, back: Back): Outcome<SurviveState> {
  const removal = state.removal!;
  const t = terrainIndex(removal.terrain);
  const i = backIndex(back);
  if (i < 0 || state.b[L.BACKS + (t - 1) * 12 + i] === 0) return fail('illegal-chance');
  const b = copy(state);
  b[L.BACKS + (t - 1) * 12 + i]!--;
  const s = removal.space;
  const { players } = state;
  const tile: HandTile = { terrain: removal.terrain, back };
  let next: SurviveState = patch(state, { b, removal: { ...removal, back }, phase: 'roll' });
  if (!isGreen(back)) {
    const seat = state.current;
    return ok(patch(next, { hands: state.hands.map((h, j) => (j === seat ? [...h, tile] : h)) }));
  }
  next = patch(next, { shown: [...state.shown, tile] });
  switch (back) {
    case 'volcano':
      return ok(eruption(next));
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
      if (swimmers.length > SHIP_CAPACITY) return ok(patch(next, { phase: 'boarders' }));
      for (const e of swimmers) boardShip(b, e, ship);
      return ok(next);
    }
    default:
      whirlpool(b, s, players);
      return ok(next);
  }
}

/** The volcano: the game ends at once and everyone not on a safe isle is lost. */
function eruption(state: SurviveState): SurviveState {
  const b = state.b;
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e];
    if (w === W.Land || w === W.Aboard || w === W.Sea) lose(b, e);
  }
  b.fill(0, L.SHIP_LOAD, L.SHIP_LOAD + 12);
  return patch(state, { phase: 'over', die: null });
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
  const b = copy(state);
  const ship = shipAt(b, s);
  for (const e of explorers) boardShip(b, e, ship);
  return ok(patch(state, { b, phase: 'roll' }));
}

function rollDie(state: SurviveState, creature: Creature): Outcome<SurviveState> {
  if (!CREATURES.includes(creature)) return fail('illegal-chance');
  const next = patch(state, { die: creature });
  // No creature of that kind on the board: nothing moves.
  if (creatureSpaces(state.b, CREATURE_INDEX[creature]).length === 0) {
    return ok(endTurn(patch(next, { b: copy(state) })));
  }
  return ok(patch(next, { phase: 'creature' }));
}

function moveRolledCreature(state: SurviveState, from: number, to: number): Outcome<SurviveState> {
  const creature = state.die as Creature;
  const kind = CREATURE_INDEX[creature];
  const { players } = state;
  if (
    !Number.isInteger(from) ||
    from < 0 ||
    from >= 133 ||
    creatureCount(state.b, kind, from) === 0
  ) {
    return fail('survive.no-creature-there');
  }
  if (!destinations(state.b, creature, from, players).includes(to))
    return fail('survive.out-of-reach');
  const b = copy(state);
  moveCreature(b, kind, from, to);
  const moved = patch(state, { b });
  const waiting = threatened(b, creature, to, players, state.current);
  if (waiting.length > 0 && (creature === 'shark' || creature === 'whale')) {
    return ok(patch(moved, { phase: 'react', reaction: { creature, space: to, waiting } }));
  }
  strike(b, creature, to, players);
  return ok(endTurn(moved));
}

function defend(state: SurviveState, seat: Seat): Outcome<SurviveState> {
  const r = state.reaction!;
  const back: Back = `${r.creature}-defence`;
  const tile = (state.hands[seat] ?? []).find((t) => t.back === back);
  if (!tile || !DEFENCE_BACKS.has(back)) return fail('survive.no-defence-tile');
  const b = copy(state);
  // The creature leaves the game before it strikes.
  removeCreature(b, CREATURE_INDEX[r.creature], r.space);
  return ok(
    endTurn(
      patch(state, {
        b,
        hands: state.hands.map((h, s) => (s === seat ? withoutTile(h, back) : h)),
        shown: [...state.shown, tile],
      }),
    ),
  );
}

function decline(state: SurviveState, seat: Seat): Outcome<SurviveState> {
  const r = state.reaction!;
  const waiting = r.waiting.filter((s) => s !== seat);
  if (waiting.length > 0) return ok(patch(state, { reaction: { ...r, waiting } }));
  const b = copy(state);
  strike(b, r.creature, r.space, state.players);
  return ok(endTurn(patch(state, { b })));
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
