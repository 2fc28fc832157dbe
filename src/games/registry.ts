import type { SearchHooks } from '../ai/index.js';
import type { Agent, AnyGame } from '../kernel/index.js';
import { intoTheBlue } from './into-the-blue/index.js';
import { itbBots } from './into-the-blue/bots/index.js';
import { intoTheBlueHooks } from './into-the-blue/bots/search-hooks.js';
import { aquasphere } from './aquasphere/index.js';
import { aquasphereBots } from './aquasphere/bots/index.js';
import { aquasphereHooks } from './aquasphere/bots/search-hooks.js';
import { survive } from './survive/index.js';
import { surviveBots } from './survive/bots/index.js';
import { surviveAnalysisHooks } from './survive/bots/search-hooks.js';

/** A bot of a game, by name and strength, made fresh for each seat. */
export interface BotEntry {
  readonly name: string;
  /** 1 = weakest. */
  readonly strength: number;
  readonly describe: string;
  /**
   * `timeMs`: a thinking budget per decision, for bots that search against the clock; `clock`:
   * the clock it is read from, in milliseconds (default: the wall clock). `strict`: the budget
   * binds the games' own bots too, which otherwise do their fixed work whatever it says (local
   * play: a level promises its second on a phone; so far Survive's search stops by it).
   */
  create(options?: {
    readonly timeMs?: number;
    readonly clock?: () => number;
    readonly strict?: boolean;
  }): Agent<unknown, unknown>;
}

export interface GameEntry {
  readonly game: AnyGame;
  readonly bots: readonly BotEntry[];
  /**
   * What the game lends the generic search's post-game analysis (src/ai). Its `ismcts` bot may
   * be lent more (Survive's narrows its choices to its own bot's best few).
   */
  readonly searchHooks: SearchHooks;
}

/** Every game Fathom plays. The server, the CLI and the web client know games only through this. */
export const GAMES: ReadonlyMap<string, GameEntry> = new Map<string, GameEntry>([
  [intoTheBlue.id, { game: intoTheBlue, bots: itbBots, searchHooks: intoTheBlueHooks }],
  [survive.id, { game: survive, bots: surviveBots, searchHooks: surviveAnalysisHooks }],
  [aquasphere.id, { game: aquasphere, bots: aquasphereBots, searchHooks: aquasphereHooks }],
]);

export const GAME_MAP: ReadonlyMap<string, AnyGame> = new Map(
  [...GAMES].map(([id, entry]) => [id, entry.game]),
);

export function findBot(gameId: string, botName: string): BotEntry | undefined {
  return GAMES.get(gameId)?.bots.find((b) => b.name === botName);
}
