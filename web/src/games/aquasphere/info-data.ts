/**
 * What the lobby knows of AquaSphere without loading its rules, bots or component pack (they
 * come with the board chunk). A test checks these against the registry.
 */
export const AQ_BOTS = [
  { name: 'random', strength: 1 },
  { name: 'heuristic', strength: 2 },
  { name: 'search', strength: 3 },
  { name: 'ismcts', strength: 3 },
] as const;

export const AQ_PLAYERS = { min: 2, max: 4 } as const;

/**
 * The lobby's options for a new table: empty means the default pack (the rules' parseOptions
 * fills it in), which keeps table links short; a pack loaded from a file travels whole.
 */
export const aqDefaultOptions = (): { pack?: unknown } => ({});
