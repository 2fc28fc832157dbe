import { expect, test } from 'vitest';
import { GAMES } from '../../../../src/games/registry.js';
import { defaultOptions } from '../../../../src/games/survive/options.js';
import { SURVIVE_BOTS, SURVIVE_PLAYERS, surviveDefaultOptions } from './info-data';

test('the lobby offers only registered bots, and the same player counts', () => {
  const entry = GAMES.get('survive');
  expect(entry).toBeDefined();
  const registered = entry?.bots.map((b) => ({ name: b.name, strength: b.strength })) ?? [];
  expect(SURVIVE_BOTS.length).toBeGreaterThan(0);
  for (const bot of SURVIVE_BOTS) expect(registered).toContainEqual(bot);
  expect(SURVIVE_PLAYERS).toEqual({ min: entry?.game.minPlayers, max: entry?.game.maxPlayers });
  expect(surviveDefaultOptions()).toEqual(defaultOptions());
});
