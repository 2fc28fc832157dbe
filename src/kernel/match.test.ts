import { describe, expect, it } from 'vitest';
import { intoTheBlue } from '../games/into-the-blue/index.js';
import type { Agent } from './game.js';
import { randomPlayout, randomPlayoutFromLists, runMatch } from './match.js';
import { RandomAgent } from './random-agent.js';
import { createRng } from './rng.js';

describe('randomPlayout', () => {
  it('plays by the legal-move lists when the game has no playout of its own', () => {
    const game = { ...intoTheBlue, playout: undefined };
    const start = intoTheBlue.setup(intoTheBlue.defaultOptions(3), 3);
    const a = randomPlayout(game, start, createRng('same'));
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

describe('runMatch with uniform random agents only', () => {
  const players = 3;
  const options = intoTheBlue.defaultOptions(players);
  const seatRngs = (seed: string) =>
    Array.from({ length: players }, (_, seat) => createRng(`${seed}/${seat}`));
  const randoms = () => Array.from({ length: players }, () => new RandomAgent());
  /** The same random bots, not saying they are uniform: the runner asks each at every turn. */
  const asked = (): Agent<unknown, unknown>[] =>
    randoms().map((r) => ({ name: r.name, instant: true, decide: (input) => r.decide(input) }));

  it('plays, as one playout with a generator per seat, the game the runner would play per decision', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const fast = runMatch(intoTheBlue, options, randoms(), createRng(seed), seatRngs(seed), {
        record: false,
      });
      const slow = runMatch(intoTheBlue, options, asked(), createRng(seed), seatRngs(seed), {
        record: false,
      });
      expect(fast.final).toEqual(slow.final);
      expect(fast.result).toEqual(slow.result);
      expect(slow.decisions.some((n) => n > 0)).toBe(true);
    }
  });

  it("uses the game's playout only when no one asks for the moves", () => {
    const calls: unknown[] = [];
    const game = {
      ...intoTheBlue,
      playout: (state: unknown, rng: unknown, seats: unknown) => {
        calls.push(seats);
        return intoTheBlue.playout!(state as never, rng as never, seats as never);
      },
    };
    const rngs = seatRngs('x');
    runMatch(game, options, randoms(), createRng('x'), rngs, { record: false });
    expect(calls).toEqual([rngs]);
    const recorded = runMatch(game, options, randoms(), createRng('x'), seatRngs('x'));
    runMatch(game, options, randoms(), createRng('x'), seatRngs('x'), {
      record: false,
      onMove: () => {},
    });
    expect(calls).toHaveLength(1);
    expect(recorded.moves.length).toBeGreaterThan(0);
  });
});
