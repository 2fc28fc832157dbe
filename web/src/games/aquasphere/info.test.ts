import { expect, test } from 'vitest';
import { GAMES } from '../../../../src/games/registry.js';
import { aquasphere } from '../../../../src/games/aquasphere/index.js';
import { AQ_BOTS, AQ_PLAYERS, aqDefaultOptions } from './info-data';

test('the lobby offers only registered bots, the same player counts, and the default pack', () => {
  const entry = GAMES.get('aquasphere');
  expect(entry).toBeDefined();
  const registered = entry?.bots.map((b) => ({ name: b.name, strength: b.strength })) ?? [];
  for (const bot of AQ_BOTS) expect(registered).toContainEqual(bot);
  expect(AQ_PLAYERS).toEqual({ min: entry?.game.minPlayers, max: entry?.game.maxPlayers });
  for (const players of [2, 3, 4]) {
    const parsed = aquasphere.parseOptions(aqDefaultOptions(), players);
    expect(parsed.ok && parsed.value).toEqual(aquasphere.defaultOptions(players));
  }
});
