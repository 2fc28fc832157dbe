import type { Seat } from '../../kernel/index.js';
import {
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
import { LAND_SPACES } from './board.js';
import { anyOfKind, moveCreature, removeCreature, strike, threatened } from './creatures.js';
import { writable, type Draft } from './draft.js';
import { defenceTile, tileBack, withoutSeatTile } from './hand.js';
import { applyDolphinStep, applyExplorerStep, applySail } from './movement.js';
import {
  addCreature,
  boardShip,
  eatSwimmers,
  inPlay,
  lose,
  placeShip,
  shipAt,
  shipSpace,
  swimmersAt,
  where,
  SHARK,
  WHALE,
} from './pieces.js';
import { CREATURE_INDEX, L, NONE, W, type HandTile, type SurviveMove } from './state.js';
import { backIndex, terrainIndex, terrainOf, whirlpool } from './tiles.js';

/**
 * Playing an allowed move (one `check` let through) on a draft, changing it in place. Each
 * function reads what it needs before changing it: the draft may be the state a playout keeps
 * changing.
 */

export function play(d: Draft, seat: Seat, move: SurviveMove): void {
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
