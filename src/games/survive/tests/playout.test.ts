import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, randomPlayoutFromLists } from '../../../kernel/index.js';
import { playRandom } from '../../../../tests/contract/play.js';
import { expectPlayoutAsLists } from '../../../../tests/contract/playout-equal.js';
import { BACK_COUNTS, BACKS, TERRAINS, type Back, type BackCounts } from '../components.js';
import { LAND_SPACES } from '../board.js';
import { survive as game, type SurviveOptions } from '../index.js';
import { L, type SurviveState } from '../state.js';
import { blank, put, sink } from './helpers.js';

/**
 * The flat playout (playout/) against `apply`: from any state of a random game, at every player
 * count, with other component values, the same draws give the same end (every field, in the same
 * order: the same JSON, hence the same scores) and leave every generator at the same place. The
 * contract suite checks a few states of default games; this covers the options (backs dealt to
 * other terrains: wind and ships on forests, more whirlpools on beaches), the seating order, and
 * generators the playout cannot step itself.
 */

/** The 40 backs of the game, in the terrains' order of the default counts. */
const ALL_BACKS: Back[] = TERRAINS.flatMap((_, t) =>
  BACKS.flatMap((back) => Array<Back>(BACK_COUNTS.value[back][t]!).fill(back)),
);

/** The same 40 backs dealt to the terrains in another order (16 beaches, 16 forests, 8 mountains). */
const backsArb: fc.Arbitrary<BackCounts> = fc
  .shuffledSubarray(ALL_BACKS, { minLength: ALL_BACKS.length, maxLength: ALL_BACKS.length })
  .map((dealt) => {
    const counts = Object.fromEntries(BACKS.map((b) => [b, [0, 0, 0]])) as Record<
      Back,
      [number, number, number]
    >;
    dealt.forEach((back, i) => counts[back][i < 16 ? 0 : i < 32 ? 1 : 2]++);
    return counts;
  });

const optionsArb: fc.Arbitrary<SurviveOptions> = fc.record({
  explorerValues: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 10, maxLength: 10 }),
  backs: fc.oneof(fc.constant(BACK_COUNTS.value), backsArb),
  startPlayer: fc.constantFrom('draw' as const, 'seating' as const),
});

const caseArb = fc.record({
  players: fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
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
        expect(game.parseOptions(options, players).ok).toBe(true);
        const { states } = playRandom(game, players, seed, options);
        const start = states[Math.floor(at * states.length)]!;
        expectPlayoutAsLists(game, start, { players, seed, perSeat, opaque });
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('plays on from states all through whole games, one playout after another', () => {
    // Consecutive playouts reuse the flat copy: nothing of one may leak into the next.
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string(), (players, seed) => {
        const { states } = playRandom(game, players, `every/${seed}`);
        states.forEach((state, i) => {
          // Every third state: playouts still follow one another from all through the game.
          if (i % 3 !== 0) return;
          const end = game.playout!(state, createRng(`${seed}/${i}`));
          const reference = randomPlayoutFromLists(game, state, createRng(`${seed}/${i}`));
          if (JSON.stringify(end) !== JSON.stringify(reference))
            expect({ i, end }).toEqual({ i, end: reference });
        });
      }),
      { numRuns: 3 },
    );
  }, 60_000);

  it('draws the boarders of a new ship as the list does (too rare for random games)', () => {
    // A beach just removed under five swimmers, every beach hiding a ship: the ship that
    // appears holds three of them, and its revealer picks which (ten ways).
    const terrains = ['beach', 'forest', 'mountain'] as const;
    const base = blank(
      4,
      (s) => terrains[LAND_SPACES.indexOf(s) < 16 ? 0 : LAND_SPACES.indexOf(s) < 32 ? 1 : 2],
    );
    const space = LAND_SPACES[0]!;
    let state: SurviveState = sink(base, space);
    for (const e of [0, 1, 10, 20, 30]) state = put(state, e, ['sea', space]);
    const b = state.b.slice();
    for (let i = 0; i < 12; i++) b[L.BACKS + i] = BACKS[i] === 'ship' ? 16 : 0;
    state = {
      ...state,
      b,
      phase: 'reveal',
      removal: { space, terrain: 'beach', back: null, by: 0 },
    };
    const revealed = game.apply(state, 'chance', { type: 'back', back: 'ship' });
    expect(revealed.ok && revealed.value.phase).toBe('boarders');
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (seed, perSeat) => {
        const seats = (tag: string) =>
          perSeat ? Array.from({ length: 4 }, (_, s) => createRng(`${tag}/${s}`)) : undefined;
        const end = game.playout!(state, createRng(seed), seats(seed));
        const reference = randomPlayoutFromLists(game, state, createRng(seed), seats(seed));
        expect(JSON.stringify(end)).toBe(JSON.stringify(reference));
      }),
      { numRuns: 40 },
    );
  });
});
