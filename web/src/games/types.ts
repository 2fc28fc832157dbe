import type { Component, JSX } from 'solid-js';
import type { Actor, AnyGame, Catalogs, GameResult, Viewer } from '../../../src/kernel/index.js';
import type { BotEntry } from '../../../src/games/registry.js';

/** The latest move, so a board can animate it briefly (others' moves, rolls). */
export interface LastMove {
  readonly index: number;
  readonly actor: Actor;
  readonly move: unknown;
}

/** What every board gets from the table around it, local, online or replay alike. */
export interface BoardProps {
  readonly view: unknown;
  readonly viewer: Viewer;
  /** The viewer's legal moves when it is their turn on this screen, else empty. */
  readonly legal: readonly unknown[];
  readonly play: (move: unknown) => void;
  readonly names: readonly string[];
  readonly result: GameResult | null;
  readonly lastMove: LastMove | null;
}

/** One game's board chunk, loaded on demand. */
export interface BoardModule {
  readonly game: AnyGame;
  /**
   * The game's bots, which only a table on this screen with a bot (or a clock, or a hint) needs:
   * a game may keep them out of its board chunk and load them here, when first wanted.
   */
  loadBots(): Promise<readonly BotEntry[]>;
  /** Board texts and the rules summary, per language. */
  readonly messages: Catalogs;
  readonly Board: Component<BoardProps>;
  /** Whose turn it is in a view (chance rolls for that player), for the turn banner. */
  readonly currentSeat: (view: unknown) => number;
  readonly RulesSummary: () => JSX.Element;
  /**
   * Among a person's legal moves, one that is a mere formality (a question with one answer that
   * nobody else could read anything from): a local table with one person plays it for them
   * instead of asking. Undefined when there is none.
   */
  readonly formality?: (legal: readonly unknown[]) => unknown;
}

export interface BotInfo {
  readonly name: string;
  readonly strength: number;
}

/** What the lobby knows of a game without loading its rules: kept small for the first load. */
export interface GameInfo {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly bots: readonly BotInfo[];
  defaultOptions(players: number): unknown;
  /** The editor of the game's component values, with their provenance. */
  readonly OptionsEditor?: Component<{ value: unknown; onChange: (v: unknown) => void }>;
  load(): Promise<BoardModule>;
}
