import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../../../tests/contract/play.js';
import { expectPlayoutAsLists } from '../../../../tests/contract/playout-equal.js';
import { CHEST_FACE, DICE } from '../components.js';
import { diceKey, diceOfKey, multisets } from '../dice.js';
import { ADD, COUNT, indexOfKey, KEEP_AT, KEEP_COUNT, KEEPS, KEY_OF } from '../dice-index.js';
import { intoTheBlue as game, type ItbOptions } from '../index.js';
import { decideMoves } from '../legal.js';

/**
 * The flat playout against `apply`: from any state of a random game, with any component values,
 * the same draws give the same end (every field, hence the same scores) and leave every generator
 * at the same place. The contract suite checks a few states of default games; this covers the
 * options, the chests running out, and generators the playout cannot step itself.
 */

const token = fc.integer({ min: 0, max: 99 });
const optionsArb: fc.Arbitrary<ItbOptions> = fc.record({
  treasures: fc.array(fc.record({ main: token, secondary: token }), {
    minLength: 5,
    maxLength: 5,
  }),
  chests: fc.array(token, { minLength: 5, maxLength: 5 }),
  startPlayer: fc.constantFrom('draw' as const, 'seating' as const),
});

const caseArb = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  seed: fc.string(),
  options: optionsArb,
  /** Where in the game the playout starts, as a fraction of its states. */
  at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  perSeat: fc.boolean(),
  opaque: fc.boolean(),
});

describe('the flat playout', () => {
  it('ends where apply does, with the same scores, drawing the same numbers', () => {
    fc.assert(
      fc.property(caseArb, ({ players, seed, options, at, perSeat, opaque }) => {
        const { states } = playRandom(game, players, seed, options);
        const start = states[Math.floor(at * states.length)]!;
        expectPlayoutAsLists(game, start, { players, seed, perSeat, opaque });
      }),
      { numRuns: 150 },
    );
  });

  it("lists each roll's decide-moves as legalMoves does, by dense index", () => {
    for (const dice of multisets(DICE)) {
      const index = indexOfKey(diceKey(dice));
      const keeps = Array.from(
        KEEPS.subarray(KEEP_AT[index]!, KEEP_AT[index]! + KEEP_COUNT[index]!),
      );
      const expected = decideMoves(diceKey(dice)).map((m) =>
        m.type === 'reroll' ? indexOfKey(diceKey(m.keep)) : -1,
      );
      expect(keeps).toEqual(expected);
    }
  });

  it('adds a die to a multiset by index as it does by key', () => {
    for (let n = 0; n < DICE; n++) {
      for (const dice of multisets(n)) {
        const index = indexOfKey(diceKey(dice));
        expect(diceOfKey(KEY_OF[index]!)).toBe(diceOfKey(diceKey(dice)));
        expect(COUNT[index * 8]).toBe(n);
        for (let face = 1; face <= CHEST_FACE; face++) {
          const more = [...dice, face].sort((a, b) => a - b);
          expect(KEY_OF[ADD[index * 8 + face]!]).toBe(diceKey(more));
        }
      }
    }
  });
});
