import {
  checkActor,
  fail,
  ok,
  type Actor,
  type Outcome,
  type Rng,
  type Seat,
} from '../../kernel/index.js';
import {
  CREATURES,
  DEFENCE_BACKS,
  EXPLORERS_PER_PLAYER,
  MOVE_POINTS,
  PIECE_COUNTS,
  SHIP_CAPACITY,
  SHIPS_PER_PLAYER,
  TILE_REACH,
  isGreen,
  type Back,
  type Creature,
} from './components.js';
import { LAND_SPACES, NEIGHBOURS } from './board.js';
import {
  anyOfKind,
  canReach,
  isVacant,
  moveCreature,
  removeCreature,
  strike,
  threatened,
} from './creatures.js';
import { isEmptyLand, isListed, isShipStart, sampleMove, valuesToPlace } from './legal.js';
import {
  applyDolphinStep,
  applyExplorerStep,
  applySail,
  canSailOn,
  canSwimOn,
  dolphinStepError,
  explorerStepError,
  sailError,
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
  SHARK,
  WHALE,
} from './pieces.js';
import { sampleChance, toMove } from './rules.js';
import { CREATURE_INDEX, L, NONE, W, type Buf, type HandTile, type SurviveMove } from './state.js';
import type { SurviveState } from './state.js';
import { backIndex, isRemovable, terrainIndex, terrainOf, whirlpool } from './tiles.js';

/**
 * Applying moves, in two halves: `check` says why a move is not allowed (changing nothing), and
 * `play` makes an allowed move on a draft, changing it in place. `apply` checks, then plays on a
 * fresh draft; `playout` plays a whole random game on one draft, with no copy per move.
 */

type Draft = { -readonly [K in keyof SurviveState]: SurviveState[K] };

/**
 * A copy of a state to change, sharing the buffer `b` until the move writes to it (`writable`).
 * Written field by field, always in the same order: every state then has the same shape.
 */
function draft(s: SurviveState): Draft {
  return {
    options: s.options,
    players: s.players,
    b: s.b,
    hands: s.hands,
    shown: s.shown,
    phase: s.phase,
    current: s.current,
    first: s.first,
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

/**
 * The buffer the draft being played owns (its own copy), or null. A move that changes the board
 * asks `writable` for it: the first time, the draft's shared buffer is copied; after that (and
 * for a whole playout) the same copy is changed in place.
 */
let owned: Buf | null = null;

function writable(d: Draft): Buf {
  if (d.b !== owned) {
    d.b = d.b.slice();
    owned = d.b;
  }
  return d.b;
}

export function apply(state: SurviveState, actor: Actor, move: SurviveMove): Outcome<SurviveState> {
  // A move just listed as legal for this very state needs no checking again.
  // (Not in the movement step, whose lists are long and whose checks are cheap.)
  if (state.phase === 'move' || !isListed(state, actor, move)) {
    const error = check(state, actor, move);
    if (error) return error;
  }
  const next = draft(state);
  owned = null;
  try {
    play(next, actor as Seat, move);
  } finally {
    owned = null;
  }
  return ok(next);
}

/**
 * Plays uniformly random legal moves to the end: the same moves, for the same draws of `rng`, as
 * the kernel's list-based random playout (the contract suite, tests/contract, holds it to that), but on one draft
 * changed in place and without listing moves out. `state` itself is not changed.
 */
export function playout(state: SurviveState, rng: Rng): SurviveState {
  const d = draft(state);
  owned = null;
  try {
    writable(d);
    for (;;) {
      const actors = toMove(d);
      if (actors.length === 0) return d;
      const actor = actors[0] as Actor;
      if (actor === 'chance') play(d, 0, sampleChance(d, rng));
      else play(d, actor, sampleMove(d, actor, rng));
    }
  } finally {
    owned = null;
  }
}

// ---------------------------------------------------------------------------------------------
// Checks

/** Which phases accept which moves. */
const ACCEPTS: Readonly<Record<SurviveMove['type'], readonly string[]>> = {
  start: ['start'],
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

const isSpace = (s: number): boolean => Number.isInteger(s) && s >= 0 && s < 133;

/** Why `actor` may not make `move` now (a rule error), or null when it may. */
function check(state: SurviveState, actor: Actor, move: SurviveMove): Outcome<never> | null {
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who;
  if (!(ACCEPTS[move.type] ?? []).includes(state.phase)) {
    return fail('survive.wrong-phase', { phase: state.phase });
  }
  const { b, players } = state;
  const seat = state.current;
  const because = (code: string | null): Outcome<never> | null => (code ? fail(code) : null);
  switch (move.type) {
    case 'start':
      return move.seat < players ? null : fail('illegal-chance');
    case 'terrain': {
      const t = terrainIndex(move.terrain);
      return t < 1 || b[L.TO_LAY + t - 1] === 0 ? fail('illegal-chance') : null;
    }
    case 'place-explorer':
      if (!valuesToPlace(state, seat).includes(move.value)) {
        return fail('survive.no-such-value', { value: move.value });
      }
      return isEmptyLand(b, players, move.space) ? null : fail('survive.not-empty-land');
    case 'place-ship':
      return isShipStart(b, move.space) ? null : fail('survive.not-ship-start');
    case 'walk':
    case 'swim':
    case 'board':
    case 'ashore':
      if (state.phase === 'dolphin') {
        if (move.type !== 'swim' || move.explorer !== state.focus) {
          return fail('survive.not-the-dolphin-swimmer');
        }
        return because(dolphinStepError(b, move.explorer, move.space));
      }
      if (inPlay(b, seat) === 0) return fail('survive.nothing-to-move');
      return because(explorerStepError(b, players, seat, move));
    case 'sail':
      if (state.phase === 'wind') {
        if (move.ship !== state.focus) return fail('survive.not-the-wind-ship');
        if (!isSpace(move.space) || !isSea(b, move.space)) return fail('survive.not-sea');
        if (!(NEIGHBOURS[shipSpace(b, move.ship)] ?? []).includes(move.space)) {
          return fail('survive.not-adjacent');
        }
        return shipAt(b, move.space) === NONE ? null : fail('survive.space-has-ship');
      }
      if (inPlay(b, seat) === 0) return fail('survive.nothing-to-move');
      return because(sailError(b, players, seat, move.ship, move.space));
    case 'done':
      if (state.phase !== 'move' && state.phase !== 'creature' && state.stepsLeft === TILE_REACH) {
        return fail('survive.must-move-once');
      }
      return null;
    case 'dolphin':
    case 'wind':
    case 'teleport':
      return checkTile(state, move);
    case 'remove':
      return checkRemoval(b, move.space);
    case 'back': {
      const i = backIndex(move.back);
      const t = terrainIndex(state.removal!.terrain);
      return i < 0 || b[L.BACKS + (t - 1) * 12 + i] === 0 ? fail('illegal-chance') : null;
    }
    case 'boarders': {
      const swimmers = swimmersAt(b, state.removal!.space, players);
      const chosen = move.explorers;
      const fine =
        Array.isArray(chosen) &&
        chosen.length === SHIP_CAPACITY &&
        new Set(chosen).size === SHIP_CAPACITY &&
        chosen.every((e) => swimmers.includes(e));
      return fine ? null : fail('survive.choose-three-swimmers', { count: SHIP_CAPACITY });
    }
    case 'die':
      return CREATURES.includes(move.creature) ? null : fail('illegal-chance');
    case 'creature': {
      const kind = CREATURE_INDEX[state.die as Creature];
      if (!isSpace(move.from) || creatureCount(b, kind, move.from) === 0) {
        return fail('survive.no-creature-there');
      }
      return canReach(b, kind, move.from, move.to, players) ? null : fail('survive.out-of-reach');
    }
    case 'defend':
      return defenceTile(state, actor as Seat) ? null : fail('survive.no-defence-tile');
    case 'decline':
      return null;
  }
}

const TELEPORT_BACKS: readonly Back[] = CREATURES.map((c): Back => `move-${c}`);

function tileBack(move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>): Back {
  return move.type === 'teleport'
    ? (TELEPORT_BACKS[CREATURES.indexOf(move.creature)] ?? `move-${move.creature}`)
    : move.type;
}

function checkTile(
  state: SurviveState,
  move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>,
): Outcome<never> | null {
  const seat = state.current;
  const back = tileBack(move);
  if (!(state.hands[seat] ?? []).some((t) => t.back === back)) {
    return fail('survive.tile-not-in-hand');
  }
  if (state.points > 0 || state.tilePlayed) return fail('survive.tile-too-late');
  const { b, players } = state;
  if (move.type === 'dolphin') {
    const e = move.explorer;
    if (
      !Number.isInteger(e) ||
      e < 0 ||
      e >= players * EXPLORERS_PER_PLAYER ||
      Math.floor(e / EXPLORERS_PER_PLAYER) !== seat
    ) {
      return fail('survive.not-your-explorer');
    }
    if (where(b, e) !== W.Sea) return fail('survive.not-a-swimmer');
    return canSwimOn(b, e) ? null : fail('survive.nowhere-to-go');
  }
  if (move.type === 'wind') {
    const ship = move.ship;
    if (!Number.isInteger(ship) || ship < 0 || ship >= 12 || shipSpace(b, ship) === NONE) {
      return fail('survive.no-such-ship');
    }
    if ((controllers(b, ship, players) & (1 << seat)) === 0) return fail('survive.not-in-control');
    return canSailOn(b, ship) ? null : fail('survive.nowhere-to-go');
  }
  if (!CREATURES.includes(move.creature)) return fail('survive.no-creature-there');
  if (!isSpace(move.from) || creatureCount(b, CREATURE_INDEX[move.creature], move.from) === 0) {
    return fail('survive.no-creature-there');
  }
  return isSpace(move.to) && isVacant(b, move.to, players) ? null : fail('survive.not-vacant');
}

function checkRemoval(b: Buf, space: number): Outcome<never> | null {
  if (!isSpace(space) || !isLand(b, space)) return fail('survive.not-a-tile');
  if (isRemovable(b, space)) return null;
  let lowest = 3;
  for (const s of LAND_SPACES) if (isLand(b, s)) lowest = Math.min(lowest, b[L.TERRAIN + s]!);
  return fail(
    b[L.TERRAIN + space] !== lowest ? 'survive.lower-terrain-first' : 'survive.not-by-the-sea',
    { terrain: lowest - 1 },
  );
}

function defenceTile(state: SurviveState, seat: Seat): HandTile | undefined {
  const r = state.reaction;
  if (!r) return undefined;
  const back: Back = r.creature === 'shark' ? 'shark-defence' : 'whale-defence';
  if (!DEFENCE_BACKS.has(back)) return undefined;
  return (state.hands[seat] ?? []).find((t) => t.back === back);
}

// ---------------------------------------------------------------------------------------------
// Playing an allowed move on a draft. Each function reads what it needs before changing it: the
// draft may be the state a playout keeps changing.

function play(d: Draft, seat: Seat, move: SurviveMove): void {
  switch (move.type) {
    case 'start':
      d.first = move.seat;
      d.current = move.seat;
      d.phase = 'layout';
      return;
    case 'terrain':
      return layTerrain(d, terrainIndex(move.terrain));
    case 'place-explorer':
      return placeExplorer(d, move.value, move.space);
    case 'place-ship':
      return placeStartShip(d, move.space);
    case 'walk':
    case 'swim':
    case 'board':
    case 'ashore':
      if (d.phase === 'dolphin' && move.type === 'swim') return dolphinStep(d, move);
      applyExplorerStep(writable(d), d.players, move);
      return spendPoint(d);
    case 'sail':
      applySail(writable(d), d.players, move.ship, move.space);
      if (d.phase !== 'wind') return spendPoint(d);
      d.stepsLeft--;
      d.phase = d.stepsLeft === 0 || shipSpace(d.b, move.ship) === NONE ? 'move' : 'wind';
      return;
    case 'done':
      if (d.phase === 'move') d.phase = 'remove';
      else if (d.phase === 'dolphin' || d.phase === 'wind') d.phase = 'move';
      // The creature step: the player moves no creature.
      else endTurn(d);
      return;
    case 'dolphin':
    case 'wind':
    case 'teleport':
      return playTile(d, move);
    case 'remove':
      return removeTile(d, move.space);
    case 'back':
      return reveal(d, move.back);
    case 'boarders':
      return chooseBoarders(d, move.explorers);
    case 'die':
      return rollDie(d, move.creature);
    case 'creature':
      return moveRolledCreature(d, move.from, move.to);
    case 'defend':
      return defend(d, seat);
    case 'decline':
      return decline(d, seat);
  }
}

/**
 * The start player. A state saved before the draw existed (a server's snapshot of a table in
 * progress) has no such field, and played in seating order.
 */
function firstOf(d: Draft): Seat {
  return d.first ?? 0;
}

function layTerrain(d: Draft, t: number): void {
  const b = writable(d);
  b[L.TO_LAY + t - 1]!--;
  b[L.TERRAIN + LAND_SPACES[d.step]!] = t;
  d.step++;
  if (d.step === LAND_SPACES.length) {
    d.step = 0;
    d.phase = 'place-explorer';
    d.current = firstOf(d);
  }
}

function placeExplorer(d: Draft, value: number, space: number): void {
  const b = writable(d);
  // Explorers are numbered by colour, in the order they are placed: the id tells nothing of the value.
  const e = d.current * EXPLORERS_PER_PLAYER + Math.floor(d.step / d.players);
  b[L.EXP_WHERE + e] = W.Land;
  b[L.EXP_AT + e] = space;
  b[L.EXP_VALUE + e] = value;
  const step = d.step + 1;
  // Clockwise from the start player, one piece at a time.
  if (step < d.players * EXPLORERS_PER_PLAYER) {
    d.step = step;
    d.current = (firstOf(d) + step) % d.players;
  } else {
    d.step = 0;
    d.phase = 'place-ship';
    d.current = firstOf(d);
  }
}

function placeStartShip(d: Draft, space: number): void {
  const b = writable(d);
  placeShip(b, d.step, space);
  b[L.SUPPLY]!--;
  const step = d.step + 1;
  if (step < d.players * SHIPS_PER_PLAYER) {
    d.step = step;
    d.current = (firstOf(d) + step) % d.players;
  } else {
    d.step = 0;
    startTurn(d, firstOf(d));
  }
}

/** A turn begins: swims are counted afresh. A player with nothing to move or play goes to step 3. */
function startTurn(d: Draft, seat: Seat): void {
  for (let e = L.EXP_SWAM; e < L.EXP_SWAM + 40; e++) {
    if (d.b[e] === 0) continue;
    writable(d).fill(0, L.EXP_SWAM, L.EXP_SWAM + 40);
    break;
  }
  d.current = seat;
  d.phase = 'move';
  d.points = 0;
  d.tilePlayed = false;
  d.focus = NONE;
  d.stepsLeft = 0;
  d.die = null;
  d.reaction = null;
  d.turn++;
  if (inPlay(d.b, seat) === 0 && (d.hands[seat] ?? []).length === 0) d.phase = 'remove';
}

function endTurn(d: Draft): void {
  startTurn(d, (d.current + 1) % d.players);
}

function spendPoint(d: Draft): void {
  d.points++;
  d.phase = d.points >= MOVE_POINTS ? 'remove' : 'move';
}

function dolphinStep(d: Draft, move: Extract<SurviveMove, { type: 'swim' }>): void {
  applyDolphinStep(writable(d), move.explorer, move.space);
  d.stepsLeft--;
  const eaten = where(d.b, move.explorer) !== W.Sea;
  d.phase = d.stepsLeft === 0 || eaten ? 'move' : 'dolphin';
}

function withoutSeatTile(
  hands: readonly (readonly HandTile[])[],
  seat: Seat,
  back: Back,
): (readonly HandTile[])[] {
  return hands.map((hand, s) => {
    if (s !== seat) return hand;
    const i = hand.findIndex((t) => t.back === back);
    return hand.filter((_, j) => j !== i);
  });
}

function playTile(
  d: Draft,
  move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>,
): void {
  const seat = d.current;
  const back = tileBack(move);
  const tile = (d.hands[seat] ?? []).find((t) => t.back === back) as HandTile;
  if (move.type === 'teleport') {
    moveCreature(writable(d), CREATURE_INDEX[move.creature], move.from, move.to);
  } else {
    d.phase = move.type;
    d.focus = move.type === 'dolphin' ? move.explorer : move.ship;
    d.stepsLeft = TILE_REACH;
  }
  d.hands = withoutSeatTile(d.hands, seat, back);
  d.shown = [...d.shown, tile];
  d.tilePlayed = true;
}

function removeTile(d: Draft, space: number): void {
  const b = writable(d);
  const terrain = terrainOf(b[L.TERRAIN + space]!);
  b[L.TERRAIN + space] = 0;
  // Explorers on the tile fall into the sea where it was.
  for (let e = 0; e < d.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land && b[L.EXP_AT + e] === space) b[L.EXP_WHERE + e] = W.Sea;
  }
  d.phase = 'reveal';
  d.removal = { space, terrain, back: null, by: d.current };
}

function reveal(d: Draft, back: Back): void {
  const removal = d.removal!;
  const b = writable(d);
  b[L.BACKS + (terrainIndex(removal.terrain) - 1) * 12 + backIndex(back)]!--;
  const s = removal.space;
  const { players } = d;
  const tile: HandTile = { terrain: removal.terrain, back };
  d.removal = { space: s, terrain: removal.terrain, back, by: removal.by };
  d.phase = 'roll';
  if (!isGreen(back)) {
    const seat = d.current;
    d.hands = d.hands.map((h, j) => (j === seat ? [...h, tile] : h));
    return;
  }
  d.shown = [...d.shown, tile];
  switch (back) {
    case 'volcano':
      return eruption(d);
    case 'shark':
      if (b[L.SUPPLY + 1]! > 0) {
        b[L.SUPPLY + 1]!--;
        addCreature(b, SHARK, s, 1);
        eatSwimmers(b, s, players);
      }
      return;
    case 'whale':
      if (b[L.SUPPLY + 2]! > 0) {
        b[L.SUPPLY + 2]!--;
        addCreature(b, WHALE, s, 1);
      }
      return;
    case 'ship': {
      if (b[L.SUPPLY]! === 0) return;
      const ship = PIECE_COUNTS.value.ships - b[L.SUPPLY]!;
      b[L.SUPPLY]!--;
      placeShip(b, ship, s);
      const swimmers = swimmersAt(b, s, players);
      if (swimmers.length > SHIP_CAPACITY) {
        d.phase = 'boarders';
        return;
      }
      for (const e of swimmers) boardShip(b, e, ship);
      return;
    }
    default:
      return whirlpool(b, s, players);
  }
}

/** The volcano: the game ends at once and everyone not on a safe isle is lost. */
function eruption(d: Draft): void {
  const b = writable(d);
  for (let e = 0; e < d.players * EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e];
    if (w === W.Land || w === W.Aboard || w === W.Sea) lose(b, e);
  }
  b.fill(0, L.SHIP_LOAD, L.SHIP_LOAD + 12);
  d.phase = 'over';
  d.die = null;
}

function chooseBoarders(d: Draft, explorers: readonly number[]): void {
  const b = writable(d);
  const ship = shipAt(b, d.removal!.space);
  for (const e of explorers) boardShip(b, e, ship);
  d.phase = 'roll';
}

function rollDie(d: Draft, creature: Creature): void {
  d.die = creature;
  // No creature of that kind on the board: nothing moves.
  if (!anyOfKind(d.b, CREATURE_INDEX[creature])) endTurn(d);
  else d.phase = 'creature';
}

function moveRolledCreature(d: Draft, from: number, to: number): void {
  const creature = d.die as Creature;
  const { players } = d;
  const b = writable(d);
  moveCreature(b, CREATURE_INDEX[creature], from, to);
  if (creature === 'shark' || creature === 'whale') {
    const waiting = threatened(b, creature, to, players, d.current);
    if (waiting.length > 0) {
      d.phase = 'react';
      d.reaction = { creature, space: to, waiting };
      return;
    }
  }
  strike(b, creature, to, players);
  endTurn(d);
}

function defend(d: Draft, seat: Seat): void {
  const r = d.reaction!;
  const tile = defenceTile(d, seat) as HandTile;
  // The creature leaves the game before it strikes.
  removeCreature(writable(d), CREATURE_INDEX[r.creature], r.space);
  d.hands = withoutSeatTile(d.hands, seat, tile.back);
  d.shown = [...d.shown, tile];
  endTurn(d);
}

function decline(d: Draft, seat: Seat): void {
  const r = d.reaction!;
  const waiting = r.waiting.filter((s) => s !== seat);
  if (waiting.length > 0) {
    d.reaction = { creature: r.creature, space: r.space, waiting };
    return;
  }
  strike(writable(d), r.creature, r.space, d.players);
  endTurn(d);
}
