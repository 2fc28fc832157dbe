import type { Seat, StartMove } from '../../kernel/index.js';
import type { Back, Creature, Terrain } from './components.js';
import type { SurviveOptions } from './options.js';

/**
 * Where the game stands.
 * - start: chance draws the start player (a table that draws it, before anything else);
 * - layout: chance lays the terrain of the next island space (face up);
 * - place-explorer / place-ship: setup, one piece at a time, clockwise;
 * - move: the current player spends up to 3 movement points (and may first play a tile);
 * - dolphin / wind: the steps of a dolphin or wind tile just played;
 * - remove: the current player removes a terrain tile;
 * - reveal: chance draws that tile's back among those of its terrain still unseen;
 * - boarders: a ship tile met more than three swimmers: its revealer picks who boards;
 * - roll: chance rolls the creature die;
 * - creature: the current player moves a creature of the kind rolled, or none;
 * - react: players whose pieces a creature just reached answer (defend or not);
 * - over: the volcano erupted.
 */
export type Phase =
  | 'start'
  | 'layout'
  | 'place-explorer'
  | 'place-ship'
  | 'move'
  | 'dolphin'
  | 'wind'
  | 'remove'
  | 'reveal'
  | 'boarders'
  | 'roll'
  | 'creature'
  | 'react'
  | 'over';

/** Where an explorer is (stored as a byte). */
export const W = { Unplaced: 0, Land: 1, Aboard: 2, Sea: 3, Safe: 4, Lost: 5 } as const;
export const WHERE_NAMES = ['unplaced', 'land', 'aboard', 'sea', 'safe', 'lost'] as const;

export const NONE = 255;

/**
 * The board and every piece live in one array of small integers (`b`), so that a move copies one
 * flat array instead of many: random playouts and search bots apply hundreds of thousands of
 * moves per second. (A plain array of small integers copies faster here than a Uint8Array, whose
 * separate backing store costs more to allocate and collect.) Offsets:
 */
export type Buf = number[];

export const L = {
  /** TERRAIN[space]: 0 sea, 1 beach, 2 forest, 3 mountain, 4 island space not laid yet. */
  TERRAIN: 0,
  /** SHIP_AT[space]: the ship there, or NONE. */
  SHIP_AT: 133,
  /** Creatures per space, packed: serpents + 8 * sharks + 64 * whales (at most 7 of each). */
  CREATURES: 266,
  /** Per explorer id (seat * 10 + order placed): where (W), at (space, ship or isle), value, swam this turn. */
  EXP_WHERE: 399,
  EXP_AT: 439,
  EXP_VALUE: 479,
  EXP_SWAM: 519,
  /** Per ship id (order placed): its space or NONE; how many explorers are aboard. */
  SHIP_SPACE: 559,
  SHIP_LOAD: 571,
  /** Backs still under tiles on the board (or never laid): (terrain - 1) * 12 + back index. */
  BACKS: 583,
  /** Terrain tiles still to lay in setup, per terrain. */
  TO_LAY: 619,
  /** Pieces in the supply: ships, sharks, whales. */
  SUPPLY: 622,
  SIZE: 625,
} as const;

export const CREATURE_INDEX: Readonly<Record<Creature, number>> = {
  serpent: 0,
  shark: 1,
  whale: 2,
};

export interface HandTile {
  readonly terrain: Terrain;
  readonly back: Back;
}

/** A creature reached someone's pieces; these players may still answer with a defence tile. */
export interface Reaction {
  readonly creature: 'shark' | 'whale';
  readonly space: number;
  readonly waiting: readonly Seat[];
}

/** The last tile removed, for the logs and views. */
export interface Removal {
  readonly space: number;
  readonly terrain: Terrain;
  /** null while unseen; others see a red back as null. */
  readonly back: Back | null;
  readonly by: Seat;
}

export interface SurviveState {
  readonly options: SurviveOptions;
  readonly players: number;
  readonly b: Buf;
  /** Red tiles kept face down, per seat. */
  readonly hands: readonly (readonly HandTile[])[];
  /** Tiles whose backs everyone has seen (green tiles revealed, red tiles played), in order. */
  readonly shown: readonly HandTile[];
  readonly phase: Phase;
  readonly current: Seat;
  /** The start player: the first to place, and to play (0 in seating order). */
  readonly first: Seat;
  /** Setup moves made in the current setup phase. */
  readonly step: number;
  /** Movement points spent this turn. */
  readonly points: number;
  /** A tile was already played this turn. */
  readonly tilePlayed: boolean;
  /** The dolphin's explorer or the wind's ship, and the steps it has left. */
  readonly focus: number;
  readonly stepsLeft: number;
  readonly removal: Removal | null;
  readonly die: Creature | null;
  readonly reaction: Reaction | null;
  readonly turn: number;
}

/** The moves. Explorers and ships are named by id; spaces by number (see board.ts). */
export type SurviveMove =
  /** Chance, at setup: the seat that places first and takes the first turn. */
  | StartMove
  /** Chance: the terrain of the next island space, in space order. */
  | { readonly type: 'terrain'; readonly terrain: Terrain }
  | { readonly type: 'place-explorer'; readonly value: number; readonly space: number }
  | { readonly type: 'place-ship'; readonly space: number }
  /** An explorer steps from land to land. */
  | { readonly type: 'walk'; readonly explorer: number; readonly space: number }
  /** An explorer enters the sea: from land to a neighbouring space, from its ship into the same
   * space, or from sea to sea. */
  | { readonly type: 'swim'; readonly explorer: number; readonly space: number }
  /** An explorer boards a ship: from land or another ship next to it, or from the sea in its space. */
  | { readonly type: 'board'; readonly explorer: number; readonly ship: number }
  /** An explorer reaches a safe isle from one of its access spaces. */
  | { readonly type: 'ashore'; readonly explorer: number; readonly isle: number }
  | { readonly type: 'sail'; readonly ship: number; readonly space: number }
  /** End the movement step (or the steps of a dolphin or wind). */
  | { readonly type: 'done' }
  | { readonly type: 'dolphin'; readonly explorer: number }
  | { readonly type: 'wind'; readonly ship: number }
  | {
      readonly type: 'teleport';
      readonly creature: Creature;
      readonly from: number;
      readonly to: number;
    }
  | { readonly type: 'remove'; readonly space: number }
  /** Chance: the back of the tile just removed. */
  | { readonly type: 'back'; readonly back: Back }
  | { readonly type: 'boarders'; readonly explorers: readonly number[] }
  /** Chance: the creature die. */
  | { readonly type: 'die'; readonly creature: Creature }
  | { readonly type: 'creature'; readonly from: number; readonly to: number }
  | { readonly type: 'defend' }
  | { readonly type: 'decline' };

/** An explorer as a viewer sees it: its value is null when hidden. */
export interface ExplorerView {
  readonly id: number;
  readonly owner: Seat;
  readonly where: (typeof WHERE_NAMES)[number];
  /** The space (land, sea), the ship (aboard) or the isle (safe); -1 otherwise. */
  readonly at: number;
  readonly value: number | null;
  readonly swam: boolean;
}

export interface SurviveView {
  readonly viewer: Seat | 'spectator';
  readonly options: SurviveOptions;
  readonly players: number;
  readonly phase: Phase;
  readonly current: Seat;
  readonly first: Seat;
  readonly step: number;
  readonly points: number;
  readonly tilePlayed: boolean;
  readonly focus: number;
  readonly stepsLeft: number;
  readonly turn: number;
  readonly die: Creature | null;
  readonly reaction: Reaction | null;
  readonly removal: Removal | null;
  /** Per space: 0 sea, 1 beach, 2 forest, 3 mountain, 4 not laid yet. */
  readonly terrain: readonly number[];
  /** Per ship id: its space, or -1 when off the board. */
  readonly ships: readonly number[];
  /** Per space: [serpents, sharks, whales]. Spaces with none are omitted. */
  readonly creatures: readonly { readonly space: number; readonly counts: readonly number[] }[];
  readonly explorers: readonly ExplorerView[];
  /** Hands: the terrain of every tile is public; its back only to its holder (and at the end). */
  readonly hands: readonly (readonly { readonly terrain: Terrain; readonly back: Back | null }[])[];
  readonly shown: readonly HandTile[];
  /** Pieces in the supply. */
  readonly supply: { readonly ships: number; readonly sharks: number; readonly whales: number };
}
