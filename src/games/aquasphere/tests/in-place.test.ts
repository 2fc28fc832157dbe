import { expect, test } from 'vitest';
import { createRng, runMatch, RandomAgent, type Actor } from '../../../kernel/index.js';
import { aquasphere as game } from '../index.js';
import type { AqMove, AqState } from '../state.js';

test('applyInPlace does what apply does, refusals included, and leaves a refused state as it was', () => {
  for (const players of [2, 3, 4]) {
    const rng = createRng(`in-place/${players}`);
    let state = game.setup(game.defaultOptions(players), players);
    const mirror = structuredClone(state) as AqState;
    Object.assign(mirror, { options: state.options });
    for (let i = 0; game.toMove(state).length > 0; i++) {
      const actor = game.toMove(state)[0] as Actor;
      // Now and then a move that is refused: the same error, and nothing changes.
      const wrong: AqMove = actor === 'chance' ? { type: 'orient', rotation: 9 } : { type: 'pass' };
      const refused = game.apply(state, actor, wrong);
      if (!refused.ok) {
        const before = JSON.stringify(mirror);
        expect(game.applyInPlace!(mirror, actor, wrong)).toEqual(refused.error);
        expect(JSON.stringify(mirror)).toBe(before);
      }
      const legal = actor === 'chance' ? [] : game.legalMoves(state, actor);
      const move =
        actor === 'chance' ? game.sampleChance(state, rng) : legal[rng.int(legal.length)]!;
      const next = game.apply(state, actor, move);
      if (!next.ok) throw new Error(next.error.code);
      expect(game.applyInPlace!(mirror, actor, move)).toBeNull();
      state = next.value;
      expect(JSON.stringify(mirror)).toBe(JSON.stringify(state));
    }
  }
});

test('a match played in place replays to the same result through apply', () => {
  const agents = [0, 1, 2, 3].map(() => new RandomAgent());
  const record = runMatch<AqState>(game, game.defaultOptions(4), agents, createRng('m'), [
    createRng('0'),
    createRng('1'),
    createRng('2'),
    createRng('3'),
  ]);
  let state = game.setup(game.defaultOptions(4), 4);
  for (const { actor, move } of record.moves) {
    const next = game.apply(state, actor, move as AqMove);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  expect(game.result(state)).toEqual(record.result);
  expect(JSON.stringify(state)).toBe(JSON.stringify(record.final));
});
