import { expect, test } from 'vitest';
import { GAME_MAP } from '../../../src/games/registry.js';
import { createRng, type Actor } from '../../../src/kernel/index.js';
import { localReplay, type PlayedMove } from './replay-file';

/** The first moves of a two-player Survive table: the island laid (40 chance moves), then
 * explorers placed, each with a hidden value. */
function surviveOpening(count: number): PlayedMove[] {
  const game = GAME_MAP.get('survive')!;
  const rng = createRng('opening');
  let state: unknown = game.setup(game.defaultOptions(2), 2);
  const played: PlayedMove[] = [];
  while (played.length < count) {
    const actor = game.toMove(state)[0] as Actor;
    const move =
      actor === 'chance'
        ? game.sampleChance(state, rng)
        : game.legalMoves(state, actor)[rng.int(game.legalMoves(state, actor).length)];
    played.push({ before: state, actor, move });
    const next = game.apply(state, actor, move);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  return played;
}

const seats = [
  { name: 'Ana', kind: 'human' },
  { name: 'Bea', kind: 'human' },
];

test('a hot-seat replay mid-game holds only what the person at the screen may see, and no seed', () => {
  const game = GAME_MAP.get('survive')!;
  const played = surviveOpening(48);
  const placed = (actor: Actor) =>
    played.filter(
      (p) => p.actor === actor && (p.move as { type: string }).type === 'place-explorer',
    );
  expect(placed(0).length).toBeGreaterThan(1);
  expect(placed(1).length).toBeGreaterThan(1);

  const forBea = localReplay(game, game.defaultOptions(2), seats, played, null, 1);
  expect(forBea.meta).toEqual({ source: 'fathom-web-local', redacted: true, viewer: 1 });
  expect(JSON.stringify(forBea)).not.toMatch(/seed/);
  for (const [i, m] of forBea.moves.entries()) {
    const original = played[i]!;
    const type = (original.move as { type: string }).type;
    if (type === 'place-explorer' && original.actor === 0) {
      // Ana's explorers: where, never how much they are worth.
      expect(m.move).not.toHaveProperty('value');
    } else {
      expect(m.move).toEqual(original.move);
    }
  }
});

test('once the game is over the replay is complete, with its seed', () => {
  const game = GAME_MAP.get('survive')!;
  const played = surviveOpening(48);
  const full = localReplay(game, game.defaultOptions(2), seats, played, { seed: 's3cret' }, 1);
  expect(full.meta).toEqual({ seed: 's3cret', source: 'fathom-web-local' });
  expect(full.moves).toEqual(played.map(({ actor, move }) => ({ actor, move })));
});
