import type { Seat, StartMove } from '../../kernel/index.js';
import type { AqOptions } from './options.js';
import type { Colour, Letter } from './pack.js';

/**
 * AquaSphere's state. Plain JSON (it is also the view: nothing in AquaSphere is secret, see
 * view.ts). Indices everywhere: colours by their index in COLOURS, sectors by their ring position
 * (0 to 5 clockwise), research cards, expansions, rooms and tiles by their index in the pack.
 *
 * The rules treat a state as immutable: `apply` copies it (clone below) and changes the copy; the
 * game's own playout changes one copy in place.
 */

/** One sector of the research station, at a ring position. */
export interface SectorState {
  /** Index of the sector in pack.sectors (its letter, lock, white area and submarine spaces). */
  readonly sector: number;
  time: number;
  crystals: number;
  octopods: number;
  /** Face-up research cards beside the red area, bottom first: the top card is the last. */
  cards: number[];
  /** Face-up lab expansions beside the green area, bottom first. */
  expansions: number[];
  /** The owner of each filled submarine space, in the order they fill: a colour index 0-3 (seats
   * are colours 0 to players-1; higher ones are neutral). */
  subs: number[];
  /** The seat whose bot is on the control space, or -1. */
  control: number;
  /** Bots in the charging station, per seat. */
  charging: number[];
}

export interface PlayerState {
  /** The base lab's letter (index in LETTERS): also the starting sector. */
  lab: number;
  /** Lab expansions taken, in order (indices in pack.expansions). */
  expansions: number[];
  /** Research cards held, in order (indices in pack.researchCards); spent one-shot cards stay. */
  cards: number[];
  spent: number[];
  time: number;
  crystals: number;
  /** Knowledge points: the counter's position plus 50 a lap (the "0+" counter). */
  kp: number;
  /** Bots in the bot-supply section of the player board. */
  supply: number;
  /** Colours of the programmed bots (at most 2), in the order they were programmed. */
  programmed: number[];
  /** Submarines placed in the station (they leave the board from the left). */
  subsPlaced: number;
  /** The engineer's room (index in pack.hq.rooms), or -1 once passed. */
  engineer: number;
  /** The scientist's sector (ring position) and area (colour index). */
  scientist: number;
  area: number;
  /** 1 while a paid time marker is parked in the top-right corner (paid programming used). */
  parked: number;
}

/**
 * What chance or the rules do next, in order, before a player moves again:
 * - chance steps (a move of the actor 'chance' each): the start player (a table that draws it),
 *   the sector at the next ring position, a
 *   player's base lab, a letter for a setup-card row, the next program card (turned face up), the
 *   top centre tile's orientation, a research card or lab expansion for a sector;
 * - rule steps, done at once when they reach the head: finish the setup, lay the HQ tiles from the
 *   visible program card, apply the top centre tile, start a round.
 */
export type Step =
  | { readonly kind: 'start' }
  | { readonly kind: 'sector' }
  | { readonly kind: 'lab'; readonly seat: Seat }
  | { readonly kind: 'stock'; readonly row: number }
  | { readonly kind: 'program' }
  | { readonly kind: 'orient' }
  | { readonly kind: 'research'; readonly pos: number }
  | { readonly kind: 'expansion'; readonly pos: number }
  | { readonly kind: 'finish-setup' }
  | { readonly kind: 'lay-tiles' }
  | { readonly kind: 'centre' }
  | { readonly kind: 'round' };

export type ChanceKind =
  'start' | 'sector' | 'lab' | 'stock' | 'program' | 'orient' | 'research' | 'expansion';

/**
 * - chance: steps are pending (setup, round end);
 * - play: a player's turn;
 * - redline: a player's counter reached a red line: pay a crystal, return a bot, or stop;
 * - over: final scores are in.
 */
export type Phase = 'chance' | 'play' | 'redline' | 'over';

/** A counter held at a red line: the seat, the space just past the line, and where it was going. */
export interface RedLine {
  readonly seat: Seat;
  /** The space just past the red line. */
  readonly line: number;
  /** The space the counter would reach. */
  readonly target: number;
  /** After the counter has moved: end the turn, or go on with the intermediate scoring. */
  readonly then: 'turn' | 'scoring';
}

export interface AqState {
  readonly options: AqOptions;
  readonly players: number;
  phase: Phase;
  steps: Step[];
  /** 1 to 4; 0 during setup. */
  round: number;
  /** Sector indices (pack.sectors) by ring position, filled during setup. */
  ring: number[];
  /** The cost of the lock on the clockwise edge of each ring position (from the ring's sectors). */
  locks: number[];
  /** The sectors by ring position (empty until the ring is complete). */
  station: SectorState[];
  seats: PlayerState[];
  /** The play order of this round (seats), and the pass order so far. */
  order: number[];
  passed: number[];
  /** The seat to move (play and redline phases). */
  current: Seat;
  /** Colour index of the programming tile in each HQ room (-1 for the start). */
  tiles: number[];
  /** Program cards turned face up so far (indices in pack.programCards): the last is visible
   * as next round's arrangement while `nextProgram` is true. */
  programs: number[];
  nextProgram: boolean;
  /** Centre tiles of this player count (indices in pack.centreTiles), bulb 2 first. */
  centre: number[];
  /** How many centre tiles were removed (the top one is centre[centreDone]). */
  centreDone: number;
  /** The top centre tile's orientation, or -1 until chance sets it. */
  rotation: number;
  /** Letters drawn for the setup card's rows (indices in LETTERS). */
  stock: number[];
  /** Face-down stacks: what is left in them (drawn at random when turned face up). */
  deckCards: number[];
  deckExpansions: number[];
  /** The general supply. */
  pool: { crystals: number; octopods: number; time: number };
  /** Neutral submarines left, per colour index (used for colours no player has). */
  neutralSubs: number[];
  redline: RedLine | null;
  /** Intermediate scoring: the KP each seat still has to move, and whose counter moves next. */
  scoring: { deltas: number[]; queue: number[] } | null;
}

export type AqMove =
  // Chance
  /** At setup: the start player, first on the play-order track. */
  | StartMove
  | { readonly type: 'sector'; readonly letter: Letter }
  | { readonly type: 'lab'; readonly letter: Letter }
  | { readonly type: 'stock'; readonly letter: Letter }
  | { readonly type: 'program-card'; readonly card: string }
  | { readonly type: 'orient'; readonly rotation: number }
  | { readonly type: 'research'; readonly card: string }
  | { readonly type: 'expansion'; readonly tile: string }
  // A player's turn
  /** Move the engineer along an arrow to `room` and program a bot for its tile's colour. */
  | { readonly type: 'program'; readonly room: string }
  /** Once a round: pay 3 time markers to program a bot on any free symbol. */
  | { readonly type: 'buy'; readonly colour: Colour }
  /** Move the scientist to `sector` (ring position 0-5) and carry out the `colour` action there;
   * for green, `letters` are the ring positions where a bot goes (chosen among the expansion's
   * letters). */
  | {
      readonly type: 'act';
      readonly sector: number;
      readonly colour: Colour;
      readonly letters?: readonly number[];
    }
  | { readonly type: 'pass' }
  /** At any time of your turn: return a programmed bot for 2 time markers (the turn goes on). */
  | { readonly type: 'return'; readonly colour: Colour }
  // At a red line
  | { readonly type: 'redline'; readonly pay: 'crystal' | 'stop' }
  | { readonly type: 'redline'; readonly pay: 'bot'; readonly colour: Colour };

/** A deep copy (the state is arrays of numbers and small records). */
export function clone(s: AqState): AqState {
  return {
    options: s.options,
    players: s.players,
    phase: s.phase,
    steps: s.steps.slice(),
    round: s.round,
    ring: s.ring.slice(),
    locks: s.locks,
    station: s.station.map((x) => ({
      sector: x.sector,
      time: x.time,
      crystals: x.crystals,
      octopods: x.octopods,
      cards: x.cards.slice(),
      expansions: x.expansions.slice(),
      subs: x.subs.slice(),
      control: x.control,
      charging: x.charging.slice(),
    })),
    seats: s.seats.map((p) => ({
      lab: p.lab,
      expansions: p.expansions.slice(),
      cards: p.cards.slice(),
      spent: p.spent.slice(),
      time: p.time,
      crystals: p.crystals,
      kp: p.kp,
      supply: p.supply,
      programmed: p.programmed.slice(),
      subsPlaced: p.subsPlaced,
      engineer: p.engineer,
      scientist: p.scientist,
      area: p.area,
      parked: p.parked,
    })),
    order: s.order.slice(),
    passed: s.passed.slice(),
    current: s.current,
    tiles: s.tiles.slice(),
    programs: s.programs.slice(),
    nextProgram: s.nextProgram,
    centre: s.centre,
    centreDone: s.centreDone,
    rotation: s.rotation,
    stock: s.stock.slice(),
    deckCards: s.deckCards.slice(),
    deckExpansions: s.deckExpansions.slice(),
    pool: { ...s.pool },
    neutralSubs: s.neutralSubs.slice(),
    redline: s.redline,
    scoring: s.scoring
      ? { deltas: s.scoring.deltas.slice(), queue: s.scoring.queue.slice() }
      : null,
  };
}
