import { expect, test } from 'vitest';
import { createRng, type AnyGame } from '../kernel/index.js';
import { DEFAULT_ISMCTS, IsmctsAgent } from './ismcts.js';
import { pairedSearch } from './paired.js';
import { CARDS, toyGame, type ToyState } from './toy-game.js';

const game = toyGame as unknown as AnyGame;
const dealt: ToyState = { bonus: [1, null], picks: [null, null] };
const view = toyGame.view(dealt, 0);
const budget = (iterations: number) => ({ iterations, timeMs: 1e9, clock: () => 0 });

test('a paired search measures each candidate’s lead over the first on the same samples', () => {
  const candidates = [{ pick: 2 }, { pick: 3 }, { pick: CARDS }];
  const run = () =>
    pairedSearch(game, {}, 30, view, 0, candidates, createRng('p'), budget(300)).moves;
  const moves = run();
  // Deterministic for a seed and a number of iterations.
  expect(run()).toEqual(moves);
  // The first has no lead over itself; the higher cards lead it, the highest most, clearly.
  expect(moves[0]!.lead).toBe(0);
  expect(moves[2]!.lead).toBeGreaterThan(moves[1]!.lead);
  expect(moves[2]!.lead).toBeGreaterThan(3 * moves[2]!.error);
  // Paired, a better card never does worse on a sample than a worse one: no lead is negative.
  expect(moves.every((m) => m.lead >= 0)).toBe(true);
  // No iteration: nothing measured, nothing known.
  const none = pairedSearch(game, {}, 30, view, 0, candidates, createRng('p'), budget(0));
  expect(none.iterations).toBe(0);
  expect(none.moves[1]!.error).toBe(Infinity);
});

test('with the paired search the game’s first candidate stands unless another clearly leads it', () => {
  const decide = (iterations: number, overrule: number) =>
    new IsmctsAgent(
      game,
      { rootCandidates: () => [{ pick: 2 }, { pick: CARDS }], paired: true },
      { ...DEFAULT_ISMCTS, iterations, timeMs: 1e9, overrule },
    ).decide({ view, seat: 0, legal: toyGame.legalMoves(dealt, 0), rng: createRng('o') });
  expect(decide(200, 1.64)).toEqual({ pick: CARDS });
  expect(decide(1, 1.64)).toEqual({ pick: 2 });
  expect(decide(200, 1e9)).toEqual({ pick: 2 });
});
