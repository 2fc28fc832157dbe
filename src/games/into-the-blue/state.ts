import type { Seat, StartMove } from '../../kernel/index.js';
import type { ItbOptions } from './options.js';

/**
 * Where the current turn stands.
 * - start: chance draws the start player (a table that draws it, before the first turn);
 * - roll: chance rolls `rolling` dice (the rest were kept);
 * - decide: the player rerolls some dice or stops (only while rolls remain);
 * - place: a successful dive: the player chooses a level of the sequence;
 * - chest: a perfect dive: chance draws a chest for the player;
 * - over: scores are final.
 */
export type Phase = 'start' | 'roll' | 'decide' | 'place' | 'chest' | 'over';

/** How the end came, if it has: the last shell starts a final round; the last chest ends at once. */
export type EndTrigger =
  | { readonly kind: 'last-shell'; readonly by: Seat }
  | { readonly kind: 'last-chest'; readonly by: Seat };

/** Everything every player may see. */
export interface ItbPublic {
  readonly options: ItbOptions;
  readonly players: number;
  /** shells[level - 1][seat] on the board. */
  readonly shells: readonly (readonly number[])[];
  /** Shells still in each player's supply (unplayed). */
  readonly supply: readonly number[];
  readonly current: Seat;
  readonly phase: Phase;
  /** The dice after the latest roll, sorted ascending; empty before the first roll of a turn. */
  readonly dice: readonly number[];
  /** Dice set aside before the roll in progress (phase roll). */
  readonly kept: readonly number[];
  /** How many dice chance rolls now (phase roll). */
  readonly rolling: number;
  /** Rolls made this turn, 0 to 3. */
  readonly rollsMade: number;
  readonly trigger: EndTrigger | null;
  /** Turns begun so far; lastTurn[seat] is the number of the seat's latest turn, -1 before any. */
  readonly turnCount: number;
  readonly lastTurn: readonly number[];
}

/** The full state: also the chest values, which only their owners see until the end. */
export interface ItbState extends ItbPublic {
  /** The chests each player took, in order. */
  readonly chests: readonly (readonly number[])[];
  /** The chests still at the bottom of the board. */
  readonly chestPool: readonly number[];
}

/** One viewer's state: chests of others are null until the game is over. */
export interface ItbView extends ItbPublic {
  readonly viewer: Seat | 'spectator';
  readonly chests: readonly (readonly (number | null)[])[];
  readonly chestsLeft: number;
}

export type ItbMove =
  /** Chance, at setup: the seat that takes the first turn. */
  | StartMove
  /** Chance: the faces of the dice just rolled, sorted (6 is the chest face). */
  | { readonly type: 'dice'; readonly values: readonly number[] }
  /** Chance: the chest drawn after a perfect dive. */
  | { readonly type: 'chest'; readonly value: number }
  /** Set aside `keep` (a sub-multiset of the dice, sorted) and roll the others. */
  | { readonly type: 'reroll'; readonly keep: readonly number[] }
  /** Stop rolling and dive with the dice as they are. */
  | { readonly type: 'stop' }
  /** After a successful dive: place as many shells on `level` as dice show it. */
  | { readonly type: 'place'; readonly level: number };
