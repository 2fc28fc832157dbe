import { describe, expect, it } from 'vitest';
import { intoTheBlue } from '../games/into-the-blue/index.js';
import { randomPlayout, randomPlayoutFromLists } from './match.js';
import { createRng } from './rng.js';

describe('randomPlayout', () => {
  it('plays by the legal-move lists when the game has no playout of its own', () => {
    const start = intoTheBlue.setup(intoTheBlue.defaultOptions(3), 3);
    const a = randomPlayout(intoTheBlue, start, createRng('same'));
    const b = randomPlayoutFromLists(intoTheBlue, start, createRng('same'));
    expect(a).toEqual(b);
    expect(intoTheBlue.result(a)).not.toBeNull();
  });

  it("hands the whole playout to the game's own playout when it has one", () => {
    const start = intoTheBlue.setup(intoTheBlue.defaultOptions(3), 3);
    const calls: unknown[] = [];
    const game = {
      ...intoTheBlue,
      playout: (state: unknown) => {
        calls.push(state);
        return 'played';
      },
    };
    expect(randomPlayout(game, start, createRng('own'))).toBe('played');
    expect(calls).toEqual([start]);
  });
});
