import { expect, test } from 'vitest';
import { GAMES } from '../../../../src/games/registry.js';
import {
  DEFAULT_CHESTS,
  DEFAULT_TREASURES,
} from '../../../../src/games/into-the-blue/components.js';

// info.tsx holds JSX, so the test reads the lobby's facts through a plain import of the data.
const info = await import('./info-data');

test('the lobby lists the same bots and player counts as the registry', () => {
  const entry = GAMES.get('into-the-blue');
  expect(entry).toBeDefined();
  expect(info.ITB_BOTS).toEqual(entry?.bots.map((b) => ({ name: b.name, strength: b.strength })));
  expect(info.ITB_PLAYERS).toEqual({ min: entry?.game.minPlayers, max: entry?.game.maxPlayers });
});

test('the lobby offers the documented component values by default', () => {
  expect(info.itbDefaultOptions()).toEqual({
    treasures: DEFAULT_TREASURES.value,
    chests: DEFAULT_CHESTS.value,
    // A new table draws its start player (docs/rules-decisions.md).
    startPlayer: 'draw',
  });
});
