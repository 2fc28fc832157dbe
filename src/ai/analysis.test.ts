import { expect, test } from 'vitest';
import { createRng } from '../kernel/index.js';
import { analyzeDecision, markOf, moveAccuracy, summarize } from './analysis.js';
import { Ismcts } from './ismcts.js';
import { toyGame, type ToyState } from './toy-game.js';

const dealt: ToyState = { bonus: [1, 2], picks: [null, null] };

test('the search finds the best move of a game whose answer is known', () => {
  const search = new Ismcts(
    toyGame,
    {},
    { iterations: 600, timeMs: Infinity, exploration: 0.7, playoutDepth: 0 },
  );
  const legal = toyGame.legalMoves(dealt, 0);
  const { moves } = search.search(toyGame.view(dealt, 0), 0, legal, createRng('t'));
  expect(moves[0]!.move).toEqual({ pick: 5 });
});

test('a bad decision is marked, with the better move; the best one is not', () => {
  const view = toyGame.view(dealt, 0);
  const legal = toyGame.legalMoves(dealt, 0);
  const bad = analyzeDecision(toyGame, {}, view, 0, legal, { pick: 1 }, 3, createRng('a'), 600);
  expect(bad.mark).toBe('blunder');
  expect(bad.best).toEqual({ pick: 5 });
  expect(bad.before - bad.after).toBeGreaterThan(0.2);
  const good = analyzeDecision(toyGame, {}, view, 0, legal, { pick: 5 }, 3, createRng('a'), 600);
  expect(good.mark).toBeNull();
  expect(good.best).toEqual({ pick: 5 });
  const summary = summarize([bad, good], 2);
  expect(summary[0]!.blunders).toBe(1);
  expect(summary[0]!.accuracy).toBeLessThan(60);
  expect(summary[1]!.decisions).toBe(0);
});

test('the analyst reads only views: states that look alike to the mover get the same judgement', () => {
  // Player 1's bonus is hidden from player 0: two states differing only there.
  const a: ToyState = { bonus: [1, 0], picks: [null, null] };
  const b: ToyState = { bonus: [1, 2], picks: [null, null] };
  expect(toyGame.view(a, 0)).toEqual(toyGame.view(b, 0));
  const judge = (s: ToyState) =>
    analyzeDecision(
      toyGame,
      {},
      toyGame.view(s, 0),
      0,
      toyGame.legalMoves(s, 0),
      { pick: 3 },
      0,
      createRng('same'),
      300,
    );
  expect(judge(a)).toEqual(judge(b));
});

test('marks and accuracy follow the loss', () => {
  expect(markOf(0.04)).toBeNull();
  expect(markOf(0.05)).toBe('inaccuracy');
  expect(markOf(0.1)).toBe('mistake');
  expect(markOf(0.25)).toBe('blunder');
  expect(moveAccuracy(0)).toBeCloseTo(100, 0);
  expect(moveAccuracy(0.1)).toBeLessThan(moveAccuracy(0.05));
  expect(moveAccuracy(1)).toBe(0);
});
