import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../../../tests/contract/play.js';
import { createRng, randomPlayoutFromLists, type Seat } from '../../../kernel/index.js';
import { survive } from '../index.js';
import { sampleMove } from '../sample.js';
import type { SurviveState } from '../state.js';

/**
 * The random playout's sampler counts some runs of the move list instead of writing them (setup
 * placements, "move a creature" tiles, creature moves): it must still draw exactly the move the
 * list gives for the same number, in every state, or playouts leave the list-based game.
 */
describe('sampleMove', () => {
  it('draws legalMoves(state, seat)[rng.int(count)] in every state of random games', () => {
    const met = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 6 }), (players, seed) => {
        const { states } = playRandom(survive, players, `sample/${seed}`);
        states.forEach((state, i) => {
          for (const actor of survive.toMove(state)) {
            if (actor === 'chance') continue;
            const legal = survive.legalMoves(state, actor);
            if (legal.some((m) => m.type === 'teleport')) met.add('teleport');
            met.add(state.phase);
            const sampled = createRng(`${seed}/${i}/${actor}`);
            const listed = createRng(`${seed}/${i}/${actor}`);
            for (let draw = 0; draw < 3; draw++) {
              const move = sampleMove(state, actor, sampled);
              const expected = legal[listed.int(legal.length)];
              if (move !== expected)
                expect({ i, phase: state.phase, move }).toEqual({
                  i,
                  phase: state.phase,
                  move: expected,
                });
            }
            expect(sampled.nextUint32()).toBe(listed.nextUint32());
          }
        });
      }),
      { numRuns: 12 },
    );
    // The counted runs were met, not only the listed ones.
    for (const kind of ['place-explorer', 'place-ship', 'move', 'creature', 'remove', 'teleport'])
      expect(met).toContain(kind);
  }, 60_000);

  it('plays whole playouts move for move as the list-based playout, from any state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 6 }), (players, seed) => {
        const { states } = playRandom(survive, players, `playout/${seed}`);
        for (let i = 0; i < states.length; i += 97) {
          const state: SurviveState = states[i]!;
          const seats = (tag: string): ReturnType<typeof createRng>[] =>
            Array.from({ length: players }, (_, seat: Seat) => createRng(`${tag}/${seat}`));
          const fast = survive.playout!(state, createRng(seed), seats(seed));
          const listed = randomPlayoutFromLists(survive, state, createRng(seed), seats(seed));
          expect(fast).toEqual(listed);
          expect(survive.result(fast)).toEqual(survive.result(listed));
        }
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
