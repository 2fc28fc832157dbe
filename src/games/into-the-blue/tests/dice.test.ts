import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHEST_FACE, DICE } from '../components.js';
import { describeMove, diceText } from '../log.js';
import { defaultOptions } from '../options.js';
import { setup } from '../setup.js';
import {
  diceKey,
  diceOfKey,
  diveOutcome,
  isPerfect,
  keepChoices,
  multisetProbability,
  multisets,
  rollOutcomesOf,
  sequenceLength,
} from '../dice.js';

/** The rulebook's two dice examples; only the divers' names differ between editions. */
const examples = [
  { lang: 'en', first: 'Scott', second: 'Alice' },
  { lang: 'es', first: 'Pablo', second: 'Cati' },
  { lang: 'fr', first: 'Cyprien', second: 'Marine' },
];

describe('successful dives: the rulebook examples', () => {
  for (const { lang, first, second } of examples) {
    it(`${lang}: ${first} rolls 1 1 2 3 3 5: 2 on level 1, 1 on level 2 or 2 on level 3; the 5 is lost`, () => {
      expect(diveOutcome([1, 1, 2, 3, 3, 5])).toEqual({
        kind: 'successful',
        options: [
          { level: 1, shells: 2 },
          { level: 2, shells: 1 },
          { level: 3, shells: 2 },
        ],
      });
    });
    it(`${lang}: ${second} rolls 1 2 3 3 3 4: 1 on level 1, 1 on level 2, 3 on level 3 or 1 on level 4`, () => {
      expect(diveOutcome([1, 2, 3, 3, 3, 4])).toEqual({
        kind: 'successful',
        options: [
          { level: 1, shells: 1 },
          { level: 2, shells: 1 },
          { level: 3, shells: 3 },
          { level: 4, shells: 1 },
        ],
      });
    });
  }
});

describe('dive outcomes', () => {
  it('without a 1 the dive fails and every die is lost', () => {
    expect(diveOutcome([2, 3, 4, 5, 6, 6])).toEqual({ kind: 'unsuccessful' });
  });
  it('1 to 5 and a chest is a perfect dive, and nothing else is', () => {
    expect(diveOutcome([1, 2, 3, 4, 5, 6])).toEqual({ kind: 'perfect' });
    const perfect = multisets(6).filter(isPerfect);
    expect(perfect).toEqual([[1, 2, 3, 4, 5, 6]]);
  });
  it('the chest face never extends a sequence to a sixth level', () => {
    expect(sequenceLength([1, 2, 3, 4, 5, 5])).toBe(5);
    expect(sequenceLength([1, 2, 3, 4, 6, 6])).toBe(4);
    expect(diveOutcome([1, 1, 2, 3, 4, 5])).toMatchObject({ kind: 'successful' });
  });
});

describe('dice probabilities', () => {
  it('there are 462 results of six dice and their chances sum to 1', () => {
    const outcomes = rollOutcomesOf(6);
    expect(outcomes).toHaveLength(462);
    expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });
  it('a perfect roll of six dice has chance 6!/6^6', () => {
    expect(multisetProbability([1, 2, 3, 4, 5, 6])).toBeCloseTo(720 / 46656, 15);
  });
  it('keep choices are the distinct sub-multisets smaller than the roll', () => {
    expect(keepChoices([1, 1, 2, 3, 3, 5])).toHaveLength(3 * 2 * 3 * 2 - 1);
    expect(keepChoices([4, 4, 4, 4, 4, 4])).toHaveLength(6);
  });
});

describe('dice written out', () => {
  it('reads the same for the shared array of a multiset as for any copy, in the given order', () => {
    // The shared arrays' texts are kept (log.ts): a kept text must be the one its dice make.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: CHEST_FACE }), { maxLength: DICE }),
        (dice) => {
          const sorted = [...dice].sort((a, b) => a - b);
          const shared = diceOfKey(diceKey(dice));
          expect(shared).toEqual(sorted);
          const text = sorted.map((d) => (d === CHEST_FACE ? '◆' : String(d))).join(' ');
          expect(diceText(shared)).toBe(text);
          expect(diceText(shared)).toBe(text);
          expect(diceText(dice)).toBe(
            dice.map((d) => (d === CHEST_FACE ? '◆' : String(d))).join(' '),
          );
        },
      ),
    );
  });

  it('writes a roll as the kept dice and the new ones, sorted', () => {
    const before = setup(defaultOptions(), 2);
    const log = describeMove(
      { ...before, kept: [6, 2] },
      'chance',
      { type: 'dice', values: [5, 1, 1, 3] },
      0,
    );
    expect(log).toEqual({ key: 'itb.log.roll', params: { player: 0, dice: '1 1 2 3 5 ◆' } });
  });
});
