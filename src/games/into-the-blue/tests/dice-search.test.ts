import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE } from '../components.js';
import { diceKey, keepChoices, multisetProbability, multisets } from '../dice.js';
import { rankChoices, solveDice, turnStartValue } from '../bots/dice-search.js';

const FINALS = multisets(DICE);
const FINAL_INDEX = new Map(FINALS.map((dice, i) => [diceKey(dice), i]));

/**
 * The dice expectimax written plainly, over dice arrays and maps: holding d with r rolls left is
 * worth the best of stopping and every keep; a keep is worth its rolls' values weighted by their
 * odds. It adds in the order the solver does (each keep's rolls as multisets() lists them), so
 * the two must agree to the last bit, not within a tolerance.
 */
function reference(value: (dice: readonly number[]) => number) {
  const memo = new Map<string, number>();
  const hold = (r: number, dice: readonly number[]): number => {
    const id = `h${r}:${diceKey(dice)}`;
    const known = memo.get(id);
    if (known !== undefined) return known;
    let best = value(dice);
    if (r > 0) {
      for (const k of keepChoices(dice)) {
        const x = keep(r - 1, k);
        if (x > best) best = x;
      }
    }
    memo.set(id, best);
    return best;
  };
  const keep = (r: number, kept: readonly number[]): number => {
    const id = `k${r}:${diceKey(kept)}`;
    const known = memo.get(id);
    if (known !== undefined) return known;
    let e = 0;
    for (const rolled of multisets(DICE - kept.length)) {
      const dice = [...kept, ...rolled].sort((a, b) => a - b);
      e += multisetProbability(rolled) * hold(r, dice);
    }
    memo.set(id, e);
    return e;
  };
  return { hold, keep };
}

// A value for each of the 462 results: small integers make ties (stopping against rerolling,
// keeps alike), doubles make sums whose last bits depend on the order they are added in.
const finalValues = fc.array(
  fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -20, max: 20, noNaN: true })),
  { minLength: FINALS.length, maxLength: FINALS.length },
);

describe('exact play of the dice (solveDice)', () => {
  it('every choice from every result is valued as the plain expectimax values it, to the bit', () => {
    fc.assert(
      fc.property(finalValues, (values) => {
        const value = (dice: readonly number[]) => values[FINAL_INDEX.get(diceKey(dice))!]!;
        const tables = solveDice(value);
        const ref = reference(value);
        expect(turnStartValue(tables)).toBe(ref.keep(2, []));
        for (const dice of FINALS) {
          for (let rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
            const expected = [
              { choice: { type: 'stop' }, value: value(dice) },
              ...(rollsLeft > 0
                ? keepChoices(dice).map((keep) => ({
                    choice: { type: 'reroll', keep },
                    value: ref.keep(rollsLeft - 1, keep),
                  }))
                : []),
            ].sort((a, b) => b.value - a.value);
            expect(rankChoices(tables, dice, rollsLeft)).toEqual(expected);
            // Holding the dice is worth the best choice: what the search adds for a turn's rest.
            expect(expected[0]!.value).toBe(ref.hold(rollsLeft, dice));
          }
        }
      }),
      { numRuns: 8 },
    );
  });

  it('tables solved earlier keep their values when more are solved (callers cache them)', () => {
    const first = solveDice((dice) => dice[0]!);
    const before = rankChoices(first, [1, 2, 3, 4, 5, 5], 2);
    for (let i = 0; i < 3; i++) solveDice((dice) => -dice[5]! * i);
    expect(rankChoices(first, [1, 2, 3, 4, 5, 5], 2)).toEqual(before);
    expect(turnStartValue(first)).toBe(reference((dice) => dice[0]!).keep(2, []));
  });
});
