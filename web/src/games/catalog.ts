import type { GameInfo } from './types';
import { intoTheBlueInfo } from './into-the-blue/info';
import { surviveInfo } from './survive/info';
import { aquasphereInfo } from './aquasphere/info';

/** Games the web client offers; each board and its rules load only when a table opens. */
export const WEB_GAMES: readonly GameInfo[] = [intoTheBlueInfo, surviveInfo, aquasphereInfo];

export function gameInfo(id: string): GameInfo | undefined {
  return WEB_GAMES.find((g) => g.id === id);
}
