import { defaultOptions } from '../../../../src/games/survive/options.js';

/**
 * What the lobby knows of Survive without loading its rules or bots (they come with the board
 * chunk). A test checks that each bot listed here exists in the registry; stronger bots are
 * listed as they land there.
 */
export const SURVIVE_BOTS = [
  { name: 'random', strength: 1 },
  { name: 'heuristic', strength: 2 },
  { name: 'search', strength: 3 },
  { name: 'ismcts', strength: 3 },
] as const;

export const SURVIVE_PLAYERS = { min: 2, max: 4 } as const;

export const surviveDefaultOptions = () => defaultOptions();
