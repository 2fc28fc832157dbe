import { defaultOptions as itbDefaults } from '../../../src/games/into-the-blue/options.js';
import { defaultOptions as surviveDefaults } from '../../../src/games/survive/options.js';
import { gameInfo } from '../games/catalog';

/** The table a rules page was opened from: its options and its number of players. */
export interface TableContext {
  readonly options: unknown;
  readonly players: number | null;
}

/** What a table's view says of its options and players (every game's view carries both). */
export function tableContext(view: unknown): TableContext | null {
  if (typeof view !== 'object' || view === null) return null;
  const v = view as { options?: unknown; players?: unknown };
  if (v.options === undefined) return null;
  return { options: v.options, players: typeof v.players === 'number' ? v.players : null };
}

/**
 * The options the rules page shows: the table's when it has them, otherwise the game's defaults.
 * AquaSphere's default pack comes with its board chunk (the rules' own data), loaded only here.
 */
export async function resolveOptions(game: string, table: TableContext | null): Promise<unknown> {
  if (table) return table.options;
  if (game === 'into-the-blue') return itbDefaults();
  if (game === 'survive') return surviveDefaults();
  const info = gameInfo(game);
  if (!info) return null;
  const mod = await info.load();
  return mod.game.defaultOptions(info.maxPlayers);
}
