import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as creaturesModule from '../creatures.js';
import * as movementModule from '../movement.js';
import * as piecesModule from '../pieces.js';
import * as stateModule from '../state.js';
import * as tilesModule from '../tiles.js';
import * as flatModule from './flat.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const {
  BACKS,
  CREATURES,
  EXPLORERS_PER_PLAYER,
  MOVE_POINTS,
  PIECE_COUNTS,
  SHIP_CAPACITY,
  SHIPS_PER_PLAYER,
  TILE_REACH,
  isGreen,
} = componentsModule;
const { LAND_SPACES, NB, NB_COUNT } = boardModule;
const { moveCreature, removeCreature, strike, threatenedMask } = creaturesModule;
const { applyDolphinStep, applySail } = movementModule;
const {
  addCreature,
  eatSwimmers,
  inPlay,
  lose,
  placeShip,
  shipAt,
  shipSpace,
  swimmersAt,
  SHARK,
  WHALE,
} = piecesModule;
const { L, NONE, W } = stateModule;
const { backIndex, whirlpool } = tilesModule;
const {
  BOARDERS,
  CREATURE,
  DOLPHIN,
  flat,
  takeOut,
  MOVE,
  OVER,
  PLACE_EXPLORER,
  PLACE_SHIP,
  REACT,
  REMOVE,
  REVEAL,
  ROLL,
  WIND,
} = flatModule;

/**
 * The moves of a game played on the flat copy (flat.ts): what play.ts does to a draft, on numbers.
 * The changes to the board are the rules' own helpers (pieces.ts, creatures.ts, movement.ts,
 * tiles.ts), which work on the same buffer layout; only the fields around it are kept here.
 */

const GREEN = BACKS.map(isGreen);
const VOLCANO = backIndex('volcano');
const SHARK_BACK = backIndex('shark');
const WHALE_BACK = backIndex('whale');
const SHIP_BACK = backIndex('ship');
export const DOLPHIN_BACK = backIndex('dolphin');
export const WIND_BACK = backIndex('wind');
/** Per creature kind, the back of its "move a creature" tile. */
export const MOVE_CREATURE_BACKS = CREATURES.map((c) => backIndex(`move-${c}`));
/** Per creature kind, the back of the tile that defends against it (sharks and whales). */
export const DEFENCE_BACKS = [-1, backIndex('shark-defence'), backIndex('whale-defence')];

export function layTerrain(t: number): void {
  const f = flat;
  f.b[L.TO_LAY + t - 1]!--;
  f.b[L.TERRAIN + LAND_SPACES[f.step]!] = t;
  f.landOf[(t - 1) * 40 + f.landLeft[t - 1]!++] = LAND_SPACES[f.step]!;
  f.step++;
  if (f.step === LAND_SPACES.length) {
    f.step = 0;
    f.phase = PLACE_EXPLORER;
    f.current = f.first;
  }
}

export function placeExplorer(value: number, space: number): void {
  const f = flat;
  const b = f.b;
  const e = f.current * EXPLORERS_PER_PLAYER + Math.floor(f.step / f.players);
  b[L.EXP_WHERE + e] = W.Land;
  b[L.EXP_AT + e] = space;
  b[L.EXP_VALUE + e] = value;
  f.landExplorers[space]!++;
  const step = f.step + 1;
  if (step < f.players * EXPLORERS_PER_PLAYER) {
    f.step = step;
    f.current = (f.first + step) % f.players;
  } else {
    f.step = 0;
    f.phase = PLACE_SHIP;
    f.current = f.first;
  }
}

export function placeStartShip(space: number): void {
  const f = flat;
  placeShip(f.b, f.step, space);
  f.b[L.SUPPLY]!--;
  const step = f.step + 1;
  if (step < f.players * SHIPS_PER_PLAYER) {
    f.step = step;
    f.current = (f.first + step) % f.players;
  } else {
    f.step = 0;
    startTurn(f.first);
  }
}

function startTurn(seat: number): void {
  const f = flat;
  const b = f.b;
  if (f.swamAny) {
    for (let e = L.EXP_SWAM; e < L.EXP_SWAM + 40; e++) b[e] = 0;
    f.swamAny = false;
  }
  f.current = seat;
  f.phase = MOVE;
  f.points = 0;
  f.tilePlayed = false;
  f.focus = NONE;
  f.stepsLeft = 0;
  f.die = -1;
  f.hasReaction = false;
  f.turn++;
  if (f.handCount[seat] === 0 && inPlay(b, seat) === 0) f.phase = REMOVE;
}

export function endTurn(): void {
  const f = flat;
  startTurn(f.current + 1 === f.players ? 0 : f.current + 1);
}

/** An explorer's step or a sail in the movement step, which costs a point. */
export function spendPoint(): void {
  const f = flat;
  f.points++;
  f.phase = f.points >= MOVE_POINTS ? REMOVE : MOVE;
}

export function dolphinStep(e: number, space: number): void {
  const f = flat;
  applyDolphinStep(f.b, e, space);
  f.stepsLeft--;
  f.phase = f.stepsLeft === 0 || f.b[L.EXP_WHERE + e] !== W.Sea ? MOVE : DOLPHIN;
}

export function windStep(ship: number, space: number): void {
  const f = flat;
  applySail(f.b, f.players, ship, space);
  f.stepsLeft--;
  f.phase = f.stepsLeft === 0 || shipSpace(f.b, ship) === NONE ? MOVE : WIND;
}

export function sailStep(ship: number, space: number): void {
  applySail(flat.b, flat.players, ship, space);
  spendPoint();
}

/** A dolphin or wind tile played on an explorer or a ship: its free steps follow. */
export function playStepsTile(back: number, piece: number): void {
  const f = flat;
  f.phase = back === DOLPHIN_BACK ? DOLPHIN : WIND;
  f.focus = piece;
  f.stepsLeft = TILE_REACH;
  f.playFromHand(f.current, back);
  f.tilePlayed = true;
}

export function teleport(kind: number, from: number, to: number): void {
  const f = flat;
  moveCreature(f.b, kind, from, to);
  f.touchCreature(kind, from);
  f.touchCreature(kind, to);
  f.playFromHand(f.current, MOVE_CREATURE_BACKS[kind]!);
  f.tilePlayed = true;
}

export function removeTile(space: number): void {
  const f = flat;
  const b = f.b;
  const terrain = b[L.TERRAIN + space]!;
  b[L.TERRAIN + space] = 0;
  const list = (terrain - 1) * 40;
  const listEnd = list + f.landLeft[terrain - 1]!--;
  let at = list;
  while (f.landOf[at] !== space) at++;
  takeOut(f.landOf, at, listEnd);
  const end = space * 6 + NB_COUNT[space]!;
  for (let i = space * 6; i < end; i++) f.seaAround[NB[i]!]!++;
  f.visit[space] = 0;
  f.seaMask[space >>> 5]! |= 1 << (space & 31);
  // Those on it swim: as many as landExplorers says, so the search stops at the last.
  let left = f.landExplorers[space]!;
  f.landExplorers[space] = 0;
  for (let e = 0; left > 0 && e < f.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_AT + e] === space && b[L.EXP_WHERE + e] === W.Land) {
      b[L.EXP_WHERE + e] = W.Sea;
      left--;
    }
  }
  f.phase = REVEAL;
  f.hasRemoval = true;
  f.removalSpace = space;
  f.removalTerrain = terrain;
  f.removalBack = -1;
  f.removalBy = f.current;
}

export function reveal(back: number): void {
  const f = flat;
  const b = f.b;
  const code = (f.removalTerrain - 1) * 12 + back;
  b[L.BACKS + code]!--;
  const s = f.removalSpace;
  const players = f.players;
  f.removalBack = back;
  f.phase = ROLL;
  if (!GREEN[back]) {
    f.addToHand(f.current, code);
    return;
  }
  f.shown[f.shownCount++] = code;
  if (back === VOLCANO) eruption();
  else if (back === SHARK_BACK) {
    if (b[L.SUPPLY + 1]! > 0) {
      b[L.SUPPLY + 1]!--;
      addCreature(b, SHARK, s, 1);
      f.touchCreature(SHARK, s);
      eatSwimmers(b, s, players);
    }
  } else if (back === WHALE_BACK) {
    if (b[L.SUPPLY + 2]! > 0) {
      b[L.SUPPLY + 2]!--;
      addCreature(b, WHALE, s, 1);
      f.touchCreature(WHALE, s);
    }
  } else if (back === SHIP_BACK) {
    if (b[L.SUPPLY]! === 0) return;
    const ship = PIECE_COUNTS.value.ships - b[L.SUPPLY]!;
    b[L.SUPPLY]!--;
    placeShip(b, ship, s);
    const swimmers = swimmersAt(b, s, players);
    if (swimmers.length > SHIP_CAPACITY) f.phase = BOARDERS;
    else for (const e of swimmers) f.board(e, ship);
  } else {
    whirlpool(b, s, players);
    // It swallows the creatures of the space and of its sea neighbours.
    for (let kind = 0; kind < 3; kind++) {
      f.touchCreature(kind, s);
      const end = s * 6 + NB_COUNT[s]!;
      for (let i = s * 6; i < end; i++) f.touchCreature(kind, NB[i]!);
    }
  }
}

/** The volcano: the game ends at once and everyone not on a safe isle is lost. */
function eruption(): void {
  const f = flat;
  const b = f.b;
  for (let e = 0; e < f.players * EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e];
    if (w === W.Land || w === W.Aboard || w === W.Sea) lose(b, e);
  }
  b.fill(0, L.SHIP_LOAD, L.SHIP_LOAD + 12);
  f.phase = OVER;
  f.die = -1;
}

export function chooseBoarders(explorers: readonly number[]): void {
  const b = flat.b;
  const ship = shipAt(b, flat.removalSpace);
  for (const e of explorers) flat.board(e, ship);
  flat.phase = ROLL;
}

/** The creature step follows, even with no creature of the kind: it then ends the turn at once. */
export function rollDie(kind: number): void {
  flat.die = kind;
  flat.phase = CREATURE;
}

/**
 * The rolled creature moves. `quiet`: a shark where no one swims, or a whale where no occupied
 * ship is: it neither threatens nor strikes anyone.
 */
export function moveRolledCreature(from: number, to: number, quiet: boolean): void {
  const f = flat;
  const kind = f.die;
  const b = f.b;
  moveCreature(b, kind, from, to);
  f.touchCreature(kind, from);
  f.touchCreature(kind, to);
  if (quiet) return endTurn();
  if (kind === SHARK || kind === WHALE) {
    const waiting = threatenedMask(b, CREATURES[kind]!, to, f.players) & ~(1 << f.current);
    if (waiting !== 0) {
      f.phase = REACT;
      f.hasReaction = true;
      f.reactionKind = kind;
      f.reactionSpace = to;
      f.waitingCount = 0;
      for (let seat = 0; seat < f.players; seat++)
        if ((waiting >> seat) & 1) f.waiting[f.waitingCount++] = seat;
      return;
    }
  }
  strike(b, CREATURES[kind]!, to, f.players);
  endTurn();
}

export function defend(seat: number): void {
  const f = flat;
  removeCreature(f.b, f.reactionKind, f.reactionSpace);
  f.touchCreature(f.reactionKind, f.reactionSpace);
  f.playFromHand(seat, DEFENCE_BACKS[f.reactionKind]!);
  endTurn();
}

export function decline(seat: number): void {
  const f = flat;
  let n = 0;
  for (let i = 0; i < f.waitingCount; i++)
    if (f.waiting[i] !== seat) f.waiting[n++] = f.waiting[i]!;
  f.waitingCount = n;
  if (n > 0) return;
  strike(f.b, CREATURES[f.reactionKind]!, f.reactionSpace, f.players);
  endTurn();
}
