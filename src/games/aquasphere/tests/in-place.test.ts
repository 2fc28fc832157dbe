import { expect, test } from 'vitest';
import { createRng, runMatch, RandomAgent } from '../../../kernel/index.js';
import { aquasphere as game } from '../index.js';
import type { AqMove, AqState } from '../state.js';

// That applyInPlace does what apply does, move by move, is the contract suite's (tests/contract).
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
