import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as piecesModule from '../pieces.js';
import type { HandTile, Phase, SurviveState } from '../state.js';
import * as stateModule from '../state.js';
import * as tilesModule from '../tiles.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { BACKS, CREATURES, EXPLORERS_PER_PLAYER, TERRAINS } = componentsModule;
const { LAND_SPACES, NB, NB_COUNT } = boardModule;
const { boardShip } = piecesModule;
const { CREATURE_INDEX, L, W } = stateModule;
const { backIndex, terrainIndex } = tilesModule;

/**
 * The random playout's copy of a state, flat: the board buffer (the same layout as a state's `b`,
 * so the rules' piece helpers work on it), the other fields as numbers, hands and the shown tiles
 * as tile codes. One copy, reused by every playout (a playout runs to its end, never nested):
 * nothing is allocated per move but for rare events.
 */

/** The phases as numbers, in this order (PHASES[phase] is the state's name). */
export const START = 0;
export const LAYOUT = 1;
export const PLACE_EXPLORER = 2;
export const PLACE_SHIP = 3;
export const MOVE = 4;
export const DOLPHIN = 5;
export const WIND = 6;
export const REMOVE = 7;
export const REVEAL = 8;
export const BOARDERS = 9;
export const ROLL = 10;
export const CREATURE = 11;
export const REACT = 12;
export const OVER = 13;
export const PHASES: readonly Phase[] = [
  'start',
  'layout',
  'place-explorer',
  'place-ship',
  'move',
  'dolphin',
  'wind',
  'remove',
  'reveal',
  'boarders',
  'roll',
  'creature',
  'react',
  'over',
];

/** A tile as a number: (terrain - 1) * 12 + back index; TILES[code] is the tile itself. */
export const TILES: readonly HandTile[] = TERRAINS.flatMap((terrain) =>
  BACKS.map((back): HandTile => ({ terrain, back })),
);
const tileCode = (t: HandTile): number => (terrainIndex(t.terrain) - 1) * 12 + backIndex(t.back);

/**
 * Takes list[at] out of list[..end], shifting the rest down: a plain loop, cheaper for these few
 * entries than copyWithin's call.
 */
export function takeOut(list: Uint8Array | Int32Array, at: number, end: number): void {
  for (let i = at + 1; i < end; i++) list[i - 1] = list[i]!;
}

/** Room for every tile of the game in one hand, or shown. */
const TILE_ROOM = 40;

/**
 * flat.visit's mark on an island space: the largest int32, so that the searches' stamps and
 * comparisons stay small integers (a Uint32Array's values past 2^31 are read as doubles).
 */
export const ISLAND_MARK = 0x7fffffff;

class Flat {
  /** Pushed one by one: a packed array of small integers, like a state's. */
  readonly b: number[] = [];
  players = 0;
  phase = 0;
  current = 0;
  first = 0;
  /** The state's `first` as it was, kept when no start player is drawn (old states lack it). */
  firstOut: number | undefined = 0;
  step = 0;
  points = 0;
  tilePlayed = false;
  focus = 0;
  stepsLeft = 0;
  turn = 0;
  /** The rolled creature, or -1. */
  die = -1;
  hasRemoval = false;
  removalSpace = 0;
  /** 1 beach, 2 forest, 3 mountain. */
  removalTerrain = 0;
  /** The back index, or -1 while unseen. */
  removalBack = -1;
  removalBy = 0;
  hasReaction = false;
  reactionKind = 0;
  reactionSpace = 0;
  readonly waiting = new Int32Array(4);
  waitingCount = 0;
  /** hands[seat * TILE_ROOM + i]: tile codes in the order taken. */
  readonly hands = new Int32Array(4 * TILE_ROOM);
  readonly handCount = new Int32Array(4);
  readonly shown = new Int32Array(TILE_ROOM * 3);
  shownCount = 0;
  /** seaAround[space]: its neighbours that are sea (kept as tiles are removed). */
  readonly seaAround = new Int32Array(133);
  /**
   * creatureAt[kind * 133 + i]: the spaces holding a creature of the kind, in space order;
   * creatureCount[kind] of them (kept with every creature that moves, comes or goes).
   */
  readonly creatureAt = new Uint8Array(3 * 133);
  readonly creatureCount = new Int32Array(3);
  /**
   * landOf[(t - 1) * 40 + i]: the island tiles of terrain t on the board, in the order of
   * LAND_SPACES (the order they are laid); landLeft[t - 1] of them.
   */
  readonly landOf = new Uint8Array(3 * 40);
  readonly landLeft = new Int32Array(3);
  /** landExplorers[space]: the explorers standing on that island space. */
  readonly landExplorers = new Int32Array(133);
  /**
   * aboard[ship * 4 + seat]: the seat's explorers aboard that ship (kept as explorers board and
   * leave; a ship that left the board keeps what it had, never read again: ids are not reused).
   */
  readonly aboard = new Int32Array(12 * 4);
  /**
   * For the creatures' searches: ISLAND_MARK on an island space still holding a tile, so that
   * one comparison with a search's stamp (always lower) tells "seen, or not sea" (creatures.ts).
   */
  readonly visit = new Int32Array(133);
  /** The sea as a mask of the 133 spaces, five words (reach.ts): kept as tiles are removed. */
  readonly seaMask = new Int32Array(5);
  /** Some explorer swam this turn (its EXP_SWAM is 1): the next turn clears them. */
  swamAny = false;

  constructor() {
    for (let i = 0; i < L.SIZE; i++) this.b.push(0);
  }

  /** Bit i set: seat's hand holds a tile with back BACKS[i]. */
  handBacks(seat: number): number {
    let mask = 0;
    const end = seat * TILE_ROOM + this.handCount[seat]!;
    for (let i = seat * TILE_ROOM; i < end; i++) mask |= 1 << (this.hands[i]! % 12);
    return mask;
  }

  /** Takes the seat's first tile with that back out of its hand, and shows it. */
  playFromHand(seat: number, back: number): void {
    const start = seat * TILE_ROOM;
    const end = start + this.handCount[seat]!;
    for (let i = start; i < end; i++) {
      const code = this.hands[i]!;
      if (code % 12 !== back) continue;
      takeOut(this.hands, i, end);
      this.handCount[seat]!--;
      this.shown[this.shownCount++] = code;
      return;
    }
  }

  /** Lists the creatures' spaces anew (at the start, and after a whirlpool). */
  listCreatures(): void {
    this.creatureCount.fill(0);
    for (let s = 0; s < 133; s++) {
      const packed = this.b[L.CREATURES + s]!;
      if (packed === 0) continue;
      for (let kind = 0; kind < 3; kind++) {
        if (((packed >> (3 * kind)) & 7) !== 0) {
          this.creatureAt[kind * 133 + this.creatureCount[kind]!++] = s;
        }
      }
    }
  }

  /** After the creatures of a kind in a space changed: the space joins or leaves its list. */
  touchCreature(kind: number, space: number): void {
    const has = ((this.b[L.CREATURES + space]! >> (3 * kind)) & 7) !== 0;
    const start = kind * 133;
    const end = start + this.creatureCount[kind]!;
    let i = start;
    while (i < end && this.creatureAt[i]! < space) i++;
    const listed = i < end && this.creatureAt[i] === space;
    if (has === listed) return;
    if (has) {
      for (let j = end; j > i; j--) this.creatureAt[j] = this.creatureAt[j - 1]!;
      this.creatureAt[i] = space;
      this.creatureCount[kind]!++;
    } else {
      takeOut(this.creatureAt, i, end);
      this.creatureCount[kind]!--;
    }
  }

  /** boardShip (pieces.ts), keeping `aboard`. */
  board(e: number, ship: number): void {
    this.leaving(e);
    boardShip(this.b, e, ship);
    this.aboard[ship * 4 + ((e / 10) | 0)]!++;
  }

  /** Explorer e is about to leave where it is: if aboard, its ship has one fewer of its seat. */
  leaving(e: number): void {
    if (this.b[L.EXP_WHERE + e] === W.Aboard)
      this.aboard[this.b[L.EXP_AT + e]! * 4 + ((e / 10) | 0)]!--;
  }

  addToHand(seat: number, code: number): void {
    this.hands[seat * TILE_ROOM + this.handCount[seat]!++] = code;
  }
}

export const flat = new Flat();

/** Copies `state` into the flat copy. */
export function load(state: SurviveState): void {
  const f = flat;
  const b = f.b;
  const src = state.b;
  for (let i = 0; i < L.SIZE; i++) b[i] = src[i]!;
  f.players = state.players;
  f.phase = PHASES.indexOf(state.phase);
  f.current = state.current;
  f.firstOut = state.first;
  f.first = state.first ?? 0;
  f.step = state.step;
  f.points = state.points;
  f.tilePlayed = state.tilePlayed;
  f.focus = state.focus;
  f.stepsLeft = state.stepsLeft;
  f.turn = state.turn;
  f.die = state.die === null ? -1 : CREATURE_INDEX[state.die];
  const r = state.removal;
  f.hasRemoval = r !== null;
  if (r) {
    f.removalSpace = r.space;
    f.removalTerrain = terrainIndex(r.terrain);
    f.removalBack = r.back === null ? -1 : backIndex(r.back);
    f.removalBy = r.by;
  }
  const reaction = state.reaction;
  f.hasReaction = reaction !== null;
  if (reaction) {
    f.reactionKind = CREATURE_INDEX[reaction.creature];
    f.reactionSpace = reaction.space;
    f.waitingCount = reaction.waiting.length;
    for (let i = 0; i < reaction.waiting.length; i++) f.waiting[i] = reaction.waiting[i]!;
  }
  for (let seat = 0; seat < state.players; seat++) {
    const hand = state.hands[seat] ?? [];
    f.handCount[seat] = hand.length;
    for (let i = 0; i < hand.length; i++) f.hands[seat * TILE_ROOM + i] = tileCode(hand[i]!);
  }
  f.shownCount = state.shown.length;
  for (let i = 0; i < state.shown.length; i++) f.shown[i] = tileCode(state.shown[i]!);
  // Every neighbour is sea but those that are island spaces still holding a tile (or laid later).
  f.seaAround.set(NB_COUNT);
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const s = LAND_SPACES[i]!;
    if (b[L.TERRAIN + s] === 0) continue;
    const end = s * 6 + NB_COUNT[s]!;
    for (let j = s * 6; j < end; j++) f.seaAround[NB[j]!]!--;
  }
  f.listCreatures();
  f.seaMask.fill(0);
  for (let s = 0; s < 133; s++) {
    const sea = b[L.TERRAIN + s] === 0;
    f.visit[s] = sea ? 0 : ISLAND_MARK;
    if (sea) f.seaMask[s >>> 5]! |= 1 << (s & 31);
  }
  f.aboard.fill(0);
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Aboard) f.aboard[b[L.EXP_AT + e]! * 4 + ((e / 10) | 0)]!++;
  }
  f.swamAny = false;
  for (let e = 0; e < 40; e++) if (b[L.EXP_SWAM + e] !== 0) f.swamAny = true;
  f.landExplorers.fill(0);
  for (let e = 0; e < state.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land) f.landExplorers[b[L.EXP_AT + e]!]!++;
  }
  f.landLeft.fill(0);
  for (let i = 0; i < LAND_SPACES.length; i++) {
    const t = b[L.TERRAIN + LAND_SPACES[i]!]!;
    if (t >= 1 && t <= 3) f.landOf[(t - 1) * 40 + f.landLeft[t - 1]!++] = LAND_SPACES[i]!;
  }
}

/** The flat copy as a state, its fields in the order apply's drafts have (states compare as JSON). */
export function save(state: SurviveState): SurviveState {
  const f = flat;
  const hands: HandTile[][] = [];
  for (let seat = 0; seat < f.players; seat++) {
    const hand: HandTile[] = [];
    for (let i = 0; i < f.handCount[seat]!; i++) hand.push(TILES[f.hands[seat * TILE_ROOM + i]!]!);
    hands.push(hand);
  }
  const shown: HandTile[] = [];
  for (let i = 0; i < f.shownCount; i++) shown.push(TILES[f.shown[i]!]!);
  const waiting: number[] = [];
  for (let i = 0; i < f.waitingCount; i++) waiting.push(f.waiting[i]!);
  return {
    options: state.options,
    players: f.players,
    b: f.b.slice(),
    hands,
    shown,
    phase: PHASES[f.phase]!,
    current: f.current,
    first: f.firstOut as number,
    step: f.step,
    points: f.points,
    tilePlayed: f.tilePlayed,
    focus: f.focus,
    stepsLeft: f.stepsLeft,
    removal: f.hasRemoval
      ? {
          space: f.removalSpace,
          terrain: TERRAINS[f.removalTerrain - 1]!,
          back: f.removalBack < 0 ? null : BACKS[f.removalBack]!,
          by: f.removalBy,
        }
      : null,
    die: f.die < 0 ? null : CREATURES[f.die]!,
    reaction: f.hasReaction
      ? {
          creature: CREATURES[f.reactionKind] as 'shark' | 'whale',
          space: f.reactionSpace,
          waiting,
        }
      : null,
    turn: f.turn,
  };
}
