import type { Actor, Params, Viewer } from '../../../src/kernel/index.js';
import type { BoardModule } from '../games/types';
import { t } from '../i18n';

export interface LoggedMove {
  readonly before: unknown;
  readonly actor: Actor;
  readonly move: unknown;
}

/**
 * The move log in words, in the reader's language: games log keys with a seat number as
 * {player}, which becomes the player's name here.
 */
export function logLine(
  mod: BoardModule,
  entry: LoggedMove,
  viewer: Viewer,
  names: readonly string[],
): string {
  const line = mod.game.describeMove(entry.before, entry.actor, entry.move, viewer);
  const params: Record<string, string | number> = { ...line.params };
  if (typeof params.player === 'number')
    params.player = names[params.player] ?? `#${params.player + 1}`;
  return t(line.key, params as Params);
}
