import { defaultOptions } from '../../../../src/games/into-the-blue/options.js';

/**
 * What the lobby knows of Into the Blue without loading its rules or bots (they come with the
 * board chunk). A test checks these against the registry.
 */
export const ITB_BOTS = [
  { name: 'random', strength: 1 },
  { name: 'heuristic', strength: 2 },
  { name: 'expert', strength: 3 },
  { name: 'ismcts', strength: 3 },
] as const;

export const ITB_PLAYERS = { min: 2, max: 5 } as const;

export const itbDefaultOptions = () => defaultOptions();
